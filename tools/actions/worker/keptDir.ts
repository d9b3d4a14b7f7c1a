/**
 * Folders where a persistent worker keeps, by hard link, files it wrote for earlier
 * requests (Bazel deletes an action's outputs before it runs it again). Each folder is
 * named after the process whose life it follows; a folder whose process is gone is swept
 * by the next worker that makes one (a killed worker cannot clean up after itself).
 */
import { mkdirSync, readdirSync, renameSync } from "node:fs";
import { opendir, rm } from "node:fs/promises";
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

/** The sweeps still deleting (sweptFolders waits for them). */
const removals = new Set<Promise<void>>();
let sweptCount = 0;

/**
 * Removes the `prefix` folders under `root` whose process is gone, in the background: a
 * store of 100,000 docs holds about 600,000 links, and deleting them before the first
 * request made a new Bazel server's first build wait 110 s. Each is first renamed to a name
 * of this process's (at once), so that no other worker sweeps it too, and one left behind
 * by a process that died meanwhile is swept as any other.
 */
function sweep(root: string, prefix: string): void {
  for (const name of readdirSync(root)) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length).split("-")[0]);
    if (!Number.isInteger(pid) || pid === process.pid || alive(pid)) continue;
    const swept = join(root, `${prefix}${process.pid}-swept-${++sweptCount}`);
    try {
      renameSync(join(root, name), swept);
    } catch {
      continue; // another worker's sweep took it first
    }
    const removal: Promise<void> = removeTree(swept)
      .catch(() => {})
      .finally(() => removals.delete(removal));
    removals.add(removal);
  }
}

/** Entries deleted at once by removeTree. */
const REMOVAL_WIDTH = 16;

/**
 * Deletes `dir` and what it holds, REMOVAL_WIDTH entries at a time. `rm` with `recursive`
 * starts the deletion of every entry at once: sweeping a store of 30,000 docs (180,000 links)
 * took a worker to 417 MB, one of 100,000 docs past 1.5 GB; this way, 63 MB.
 */
export async function removeTree(dir: string): Promise<void> {
  const batch: Promise<void>[] = [];
  for await (const entry of await opendir(dir)) {
    batch.push(rm(join(dir, entry.name), { recursive: true, force: true }));
    if (batch.length === REMOVAL_WIDTH) await Promise.all(batch.splice(0));
  }
  await Promise.all(batch);
  // What a listing that changed under it left out, and the folder itself.
  await rm(dir, { recursive: true, force: true });
}

/** Resolves once every folder swept so far is deleted. */
export async function sweptFolders(): Promise<void> {
  await Promise.all([...removals]);
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
