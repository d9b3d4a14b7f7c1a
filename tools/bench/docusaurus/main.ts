/**
 * The benchmark of issue 6: builds the same synthetic corpus with our pipeline (A) and
 * Docusaurus 3 (B), alternating A, B, A, B, and prints the figures with ours/theirs
 * ratios side by side. On demand only, never in CI:
 *   bazel run //tools/bench -- --docs 100,1000,10000 --runs 3,3,1
 * With `--versions V` (issue 39) it builds a corpus of V docs versions instead
 * (versionedBench.ts). Writes its section of tools/bench/docusaurus/results.md (`--out` for
 * another file), headed by the date, the machine and the commit measured.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { runMain, UsageError } from "../../cli/cli";
import { BazelSite } from "./bazelSite";
import { type Corpus, corpusOf, markdownFiles, routeOf, sampleDoc } from "./corpus";
import { readResultsFile, runFacts, writeResultsFile } from "../stats/runFacts";
import { routeChunkAssets } from "./docusaurusChunks";
import { DocusaurusInstall, DocusaurusSite } from "./docusaurusSite";
import { htmlFileOf, weighPage } from "./firstLoad";
import { ourRouteChunkAssets } from "./ourChunks";
import { parseOptions, USAGE } from "./options";
import { folderSize } from "./outputSize";
import { docText, makeQueries, spreadSample } from "../search/corpusQueries";
import { placeSection, renderReport, type ResultsSection } from "./report";
import { emptyRuns, type SizeResult } from "./results";
import { bazelBuilds, docusaurusBuilds, log, measureRun, type System } from "./runs";
import { ourSearchFiles, theirSearchFiles } from "./searchBytes";
import type { LatencyReport } from "./searchTiming";
import { takeSnapshot } from "./snapshot";
import { checkTargets, checkVersionedTargets } from "./targets";
import { bundleTheirWorker } from "./theirSearch";
import { type BenchPlace, benchmarkVersioned } from "./versionedBench";
import { renderVersionedReport } from "./versionedReport";

const QUERY_COUNT = 200;
const THEIR_RESULT_LIMIT = 8;

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
    ...bazelBuilds(`projen n${docs}`, bazel, join(corpus.contentDir, docPath), workspace, tree),
    figures: async () => {
      const dir = bazel.distDir;
      return {
        ...folderSize(dir),
        page: weighPage(dir, htmlFileOf(dir, route), ourRouteChunkAssets(dir, htmlFileOf(dir, route))),
        search: ourSearchFiles(dir, queries[0]),
        latency: timeQueriesInChild(["ours", "--dist", dir, "--queries", queriesFile], notes),
      };
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
    ...docusaurusBuilds(`Docusaurus n${docs}`, docusaurus, docusaurus.docFile(docPath)),
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
  };
}

async function benchmarkSize(
  place: BenchPlace,
  docs: number,
  runCount: number,
  folderDocs: number | null,
): Promise<SizeResult> {
  const { workspace, tree, scratch, logDir, install, limits } = place;
  // Built from the snapshot, so colleagues' edits during the run are not timed.
  const corpus = corpusOf(tree, docs, 1, folderDocs);
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
  const place = {
    workspace,
    tree,
    scratch,
    logDir,
    install,
    limits: { ours: options.ourTimeoutMinutes * 60_000, theirs: options.timeoutMinutes * 60_000 },
  };
  const context = { facts, docusaurusVersions: install.versions };
  // Each section is written when it is complete, so a long run that is stopped still leaves what it measured.
  const write = (section: ResultsSection) => {
    writeResultsFile(workspace, options.out, placeSection(readResultsFile(workspace, options.out), section));
    return section;
  };
  let section: ResultsSection | null = null;
  if (options.versions !== null) {
    const result = await benchmarkVersioned(place, options.docs[0], options.versions, options.runs[0]);
    section = write(renderVersionedReport(context, result, checkVersionedTargets(result)));
  } else {
    const results: SizeResult[] = [];
    for (let k = 0; k < options.docs.length; k++) {
      results.push(await benchmarkSize(place, options.docs[k], options.runs[k], options.folderDocs));
      section = write(renderReport(context, results, checkTargets(results), options.folderDocs));
    }
  }
  process.stdout.write("\n" + (section?.body ?? ""));
  log(`wrote ${options.out}`);
}

if (require.main === module) runMain("bench", () => main(process.argv.slice(2)), 1, USAGE);
