/**
 * The versioned mode (issue 39): `bazel run //tools/bench -- --docs 1000 --versions 5`. Both
 * systems build the same corpus of V docs versions; each run measures a cold build, one-doc
 * edits in the newest version, then in the oldest, then a no-op. In the same run our pipeline
 * builds the one-version corpus of the same docs and edits the same doc: the baseline of the
 * target "an edit at V versions costs at most 1.2× an edit at one".
 */
import { join } from "node:path";
import { BazelSite } from "./bazelSite";
import { type BuildMeasure, skippedMeasure } from "./buildMeasure";
import { corpusOf, markdownFiles, oldestVersionDoc, sampleDoc } from "./corpus";
import { type DocusaurusInstall, DocusaurusSite } from "./docusaurusSite";
import { emptyRuns, emptyVersionedRuns, type VersionedResult, type VersionedRuns } from "./results";
import {
  bazelBuilds,
  coldEnded,
  coldWithRetries,
  docusaurusBuilds,
  log,
  measureRun,
  OUR_EDITS_PER_RUN,
  show,
  type System,
  timedEdits,
} from "./runs";

/** Where the benchmark works and how long a build may take. */
export interface BenchPlace {
  workspace: string;
  /** The snapshot of the working tree that is built. */
  tree: string;
  scratch: string;
  logDir: string;
  install: DocusaurusInstall;
  limits: { ours: number; theirs: number };
}

/** A system's builds of the versioned corpus; its sampleFile is the edited doc of the newest version. */
interface VersionedSystem {
  builds: System;
  /** The same doc in the oldest version. */
  oldestFile: string;
}

/** Cold; edits in the newest version; edits of the same doc in the oldest (the newest's kept); a no-op. The docs put back after. */
async function measureVersionedRun({ builds: system, oldestFile }: VersionedSystem, runs: VersionedRuns, run: number) {
  log(`${system.name}: cold build, run ${run}`);
  const cold = await coldWithRetries(system, run, runs.notes);
  runs.cold.push(cold);
  log(`${system.name}: cold ${show(cold)}`);
  if (!cold.seconds.ok) {
    for (const list of [runs.editNewest, runs.editOldest, runs.noop])
      list.push(skippedMeasure("the cold build did not finish"));
    if (run === 1) runs.notes.push(coldEnded(cold));
    system.afterRun();
    return;
  }
  if (run === 1 && cold.note) runs.notes.push(`cold build ran ${cold.note}`);
  const record = (list: BuildMeasure[], label: string) => (measure: BuildMeasure, k: number) => {
    list.push(measure);
    log(`${system.name}: ${label} ${show(measure)}`);
    if (run === 1 && k === 1 && measure.note) runs.notes.push(`${label} ran ${measure.note}`);
  };
  const restores: (() => void)[] = [];
  try {
    const newest = record(runs.editNewest, "one-doc edit in the newest version");
    restores.push(await timedEdits(system, system.sampleFile, run, newest, "edit-newest"));
    const oldest = record(runs.editOldest, "one-doc edit in the oldest version");
    restores.push(await timedEdits(system, oldestFile, run, oldest, "edit-oldest"));
    record(runs.noop, "no-op rebuild")(await system.build(`noop-r${run}`), 1);
  } finally {
    for (const restore of restores) restore();
    system.afterRun();
  }
}

export async function benchmarkVersioned(
  place: BenchPlace,
  docs: number,
  versions: number,
  runCount: number,
): Promise<VersionedResult> {
  const { workspace, tree, scratch, logDir, install, limits } = place;
  const corpus = corpusOf(tree, docs, versions);
  const single = corpusOf(tree, docs);
  const bazel = new BazelSite(tree, scratch, corpus, logDir, limits.ours);
  const bazelSingle = new BazelSite(tree, scratch, single, logDir, limits.ours);
  log(`${versions} versions × ${docs} docs: writing the corpora ${corpus.dir} and ${single.dir} (not timed)`);
  bazel.prepare();
  bazelSingle.prepare();
  const docusaurus = new DocusaurusSite(install, corpus, logDir, limits.theirs);
  docusaurus.prepare();

  // The middle guide page of current; the one-version corpus has the same docs at the same paths.
  const newestDoc = sampleDoc(markdownFiles(corpus.contentDir));
  if (sampleDoc(markdownFiles(single.contentDir)) !== newestDoc)
    throw new Error(`the corpora ${corpus.name} and ${single.name} have different sample docs`);
  const oldestDoc = oldestVersionDoc(corpus, newestDoc);
  const result: VersionedResult = {
    docs,
    versions,
    runs: runCount,
    ourEdits: OUR_EDITS_PER_RUN,
    newestDoc,
    oldestDoc,
    ours: emptyVersionedRuns(),
    theirs: emptyVersionedRuns(),
    baseline: emptyRuns(),
  };
  const ourBuilds = (name: string, site: BazelSite, contentDir: string) =>
    bazelBuilds(`projen ${name}`, site, join(contentDir, newestDoc), workspace, tree);
  const baseline = ourBuilds(single.name, bazelSingle, single.contentDir);
  const ours = {
    builds: ourBuilds(corpus.name, bazel, corpus.contentDir),
    oldestFile: join(corpus.contentDir, oldestDoc),
  };
  const theirs = {
    builds: docusaurusBuilds(`Docusaurus ${corpus.name}`, docusaurus, docusaurus.docFile(newestDoc)),
    oldestFile: docusaurus.docFile(oldestDoc),
  };
  for (let run = 1; run <= runCount; run++) {
    await measureRun(baseline, result.baseline, run);
    await measureVersionedRun(ours, result.ours, run);
    await measureVersionedRun(theirs, result.theirs, run);
  }
  return result;
}
