/** One timed build of one system: its wall time and peak memory, or why it has none. */
import { failed, value, type Outcome } from "./outcome";
import type { RunResult } from "./timedRun";

export interface BuildMeasure {
  seconds: Outcome;
  peakBytes: Outcome;
  /** E.g. how many actions Bazel ran. */
  note: string;
  /** The machine's 1-minute load average when the build started. */
  loadBefore: number;
}

export function measureOf(result: RunResult, note = ""): BuildMeasure {
  if (result.failure) {
    const detail = `exit ${result.exitCode}, after ${result.seconds.toFixed(0)} s; log ${result.logFile}`;
    return {
      seconds: failed(result.failure, detail),
      peakBytes: failed(result.failure, detail),
      note,
      loadBefore: result.loadBefore,
    };
  }
  return { seconds: value(result.seconds), peakBytes: value(result.peakBytes), note, loadBefore: result.loadBefore };
}

export const skippedMeasure = (why: string): BuildMeasure => ({
  seconds: failed("skipped", why),
  peakBytes: failed("skipped", why),
  note: why,
  loadBefore: NaN,
});
