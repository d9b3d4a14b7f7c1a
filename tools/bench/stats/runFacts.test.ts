import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  changedFilesOf,
  cpuModelOf,
  readResultsFile,
  resultsDocument,
  resultsHeader,
  textBlock,
  withSection,
  writeResultsFile,
  type RunFacts,
  type SectionLayout,
} from "./runFacts";

const FACTS: RunFacts = {
  date: new Date("2030-01-02T03:04:59Z"),
  command: "bazel run //tools/bench/x -- --runs 2",
  machine: { cores: 2, memoryBytes: 25_300_000_000, cpuModel: "AMD EPYC 7B13", node: "v24.21.0", bazel: "4.2.3" },
  source: { commit: "0123456789abcdef0123456789abcdef01234567", changedFiles: 0 },
};

describe("results file header", () => {
  it("says when, by which command, on what machine and at which commit", () => {
    assert.equal(
      resultsHeader(FACTS),
      [
        "Measured 2030-01-02 03:04 UTC by `bazel run //tools/bench/x -- --runs 2`, which rewrites this file on each run.",
        "",
        "- Machine: 2 cores (AMD EPYC 7B13), 25.3 GB memory",
        "- Commit: 0123456789abcdef0123456789abcdef01234567",
        "- Node.js v24.21.0, Bazel 4.2.3",
        "",
      ].join("\n"),
    );
  });

  it("says how many files the measured tree changed from the commit", () => {
    assert.match(
      resultsHeader({ ...FACTS, source: { ...FACTS.source, changedFiles: 1 } }),
      /- Commit: 0123\w+, with 1 file changed from it \(uncommitted\)\n/,
    );
    assert.match(
      resultsHeader({ ...FACTS, source: { ...FACTS.source, changedFiles: 3 } }),
      /with 3 files changed from it/,
    );
    assert.equal(changedFilesOf(" M README.md\n?? docs/a.md\n"), 2);
    assert.equal(changedFilesOf(""), 0);
  });

  it("reads the CPU model from /proc/cpuinfo", () => {
    assert.equal(cpuModelOf("processor\t: 0\nmodel name\t: AMD EPYC 7B13\n"), "AMD EPYC 7B13");
    assert.equal(cpuModelOf(""), "unknown");
  });

  it("puts the title first, then the header, then the figures", () => {
    const text = resultsDocument("X: latest results", FACTS, textBlock(["a  1", "b  2"]));
    assert.ok(text.startsWith("# X: latest results\n\nMeasured 2030-01-02 03:04 UTC"), text);
    assert.ok(text.endsWith("\n```text\na  1\nb  2\n```\n"), text);
  });
});

describe("results file sections", () => {
  const layout: SectionLayout = {
    title: "Two programs",
    intro: "Each writes its own section.",
    sections: [
      { id: "one", heading: "First", command: "run one" },
      { id: "two", heading: "Second", command: "run two" },
    ],
  };

  it("writes the section it is given and a placeholder for the others", () => {
    const text = withSection("", layout, "two", "figures of two");
    assert.match(text, /^# Two programs\n\nEach writes its own section\.\n\n## First\n/);
    assert.match(
      text,
      /<!-- section: one -->\nNo run recorded yet: `run one` writes this section\.\n<!-- end: one -->/,
    );
    assert.match(text, /<!-- section: two -->\nfigures of two\n<!-- end: two -->/);
  });

  it("replaces its own section only, and gives the same file for the same figures", () => {
    const first = withSection(withSection("", layout, "one", "old one\n"), layout, "two", "old two\n");
    const next = withSection(first, layout, "one", "new one\n");
    assert.match(next, /<!-- section: one -->\nnew one\n<!-- end: one -->/);
    assert.match(next, /<!-- section: two -->\nold two\n<!-- end: two -->/);
    assert.doesNotMatch(next, /old one/);
    assert.equal(withSection(next, layout, "one", "new one\n"), next);
  });

  it("refuses a section the layout does not have", () => {
    assert.throws(() => withSection("", layout, "three", "x"), /no section three/);
  });

  it("writes and reads a file under the workspace, and reads a missing one as empty", () => {
    const workspace = mkdtempSync(join(tmpdir(), "results-"));
    try {
      assert.equal(readResultsFile(workspace, "tools/bench/x/results.md"), "");
      const file = writeResultsFile(workspace, "tools/bench/x/results.md", "# X\n");
      assert.equal(file, join(workspace, "tools/bench/x/results.md"));
      assert.equal(readResultsFile(workspace, "tools/bench/x/results.md"), "# X\n");
    } finally {
      rmSync(workspace, { recursive: true, force: true });
    }
  });
});
