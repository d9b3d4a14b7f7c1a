import { strict as assert } from "node:assert";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { UsageError } from "../../cli/cli";
import type { BuildMeasure } from "./buildMeasure";
import { corpusOf, oldestVersionDoc } from "./corpus";
import { docusaurusConfigJs } from "./docusaurusConfig";
import { parseOptions } from "./options";
import { failed, value } from "./outcome";
import { placeSection } from "./report";
import { emptyRuns, emptyVersionedRuns, type VersionedResult } from "./results";
import { checkVersionedTargets } from "./targets";
import { type System, timedEdits } from "./runs";
import { renderVersionedReport } from "./versionedReport";

const measured = (seconds: number, peak = 1e9): BuildMeasure => ({
  seconds: value(seconds),
  peakBytes: value(peak),
  note: "",
  loadBefore: 1.5,
});

/** A versioned run's result with one run of each build: ours, theirs and our one-version baseline. */
function versionedResult(figures: {
  oursCold: number;
  theirsCold: number | "timeout";
  newest: number;
  oldest: number;
  baselineEdit: number | "failed";
}): VersionedResult {
  const ours = emptyVersionedRuns();
  ours.cold.push(measured(figures.oursCold, 2e9));
  ours.editNewest.push(measured(figures.newest));
  ours.editOldest.push(measured(figures.oldest));
  ours.noop.push(measured(0.3));
  const theirs = emptyVersionedRuns();
  const theirCold = figures.theirsCold;
  theirs.cold.push(
    theirCold === "timeout"
      ? { seconds: failed("timeout"), peakBytes: failed("timeout"), note: "", loadBefore: 2.5 }
      : measured(theirCold, 6e9),
  );
  theirs.editNewest.push(measured(120));
  theirs.editOldest.push(measured(125));
  theirs.noop.push(measured(118));
  const baseline = emptyRuns();
  baseline.cold.push({ ...measured(18), loadBefore: 1 });
  const edit = figures.baselineEdit;
  baseline.rebuild.push(
    edit === "failed"
      ? { seconds: failed("failed"), peakBytes: failed("failed"), note: "", loadBefore: 1 }
      : measured(edit),
  );
  baseline.noop.push(measured(0.25));
  return {
    docs: 1000,
    versions: 5,
    runs: 1,
    ourEdits: 1,
    newestDoc: "docs/guide/section-009/page-00499.md",
    oldestDoc: "versioned_docs/version-1.0/guide/section-009/page-00499.md",
    ours,
    theirs,
    baseline,
  };
}

describe("versioned mode: options", () => {
  it("measures one corpus size, 1,000 docs unless told", () => {
    const options = parseOptions(["--versions", "5"]);
    assert.equal(options.versions, 5);
    assert.deepEqual(options.docs, [1000]);
    assert.deepEqual(options.runs, [3]);
    assert.deepEqual(parseOptions(["--docs", "100", "--versions", "3", "--runs", "1"]).docs, [100]);
    assert.equal(parseOptions(["--docs", "1000"]).versions, null);
  });
  it("refuses one version, a list of counts and several sizes", () => {
    const refused = (args: string[], message: RegExp) =>
      assert.throws(
        () => parseOptions(args),
        (error) => error instanceof UsageError && message.test(error.message),
      );
    refused(["--versions", "1"], /^bench: --versions takes one count of docs versions, current included: at least 2$/);
    refused(["--versions", "5,6"], /^bench: --versions takes one count/);
    refused(["--versions", "x"], /^bench: --versions needs positive whole numbers/);
    refused(
      ["--docs", "100,1000", "--versions", "5"],
      /^bench: --versions measures one corpus size: give one --docs value$/,
    );
  });
});

describe("versioned mode: corpus", () => {
  it("builds a versioned corpus from its content folder, where @doc_versions reads it", () => {
    const corpus = corpusOf("/ws", 1000, 5);
    assert.equal(corpus.name, "n1000v5");
    assert.equal(corpus.dir, "corpus/bench/n1000v5");
    assert.equal(corpus.pkg, "corpus/bench/n1000v5/content");
    assert.equal(corpus.contentDir, "/ws/corpus/bench/n1000v5/content");
    const single = corpusOf("/ws", 1000);
    assert.equal(single.pkg, "corpus/bench/n1000");
    assert.equal(single.name, "n1000");
  });
  it("edits the same doc in the oldest version", () => {
    assert.equal(
      oldestVersionDoc(corpusOf("/ws", 1000, 5), "docs/guide/section-009/page-00499.md"),
      "versioned_docs/version-1.0/guide/section-009/page-00499.md",
    );
    assert.throws(
      () => oldestVersionDoc(corpusOf("/ws", 1000), "docs/a.md"),
      /^Error: corpus n1000 has no cut docs version$/,
    );
  });
  it("configures Docusaurus with current at /docs, the version dropdown, and nothing of it without versions", () => {
    const config = (versioned: boolean) =>
      JSON.parse(
        docusaurusConfigJs({ versioned })
          .replace(/^[\s\S]*?module\.exports = /, "")
          .replace(/;\s*$/, ""),
      );
    const versioned = config(true);
    const docs = versioned.presets[0][1].docs;
    assert.equal(docs.lastVersion, "current");
    assert.deepEqual(docs.versions, { current: { label: "Next" } });
    assert.deepEqual(versioned.themeConfig.navbar.items.at(-1), { type: "docsVersionDropdown", position: "right" });
    const plain = config(false);
    assert.equal(plain.presets[0][1].docs.lastVersion, undefined);
    assert.ok(!JSON.stringify(plain.themeConfig).includes("docsVersionDropdown"));
  });
});

describe("versioned mode: targets", () => {
  const statuses = (result: VersionedResult) => checkVersionedTargets(result).map((c) => c.status);
  it("checks cold against Docusaurus and each edit against our one-version edit", () => {
    const checks = checkVersionedTargets(
      versionedResult({ oursCold: 60, theirsCold: 200, newest: 0.7, oldest: 0.9, baselineEdit: 0.65 }),
    );
    assert.deepEqual(
      checks.map((c) => [c.target, c.status]),
      [
        ["5 versions × 1,000 docs: cold build ≥ 2× faster than Docusaurus", "met"],
        [
          "5 versions × 1,000 docs: one-doc edit in the newest version ≤ 1.2× the edit at 1,000 docs, one version",
          "met",
        ],
        [
          "5 versions × 1,000 docs: one-doc edit in the oldest version ≤ 1.2× the edit at 1,000 docs, one version",
          "missed",
        ],
      ],
    );
    assert.equal(checks[2].detail, "5 versions 0.900 s vs 1 version 0.650 s: 1.4× (needs ≤ 1.2×)");
    assert.deepEqual(
      statuses(versionedResult({ oursCold: 120, theirsCold: 200, newest: 0.7, oldest: 0.7, baselineEdit: 0.65 })),
      ["missed", "met", "met"],
    );
  });
  it("counts Docusaurus's timeout as met, and a failed baseline as not measured", () => {
    assert.deepEqual(
      statuses(
        versionedResult({ oursCold: 60, theirsCold: "timeout", newest: 0.7, oldest: 0.7, baselineEdit: "failed" }),
      ),
      ["met", "not measured", "not measured"],
    );
  });
});

describe("versioned mode: report", () => {
  const facts = {
    date: new Date("2030-01-02T03:04:00Z"),
    command: "bazel run //tools/bench -- --docs 1000 --versions 5",
    machine: { cores: 2, memoryBytes: 8e9, cpuModel: "Some CPU", node: "v24.21.0", bazel: "4.2.3" },
    source: { commit: "abc123", changedFiles: 0 },
  };
  const result = versionedResult({ oursCold: 60, theirsCold: 200, newest: 0.7, oldest: 0.8, baselineEdit: 0.65 });
  const section = renderVersionedReport(
    { facts, docusaurusVersions: { "@docusaurus/core": "3.10.2" } },
    result,
    checkVersionedTargets(result),
  );
  it("puts both systems side by side, then ours against one version", () => {
    assert.match(section.body, /\n\| One-doc edit, newest version \| 0\.700 s \| 120 s \| 0\.0058× \|\n/);
    assert.match(section.body, /\n\| One-doc edit, oldest version \| 0\.800 s \| 125 s \| 0\.0064× \|\n/);
    assert.match(section.body, /\n\| Cold build \| 60\.0 s \| 200 s \| 0\.30× \|\n/);
    assert.match(section.body, /\| Figure \(projen\) \| 5 versions × 1,000 docs \| 1 version × 1,000 docs \| ratio \|/);
    assert.match(section.body, /\n\| One-doc edit, oldest version \| 0\.800 s \| 0\.650 s \| 1\.2× \|\n/);
    assert.match(section.body, /\n\| No-op rebuild \| 0\.300 s \| 0\.250 s \| 1\.2× \|\n/);
    assert.match(section.body, /Load average \(1 min\) when the timed builds started: 1\.0–1\.5 on 2 cores\./);
  });
  it("writes its own section of the results file and keeps the others", () => {
    const sizes = "<!-- section: sizes -->\nThe sizes' figures.\n<!-- end: sizes -->\n";
    const text = placeSection(sizes, section);
    assert.match(
      text,
      /\n## By corpus size, one docs version\n\n<!-- section: sizes -->\nThe sizes' figures\.\n<!-- end: sizes -->\n/,
    );
    assert.match(
      text,
      /\n## 5 versions × 1,000 docs\n\n<!-- section: versions-5x1000 -->\nMeasured 2030-01-02 03:04 UTC/,
    );
    const again = placeSection(text, { id: "sizes", body: "New sizes.\n" });
    assert.match(again, /<!-- section: sizes -->\nNew sizes\.\n/);
    assert.match(again, /\n## 5 versions × 1,000 docs\n\n<!-- section: versions-5x1000 -->\nMeasured 2030/);
  });
});

describe("versioned mode: timed edits", () => {
  it("builds after each edit of the doc, each edit its own text, and puts the doc back", async () => {
    const dir = mkdtempSync(join(tmpdir(), "bench-edits-"));
    const file = join(dir, "page.md");
    writeFileSync(file, "---\ntitle: T\n---\n\nBody.\n");
    const built: string[] = [];
    const system: System = {
      name: "fake",
      cold: async () => measured(1),
      build: async (name) => {
        built.push(`${name} ${readFileSync(file, "utf8").trim().split("\n").at(-1)}`);
        return measured(0.5);
      },
      sampleFile: file,
      afterRun: () => {},
      recover: () => {},
      edits: 3,
    };
    const order: number[] = [];
    try {
      const restore = await timedEdits(system, file, 2, (_measure, k) => order.push(k), "edit-oldest");
      assert.deepEqual(order, [1, 2, 3]);
      assert.deepEqual(
        built.map((line) => line.replace(/: this paragraph.*$/, "")),
        [
          "edit-oldest-r2 Benchmark edit 2.1",
          "edit-oldest-r2-2 Benchmark edit 2.2",
          "edit-oldest-r2-3 Benchmark edit 2.3",
        ],
      );
      restore();
      assert.equal(readFileSync(file, "utf8"), "---\ntitle: T\n---\n\nBody.\n");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
