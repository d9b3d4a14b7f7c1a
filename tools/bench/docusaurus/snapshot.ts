/**
 * A copy of the working tree for the benchmark to build. Colleagues edit site/, indexer/
 * and content/ while it runs; building the live tree would time their edits too (a
 * "no-op" rebuild that re-bundles the client). The copy holds every file Git would see
 * (tracked and untracked, not ignored), so it is the pipeline as it stands when the
 * benchmark starts. user.bazelrc is left out: a remote cache would make "cold" warm.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";

/** Folders of the copy that the benchmark owns and a new snapshot keeps. */
const KEPT = new Set(["corpus"]);

export function workingTreeFiles(workspace: string): string[] {
  const result = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: workspace,
    encoding: "utf8",
    maxBuffer: 1 << 28,
  });
  if (result.status !== 0) throw new Error(`git ls-files failed in ${workspace}: ${result.stderr}`);
  // Deleted but still tracked files are listed too; copy only what exists.
  return result.stdout
    .split("\0")
    .filter((path) => path && !path.startsWith("corpus/") && existsSync(join(workspace, path)));
}

export function takeSnapshot(workspace: string, target: string): number {
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(target))
    if (!KEPT.has(entry)) rmSync(join(target, entry), { recursive: true, force: true });
  const files = workingTreeFiles(workspace);
  for (const path of files) {
    mkdirSync(dirname(join(target, path)), { recursive: true });
    copyFileSync(join(workspace, path), join(target, path));
  }
  return files.length;
}
