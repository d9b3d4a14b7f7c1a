/**
 * The chunk files a persistent merge worker wrote, kept by hard link under their
 * content-hashed names, so that the next merge links the unchanged ones into its output
 * instead of writing their bytes again. Bazel deletes an action's outputs before it runs:
 * at 10,000 docs a one-doc edit wrote all 5,400 chunk files (64 MB) again for the 30 that
 * changed. The output's bytes are the same either way; a link that cannot be made (another
 * filesystem) falls back to writing.
 */
import { linkSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { keptDir } from "../worker/keptDir";

export class KeptFiles {
  /** Kept file name → its size. */
  private readonly kept = new Map<string, number>();

  private constructor(private readonly dir: string) {}

  /** A new, empty store of this process for site `key` (under the system's temporary folder unless `root` is given). */
  static create(key: number, root?: string): KeptFiles {
    const dir = keptDir("projen-merge-kept-", process.pid, key, root);
    // A new store starts empty: what a folder of the same name holds is not this store's.
    for (const name of readdirSync(dir)) rmSync(join(dir, name), { force: true });
    return new KeptFiles(dir);
  }

  /** Writes `text` to `target`, or links the kept file `name` with those bytes; keeps what it wrote. */
  write(target: string, name: string, text: string): void {
    const size = Buffer.byteLength(text);
    const keptFile = join(this.dir, name);
    if (this.kept.get(name) === size) {
      try {
        // The name is a hash of the bytes; the size guards against a store someone else touched.
        if (statSync(keptFile).size === size) return linkSync(keptFile, target);
      } catch {
        // Gone or not linkable: write it.
      }
    }
    writeFileSync(target, text);
    try {
      rmSync(keptFile, { force: true });
      linkSync(target, keptFile);
      this.kept.set(name, size);
    } catch {
      this.kept.delete(name);
    }
  }

  /** Forgets the kept files not in `names` (the last merge's), so the store holds one site's worth. */
  retain(names: ReadonlySet<string>): void {
    for (const name of this.kept.keys()) {
      if (names.has(name)) continue;
      rmSync(join(this.dir, name), { force: true });
      this.kept.delete(name);
    }
  }

  /** How many files it keeps (for tests). */
  get size(): number {
    return this.kept.size;
  }
}
