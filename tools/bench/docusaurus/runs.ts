/**
 * One system's timed builds, as the benchmark's modes run them: a cold build tried again when
 * it fails for a colleague's half-made edit, and the one-doc rebuilds after it.
 */
import { skippedMeasure, type BuildMeasure } from "./buildMeasure";
import type { BazelSite } from "./bazelSite";
import { editDoc } from "./corpus";
import type { DocusaurusSite } from "./docusaurusSite";
import type { StaticFigures, SystemRuns } from "./results";
import { takeSnapshot } from "./snapshot";

export function log(line: string): void {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
}

export interface System {
  name: string;
  cold(name: string): Promise<BuildMeasure>;
  build(name: string): Promise<BuildMeasure>;
  /** The file this system builds the sample doc from. */
  sampleFile: string;
  /** The output's figures, taken after the first cold build; none for a build measured for its times only. */
  figures?: () => Promise<StaticFigures>;
  /** Called after each run, e.g. to stop Bazel's server before Docusaurus runs. */
  afterRun(): void;
  /** Called before a failed cold build is tried again. */
  recover(): void;
  /**
   * Timed one-doc edits per run (1 when absent), each of the same doc. Ours are a second each
   * and vary with what else the machine runs, so more of them make a steadier median.
   */
  edits?: number;
}

/** Builds `system` after each of its edits of `file` in run `run`, timing each; returns how to put the file back. */
export async function timedEdits(
  system: System,
  file: string,
  run: number,
  onEach: (measure: BuildMeasure, k: number) => void,
  name = "rebuild",
): Promise<() => void> {
  const restores: (() => void)[] = [];
  const restore = () => {
    // The last restore first: the first one puts back the text from before the run.
    for (const undo of restores.reverse()) undo();
  };
  try {
    for (let k = 1; k <= (system.edits ?? 1); k++) {
      restores.push(editDoc([file], `${run}.${k}`));
      onEach(await system.build(`${name}-r${run}${k > 1 ? `-${k}` : ""}`), k);
    }
  } catch (error) {
    restore();
    throw error;
  }
  return restore;
}

export const show = (m: BuildMeasure) =>
  (m.seconds.ok ? `${m.seconds.value.toFixed(2)} s` : m.seconds.failure) + (m.note ? ` (${m.note})` : "");

/**
 * Colleagues edit the tree while the benchmark runs: a cold build that fails (not a
 * timeout, not out of memory) is tried again after a pause, up to twice.
 */
export async function coldWithRetries(system: System, run: number, notes: string[]): Promise<BuildMeasure> {
  for (let attempt = 1; ; attempt++) {
    const cold = await system.cold(`cold-r${run}${attempt > 1 ? `-try${attempt}` : ""}`);
    if (cold.seconds.ok || cold.seconds.failure !== "failed" || attempt === 3) return cold;
    notes.push(`run ${run}: a cold build failed (${cold.seconds.detail}); tried again`);
    log(`${system.name}: cold build failed (${cold.seconds.detail}); trying again in 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 60_000));
    system.recover();
  }
}

/** Cold, one-doc rebuild and no-op of one system, with its figures after the first cold build. */
export async function measureRun(system: System, runs: SystemRuns, run: number): Promise<void> {
  log(`${system.name}: cold build, run ${run}`);
  const cold = await coldWithRetries(system, run, runs.notes);
  runs.cold.push(cold);
  log(`${system.name}: cold ${show(cold)}`);
  if (!cold.seconds.ok) {
    runs.rebuild.push(skippedMeasure("the cold build did not finish"));
    runs.noop.push(skippedMeasure("the cold build did not finish"));
    if (!runs.figures) runs.figuresFailure = cold.seconds.failure;
    if (run === 1) runs.notes.push(coldEnded(cold));
    return;
  }
  if (run === 1 && cold.note) runs.notes.push(`cold build ran ${cold.note}`);
  if (!runs.figures && system.figures) {
    try {
      runs.figures = await system.figures();
      runs.figuresFailure = null;
    } catch (error) {
      runs.figuresFailure = "failed";
      runs.notes.push(`measuring the output failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  let restore = () => {};
  try {
    restore = await timedEdits(system, system.sampleFile, run, (rebuild, k) => {
      runs.rebuild.push(rebuild);
      log(`${system.name}: one-doc rebuild ${show(rebuild)}`);
      if (run === 1 && k === 1 && rebuild.note) runs.notes.push(`one-doc rebuild ran ${rebuild.note}`);
      if (k === 1 && (system.edits ?? 1) > 1)
        runs.notes.push(`run ${run}: the first one-doc rebuild after the cold build ${show(rebuild)}`);
    });
    const noop = await system.build(`noop-r${run}`);
    runs.noop.push(noop);
    log(`${system.name}: no-op rebuild ${show(noop)}`);
  } finally {
    restore();
    system.afterRun();
  }
}

/** Why a cold build has no time, for the notes under the table. */
export function coldEnded(cold: BuildMeasure): string {
  if (cold.seconds.ok) throw new Error("the cold build finished");
  return `the cold build ended: ${cold.seconds.failure}${cold.seconds.detail ? ` (${cold.seconds.detail})` : ""}`;
}

/**
 * Our timed edits per run: a few seconds or less each, against a Docusaurus build of minutes (one
 * each). A median of a few is steadier than one edit, which another engineer's build moves by as much;
 * the first edit after a cold build is also given on its own (the run's notes).
 */
export const OUR_EDITS_PER_RUN = 3;

/** Our pipeline's builds of one corpus; `sampleFile` is the doc its one-doc rebuild edits. */
export function bazelBuilds(
  name: string,
  bazel: BazelSite,
  sampleFile: string,
  workspace: string,
  tree: string,
): System {
  return {
    name,
    cold: (build) => bazel.cold(build),
    build: (build) => bazel.build(build),
    sampleFile,
    edits: OUR_EDITS_PER_RUN,
    afterRun: () => bazel.shutdown(),
    recover: () => {
      // A snapshot taken in the middle of a colleague's edit may not build: take a new one.
      const files = takeSnapshot(workspace, tree);
      log(`took a new snapshot of the working tree (${files} files)`);
    },
  };
}

/** Docusaurus's builds of one corpus. */
export function docusaurusBuilds(name: string, docusaurus: DocusaurusSite, sampleFile: string): System {
  return {
    name,
    cold: (build) => docusaurus.cold(build),
    build: (build) => docusaurus.build(build),
    sampleFile,
    afterRun: () => {},
    recover: () => {},
  };
}
