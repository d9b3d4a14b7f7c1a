/**
 * Files a persistent worker wrote, kept by hard link in a folder of its own (keptDir.ts),
 * so that a later request links them into place instead of writing them again: Bazel
 * deletes an action's outputs before it runs, so a re-run would otherwise write them all.
 * A linked file is the same inode, so its digest stays and nothing downstream runs. Files
 * are kept in one of two ways:
 *   - under names that are hashes of their bytes (`write`, `retain`): the search merge's
 *     chunk files, of which a one-doc edit changes a few;
 *   - per unit of work, under the key of everything they came from (`keep`, `restore`):
 *     a doc's files, with its lines of the group's link facts and shards files.
 * A link that cannot be made (another filesystem) falls back to writing or compiling: the
 * outputs' bytes are the same either way.
 */
import { createHash } from "node:crypto";
import { linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { keptDir } from "./keptDir";
import { workerOwner } from "./worker";

/** A unit's folder: its files as links 0, 1, …, DATA and META. */
const META = "kept.json";
const DATA = "data";

interface KeptUnit {
  key: string;
  /** The unit's output files, as the request named them; link `i` of the folder is file `i`. */
  files: readonly string[];
}

/**
 * Links `kept` into place at `target`, replacing what is there. Throws when it cannot. Bazel
 * has deleted the outputs before the action runs, so the link is tried first: one system call
 * per file in the usual case (a merge links back some 8,000 chunk files at 100,000 docs).
 */
function linkInto(kept: string, target: string): void {
  try {
    linkSync(kept, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    rmSync(target, { force: true });
    linkSync(kept, target);
  }
}

/** What identifies the running tool's code: its bundle (npm packages included) and Node.js. */
function toolIdentity(): string {
  const main = require.main?.filename ?? process.argv[1];
  return `${process.version}:${createHash("sha256").update(readFileSync(main)).digest("hex")}`;
}

export class KeptOutputs {
  /** The files this process kept by name, with their sizes (`write`). */
  private readonly sizes = new Map<string, number>();
  private tool?: string;

  constructor(private readonly dir: string) {}

  /**
   * The store of `name`'s units in a persistent worker's handler process, shared by every
   * worker of the Bazel server that started it (Bazel hands a request to whichever is idle,
   * and restarts one that crashed); none when run once.
   */
  static forWorker(name: string): KeptOutputs | undefined {
    const owner = workerOwner();
    return owner === undefined ? undefined : new KeptOutputs(keptDir("projen-kept-", owner, name));
  }

  /** A new, empty store of this process for `key` (under the system's temporary folder unless `root` is given). */
  static forProcess(key: number, root?: string): KeptOutputs {
    const dir = keptDir("projen-merge-kept-", process.pid, key, root);
    // A new store starts empty: what a folder of the same name holds is not this store's.
    for (const name of readdirSync(dir)) rmSync(join(dir, name), { recursive: true, force: true });
    return new KeptOutputs(dir);
  }

  /**
   * Links the kept file `name` (a hash of its bytes) to `target`, or writes `text` there
   * (made only then: a merge keeps names, not texts) and keeps what it wrote.
   */
  write(target: string, name: string, text: string | (() => string)): void {
    const keptFile = join(this.dir, name);
    const size = this.sizes.get(name);
    if (size !== undefined) {
      try {
        // The size guards against a store someone else touched.
        if (statSync(keptFile).size === size) {
          linkInto(keptFile, target);
          return;
        }
      } catch {
        // Gone or not linkable: write it.
      }
    }
    const bytes = typeof text === "string" ? text : text();
    writeFileSync(target, bytes);
    try {
      linkInto(target, keptFile);
      this.sizes.set(name, Buffer.byteLength(bytes));
    } catch {
      this.sizes.delete(name);
    }
  }

  /** Forgets the files kept by name that are not in `names` (the last merge's), so the store holds one site's worth. */
  retain(names: ReadonlySet<string>): void {
    for (const name of this.sizes.keys()) {
      if (names.has(name)) continue;
      rmSync(join(this.dir, name), { force: true });
      this.sizes.delete(name);
    }
  }

  /** How many files it keeps by name (for tests). */
  get size(): number {
    return this.sizes.size;
  }

  /** The key of a unit: its arguments and the digests of the files it reads, with the tool's code. */
  keyOf(args: readonly string[], digests: readonly string[]): string {
    this.tool ??= toolIdentity();
    return JSON.stringify([this.tool, args, digests]);
  }

  private folderOf(unit: string): string {
    return join(this.dir, createHash("sha256").update(unit).digest("hex").slice(0, 32));
  }

  /**
   * Links the files kept for `unit` into place if they were kept under `key`, and gives the
   * data kept with them; undefined if they were not (or one is gone).
   */
  restore(unit: string, key: string): string | undefined {
    const folder = this.folderOf(unit);
    let kept: KeptUnit;
    try {
      kept = JSON.parse(readFileSync(join(folder, META), "utf8")) as KeptUnit;
    } catch {
      return undefined;
    }
    if (kept.key !== key) return undefined;
    try {
      const data = readFileSync(join(folder, DATA), "utf8");
      kept.files.forEach((file, i) => {
        mkdirSync(dirname(file), { recursive: true });
        linkInto(join(folder, String(i)), file);
      });
      return data;
    } catch {
      rmSync(folder, { recursive: true, force: true });
      return undefined;
    }
  }

  /**
   * Keeps `files`, just written for `unit`, under `key`, with `data` that is no file of its
   * own (DocPage: the doc's lines of its group's link facts and shards files); what it kept before for the
   * unit goes. The unit's folder is made aside and renamed into place, so a worker never
   * finds half of it.
   */
  keep(unit: string, key: string, files: readonly string[], data = ""): void {
    const folder = this.folderOf(unit);
    const fresh = `${folder}.${process.pid}.new`;
    rmSync(fresh, { recursive: true, force: true });
    try {
      mkdirSync(fresh);
      files.forEach((file, i) => {
        linkSync(file, join(fresh, String(i)));
      });
      writeFileSync(join(fresh, DATA), data);
      writeFileSync(join(fresh, META), JSON.stringify({ key, files } satisfies KeptUnit));
      rmSync(folder, { recursive: true, force: true });
      renameSync(fresh, folder);
    } catch {
      // Not linkable (another filesystem): the unit is compiled each time, as without a store.
      rmSync(fresh, { recursive: true, force: true });
    }
  }
}
