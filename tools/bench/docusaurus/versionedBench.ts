/**
 * The versioned mode (issue 39): `bazel run //tools/bench -- --docs 1000 --versions 5`. Both
 * systems build the same corpus of V docs versions; each run measures a cold build, a one-doc
 * edit in the newest version, then in the oldest, then a no-op. In the same run our pipeline
 * builds the one-version corpus of the same docs and edits the same doc: the baseline of the
 * target "an edit at V versions costs at most 1.2× an edit at one".
 */
import { join } from "node:path";
import { BazelSite } from "./bazelSite";
import { skippedMeasure } from "./buildMeasure";
import { corpusOf, editDoc, markdownFiles, oldestVersionDoc, sampleDoc } from "./corpus";
import { type DocusaurusInstall, DocusaurusSite } from "./docusaurusSite";
import { emptyRuns, emptyVersionedRuns, type VersionedResult, type VersionedRuns } from "./results";
import { bazelBuilds, coldEnded, coldWithRetries, docusaurusBuilds, log, measureRun, show, type System } from "./runs";

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

async function timedEdit(system: System, runs: VersionedRuns, name: string, run: number, label: string) {
  const measure = await system.build(`${name}-r${run}`);
  log(`${system.name}: ${label} ${show(measure)}`);
  if (run === 1 && measure.note) runs.notes.push(`${label} ran ${measure.note}`);
  return measure;
}

/** Cold; an edit in the newest version; an edit in the oldest (the first kept); a no-op. Both docs put back after. */
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
  const restores = [editDoc([system.sampleFile], run)];
  try {
    runs.editNewest.push(await timedEdit(system, runs, "edit-newest", run, "one-doc edit in the newest version"));
    restores.push(editDoc([oldestFile], run));
    runs.editOldest.push(await timedEdit(system, runs, "edit-oldest", run, "one-doc edit in the oldest version"));
    runs.noop.push(await timedEdit(system, runs, "noop", run, "no-op rebuild"));
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
    newestDoc,
    oldestDoc,
    ours: emptyVersionedRuns(),
    theirs: emptyVersionedRuns(),
    baseline: emptyRuns(),
  };
  const baseline = bazelBuilds(
    `projen ${single.name}`,
    bazelSingle,
    join(single.contentDir, newestDoc),
    workspace,
    tree,
  );
  const ours = {
    builds: bazelBuilds(`projen ${corpus.name}`, bazel, join(corpus.contentDir, newestDoc), workspace, tree),
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
