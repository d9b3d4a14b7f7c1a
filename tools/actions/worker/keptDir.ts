/**
 * Folders where a persistent worker keeps, by hard link, files it wrote for earlier
 * requests (Bazel deletes an action's outputs before it runs it again). Each folder is
 * named after the process whose life it follows; a folder whose process is gone is swept
 * by the next worker that makes one (a killed worker cannot clean up after itself).
 */
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Whether process `pid` is alive (signal 0 only checks). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Removes the `prefix` folders under `root` whose process is gone. */
function sweep(root: string, prefix: string): void {
  for (const name of readdirSync(root)) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length).split("-")[0]);
    if (Number.isInteger(pid) && pid !== process.pid && !alive(pid))
      rmSync(join(root, name), { recursive: true, force: true });
  }
}

/**
 * `<root>/<prefix><owner>-<name>`, made if missing (what it holds stays), after sweeping
 * the folders of processes that are gone. `owner` is the process the folder lives as long as.
 */
export function keptDir(prefix: string, owner: number, name: string | number, root = tmpdir()): string {
  mkdirSync(root, { recursive: true });
  sweep(root, prefix);
  const dir = join(root, `${prefix}${owner}-${name}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}
