/**
 * Fault injection for the durability checks (worker.test.ts, tools/ci/durability.sh): a
 * handler wrapped by crashingOnce dies in the middle of the first request that finds its
 * marker file, which it removes first, as a crashing worker would. Armed only by the
 * worker's startup flag (`--crash-once-marker=FILE`, which a build passes with Bazel's
 * --worker_extra_flag: no part of any action's key), so a production worker never looks
 * for the file.
 */
import { existsSync, unlinkSync } from "node:fs";
import type { Handler } from "./worker";

const FLAG = "--crash-once-marker=";

/** The marker file a worker's startup arguments arm it with, if any. */
export function crashMarkerOf(argv: readonly string[]): string | undefined {
  return argv.find((arg) => arg.startsWith(FLAG))?.slice(FLAG.length) || undefined;
}

/** `handler`, dying instead of answering the first request that finds `marker`. */
export function crashingOnce(handler: Handler, marker: string): Handler {
  return (args, inputs) => {
    if (existsSync(marker)) {
      unlinkSync(marker);
      process.stderr.write("worker: crash marker found; exiting mid-request\n");
      process.exit(70);
    }
    return handler(args, inputs);
  };
}
