/**
 * The files a persistent worker wrote for each unit of its work (for DocPage, one doc),
 * kept by hard link with a key of everything they came from: the unit's arguments, the
 * Bazel digests of the files it read, and the tool's own code. Bazel deletes an action's
 * outputs before it runs, so a group action re-run for one edited doc would compile every
 * doc of the group again; a unit whose key is unchanged gets the very files it wrote last
 * time, linked back into place (the same inodes: its digests stay, and nothing downstream
 * of them runs).
 *
 * The store is on disk, one folder per unit, and lives as long as the Bazel server: every
 * worker instance of that server finds what another one kept (Bazel hands a request to
 * whichever instance is idle), and so does a worker restarted after a crash.
 */
import { createHash } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { keptDir } from "./keptDir";
import { workerOwner } from "./worker";

const META = "kept.json";
const DATA = "data";

interface Kept {
  key: string;
  /** The unit's output files, as the request named them; link `i` of the folder is file `i`. */
  files: readonly string[];
}

/** What identifies the running tool's code: its bundle (npm packages included) and Node.js. */
function toolIdentity(): string {
  const main = require.main?.filename ?? process.argv[1];
  return `${process.version}:${createHash("sha256").update(readFileSync(main)).digest("hex")}`;
}

export class KeptOutputs {
  private readonly tool: string;

  constructor(private readonly dir: string) {
    this.tool = toolIdentity();
  }

  /** The store of `name`'s units in a persistent worker's handler process; none when run once. */
  static forWorker(name: string): KeptOutputs | undefined {
    const owner = workerOwner();
    return owner === undefined ? undefined : new KeptOutputs(keptDir("projen-kept-", owner, name));
  }

  /** The key of a unit: its arguments and the digests of the files it reads, with the tool's code. */
  keyOf(args: readonly string[], digests: readonly string[]): string {
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
    let kept: Kept;
    try {
      kept = JSON.parse(readFileSync(join(folder, META), "utf8")) as Kept;
    } catch {
      return undefined;
    }
    if (kept.key !== key) return undefined;
    try {
      const data = readFileSync(join(folder, DATA), "utf8");
      kept.files.forEach((file, i) => {
        mkdirSync(dirname(file), { recursive: true });
        rmSync(file, { force: true });
        linkSync(join(folder, String(i)), file);
      });
      return data;
    } catch {
      rmSync(folder, { recursive: true, force: true });
      return undefined;
    }
  }

  /**
   * Keeps `files`, just written for `unit`, under `key`, with `data` that is no file of its
   * own (DocPage: the doc's line of its group's shards file); what it kept before for the unit goes.
   */
  keep(unit: string, key: string, files: readonly string[], data = ""): void {
    const folder = this.folderOf(unit);
    const fresh = `${folder}.${process.pid}.new`;
    rmSync(fresh, { recursive: true, force: true });
    try {
      mkdirSync(fresh);
      files.forEach((file, i) => linkSync(file, join(fresh, String(i))));
      writeFileSync(join(fresh, DATA), data);
      writeFileSync(join(fresh, META), JSON.stringify({ key, files } satisfies Kept));
      rmSync(folder, { recursive: true, force: true });
      renameSync(fresh, folder);
    } catch {
      // Not linkable (another filesystem): the unit is compiled each time, as without a store.
      rmSync(fresh, { recursive: true, force: true });
    }
  }
}
