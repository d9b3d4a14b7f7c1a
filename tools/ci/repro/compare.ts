/**
 * Compares two built site folders byte for byte: `bazel run //tools/ci/repro -- DIR_A DIR_B`.
 * Prints the file count and a tree hash of each, names every file that differs or exists
 * on one side only, and exits 1 if the trees are not identical.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { parseToolArgs, runMain, UsageError } from "../../cli/cli";

/** sha256 of every file under `root`, by path relative to it. */
export function hashTree(root: string): Map<string, string> {
  const hashes = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hashes.set(relative(root, path), createHash("sha256").update(readFileSync(path)).digest("hex"));
    }
  };
  walk(root);
  return hashes;
}

export function treeHash(hashes: Map<string, string>): string {
  const hash = createHash("sha256");
  for (const path of [...hashes.keys()].sort()) hash.update(`${path}\0${hashes.get(path)}\n`);
  return hash.digest("hex").slice(0, 16);
}

export function differences(a: Map<string, string>, b: Map<string, string>): string[] {
  const paths = new Set([...a.keys(), ...b.keys()]);
  return [...paths].sort().flatMap((path) => {
    if (!a.has(path)) return [`only in B: ${path}`];
    if (!b.has(path)) return [`only in A: ${path}`];
    return a.get(path) === b.get(path) ? [] : [`differs:   ${path}`];
  });
}

/** The two folders, resolved against `cwd`; throws when there are not exactly two. */
export function parseReproArgs(args: string[], cwd: string): [string, string] {
  const { positionals } = parseToolArgs("repro", { args, options: {}, allowPositionals: true });
  if (positionals.length !== 2) throw new UsageError("repro", `expected two folders, got ${positionals.length}`);
  return [resolve(cwd, positionals[0]), resolve(cwd, positionals[1])];
}

function main([dirA, dirB]: [string, string]): void {
  const [a, b] = [hashTree(dirA), hashTree(dirB)];
  process.stdout.write(
    `A: ${a.size} files, tree ${treeHash(a)}  (${dirA})\nB: ${b.size} files, tree ${treeHash(b)}  (${dirB})\n`,
  );
  const diff = differences(a, b);
  if (diff.length > 0) {
    process.stdout.write(`NOT reproducible: ${diff.length} files differ\n${diff.slice(0, 50).join("\n")}\n`);
    process.exit(1);
  }
  process.stdout.write("Identical.\n");
}

if (require.main === module) {
  const cwd = process.env.BUILD_WORKING_DIRECTORY ?? process.cwd();
  runMain(
    "repro",
    () => main(parseReproArgs(process.argv.slice(2), cwd)),
    1,
    "usage: bazel run //tools/ci/repro -- DIR_A DIR_B",
  );
}
