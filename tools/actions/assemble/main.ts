/**
 * Site assembly: copies what the deployable folder takes as it is (the client bundle's
 * assets, static files) to their places in it, as hard links where the file system
 * allows. Every other file of the site is written in place by the step that makes it.
 * Args: [--copy SOURCE DEST]... (a file, or a folder copied whole)
 */
import { constants, copyFileSync, linkSync, mkdirSync, readdirSync, realpathSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { expandParams } from "../worker/worker";

function copy(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  if (from.startsWith("bazel-out/")) {
    // A hard link to an output Bazel already has: outputs are never rewritten in place
    // (every action writes new files), so the link can't change under the site. Never
    // for sources, which editors do rewrite in place and Bazel would make read-only.
    try {
      linkSync(realpathSync.native(from), to);
      return;
    } catch {
      // Another file system: copy.
    }
  }
  copyFileSync(from, to, constants.COPYFILE_FICLONE);
}

function copyTree(from: string, to: string): void {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    if (entry.isDirectory()) copyTree(source, join(to, entry.name));
    else copy(source, join(to, entry.name));
  }
}

function main(args: string[]): void {
  for (let i = 0; i < args.length; i++) {
    if (args[i] !== "--copy" || i + 2 >= args.length)
      throw new Error(`assemble: unexpected argument ${args[i]} (usage: --copy SOURCE DEST...)`);
    const [from, to] = [args[++i], args[++i]];
    if (statSync(from).isDirectory()) copyTree(from, to);
    else copy(from, to);
  }
}

main(expandParams(process.argv.slice(2)));
