/**
 * The benchmark of issue 6: builds the same synthetic corpus with our pipeline (A) and
 * Docusaurus 3 (B), alternating A, B, A, B, and prints the figures with ours/theirs
 * ratios side by side. On demand only, never in CI:
 *   bazel run //tools/bench -- --docs 100,1000,10000 --runs 3,3,1
 * Writes the Markdown tables to tools/bench/docusaurus/results.md (`--out` for another file),
 * headed by the date, the machine and the commit measured.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join, resolve } from "node:path";
import { runMain, UsageError } from "../../cli/cli";
import { BazelSite } from "./bazelSite";
import { skippedMeasure, type BuildMeasure } from "./buildMeasure";
import { type Corpus, corpusOf, editDoc, markdownFiles, routeOf, sampleDoc } from "./corpus";
import { runFacts } from "../stats/runFacts";
import { routeChunkAssets } from "./docusaurusChunks";
import { DocusaurusInstall, DocusaurusSite } from "./docusaurusSite";
import { htmlFileOf, weighPage } from "./firstLoad";
import { ourRouteChunkAssets } from "./ourChunks";
import { parseOptions, USAGE } from "./options";
import { folderSize } from "./outputSize";
import { docText, makeQueries, spreadSample } from "../search/corpusQueries";
import { renderReport } from "./report";
import { emptyRuns, type SizeResult, type StaticFigures, type SystemRuns } from "./results";
import { ourSearchFiles, theirSearchFiles } from "./searchBytes";
import type { LatencyReport } from "./searchTiming";
import { takeSnapshot } from "./snapshot";
import { checkTargets } from "./targets";
import { bundleTheirWorker } from "./theirSearch";

const QUERY_COUNT = 200;
const THEIR_RESULT_LIMIT = 8;

function log(line: string): void {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
}

/**
 * Scratch space outside Git. Inside the workspace only when .bazelignore lists .bench:
 * Bazel's `//...` walks hidden folders too, and would trip over Docusaurus's node_modules.
 */
function defaultScratch(workspace: string): string {
  const ignore = existsSync(join(workspace, ".bazelignore"))
    ? readFileSync(join(workspace, ".bazelignore"), "utf8")
    : "";
  if (ignore.split("\n").some((line) => line.trim().replace(/\/$/, "") === ".bench")) return join(workspace, ".bench");
  return join(homedir(), ".cache", "projen-docs-bench");
}

/** The same generous heap for both engines: a 10,000-doc lunr index is large. */
const SEARCH_HEAP_MB = 8192;

function timeQueriesInChild(args: string[], notes: string[]): LatencyReport | null {
  const result = spawnSync(
    process.execPath,
    [`--max-old-space-size=${SEARCH_HEAP_MB}`, join(__dirname, "searchRunner.js"), ...args],
    {
      encoding: "utf8",
      maxBuffer: 1 << 24,
    },
  );
  if (result.status === 0) return JSON.parse(result.stdout) as LatencyReport;
  notes.push(`timing the queries failed: ${result.stderr.trim().split("\n").slice(-3).join(" ")}`);
  return null;
}

interface System {
  name: string;
  cold(name: string): Promise<BuildMeasure>;
  build(name: string): Promise<BuildMeasure>;
  /** The file this system builds the sample doc from. */
  sampleFile: string;
  figures(): Promise<StaticFigures>;
  /** Called after each run, e.g. to stop Bazel's server before Docusaurus runs. */
  afterRun(): void;
  /** Called before a failed cold build is tried again. */
  recover(): void;
}

const show = (m: BuildMeasure) =>
  (m.seconds.ok ? `${m.seconds.value.toFixed(2)} s` : m.seconds.failure) + (m.note ? ` (${m.note})` : "");

/**
 * Colleagues edit the tree while the benchmark runs: a cold build that fails (not a
 * timeout, not out of memory) is tried again after a pause, up to twice.
 */
async function coldWithRetries(system: System, run: number, runs: SystemRuns): Promise<BuildMeasure> {
  for (let attempt = 1; ; attempt++) {
    const cold = await system.cold(`cold-r${run}${attempt > 1 ? `-try${attempt}` : ""}`);
    if (cold.seconds.ok || cold.seconds.failure !== "failed" || attempt === 3) return cold;
    runs.notes.push(`run ${run}: a cold build failed (${cold.seconds.detail}); tried again`);
    log(`${system.name}: cold build failed (${cold.seconds.detail}); trying again in 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 60_000));
    system.recover();
  }
}

async function measureRun(system: System, runs: SystemRuns, run: number): Promise<void> {
  log(`${system.name}: cold build, run ${run}`);
  const cold = await coldWithRetries(system, run, runs);
  runs.cold.push(cold);
  log(`${system.name}: cold ${show(cold)}`);
  if (!cold.seconds.ok) {
    runs.rebuild.push(skippedMeasure("the cold build did not finish"));
    runs.noop.push(skippedMeasure("the cold build did not finish"));
    if (!runs.figures) runs.figuresFailure = cold.seconds.failure;
    if (run === 1)
      runs.notes.push(
        `the cold build ended: ${cold.seconds.failure}${cold.seconds.detail ? ` (${cold.seconds.detail})` : ""}`,
      );
    return;
  }
  if (run === 1 && cold.note) runs.notes.push(`cold build ran ${cold.note}`);
  if (!runs.figures) {
    try {
      runs.figures = await system.figures();
      runs.figuresFailure = null;
    } catch (error) {
      runs.figuresFailure = "failed";
      runs.notes.push(`measuring the output failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const restore = editDoc([system.sampleFile], run);
  try {
    const rebuild = await system.build(`rebuild-r${run}`);
    runs.rebuild.push(rebuild);
    log(`${system.name}: one-doc rebuild ${show(rebuild)}`);
    if (run === 1 && rebuild.note) runs.notes.push(`one-doc rebuild ran ${rebuild.note}`);
    const noop = await system.build(`noop-r${run}`);
    runs.noop.push(noop);
    log(`${system.name}: no-op rebuild ${show(noop)}`);
  } finally {
    restore();
    system.afterRun();
  }
}

/** What both systems share at one corpus size: the corpus, its sample doc and the queries. */
interface SizeSetup {
  docs: number;
  scratch: string;
  corpus: Corpus;
  docPath: string;
  route: string;
  queries: string[];
  queriesFile: string;
}

/** Once the corpus is written: its sample doc, and the queries drawn from it. */
function sizeSetup(corpus: Corpus, scratch: string, docs: number): SizeSetup {
  const paths = markdownFiles(corpus.contentDir);
  const docPath = sampleDoc(paths);
  const texts = spreadSample(paths, QUERY_COUNT).map((p) => docText(readFileSync(join(corpus.contentDir, p), "utf8")));
  const queriesFile = join(scratch, `queries-n${docs}.json`);
  const queries = makeQueries(texts, QUERY_COUNT);
  writeFileSync(queriesFile, JSON.stringify(queries, null, 1) + "\n");
  return { docs, scratch, corpus, docPath, route: routeOf(docPath), queries, queriesFile };
}

function ourSystem(setup: SizeSetup, bazel: BazelSite, notes: string[], workspace: string, tree: string): System {
  const { docs, corpus, docPath, route, queries, queriesFile } = setup;
  return {
    name: `projen n${docs}`,
    cold: (name) => bazel.cold(name),
    build: (name) => bazel.build(name),
    sampleFile: join(corpus.contentDir, docPath),
    figures: async () => {
      const dir = bazel.distDir;
      return {
        ...folderSize(dir),
        page: weighPage(dir, htmlFileOf(dir, route), ourRouteChunkAssets(dir, htmlFileOf(dir, route))),
        search: ourSearchFiles(dir, queries[0]),
        latency: timeQueriesInChild(["ours", "--dist", dir, "--queries", queriesFile], notes),
      };
    },
    afterRun: () => bazel.shutdown(),
    recover: () => {
      // A snapshot taken in the middle of a colleague's edit may not build: take a new one.
      const files = takeSnapshot(workspace, tree);
      log(`took a new snapshot of the working tree (${files} files)`);
    },
  };
}

function theirSystem(
  setup: SizeSetup,
  docusaurus: DocusaurusSite,
  install: DocusaurusInstall,
  notes: string[],
): System {
  const { docs, scratch, docPath, route, queriesFile } = setup;
  const limit = String(THEIR_RESULT_LIMIT);
  return {
    name: `Docusaurus n${docs}`,
    cold: (name) => docusaurus.cold(name),
    build: (name) => docusaurus.build(name),
    sampleFile: docusaurus.docFile(docPath),
    figures: async () => {
      const dir = docusaurus.buildDir;
      const bundle = join(scratch, `their-search-worker-n${docs}.cjs`);
      await bundleTheirWorker(install.dir, docusaurus.generatedDir, bundle);
      return {
        ...folderSize(dir),
        page: weighPage(dir, htmlFileOf(dir, route), routeChunkAssets(docusaurus.generatedDir, route)),
        search: theirSearchFiles(dir, docusaurus.generatedDir),
        latency: timeQueriesInChild(
          ["theirs", "--build", dir, "--bundle", bundle, "--limit", limit, "--queries", queriesFile],
          notes,
        ),
      };
    },
    afterRun: () => {},
    recover: () => {},
  };
}

async function benchmarkSize(
  workspace: string,
  tree: string,
  scratch: string,
  logDir: string,
  install: DocusaurusInstall,
  docs: number,
  runCount: number,
  limits: { ours: number; theirs: number },
): Promise<SizeResult> {
  // Built from the snapshot, so colleagues' edits during the run are not timed.
  const corpus = corpusOf(tree, docs);
  const bazel = new BazelSite(tree, scratch, corpus, logDir, limits.ours);
  log(`${docs} docs: writing the corpus to ${corpus.dir} and fetching packages (not timed)`);
  bazel.prepare();
  const docusaurus = new DocusaurusSite(install, corpus, logDir, limits.theirs);
  docusaurus.prepare();
  const setup = sizeSetup(corpus, scratch, docs);

  const result: SizeResult = {
    docs,
    runs: runCount,
    sampleRoute: setup.route,
    queries: QUERY_COUNT,
    ours: emptyRuns(),
    theirs: emptyRuns(),
  };
  const ours = ourSystem(setup, bazel, result.ours.notes, workspace, tree);
  const theirs = theirSystem(setup, docusaurus, install, result.theirs.notes);
  for (let run = 1; run <= runCount; run++) {
    await measureRun(ours, result.ours, run);
    await measureRun(theirs, result.theirs, run);
  }
  return result;
}

async function main(args: string[]): Promise<void> {
  const options = parseOptions(args);
  const workspace = process.env.BUILD_WORKSPACE_DIRECTORY;
  if (!workspace) throw new UsageError("bench", "run it with bazel run //tools/bench -- …");
  const scratch = options.scratch ?? defaultScratch(workspace);
  const started = new Date();
  const logDir = join(scratch, "logs", started.toISOString().replace(/[:.]/g, "-"));
  mkdirSync(logDir, { recursive: true });
  log(`scratch ${scratch}; build logs and Bazel profiles in ${logDir}`);

  const tree = join(scratch, "workspace");
  const files = takeSnapshot(workspace, tree);
  log(`building a snapshot of the working tree: ${files} files copied to ${tree}`);

  // The commit and changed files of the tree the snapshot above copied.
  const facts = runFacts(`bazel run //tools/bench -- ${args.join(" ")}`.trim(), workspace, started);

  const install = new DocusaurusInstall(scratch);
  install.ensure(log);
  const results: SizeResult[] = [];
  let report = "";
  for (let k = 0; k < options.docs.length; k++) {
    results.push(
      await benchmarkSize(workspace, tree, scratch, logDir, install, options.docs[k], options.runs[k], {
        ours: options.ourTimeoutMinutes * 60_000,
        theirs: options.timeoutMinutes * 60_000,
      }),
    );
    // Written after each N, so a long run that is stopped still leaves what it measured.
    report = renderReport({ facts, docusaurusVersions: install.versions }, results, checkTargets(results));
    writeFileSync(resolve(workspace, options.out), report);
  }
  process.stdout.write("\n" + report);
  log(`wrote ${options.out}`);
}

if (require.main === module) runMain("bench", () => main(process.argv.slice(2)), 1, USAGE);
