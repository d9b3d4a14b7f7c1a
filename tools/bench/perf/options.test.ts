import assert from "node:assert/strict";
import { DEFAULT_PAGES, parsePerfArgs } from "./options";

describe("perf command line", () => {
  it("takes --runs, any number of --page and --verbose, with defaults", () => {
    assert.deepEqual(parsePerfArgs([]), { runs: 5, lighthouseRuns: 3, pages: DEFAULT_PAGES, verbose: false });
    assert.deepEqual(parsePerfArgs(["--runs", "3", "--lighthouse-runs", "0", "--page", "/docs/faq/", "--page", "/", "--verbose"]), {
      runs: 3,
      lighthouseRuns: 0,
      pages: ["/docs/faq/", "/"],
      verbose: true,
    });
  });

  it("names a bad value and an unknown flag", () => {
    assert.throws(() => parsePerfArgs(["--runs", "0"]), /--runs needs a whole number ≥ 1/);
    assert.throws(() => parsePerfArgs(["--lighthouse-runs=-1"]), /--lighthouse-runs needs a whole number ≥ 0/);
    assert.throws(() => parsePerfArgs(["--page", "docs/faq"]), /--page needs a path starting with \//);
    assert.throws(() => parsePerfArgs(["--bogus"]), /Unknown option '--bogus'/);
  });
});
