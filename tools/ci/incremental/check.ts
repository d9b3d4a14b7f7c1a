/**
 * Proves a one-doc edit is local, from Bazel's own execution log:
 *   bazel run //tools/ci/incremental -- [--target //:dist] [--doc content/docs/faq/index.md]
 * Builds the target, appends a paragraph to the doc's body, builds again with
 * --execution_log_json_file, restores the doc, and prints how many actions ran and
 * which. Exits 1 if the DocPage action of any other doc ran (a doc's one action compiles it
 * and renders its HTML).
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JsonObjectSplitter } from "../../build/worker/worker";
import { parseToolArgs, runMain } from "../../cli/cli";

interface Spawn {
  mnemonic?: string;
  progressMessage?: string;
  actualOutputs?: { path: string }[];
  listedOutputs?: string[];
  runner?: string;
  remoteCacheHit?: boolean;
}

/** The executed spawns of a Bazel JSON execution log (a stream of JSON objects). */
export function parseExecutionLog(text: string): Spawn[] {
  return new JsonObjectSplitter().push(text).map((object) => JSON.parse(object) as Spawn);
}

/** Whether a spawn is one of `docPath`'s own: its progress message names the doc ("Compiling doc
 * docs/faq/index.md"; a page's HTML is at its route, not its doc path), or an output does. */
function isDocsOwn(spawn: Spawn, docPath: string): boolean {
  return (spawn.progressMessage ?? "").endsWith(" " + docPath) || (spawn.listedOutputs ?? []).some((o) => o.includes("/" + docPath + "."));
}

/** Spawns of per-doc mnemonics that belong to a doc other than `docPath`. */
export function foreignDocActions(spawns: Spawn[], docPath: string): Spawn[] {
  return spawns.filter((s) => s.mnemonic === "DocPage" && !isDocsOwn(s, docPath));
}

function bazel(workspace: string, args: string[]): number {
  const started = Date.now();
  const result = spawnSync("bazel", args, { cwd: workspace, stdio: ["ignore", "inherit", "inherit"] });
  if (result.status !== 0) throw new Error(`bazel ${args.join(" ")} failed (exit ${result.status})`);
  return (Date.now() - started) / 1000;
}

export interface CheckArgs {
  target: string;
  doc: string;
  contentRoot: string;
}

const OPTIONS = {
  target: { type: "string", default: "//:dist" },
  doc: { type: "string", default: "content/docs/faq/index.md" },
  "content-root": { type: "string", default: "content" },
} as const;

export function parseCheckArgs(args: string[]): CheckArgs {
  const { values } = parseToolArgs("incremental", { args, options: OPTIONS }, "use --target LABEL --doc FILE --content-root DIR");
  return { target: values.target, doc: values.doc, contentRoot: values["content-root"] };
}

function main({ target, doc, contentRoot }: CheckArgs): void {
  const workspace = process.env.BUILD_WORKSPACE_DIRECTORY ?? process.cwd();
  const file = join(workspace, doc);
  const docPath = doc.slice(contentRoot.length + 1);
  const log = join(tmpdir(), `incremental-${process.pid}.json`);
  const original = readFileSync(file);

  const warm = bazel(workspace, ["build", target]);
  let spawns: Spawn[];
  let edited: number;
  try {
    writeFileSync(file, Buffer.concat([original, Buffer.from(`\n\nAn edit made by the incremental check at ${Date.now()}.\n`)]));
    edited = bazel(workspace, ["build", target, `--execution_log_json_file=${log}`]);
    spawns = parseExecutionLog(readFileSync(log, "utf8"));
  } finally {
    writeFileSync(file, original);
  }
  const restored = bazel(workspace, ["build", target]);

  const counts = new Map<string, number>();
  for (const s of spawns) counts.set(s.mnemonic ?? "?", (counts.get(s.mnemonic ?? "?") ?? 0) + 1);
  const foreign = foreignDocActions(spawns, docPath);
  process.stdout.write(`\nIncremental check of ${target}, editing ${doc}\n`);
  process.stdout.write(`  warm build ${warm.toFixed(1)} s; after the edit ${edited.toFixed(1)} s; after restoring ${restored.toFixed(1)} s\n`);
  process.stdout.write(`  ${spawns.length} actions ran after the edit:\n`);
  for (const s of spawns) process.stdout.write(`    ${(s.mnemonic ?? "?").padEnd(18)} ${s.progressMessage ?? (s.listedOutputs ?? [])[0] ?? ""}\n`);
  process.stdout.write(`  by mnemonic: ${[...counts].map(([m, n]) => `${m} ${n}`).join(", ")}\n`);
  if (foreign.length > 0) {
    process.stdout.write(`FAIL: ${foreign.length} actions of other docs ran:\n`);
    for (const s of foreign) process.stdout.write(`    ${s.mnemonic} ${s.progressMessage ?? (s.listedOutputs ?? [])[0]}\n`);
    process.exit(1);
  }
  if (!spawns.some((s) => s.mnemonic === "DocPage")) {
    process.stdout.write("FAIL: the edited doc's DocPage action did not run\n");
    process.exit(1);
  }
  process.stdout.write("OK: only the edited doc's actions and the merges downstream of it ran.\n");
}

if (require.main === module) runMain(undefined, () => main(parseCheckArgs(process.argv.slice(2))), 2);
