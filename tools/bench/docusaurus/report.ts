/** The results as Markdown: printed, and written to tools/bench/docusaurus/results.md (which the README and docs/ link). */
import { resultsDocument, type RunFacts } from "../stats/runFacts";
import { formatSummary, formatSummaryRatio } from "./format";
import { summarize } from "./outcome";
import { ROWS, type SizeResult } from "./results";
import { markdownTable } from "./table";
import type { TargetCheck } from "./targets";

export interface ReportContext {
  /** When, by which command, on what machine, at which commit. */
  facts: RunFacts;
  docusaurusVersions: Record<string, string>;
}

export const RESULTS_TITLE = "Benchmark against Docusaurus: latest results";

export function sizeTable(result: SizeResult, theirsName: string): string {
  const rows = ROWS.map((row) => {
    const ours = summarize(row.get(result.ours, result.docs));
    const theirs = summarize(row.get(result.theirs, result.docs));
    return [
      row.label,
      formatSummary(ours, row.unit),
      formatSummary(theirs, row.unit),
      formatSummaryRatio(ours, theirs),
    ];
  });
  return markdownTable(["Figure", "projen (Bazel)", theirsName, "ours/theirs"], rows);
}

export function targetsTable(checks: TargetCheck[]): string {
  return markdownTable(
    ["Target", "Status", "Measured"],
    checks.map((c) => [
      c.target,
      c.status === "met" ? "✅ met" : c.status === "missed" ? "❌ missed" : "– not measured",
      c.detail,
    ]),
  );
}

const METHOD = [
  "projen is built from a snapshot of the working tree taken when the benchmark starts (every file Git sees, without user.bazelrc), so edits made meanwhile are not timed.",
  "Both systems build the same corpus from `//tools/dev/corpus` (about 11 KB of markdown per doc, 1 in 8 under docs/api/); runs alternate projen, Docusaurus, projen, Docusaurus; cells show the median (min–max) of the runs.",
  "Cold: projen after `bazel clean`, `bazel shutdown` and an emptied `--disk_cache`, in an output base of its own per N (the npm packages stay fetched); Docusaurus without `build/`, `.docusaurus/` and `node_modules/.cache` (the packages stay installed).",
  "Time limits per build: Docusaurus 20 min and projen 60 min by default (`--timeout-min`, `--our-timeout-min`); a build past its limit or out of memory shows as such, not as a number.",
  "One-doc rebuild: a paragraph appended to one guide page's body, caches kept; no-op: the same build again.",
  "Peak memory: the summed RSS of the build's process tree sampled every 100 ms from /proc (for projen: the Bazel client, server and workers).",
  "First load: the sample page's HTML, and the JS and CSS it loads: script src, module scripts and their static imports, modulepreload, stylesheets; for Docusaurus also the route chunks its runtime loads before hydrating (from .docusaurus/routesChunkNames.json and client-manifest.json). Sizes gzip -9.",
  "Search bytes: what the worker fetches before the first result for a guide page: projen's search-manifest.json, root index file and the chunk files the first query reads (its postings, the documents it shows and their texts); Docusaurus's root search-index.json.",
  "Query latency: the same deterministic queries (words, phrases, titles, unfinished words, headings drawn from the corpus), after one warm-up pass, each in a fresh Node process: projen's engine module (search + dropdown rows, as its worker's `suggest`), and docusaurus-search-local's own worker module (bundled with esbuild with the build's generated constants) running lunr over its serialized index.",
];

export function renderReport(context: ReportContext, results: SizeResult[], checks: TargetCheck[]): string {
  const { facts } = context;
  const theirsName = `Docusaurus ${context.docusaurusVersions["@docusaurus/core"] ?? ""}`.trim();
  const parts = [
    "Compared with " +
      Object.entries(context.docusaurusVersions)
        .map(([name, version]) => `${name} ${version}`)
        .join(", ") +
      ". Ratios are ours/theirs: below 1× means projen is faster or smaller.\n",
  ];
  for (const result of results) {
    parts.push(
      `## ${result.docs.toLocaleString("en-US")} docs (${result.runs} run${result.runs === 1 ? "" : "s"} each; sample page ${result.sampleRoute}; ${result.queries} queries)\n`,
    );
    parts.push(sizeTable(result, theirsName));
    const loads = [result.ours, result.theirs]
      .flatMap((r) => [...r.cold, ...r.rebuild, ...r.noop])
      .map((m) => m.loadBefore)
      .filter(Number.isFinite);
    if (loads.length > 0)
      parts.push(
        `Load average (1 min) when the timed builds started: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${facts.machine.cores} cores.\n`,
      );
    const notes = [
      ...result.ours.notes.map((n) => `projen: ${n}`),
      ...result.theirs.notes.map((n) => `Docusaurus: ${n}`),
    ];
    if (notes.length > 0) parts.push(notes.map((n) => `- ${n}`).join("\n") + "\n");
  }
  parts.push("## Targets\n", targetsTable(checks));
  parts.push("## How it is measured\n", METHOD.map((line) => `- ${line}`).join("\n") + "\n");
  return resultsDocument(RESULTS_TITLE, facts, parts.join("\n"));
}
