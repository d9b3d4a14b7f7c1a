/**
 * `bazel sync --only=…` of repository rules whose inputs Bazel cannot watch: doc_routes finds
 * the docs whose front matter moves their route with a grep, and doc_versions sees a
 * versions.json that was not there before only when run again. Watch mode and the version cut
 * run it; a writer may run the same command by hand.
 */
import { spawnSync } from "node:child_process";

/** The arguments of `bazel sync` for `repositories`. */
function syncArgs(repositories: readonly string[]): string[] {
  return ["sync", ...repositories.map((repository) => `--only=${repository}`)];
}

/** The command line a writer runs by hand: `bazel sync --only=doc_versions --only=doc_routes`. */
export function syncCommand(repositories: readonly string[]): string {
  return ["bazel", ...syncArgs(repositories)].join(" ");
}

/** Bazel's exit code when another command holds the server's lock and `--noblock_for_lock` says not to wait. */
export const LOCK_HELD_EXIT_CODE = 9;

/** How a sync went: done; not run because another Bazel command holds the lock; or failed with Bazel's exit code. */
export type SyncOutcome = { synced: true } | { locked: true } | { failed: number };

/**
 * Runs the sync in `workspace`, its output shown. With `wait` false it does not wait for
 * another Bazel command of the workspace to end (a program that `bazel run` started, if Bazel
 * still held the lock, would wait for itself): it answers `locked` instead.
 */
export function syncRepositories(workspace: string, repositories: readonly string[], wait = true): SyncOutcome {
  const args = [...(wait ? [] : ["--noblock_for_lock"]), ...syncArgs(repositories)];
  const { status } = spawnSync("bazel", args, { cwd: workspace, stdio: ["ignore", "inherit", "inherit"] });
  if (status === 0) return { synced: true };
  if (!wait && status === LOCK_HELD_EXIT_CODE) return { locked: true };
  return { failed: status ?? 1 };
}
