/**
 * The results as Markdown: printed, and written to tools/bench/docusaurus/results.md (which the
 * README and docs/ link). Each mode rewrites its own section of the file (the corpus sizes, and
 * one per versions × docs measured), headed by its own date, machine and commit.
 */
import { resultsHeader, type RunFacts, type SectionLayout, withSection } from "../stats/runFacts";
import type { BuildMeasure } from "./buildMeasure";
import { formatSummary, formatSummaryRatio, type Unit } from "./format";
import { type Outcome, summarize } from "./outcome";
import { ROWS, type SizeResult } from "./results";
import { markdownTable } from "./table";
import type { TargetCheck } from "./targets";
import { LARGE_SITE_DOCS, startupOptions } from "./bazelSite";
import { OUR_EDITS_PER_RUN } from "./runs";

export interface ReportContext {
  /** When, by which command, on what machine, at which commit. */
  facts: RunFacts;
  docusaurusVersions: Record<string, string>;
}

export const RESULTS_TITLE = "Benchmark against Docusaurus: latest results";

const SIZES_SECTION = {
  id: "sizes",
  heading: "By corpus size, one docs version",
  command: "bazel run //tools/bench -- --docs 100,1000,10000 --runs 3,3,1",
};

const VERSIONED_ID = /<!-- section: versions-(\d+)x(\d+) -->/g;
const FOLDERS_ID = /<!-- section: sizes-f(\d+) -->/g;

/** The sizes section of a corpus layout: the default, or folders of `folderDocs` docs each (issue 41). */
export function sizesSection(folderDocs: number | null) {
  if (folderDocs === null) return SIZES_SECTION;
  return {
    id: `sizes-f${folderDocs}`,
    heading: `By corpus size, ${folderDocs.toLocaleString("en-US")} docs in every folder`,
    command: `bazel run //tools/bench -- --docs 10000,100000 --folder-docs ${folderDocs} --runs 1,1 --timeout-min 5`,
  };
}

export function versionedSection(versions: number, docs: number) {
  return {
    id: `versions-${versions}x${docs}`,
    heading: `${versions} versions × ${docs.toLocaleString("en-US")} docs`,
    command: `bazel run //tools/bench -- --docs ${docs} --versions ${versions} --timeout-min 40`,
  };
}

/**
 * The file's sections: the sizes, then each folder layout, then each versioned run the file holds
 * or is about to hold, smallest first.
 */
export function resultsLayout(
  existing: string,
  adding?: Pick<ResultsSection, "versioned" | "folderDocs">,
): SectionLayout {
  const folders = [...existing.matchAll(FOLDERS_ID)].map((m) => Number(m[1]));
  if (adding?.folderDocs) folders.push(adding.folderDocs);
  const sizes = [...existing.matchAll(VERSIONED_ID)].map((m) => ({ versions: Number(m[1]), docs: Number(m[2]) }));
  if (adding?.versioned) sizes.push(adding.versioned);
  const unique = [...new Map(sizes.map((v) => [`${v.versions}x${v.docs}`, v])).values()];
  unique.sort((a, b) => a.versions - b.versions || a.docs - b.docs);
  return {
    title: RESULTS_TITLE,
    intro:
      "Each mode of `bazel run //tools/bench` rewrites its own section, headed by its own date, machine and commit.",
    sections: [
      SIZES_SECTION,
      ...[...new Set(folders)].sort((a, b) => a - b).map(sizesSection),
      ...unique.map((v) => versionedSection(v.versions, v.docs)),
    ],
  };
}

/** A figure measured two ways, each as its runs' outcomes. */
export interface ComparedRow {
  label: string;
  unit: Unit;
  a: Outcome[];
  b: Outcome[];
}

/** One row per figure: its two medians (min–max) and their ratio a/b. */
export function comparisonTable(header: [string, string, string, string], rows: ComparedRow[]): string {
  return markdownTable(
    header,
    rows.map((row) => {
      const a = summarize(row.a);
      const b = summarize(row.b);
      return [row.label, formatSummary(a, row.unit), formatSummary(b, row.unit), formatSummaryRatio(a, b)];
    }),
  );
}

export function sizeTable(result: SizeResult, theirsName: string): string {
  return comparisonTable(
    ["Figure", "projen (Bazel)", theirsName, "ours/theirs"],
    ROWS.map((row) => ({
      label: row.label,
      unit: row.unit,
      a: row.get(result.ours, result.docs),
      b: row.get(result.theirs, result.docs),
    })),
  );
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

/** "Load average (1 min) when the timed builds started: a–b on N cores." */
export function loadLine(measures: BuildMeasure[], cores: number): string {
  const loads = measures.map((m) => m.loadBefore).filter(Number.isFinite);
  if (loads.length === 0) return "";
  return `Load average (1 min) when the timed builds started: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${cores} cores.\n`;
}

export const comparedWith = (versions: Record<string, string>) =>
  "Compared with " +
  Object.entries(versions)
    .map(([name, version]) => `${name} ${version}`)
    .join(", ") +
  ". Ratios are ours/theirs: below 1× means projen is faster or smaller.\n";

const METHOD = [
  "projen is built from a snapshot of the working tree taken when the benchmark starts (every file Git sees, without user.bazelrc), so edits made meanwhile are not timed.",
  "Both systems build the same corpus from `//tools/dev/corpus` (about 11 KB of markdown per doc, 1 in 8 under docs/api/); runs alternate projen, Docusaurus, projen, Docusaurus; cells show the median (min–max) of the runs.",
  "Cold: projen after `bazel clean`, `bazel shutdown` and an emptied `--disk_cache`, in an output base of its own per N (the npm packages stay fetched); Docusaurus without `build/`, `.docusaurus/` and `node_modules/.cache` (the packages stay installed).",
  `Bazel's JVM: C1 only below ${LARGE_SITE_DOCS.toLocaleString("en-US")} docs (\`.bazelrc\`), C2 and a small young generation from ${LARGE_SITE_DOCS.toLocaleString("en-US")} (\`${startupOptions(LARGE_SITE_DOCS).join(" ")}\`, as docs/scale.md advises large sites).`,
  "Time limits per build: Docusaurus 20 min and projen 60 min by default (`--timeout-min`, `--our-timeout-min`); a build past its limit or out of memory shows as such, not as a number.",
  `One-doc rebuild: a paragraph appended to one guide page's body, caches kept: projen ${OUR_EDITS_PER_RUN} times a run (the notes give the first, right after the cold build), Docusaurus once; no-op: the same build again.`,
  "Peak memory: the summed RSS of the build's process tree sampled every 100 ms from /proc (for projen: the Bazel client, server and workers).",
  "First load: the sample page's HTML, and the JS and CSS it loads: script src, module scripts and their static imports, modulepreload, stylesheets; for Docusaurus also the route chunks its runtime loads before hydrating (from .docusaurus/routesChunkNames.json and client-manifest.json). Sizes gzip -9.",
  "Search bytes: what the worker fetches before the first result for a guide page: projen's search-manifest.json, root index file and the chunk files the first query reads (its postings, the documents it shows and their texts); Docusaurus's root search-index.json.",
  "Query latency: the same deterministic queries (words, phrases, titles, unfinished words, headings drawn from the corpus), after one warm-up pass, each in a fresh Node process: projen's engine module (search + dropdown rows, as its worker's `suggest`), and docusaurus-search-local's own worker module (bundled with esbuild with the build's generated constants) running lunr over its serialized index.",
];

const FOLDERS_METHOD = (folderDocs: number) =>
  `Folder layout: \`//tools/dev/corpus --folder-docs ${folderDocs}\` puts exactly ${folderDocs.toLocaleString("en-US")} docs in every folder (the last holds what is left), as a large flat API reference has, instead of guide sections and API groups of 50.`;

/** A mode's section of the results file: its id and its text (for a versioned run, its size, and for a folder layout, its folder size: they name the section). */
export interface ResultsSection {
  id: string;
  body: string;
  versioned?: { versions: number; docs: number };
  folderDocs?: number;
}

/** The results file `existing` (or "") with `section` in its place and the other sections kept. */
export function placeSection(existing: string, section: ResultsSection): string {
  return withSection(existing, resultsLayout(existing, section), section.id, section.body);
}

/** The sizes section of a corpus layout (`folderDocs` docs per folder, or null: the default): each corpus size's table, the targets and the method. */
export function renderReport(
  context: ReportContext,
  results: SizeResult[],
  checks: TargetCheck[],
  folderDocs: number | null = null,
): ResultsSection {
  const { facts } = context;
  const theirsName = `Docusaurus ${context.docusaurusVersions["@docusaurus/core"] ?? ""}`.trim();
  const parts = [resultsHeader(facts), comparedWith(context.docusaurusVersions)];
  for (const result of results) {
    parts.push(
      `### ${result.docs.toLocaleString("en-US")} docs (${result.runs} run${result.runs === 1 ? "" : "s"} each; sample page ${result.sampleRoute}; ${result.queries} queries)\n`,
    );
    parts.push(sizeTable(result, theirsName));
    const line = loadLine(
      [result.ours, result.theirs].flatMap((r) => [...r.cold, ...r.rebuild, ...r.noop]),
      facts.machine.cores,
    );
    if (line) parts.push(line);
    const notes = [
      ...result.ours.notes.map((n) => `projen: ${n}`),
      ...result.theirs.notes.map((n) => `Docusaurus: ${n}`),
    ];
    if (notes.length > 0) parts.push(notes.map((n) => `- ${n}`).join("\n") + "\n");
  }
  parts.push("### Targets\n", targetsTable(checks));
  const method = folderDocs === null ? METHOD : [...METHOD, FOLDERS_METHOD(folderDocs)];
  parts.push("### How it is measured\n", method.map((line) => `- ${line}`).join("\n") + "\n");
  return { id: sizesSection(folderDocs).id, body: parts.join("\n"), ...(folderDocs === null ? {} : { folderDocs }) };
}
