/**
 * The commit mode of the incremental check (`--commit`): each edit is committed, so the
 * doc's last commit, and its "Last updated" date, change with it. Run only in a throwaway
 * clone (tools/ci/checks.sh makes one and marks it with `git config incremental.throwaway
 * true`): this mode writes commits.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { PageData } from "../../../contracts/data";

function git(workspace: string, args: string[]): string {
  const result = spawnSync("git", args, { cwd: workspace, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${args.join(" ")} failed: ${result.stderr}`);
  return result.stdout.trim();
}

/** Fails unless the workspace is a clone marked as throwaway: the check never commits to a real repository. */
export function assertThrowaway(workspace: string): void {
  const marked = spawnSync("git", ["config", "--get", "incremental.throwaway"], { cwd: workspace, encoding: "utf8" });
  if (marked.stdout.trim() !== "true")
    throw new Error(
      `${workspace} is not marked as a throwaway clone (git config incremental.throwaway true): --commit writes commits`,
    );
}

/** Commits the doc as it is now. */
export function commitDoc(workspace: string, doc: string, edit: number): void {
  git(workspace, ["commit", "--quiet", "-m", `Incremental check: edit ${edit}`, "--", doc]);
}

/** Commits a file that is not a doc: no doc's date changes, so no DocPage action may run. */
export function commitUnrelated(workspace: string): void {
  writeFileSync(join(workspace, "incremental-unrelated.txt"), `${Date.now()}\n`);
  git(workspace, ["add", "incremental-unrelated.txt"]);
  git(workspace, ["commit", "--quiet", "-m", "Incremental check: a commit that touches no doc"]);
}

/** The ISO date of the last commit that touched `doc`, as git_dates and the compiler write it. */
export function lastCommitDate(workspace: string, doc: string): string {
  return new Date(Number(git(workspace, ["log", "-1", "--format=%ct", "--", doc])) * 1000).toISOString();
}

/** Every page's "Last updated" in a built site folder, by page data file. */
export function lastUpdates(siteDir: string): Map<string, string> {
  const dates = new Map<string, string>();
  const pages = join(siteDir, "_page");
  for (const name of readdirSync(pages, { recursive: true, encoding: "utf8" }).sort()) {
    if (!name.endsWith(".json")) continue;
    const page = JSON.parse(readFileSync(join(pages, name), "utf8")) as PageData | null;
    dates.set(join("_page", name), JSON.stringify(page?.lastUpdate ?? null));
  }
  return dates;
}

/** The pages whose "Last updated" is not what it was. */
export function changedDates(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([path, date]) => before.get(path) !== date).map(([path]) => path);
}
