import assert from "node:assert/strict";
import { parseBenchArgs } from "./bench";
import { RESULTS_FILE } from "./results";

describe("search bench command line", () => {
  it("takes its flags, --corpus-dist any number of times, with defaults", () => {
    assert.deepEqual(parseBenchArgs([]), {
      dist: null,
      synthetic: [],
      english: [],
      corpusDists: [],
      queries: null,
      count: 200,
      edits: 0,
      out: RESULTS_FILE,
    });
    const args = [
      "--dist",
      "d",
      "--synthetic",
      "1000,10000",
      "--corpus-dist",
      "a",
      "--corpus-dist",
      "b",
      "--queries",
      "q.txt",
      "--count",
      "50",
      "--edits",
      "5",
      "--out",
      "r.md",
    ];
    assert.deepEqual(parseBenchArgs(args), {
      dist: "d",
      synthetic: [1000, 10000],
      english: [],
      corpusDists: ["a", "b"],
      queries: "q.txt",
      count: 50,
      edits: 5,
      out: "r.md",
    });
  });

  it("names a bad value and an unknown flag", () => {
    assert.throws(
      () => parseBenchArgs(["--synthetic", "1k"]),
      /--synthetic and --english take doc counts like 1000,10000, not "1k"/,
    );
    assert.throws(() => parseBenchArgs(["--count", "0"]), /--count takes a positive whole number, not "0"/);
    assert.throws(() => parseBenchArgs(["--edits", "two"]), /--edits takes a whole number, not "two"/);
    assert.throws(() => parseBenchArgs(["--bogus"]), /Unknown option '--bogus'/);
  });
});
