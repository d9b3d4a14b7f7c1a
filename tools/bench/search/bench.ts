/**
 * Search benchmark (on demand, never in CI):
 *   bazel run //tools/bench/search -- [--dist DIR] [--synthetic 1000,10000] [--english 1000,10000] [--corpus-dist DIR]...
 *                                [--queries FILE] [--count N] [--edits N] [--out FILE]
 * Prints, for the real site's index files (and for synthetic corpora), the raw and gzip
 * bytes of each file and its bytes per doc, and what a reader downloads to search (gzip,
 * medians): before the first result (budget 150 kB on the site, 300 kB on a corpus) and per
 * later query (budget 150 kB); then the time to parse and load each index
 * and the latency (p50/p95/max) of N dropdown queries (default 200) run as the worker
 * runs them: engine search plus the rows' snippets, once cold (the first pass, as the
 * worker's first queries) and then warm (each query's median over 5 rounds), in wall
 * time and in this process's CPU time.
 *
 * `--synthetic N,...` generates a corpus of N docs (`bazel run //tools/dev/corpus`), builds
 * it (`bazel build //corpus/nN:dist`), measures its index files and deletes the corpus
 * folder again (only if this run created it). `--corpus-dist DIR` measures an already
 * built one. Queries come from FILE (one per line, or the golden TSV's first column;
 * under `bazel run`, the golden file): every golden query, and then evenly spread
 * prefixes of them (what a reader sends while typing) up to N. A synthetic corpus's byte
 * figures use queries drawn from its own docs (corpusQueries.ts), a built one's from its pages'
 * data (`_page/`). `--edits N` then times N
 * one-doc edits of each synthetic corpus: the merge action from Bazel's profile (budget 0.5 s
 * at 10,000 docs, median), the whole rebuild, and the chunk files each edit writes anew
 * (mergeEdits.ts).
 *
 * What it prints also goes to its section of tools/bench/search/results.md (`--out`),
 * headed by the date, the machine and the commit measured.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { basename, join, relative, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { parseToolArgs, runMain, stringOptions, UsageError } from "../../cli/cli";
import { median, percentile } from "../stats/stats";
import { defaultIndexDir, indexFileOf, searchLocal } from "../../../indexer/cli/cli";
import { SearchEngine } from "../../../indexer/engine/engine";
import {
  MANIFEST_FILE_NAME,
  SEARCH_CONTEXTS,
  type IndexEntry,
  type IndexFile,
  type SegmentedIndexFile,
} from "../../../contracts/searchIndex";
import { DROPDOWN_LIMIT, toSuggestion } from "../../../indexer/engine/present";
import { docText, makeQueries, pageDocText, spreadSample } from "./corpusQueries";
import { editMerges } from "./mergeEdits";
import { searchBytes, typedWordBytes } from "./searchBytes";
import { RESULTS_FILE, writeSearchResults } from "./results";
import { runFacts } from "../stats/runFacts";

/** Every line the report prints, for the results file. */
const printed: string[] = [];
function say(line: string): void {
  console.log(line);
  printed.push(line);
}

const FALLBACK_QUERIES = [
  "tasks",
  "project",
  "escape hatches",
  "NodeProject",
  "addTask",
  "github workflows",
  "release",
  "dependencies",
  "typescript",
  "jest",
  "eslint",
  "bundler",
  "python",
  "java",
  "construct library",
  "synth",
  "deps upgrade",
  "pull request",
  "prettier",
  "mergify",
  "docker",
  "gitignore",
  "json file",
  "yaml",
  "npm publish",
  "versioning",
];

export const QUERY_LATENCY_BUDGET_MS = 10;

/** `count` queries: every base query, then prefixes of them spread evenly over all the prefixes. */
export function benchQueries(base: string[], count: number): string[] {
  const queries = base.slice(0, count);
  const prefixes = base.flatMap((query) => Array.from({ length: query.length - 1 }, (_, k) => query.slice(0, k + 1)));
  const wanted = count - queries.length;
  for (let k = 0; k < wanted && prefixes.length > 0; k++)
    queries.push(prefixes[Math.floor((k * prefixes.length) / wanted)]);
  return queries;
}

function readQueries(file: string | null): string[] {
  if (!file) return FALLBACK_QUERIES;
  return readFileSync(file, "utf8")
    .split("\n")
    .map((line) => line.split("\t")[0].trim())
    .filter((query) => query && !query.startsWith("#"));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export interface FileSize {
  name: string;
  raw: number;
  gzip: number;
  pages: number;
  documents: number;
}

/** The raw and gzip (level 9) bytes of a built site's index files, with their page and document counts. */
export function indexSizes(dist: string): FileSize[] {
  const sizes: FileSize[] = [];
  for (const context of ["", ...SEARCH_CONTEXTS.map((c) => c.path)]) {
    const file = indexFileOf(dist, context);
    const bytes = readFileSync(file);
    const data = JSON.parse(bytes.toString("utf8")) as IndexFile | SegmentedIndexFile;
    const segments = Array.isArray(data) ? [data] : data.segments;
    // The build's entries say how many documents their chunks hold; inline ones list them.
    const count = (entry: IndexEntry) => ("count" in entry.index ? entry.index.count : entry.documents.length);
    const sum = (counts: number[]) => counts.reduce((total, n) => total + n, 0);
    sizes.push({
      name: file.slice(dist.length + 1),
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      pages: sum(segments.map((segment) => count(segment[0]))),
      documents: sum(segments.flatMap((segment) => segment.map(count))),
    });
  }
  return sizes;
}

/** Search bytes budgets (issue 14), gzip: before the first result on the site and on a corpus, and per later query. */
export const FIRST_SEARCH_BUDGET = { site: 150_000, corpus: 300_000 };
export const LATER_QUERY_BUDGET = 150_000;

/** Prints what a reader downloads to search `dist` with `queries`; whether the budgets hold. */
function printSearchBytes(dist: string, queries: string[], firstBudget: number): boolean {
  const bytes = searchBytes(dist, queries);
  const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
  const met = bytes.first.median <= firstBudget && bytes.later.median <= LATER_QUERY_BUDGET;
  say(
    `  search bytes, gzip: before the first result median ${kB(bytes.first.median)}, p95 ${kB(bytes.first.p95)}, max ${kB(bytes.first.max)} (${bytes.firsts} queries, each a new worker; budget ${kB(firstBudget)})`,
  );
  say(
    `                      each later query median ${kB(bytes.later.median)}, p95 ${kB(bytes.later.p95)}, max ${kB(bytes.later.max)} (${bytes.laters} queries in one session; budget ${kB(LATER_QUERY_BUDGET)}): ${met ? "met" : "MISSED"}`,
  );
  say(
    `                      the session's next ${bytes.firsts} queries only: median ${kB(bytes.early.median)}, p95 ${kB(bytes.early.p95)}`,
  );
  return met;
}

/** A word typed key by key must cost at most this, gzip, at 1,000 and 10,000 docs (the manifest and index file included), with results from its first key. */
export const TYPED_WORD_BUDGET = 300_000;

/** Words typed into a built corpus given by --corpus-dist: common words of //tools/dev/corpus's docs. */
const CORPUS_WORDS = ["details", "upgrade", "configuration"];

/** Bytes and requests of words typed key by key in a new worker (typedWordBytes); whether the budget holds. */
function printTypedWords(dist: string, words: string[]): boolean {
  const figures = words.map((word) => typedWordBytes(dist, word));
  const worst = Math.max(...figures.map((f) => f.bytes));
  for (const f of figures)
    say(
      `  typed key by key "${f.word}": ${(f.bytes / 1000).toFixed(1)} kB gzip in ${f.requests} requests; first results at key ${f.firstResultsAt || "-"}${f.firstResultsAt ? ` (${(f.firstResultsBytes / 1000).toFixed(1)} kB fetched by then)` : ""}`,
    );
  // Results from the first key: a keystroke that waits for the next one is 200 ms late already.
  const fromFirstKey = figures.every((f) => f.firstResultsAt === 1);
  const met = worst <= TYPED_WORD_BUDGET && fromFirstKey;
  say(
    `  typed words: max ${(worst / 1000).toFixed(1)} kB (budget ${TYPED_WORD_BUDGET / 1000} kB), first results at the first key ${fromFirstKey ? "for every word" : "NOT for every word"}: ${met ? "met" : "MISSED"}`,
  );
  return met;
}

/** Words to type: the longest distinct words of the queries (at least 6 letters), `count` of them. */
export function wordsToType(queries: string[], count = 5): string[] {
  const words = [...new Set(queries.flatMap((q) => q.toLowerCase().match(/[a-z]{6,}/g) ?? []))];
  return words.slice(0, count);
}

function printSizes(label: string, dist: string): void {
  // A folder inside the workspace by its workspace path; the site's own by its label (runfiles paths name this machine).
  const shown = dist.includes(".runfiles/") ? "//:dist" : relative(process.env.BUILD_WORKSPACE_DIRECTORY ?? ".", dist);
  say(`\nindex files: ${label} (${shown})`);
  const manifest = readFileSync(join(dist, MANIFEST_FILE_NAME));
  say(
    `  ${MANIFEST_FILE_NAME.padEnd(28)} ${String(manifest.length).padStart(10)} B  ${String(gzipSync(manifest).length).padStart(9)} B gz`,
  );
  for (const size of indexSizes(dist)) {
    say(
      `  ${size.name.padEnd(28)} ${String(size.raw).padStart(10)} B  ${String(size.gzip).padStart(9)} B gz (${kb(size.gzip)})  ` +
        `${size.pages} docs, ${size.documents} search documents; per doc ${Math.round(size.raw / Math.max(1, size.pages))} B, ` +
        `${Math.round(size.gzip / Math.max(1, size.pages))} B gz`,
    );
  }
}

function latency(dist: string, queries: string[]): boolean {
  let withinBudget = true;
  say(
    `\nquery latency (engine + dropdown rows, as in the worker), ${queries.length} queries, a first pass then a warm one:`,
  );
  for (const context of ["", ...SEARCH_CONTEXTS.map((c) => c.path)]) {
    const file = indexFileOf(dist, context);
    const text = readFileSync(file, "utf8");
    const start = process.hrtime.bigint();
    const engine = SearchEngine.load(JSON.parse(text));
    const loadMs = Number(process.hrtime.bigint() - start) / 1e6;
    // Wall time, and the process's CPU time (what is left when other programs share the cores).
    const runUnsorted = (): { wall: number[]; cpu: number[] } => {
      const wall: number[] = [];
      const cpu: number[] = [];
      for (const query of queries) {
        const cpuBefore = process.cpuUsage();
        const began = process.hrtime.bigint();
        // As the worker does: the chunk files it needs (read once each), then the rows.
        searchLocal(engine, dist, query, DROPDOWN_LIMIT).map((result) => toSuggestion(result));
        wall.push(Number(process.hrtime.bigint() - began) / 1e6);
        const used = process.cpuUsage(cpuBefore);
        cpu.push((used.user + used.system) / 1000);
      }
      return { wall, cpu };
    };
    const run = () => {
      const { wall, cpu } = runUnsorted();
      return { wall: wall.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) };
    };
    const figures = (times: number[]) =>
      `p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, max ${times[times.length - 1].toFixed(1)} ms`;
    const cold = run();
    // Warm: each query's median over 5 rounds, so a moment without a free core does not count.
    const rounds = Array.from({ length: 5 }, () => runUnsorted());
    const medianOf = (pick: (round: { wall: number[]; cpu: number[] }) => number[]) =>
      queries.map((_, k) => median(rounds.map((round) => pick(round)[k]))).sort((a, b) => a - b);
    const warm = { wall: medianOf((r) => r.wall), cpu: medianOf((r) => r.cpu) };
    const p95 = percentile(warm.wall, 95);
    withinBudget &&= p95 <= QUERY_LATENCY_BUDGET_MS;
    say(`  [${context || "all pages"}] parse+load ${loadMs.toFixed(0)} ms`);
    say(`    warm (median of 5 rounds per query): ${figures(warm.wall)} (CPU time: ${figures(warm.cpu)})`);
    say(`    first pass (cold):                   ${figures(cold.wall)} (CPU time: ${figures(cold.cpu)})`);
  }
  say(
    `  budget p95 <= ${QUERY_LATENCY_BUDGET_MS} ms (warm, wall time): ${withinBudget ? "met" : "MISSED"}; load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`,
  );
  return withinBudget;
}

function run(command: string, args: string[], cwd: string): string {
  say(`  $ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, {
    cwd,
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (${result.status ?? result.signal})`);
  return result.stdout;
}

/** Queries drawn from the docs of a corpus folder, as the Docusaurus benchmark draws them. */
function corpusQueries(folder: string, count: number): string[] {
  const docs = readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((path) => path.endsWith(".md"))
    .sort();
  return makeQueries(
    spreadSample(docs, count).map((path) => docText(readFileSync(join(folder, path), "utf8"))),
    count,
  );
}

/** Queries drawn from the pages of a built site (its `_page/` data), for a corpus whose sources are elsewhere. */
function distQueries(dist: string, count: number): string[] {
  const pages = join(dist, "_page");
  const files = readdirSync(pages, { recursive: true, encoding: "utf8" })
    .filter((path) => path.endsWith(".json"))
    .sort();
  return makeQueries(
    spreadSample(files, count).map((path) => pageDocText(JSON.parse(readFileSync(join(pages, path), "utf8")))),
    count,
  );
}

/** Generates, builds and measures a synthetic corpus of `docs` docs, then deletes its folder if it made it; whether its budgets hold. */
function synthetic(workspace: string, docs: number, count: number, edits: number, english = false): boolean {
  const out = `corpus/n${docs}${english ? "-english" : ""}`;
  const folder = join(workspace, out);
  const created = !existsSync(folder);
  say(`\nsynthetic corpus of ${docs} docs (${out}):`);
  try {
    const words = english ? ["--words", "english"] : [];
    run("bazel", ["run", "//tools/dev/corpus", "--", "--docs", String(docs), "--out", out, ...words], workspace);
    run("bazel", ["build", `//${out}:dist`], workspace);
    const bin = execFileSync("bazel", ["info", "bazel-bin"], { cwd: workspace, encoding: "utf8" }).trim();
    const dist = join(bin, out, "dist");
    printSizes(`${docs} synthetic docs`, dist);
    const queries = corpusQueries(folder, count);
    let met = printSearchBytes(dist, queries, FIRST_SEARCH_BUDGET.corpus);
    met = printTypedWords(dist, wordsToType(queries)) && met;
    return edits > 0 ? printMergeEdits(workspace, out, dist, docs, edits) && met : met;
  } finally {
    if (created) rmSync(folder, { recursive: true, force: true });
  }
}

/** The merge's budget for a one-doc edit at 10,000 docs (median of the edits). */
export const MERGE_EDIT_BUDGET_MS = 500;

/** Times `edits` one-doc edits of a built corpus (mergeEdits.ts); whether the merge's budget holds (it applies from 10,000 docs). */
function printMergeEdits(workspace: string, out: string, dist: string, docs: number, edits: number): boolean {
  const profile = join(tmpdir(), `search-bench-merge-${process.pid}.json.gz`);
  const figures = editMerges(
    join(workspace, out, "content"),
    dist,
    edits,
    (extra) => void run("bazel", ["build", `//${out}:dist`, ...extra], workspace),
    profile,
  );
  rmSync(profile, { force: true });
  const merge = median(figures.mergeMs);
  const met = docs < 10_000 || merge <= MERGE_EDIT_BUDGET_MS;
  const range = (values: number[], digits: number) =>
    `${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)}`;
  say(
    `  one-doc edits (${edits}, each a paragraph with a new word): the merge action median ${merge.toFixed(0)} ms (${range(figures.mergeMs, 0)}; budget ${MERGE_EDIT_BUDGET_MS} ms at 10,000 docs: ${docs < 10_000 ? "n/a" : met ? "met" : "MISSED"})`,
  );
  say(`                      each edit's merge, in order: ${figures.mergeMs.map((ms) => ms.toFixed(0)).join(", ")} ms`);
  say(
    `                      the whole rebuild median ${median(figures.rebuildS).toFixed(2)} s (${range(figures.rebuildS, 2)}); new chunk files per edit median ${median(figures.newChunks)} of ${figures.chunks}, plus the root index file and search-manifest.json`,
  );
  return met;
}

export interface BenchArgs {
  dist: string | null;
  synthetic: number[];
  /** The same sizes, as corpora of English words (`--words english`). */
  english: number[];
  corpusDists: string[];
  queries: string | null;
  count: number;
  /** One-doc edits to time on each synthetic corpus (0: none). */
  edits: number;
  /** The results file, relative to the workspace. */
  out: string;
}

const OPTIONS = {
  ...stringOptions("dist", "synthetic", "english", "queries", "count", "edits", "out"),
  "corpus-dist": { type: "string", multiple: true },
} as const;

/** Errors are UsageErrors naming the tool. */
export function parseBenchArgs(args: string[]): BenchArgs {
  const { values } = parseToolArgs("bench", { args, options: OPTIONS });
  const count = Number(values.count ?? 200);
  if (!Number.isInteger(count) || count < 1)
    throw new UsageError("bench", `--count takes a positive whole number, not "${values.count}"`);
  const synthetic = (values.synthetic ?? "").split(",").filter(Boolean);
  const english = (values.english ?? "").split(",").filter(Boolean);
  for (const docs of [...synthetic, ...english])
    if (!/^\d+$/.test(docs))
      throw new UsageError("bench", `--synthetic and --english take doc counts like 1000,10000, not "${docs}"`);
  const edits = Number(values.edits ?? 0);
  if (!Number.isInteger(edits) || edits < 0)
    throw new UsageError("bench", `--edits takes a whole number, not "${values.edits}"`);
  return {
    dist: values.dist ?? null,
    synthetic: synthetic.map(Number),
    english: english.map(Number),
    corpusDists: values["corpus-dist"] ?? [],
    queries: values.queries ?? null,
    count,
    edits,
    out: values.out ?? RESULTS_FILE,
  };
}

function main(options: BenchArgs, args: string[]): void {
  const workspace = process.env.BUILD_WORKSPACE_DIRECTORY ?? process.cwd();
  // Taken first: the commit of the tree whose //:dist `bazel run` has just built.
  const facts = runFacts(`bazel run //tools/bench/search${args.length > 0 ? ` -- ${args.join(" ")}` : ""}`, workspace);
  const dist = options.dist !== null ? resolve(workspace, options.dist) : defaultIndexDir();
  const runfilesGolden = process.env.BAZEL_RUNFILES
    ? join(process.env.BAZEL_RUNFILES, "projen_docs", "indexer", "relevance", "golden.tsv")
    : null;
  const queriesFile = options.queries ?? (runfilesGolden && existsSync(runfilesGolden) ? runfilesGolden : null);
  const queries = benchQueries(readQueries(queriesFile ? resolve(workspace, queriesFile) : null), options.count);

  printSizes("the site", dist);
  let met = printSearchBytes(dist, queries, FIRST_SEARCH_BUDGET.site);
  met = printTypedWords(dist, ["dependencies", "workflow", "escape"]) && met;
  for (const corpus of options.corpusDists) {
    const corpusDist = resolve(workspace, corpus);
    printSizes("corpus", corpusDist);
    met = printSearchBytes(corpusDist, distQueries(corpusDist, options.count), FIRST_SEARCH_BUDGET.corpus) && met;
    // Words of the generator's vocabulary (tools/dev/corpus), common in its docs.
    met = printTypedWords(corpusDist, CORPUS_WORDS) && met;
  }
  for (const docs of options.synthetic) met = synthetic(workspace, docs, options.count, options.edits) && met;
  for (const docs of options.english) met = synthetic(workspace, docs, options.count, options.edits, true) && met;
  met = latency(dist, queries) && met;
  say(
    `queries: ${queries.length}, from ${queriesFile ? basename(queriesFile) : "the built-in list"} and prefixes of them`,
  );
  console.log(`Wrote ${writeSearchResults(workspace, options.out, "node", facts, printed)}`);
  process.exitCode = met ? 0 : 1;
}

if (require.main === module)
  runMain("bench", () => main(parseBenchArgs(process.argv.slice(2)), process.argv.slice(2)), 2);
