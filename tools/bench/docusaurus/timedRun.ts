/**
 * Runs one build command with a wall-clock limit, sampling the memory of its process
 * tree, and says how it ended: a time, or a timeout, or out of memory.
 */
import { spawn } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import { PeakMemorySampler } from "./processTree";
import type { Failure } from "./outcome";

export interface RunSpec {
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** stdout and stderr go here, so a failure can be read afterwards. */
  logFile: string;
  timeoutMs: number;
  /** Processes that are not children of the command but belong to it (Bazel's server). */
  extraRoots?: () => number[];
}

export interface RunResult {
  logFile: string;
  /** The 1-minute load average when the build started: other work on the machine skews times. */
  loadBefore: number;
  seconds: number;
  peakBytes: number;
  failure: Failure | null;
  exitCode: number | null;
  log: string;
}

const OUT_OF_MEMORY = /heap out of memory|Reached heap limit|OutOfMemoryError|ENOMEM|Cannot allocate memory/;

/** Why a finished command failed, judged from how it ended and the end of its log. */
export function classifyFailure(
  exitCode: number | null,
  signal: NodeJS.Signals | null,
  timedOut: boolean,
  log: string,
): Failure | null {
  if (timedOut) return "timeout";
  if (exitCode === 0) return null;
  // SIGKILL that we did not send is the kernel's OOM killer; 134 is V8 aborting on a full heap.
  if (signal === "SIGKILL" || exitCode === 137 || exitCode === 134 || OUT_OF_MEMORY.test(log.slice(-20000)))
    return "out of memory";
  return "failed";
}

export function loadAverage(): number {
  try {
    return Number(readFileSync("/proc/loadavg", "utf8").split(" ")[0]);
  } catch {
    return NaN;
  }
}

export function timedRun(spec: RunSpec): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const fd = openSync(spec.logFile, "w");
    const loadBefore = loadAverage();
    const started = process.hrtime.bigint();
    // Its own process group, so a timeout can end the whole tree.
    const child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      stdio: ["ignore", fd, fd],
      detached: true,
    });
    const sampler = new PeakMemorySampler(() => [child.pid ?? -1, ...(spec.extraRoots?.() ?? [])]);
    sampler.start();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // Already gone.
      }
    }, spec.timeoutMs);
    child.on("error", (error) => {
      clearTimeout(timer);
      sampler.stop();
      closeSync(fd);
      reject(error);
    });
    child.on("exit", (code, signal) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      clearTimeout(timer);
      const peakBytes = sampler.stop();
      closeSync(fd);
      const log = readFileSync(spec.logFile, "utf8");
      resolve({
        logFile: spec.logFile,
        loadBefore,
        seconds,
        peakBytes,
        failure: classifyFailure(code, signal, timedOut, log),
        exitCode: code,
        log,
      });
    });
  });
}
