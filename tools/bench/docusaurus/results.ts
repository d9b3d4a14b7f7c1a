/** What one benchmark run measured, and the rows of the table made from it. */
import type { BuildMeasure } from "./buildMeasure";
import type { PageWeight } from "./firstLoad";
import type { Unit } from "./format";
import { failed, value, type Failure, type Outcome } from "./outcome";
import type { SearchFiles } from "./searchBytes";
import type { LatencyReport } from "./searchTiming";

/** Figures that do not change from run to run, taken after the first cold build. */
export interface StaticFigures {
  files: number;
  bytes: number;
  page: PageWeight;
  search: SearchFiles;
  /** Null when timing the queries failed (e.g. the index did not fit in memory). */
  latency: LatencyReport | null;
}

export interface SystemRuns {
  cold: BuildMeasure[];
  rebuild: BuildMeasure[];
  noop: BuildMeasure[];
  figures: StaticFigures | null;
  /** Why there are no figures (the cold build failed, or measuring them did). */
  figuresFailure: Failure | null;
  notes: string[];
}

export const emptyRuns = (): SystemRuns => ({
  cold: [],
  rebuild: [],
  noop: [],
  figures: null,
  figuresFailure: null,
  notes: [],
});

export interface SizeResult {
  docs: number;
  runs: number;
  sampleRoute: string;
  queries: number;
  ours: SystemRuns;
  theirs: SystemRuns;
}

export interface Row {
  key: string;
  label: string;
  unit: Unit;
  get(runs: SystemRuns, docs: number): Outcome[];
}

const builds =
  <R>(pick: (r: R) => BuildMeasure[], field: "seconds" | "peakBytes") =>
  (r: R) =>
    pick(r).map((m) => m[field]);

const figure =
  (pick: (f: StaticFigures, docs: number) => number) =>
  (r: SystemRuns, docs: number): Outcome[] =>
    r.figures ? [value(pick(r.figures, docs))] : [failed(r.figuresFailure ?? "skipped")];

const latency =
  (pick: (l: LatencyReport) => number) =>
  (r: SystemRuns): Outcome[] =>
    r.figures?.latency
      ? [value(pick(r.figures.latency))]
      : [failed(r.figures ? "failed" : (r.figuresFailure ?? "skipped"))];

export const ROWS: Row[] = [
  { key: "cold", label: "Cold build", unit: "s", get: builds((r: SystemRuns) => r.cold, "seconds") },
  {
    key: "coldPeak",
    label: "Peak memory, cold build",
    unit: "bytes",
    get: builds((r: SystemRuns) => r.cold, "peakBytes"),
  },
  { key: "rebuild", label: "One-doc rebuild", unit: "s", get: builds((r: SystemRuns) => r.rebuild, "seconds") },
  {
    key: "rebuildPeak",
    label: "Peak memory, one-doc rebuild",
    unit: "bytes",
    get: builds((r: SystemRuns) => r.rebuild, "peakBytes"),
  },
  { key: "noop", label: "No-op rebuild", unit: "s", get: builds((r: SystemRuns) => r.noop, "seconds") },
  { key: "files", label: "Output files", unit: "count", get: figure((f) => f.files) },
  { key: "bytes", label: "Output bytes", unit: "bytes", get: figure((f) => f.bytes) },
  { key: "html", label: "Doc page HTML", unit: "bytes", get: figure((f) => f.page.html.raw) },
  { key: "htmlGz", label: "Doc page HTML, gzip", unit: "bytes", get: figure((f) => f.page.html.gzip) },
  { key: "js", label: "First-load JS", unit: "bytes", get: figure((f) => f.page.js.raw) },
  { key: "jsGz", label: "First-load JS, gzip", unit: "bytes", get: figure((f) => f.page.js.gzip) },
  { key: "jsFiles", label: "First-load JS files", unit: "count", get: figure((f) => f.page.js.files) },
  { key: "css", label: "First-load CSS", unit: "bytes", get: figure((f) => f.page.css.raw) },
  { key: "cssGz", label: "First-load CSS, gzip", unit: "bytes", get: figure((f) => f.page.css.gzip) },
  { key: "dataGz", label: "First-load route data, gzip", unit: "bytes", get: figure((f) => f.page.data.gzip) },
  {
    key: "searchGz",
    label: "Search bytes before the first result, gzip",
    unit: "bytes",
    get: figure((f) => f.search.gzip),
  },
  { key: "searchPerDocGz", label: "… per doc, gzip", unit: "bytes", get: figure((f, docs) => f.search.gzip / docs) },
  { key: "searchLoad", label: "Search index load (parse + build)", unit: "ms", get: latency((l) => l.loadMs) },
  { key: "queryP50", label: "Query latency p50", unit: "ms", get: latency((l) => l.p50Ms) },
  { key: "queryP95", label: "Query latency p95", unit: "ms", get: latency((l) => l.p95Ms) },
  { key: "answered", label: "Queries with results", unit: "count", get: latency((l) => l.answered) },
];

export function rowByKey(key: string): Row {
  const row = ROWS.find((r) => r.key === key);
  if (!row) throw new Error(`no row ${key}`);
  return row;
}

/** One system's builds of a versioned corpus: a one-doc edit in the newest and in the oldest version. */
export interface VersionedRuns {
  cold: BuildMeasure[];
  editNewest: BuildMeasure[];
  editOldest: BuildMeasure[];
  noop: BuildMeasure[];
  notes: string[];
}

export const emptyVersionedRuns = (): VersionedRuns => ({
  cold: [],
  editNewest: [],
  editOldest: [],
  noop: [],
  notes: [],
});

/** The versioned mode's run: both systems on V versions × N docs, and ours on N docs of one version (the baseline). */
export interface VersionedResult {
  docs: number;
  versions: number;
  runs: number;
  /** Our timed edits per version per run (Docusaurus: one). */
  ourEdits: number;
  /** The edited doc in the newest version (current, docs/…) and its copy in the oldest (versioned_docs/version-1.0/…). */
  newestDoc: string;
  oldestDoc: string;
  ours: VersionedRuns;
  theirs: VersionedRuns;
  /** Ours on the one-version corpus of the same N, the same doc edited (no figures taken). */
  baseline: SystemRuns;
}

export interface VersionedRow {
  key: string;
  label: string;
  unit: Unit;
  get(runs: VersionedRuns): Outcome[];
  /** The same figure on the one-version corpus. */
  baseline: (runs: SystemRuns) => Outcome[];
}

/** A build's time and its peak memory, each beside the same build of the one-version corpus. */
function timeAndPeak(
  key: string,
  label: string,
  peakLabel: string,
  pick: (r: VersionedRuns) => BuildMeasure[],
  base: (r: SystemRuns) => BuildMeasure[],
): VersionedRow[] {
  return [
    { key, label, unit: "s", get: builds(pick, "seconds"), baseline: builds(base, "seconds") },
    {
      key: key + "Peak",
      label: peakLabel,
      unit: "bytes",
      get: builds(pick, "peakBytes"),
      baseline: builds(base, "peakBytes"),
    },
  ];
}

export const VERSIONED_ROWS: VersionedRow[] = [
  ...timeAndPeak(
    "cold",
    "Cold build",
    "Peak memory, cold build",
    (r) => r.cold,
    (r) => r.cold,
  ),
  ...timeAndPeak(
    "editNewest",
    "One-doc edit, newest version",
    "Peak memory, edit in the newest version",
    (r) => r.editNewest,
    (r) => r.rebuild,
  ),
  ...timeAndPeak(
    "editOldest",
    "One-doc edit, oldest version",
    "Peak memory, edit in the oldest version",
    (r) => r.editOldest,
    (r) => r.rebuild,
  ),
  {
    key: "noop",
    label: "No-op rebuild",
    unit: "s",
    get: builds((r: VersionedRuns) => r.noop, "seconds"),
    baseline: builds((r: SystemRuns) => r.noop, "seconds"),
  },
];

export function versionedRowByKey(key: string): VersionedRow {
  const row = VERSIONED_ROWS.find((r) => r.key === key);
  if (!row) throw new Error(`no versioned row ${key}`);
  return row;
}
