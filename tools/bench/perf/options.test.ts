import assert from "node:assert/strict";
import { DEFAULT_PAGES, parsePerfArgs, RESULTS_FILE } from "./options";

describe("perf command line", () => {
  it("takes --runs, --lighthouse-runs, --inp-runs, any number of --page, --verbose and --out, with defaults", () => {
    assert.deepEqual(parsePerfArgs([]), {
      runs: 5,
      lighthouseRuns: 3,
      inpRuns: 5,
      pages: DEFAULT_PAGES,
      verbose: false,
      out: RESULTS_FILE,
    });
    assert.equal(RESULTS_FILE, "tools/bench/perf/results.md");
    assert.deepEqual(
      parsePerfArgs([
        "--runs",
        "3",
        "--lighthouse-runs",
        "0",
        "--inp-runs",
        "2",
        "--page",
        "/docs/faq/",
        "--page",
        "/",
        "--verbose",
        "--out",
        "/tmp/perf.md",
      ]),
      {
        runs: 3,
        lighthouseRuns: 0,
        inpRuns: 2,
        pages: ["/docs/faq/", "/"],
        verbose: true,
        out: "/tmp/perf.md",
      },
    );
  });

  it("names a bad value and an unknown flag", () => {
    assert.throws(() => parsePerfArgs(["--runs", "0"]), /--runs needs a whole number ≥ 1/);
    assert.throws(() => parsePerfArgs(["--lighthouse-runs=-1"]), /--lighthouse-runs needs a whole number ≥ 0/);
    assert.throws(() => parsePerfArgs(["--inp-runs", "x"]), /--inp-runs needs a whole number ≥ 0/);
    assert.throws(() => parsePerfArgs(["--page", "docs/faq"]), /--page needs a path starting with \//);
    assert.throws(() => parsePerfArgs(["--bogus"]), /Unknown option '--bogus'/);
  });
});
