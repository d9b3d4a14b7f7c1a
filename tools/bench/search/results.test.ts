import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RunFacts } from "../stats/runFacts";
import { RESULTS_FILE, writeSearchResults } from "./results";

const facts = (command: string, commit: string): RunFacts => ({
  date: new Date("2030-01-02T03:04:00Z"),
  command,
  machine: { cores: 2, memoryBytes: 4e9, cpuModel: "Some CPU", node: "v24.21.0", bazel: "4.2.3" },
  source: { commit, changedFiles: 0 },
});

describe("the search results file", () => {
  it("keeps one section per program, each with its own header", () => {
    const workspace = mkdtempSync(join(tmpdir(), "search-results-"));
    try {
      writeSearchResults(workspace, RESULTS_FILE, "node", facts("bazel run //tools/bench/search", "aaa"), [
        "index files: the site",
        "  p95 1 ms",
      ]);
      const afterNode = readFileSync(join(workspace, RESULTS_FILE), "utf8");
      assert.match(afterNode, /^# Search benchmarks: latest results\n/);
      assert.match(
        afterNode,
        /<!-- section: node -->\nMeasured 2030-01-02 03:04 UTC by `bazel run \/\/tools\/bench\/search`[\s\S]*- Commit: aaa\n[\s\S]*```text\nindex files: the site\n {2}p95 1 ms\n```\n<!-- end: node -->/,
      );
      assert.match(
        afterNode,
        /<!-- section: browser -->\nNo run recorded yet: `bazel run \/\/tools\/bench\/search:browser` writes this section\./,
      );

      writeSearchResults(workspace, RESULTS_FILE, "browser", facts("bazel run //tools/bench/search:browser", "bbb"), [
        "first results: median 150 ms",
      ]);
      const both = readFileSync(join(workspace, RESULTS_FILE), "utf8");
      assert.match(both, /- Commit: aaa\n[\s\S]*p95 1 ms[\s\S]*- Commit: bbb\n[\s\S]*first results: median 150 ms/);
      assert.doesNotMatch(both, /No run recorded yet/);
    } finally {
      rmSync(workspace, { recursive: true, force: true });
    }
  });
});
