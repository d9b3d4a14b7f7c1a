import assert from "node:assert/strict";
import { parseE2eArgs } from "./e2e";

describe("watch e2e command line", () => {
  it("takes what CI and the README pass, with defaults", () => {
    assert.deepEqual(parseE2eArgs([]), {
      target: "//:dist",
      contentRoot: "content",
      doc: "content/docs/testing/index.md",
      apiDoc: "",
      bench: 0,
    });
    const corpus = [
      "--target",
      "//corpus/n1000:dist",
      "--content-root",
      "corpus/n1000/content",
      "--doc",
      "corpus/n1000/content/docs/guide/a.md",
      "--api-doc",
      "corpus/n1000/content/docs/api/b.md",
      "--bench",
      "10",
    ];
    assert.deepEqual(parseE2eArgs(corpus), {
      target: "//corpus/n1000:dist",
      contentRoot: "corpus/n1000/content",
      doc: "corpus/n1000/content/docs/guide/a.md",
      apiDoc: "corpus/n1000/content/docs/api/b.md",
      bench: 10,
    });
  });

  it("names a bad edit count and an unknown flag", () => {
    assert.throws(() => parseE2eArgs(["--bench", "-1"]), /argument is ambiguous/);
    assert.throws(() => parseE2eArgs(["--bench", "many"]), /--bench needs a whole number of edits, not "many"/);
    assert.throws(() => parseE2eArgs(["--bogus"]), /Unknown option '--bogus'/);
  });
});
