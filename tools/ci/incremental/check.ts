/**
 * Proves a one-doc edit is local, from Bazel's own execution log and the files it left:
 *   bazel run //tools/ci/incremental -- [--target //:dist] [--doc content/docs/faq/index.md] [--commit]
 * Builds the target, appends a paragraph to the doc's body and builds again, twice (the
 * second time with --execution_log_json_file), restores the doc, and prints how many
 * actions ran and which. Exits 1 if the DocPage action of a group without the doc ran, or
 * if the doc's group action wrote another doc's files anew: its worker compiles the edited
 * doc alone and links the others' files back (their section texts too, in the group's folder),
 * so they keep their inodes across the edit.
 * With `--commit` (in a throwaway clone only, commits.ts) each edit is committed: it also
 * fails unless the doc's "Last updated" became its new commit's date and no other page's
 * changed, and unless a commit that touches no doc then runs no DocPage action.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import type { PageFile, ShardLine } from "../../../contracts/data";
import { htmlFileOf, markdownUrlOf, pageDataFileOf, routeFromDocPath, routeKey } from "../../../contracts/paths";
import { versionDocPath, versionedRoute, versionRouteBase } from "../../../contracts/versions";
import { JsonObjectSplitter } from "../../actions/worker/worker";
import { parseToolArgs, runMain } from "../../cli/cli";
import { assertThrowaway, changedDates, commitDoc, commitUnrelated, lastCommitDate, lastUpdates } from "./commits";

export interface Spawn {
  mnemonic?: string;
  progressMessage?: string;
  actualOutputs?: { path: string }[];
  inputs?: { path: string }[];
  listedOutputs?: string[];
  runner?: string;
  remoteCacheHit?: boolean;
}

/** The executed spawns of a Bazel JSON execution log (a stream of JSON objects). */
export function parseExecutionLog(text: string): Spawn[] {
  return new JsonObjectSplitter().push(text).map((object) => JSON.parse(object) as Spawn);
}

/**
 * A doc's path in its version and its route: a cut version's doc
 * (`versioned_docs/version-1.0/a.md`) is `docs/a.md` of version 1.0, at `/docs/1.0/a` (the
 * version's default path).
 */
export function docPlace(docPath: string): { byPath: string; route: string } {
  const version = /^versioned_docs\/version-([^/]+)\//.exec(docPath);
  if (!version) return { byPath: `/${docPath}.`, route: routeFromDocPath(docPath) };
  const virtual = versionDocPath(docPath, version[0].slice(0, -1))!;
  const route = versionedRoute(routeFromDocPath(virtual), versionRouteBase(version[1]));
  // Files named by doc path are in the version's pages target (`site_v1.0_pages/docs/a.md.page.json`).
  return { byPath: `_v${version[1]}_pages/${virtual}.`, route };
}

/** Whether output `path` (execroot-relative) is one of `docPath`'s own files: by doc path
 * (a doc that lost its route keeps its files there), or its page data, HTML and Markdown by
 * route. Its section texts are in its group's folder, with its neighbours' (ownTextFiles). */
export function isDocsOutput(path: string, docPath: string): boolean {
  const { byPath, route } = docPlace(docPath);
  const own = [byPath, "/" + pageDataFileOf(route), "/" + htmlFileOf(route)];
  return own.some((part) => (path + "/").includes(part)) || path.endsWith(markdownUrlOf(route));
}

/** The names of the section text files that the doc on `route` names, from its group's shards file (a shard a line). */
export function ownTextFiles(shardsFile: string, route: string): Set<string> {
  const names = new Set<string>();
  for (const line of shardsFile.split("\n")) {
    if (line === "") continue;
    const shard = JSON.parse(line) as ShardLine;
    if (routeKey(shard.route) !== routeKey(route)) continue;
    for (const { f } of shard.documents) if (f !== undefined) names.add(basename(f));
  }
  return names;
}

/** DocPage spawns that compiled a group without `docPath`. */
export function foreignDocActions(spawns: Spawn[], docPath: string): Spawn[] {
  return spawns.filter(
    (s) => s.mnemonic === "DocPage" && !(s.listedOutputs ?? []).some((o) => isDocsOutput(o, docPath)),
  );
}

/**
 * Whether output `path` is one of a group's own files, written with any of its docs: its
 * search shards and link facts (a line per doc), and its list of the files beside the docs
 * it did not use.
 */
export function isGroupFile(path: string): boolean {
  return path.endsWith(".shards.json") || path.endsWith(".links.json") || path.endsWith(".unused");
}

/**
 * The inode of every file the DocPage spawns wrote that is not `docPath`'s nor one of its
 * group's files (a folder's files one by one, the doc's own section texts left out).
 */
function othersInodes(execroot: string, spawns: Spawn[], docPath: string): Map<string, number> {
  const docPage = spawns.filter((s) => s.mnemonic === "DocPage");
  const { route } = docPlace(docPath);
  const ownTexts = new Set(
    docPage.flatMap((s) =>
      (s.listedOutputs ?? [])
        .filter((o) => o.endsWith(".shards.json"))
        .flatMap((o) => [...ownTextFiles(readFileSync(join(execroot, o), "utf8"), route)]),
    ),
  );
  // The edited doc's part of the route table, in its group's folder of parts, is its own file too.
  const ownPart = docPage
    .flatMap((s) => s.listedOutputs ?? [])
    .filter((o) => o.endsWith("/" + pageDataFileOf(route)))
    .map((o) => (JSON.parse(readFileSync(join(execroot, o), "utf8")) as PageFile | null)?.table)
    .flatMap((table) => (table && "part" in table ? [table.part] : []));
  const inodes = new Map<string, number>();
  const visit = (path: string) => {
    const stat = statSync(join(execroot, path));
    if (stat.isDirectory()) for (const name of readdirSync(join(execroot, path))) visit(`${path}/${name}`);
    else if (!ownTexts.has(basename(path)) && !ownPart.some((part) => path.endsWith(part))) inodes.set(path, stat.ino);
  };
  for (const s of docPage)
    for (const o of s.listedOutputs ?? []) if (!isDocsOutput(o, docPath) && !isGroupFile(o)) visit(o);
  return inodes;
}

/** Files whose inode is not the one they had: written anew, not linked back. */
export function rewritten(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...before].filter(([path, inode]) => after.get(path) !== inode).map(([path]) => path);
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
  /** Commit each edit (a throwaway clone only). */
  commit: boolean;
}

const OPTIONS = {
  target: { type: "string", default: "//:dist" },
  doc: { type: "string", default: "content/docs/faq/index.md" },
  "content-root": { type: "string", default: "content" },
  commit: { type: "boolean", default: false },
} as const;

export function parseCheckArgs(args: string[]): CheckArgs {
  const { values } = parseToolArgs(
    "incremental",
    { args, options: OPTIONS },
    "use --target LABEL --doc FILE --content-root DIR [--commit]",
  );
  return { target: values.target, doc: values.doc, contentRoot: values["content-root"], commit: values.commit };
}

/** Builds twice with the doc edited (one paragraph appended, then two; each given to `edited`
 * before its build), each build logged and handed to `after`; restores the doc. Returns the
 * second build's time. */
function editedBuilds(
  workspace: string,
  target: string,
  file: string,
  after: (spawns: Spawn[]) => void,
  edited: (edit: number) => void = () => {},
): number {
  const original = readFileSync(file);
  const log = join(tmpdir(), `incremental-${process.pid}.json`);
  let seconds = 0;
  try {
    for (const edit of [1, 2]) {
      const paragraphs = Array.from(
        { length: edit },
        (_, i) => `\n\nEdit ${i + 1} made by the incremental check at ${Date.now()}.\n`,
      );
      writeFileSync(file, Buffer.concat([original, Buffer.from(paragraphs.join(""))]));
      edited(edit);
      seconds = bazel(workspace, ["build", target, `--execution_log_json_file=${log}`]);
      after(parseExecutionLog(readFileSync(log, "utf8")));
    }
  } finally {
    writeFileSync(file, original);
  }
  return seconds;
}

function report(target: string, doc: string, spawns: Spawn[], times: string): void {
  const counts = new Map<string, number>();
  for (const s of spawns) counts.set(s.mnemonic ?? "?", (counts.get(s.mnemonic ?? "?") ?? 0) + 1);
  process.stdout.write(
    `\nIncremental check of ${target}, editing ${doc}\n  ${times}\n  ${spawns.length} actions ran after the edit:\n`,
  );
  for (const s of spawns)
    process.stdout.write(
      `    ${(s.mnemonic ?? "?").padEnd(18)} ${s.progressMessage ?? (s.listedOutputs ?? [])[0] ?? ""}\n`,
    );
  process.stdout.write(`  by mnemonic: ${[...counts].map(([m, n]) => `${m} ${n}`).join(", ")}\n`);
}

function fail(message: string, lines: string[] = []): never {
  process.stdout.write(`FAIL: ${message}\n${lines.map((line) => `    ${line}\n`).join("")}`);
  process.exit(1);
}

function bazelInfo(workspace: string, key: string): string {
  return spawnSync("bazel", ["info", key], { cwd: workspace, encoding: "utf8" }).stdout.trim();
}

/** The site folder a target builds: `//:dist` → bazel-bin/dist. */
function siteDirOf(workspace: string, target: string): string {
  return join(bazelInfo(workspace, "bazel-bin"), target.replace(/^\/\//, "").replace(":", "/"));
}

/** --commit: only the doc's date changed, to its new commit's; then a commit of no doc runs no DocPage action. */
function checkCommits(
  workspace: string,
  target: string,
  [doc, docPath]: [string, string],
  datesBefore: Map<string, string>,
): void {
  const siteDir = siteDirOf(workspace, target);
  // The doc is restored but not committed: its date is still its last commit's.
  const changed = changedDates(datesBefore, lastUpdates(siteDir));
  const own = pageDataFileOf(docPlace(docPath).route);
  const date = JSON.parse(readFileSync(join(siteDir, own), "utf8")).lastUpdate?.date;
  if (changed.length !== 1 || changed[0] !== own)
    fail(`a one-doc commit should change ${own}'s "Last updated" only; changed:`, changed);
  if (date !== lastCommitDate(workspace, doc))
    fail(`${own} says it was last updated ${date}, its last commit is of ${lastCommitDate(workspace, doc)}`);
  commitUnrelated(workspace);
  const log = join(tmpdir(), `incremental-unrelated-${process.pid}.json`);
  const seconds = bazel(workspace, ["build", target, `--execution_log_json_file=${log}`]);
  const spawns = parseExecutionLog(readFileSync(log, "utf8"));
  report(target, "no doc (a commit of another file)", spawns, `build ${seconds.toFixed(1)} s`);
  const docActions = spawns.filter((s) => s.mnemonic === "DocPage");
  if (docActions.length > 0) fail(`a commit that touches no doc ran ${docActions.length} DocPage actions`);
  process.stdout.write(
    `OK: the commit changed ${own}'s date only (${date}); a commit of no doc ran no DocPage action.\n`,
  );
}

function main({ target, doc, contentRoot, commit }: CheckArgs): void {
  const workspace = process.env.BUILD_WORKSPACE_DIRECTORY ?? process.cwd();
  if (commit) assertThrowaway(workspace);
  const docPath = doc.slice(contentRoot.length + 1);
  const warm = bazel(workspace, ["build", target]);
  const execroot = bazelInfo(workspace, "execution_root");
  const datesBefore = commit ? lastUpdates(siteDirOf(workspace, target)) : new Map<string, string>();
  // The first edit's build leaves the group's files; the second must link the others' back.
  const runs: { spawns: Spawn[]; inodes: Map<string, number> }[] = [];
  const edited = editedBuilds(
    workspace,
    target,
    join(workspace, doc),
    (spawns) => runs.push({ spawns, inodes: othersInodes(execroot, spawns, docPath) }),
    (edit) => commit && commitDoc(workspace, doc, edit),
  );
  const [{ inodes: before }, { spawns }] = runs;
  const again = rewritten(before, runs[1].inodes);
  const restored = bazel(workspace, ["build", target]);
  report(
    target,
    doc,
    spawns,
    `warm build ${warm.toFixed(1)} s; after the edit ${edited.toFixed(1)} s; after restoring ${restored.toFixed(1)} s`,
  );
  const foreign = foreignDocActions(spawns, docPath);
  if (foreign.length > 0)
    fail(
      `${foreign.length} actions of groups without the doc ran:`,
      foreign.map((s) => `${s.mnemonic} ${s.progressMessage ?? (s.listedOutputs ?? [])[0]}`),
    );
  if (!spawns.some((s) => s.mnemonic === "DocPage")) fail("the edited doc's DocPage action did not run");
  if (again.length > 0)
    fail(
      `the doc's group action wrote ${again.length} files of other docs anew (compiled them again):`,
      again.slice(0, 10),
    );
  process.stdout.write(
    `OK: only the edited doc's actions and the merges downstream of it ran; its group's other ${before.size} files are the same inodes (linked back, not compiled again).\n`,
  );
  if (commit) checkCommits(workspace, target, [doc, docPath], datesBefore);
}

if (require.main === module) runMain(undefined, () => main(parseCheckArgs(process.argv.slice(2))), 2);
