/**
 * Proves that cutting a docs version reruns none of the other versions' doc actions, from
 * Bazel's execution log; in a throwaway clone only (cut_check.sh makes one), since it cuts:
 *   bazel run //tools/ci/incremental:cut_check -- [--target //tools/ci/versions:site]
 *     [--content tools/ci/versions] [--version 3.0]
 * Builds the site, cuts the version with `bazel run //tools/dev/version`, builds again with
 * --execution_log_json_file, and exits 1 if a DocPage, DocMeta, SearchIndex or ContentFiles
 * action of another version ran, or if a page of the new version's route table is missing.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SiteManifest } from "../../../contracts/data";
import { htmlFileOf } from "../../../contracts/paths";
import { versionDocsDir } from "../../../contracts/versionFiles";
import { parseToolArgs, runMain, UsageError } from "../../cli/cli";
import { type Spawn, parseExecutionLog } from "./check";
import { assertThrowaway } from "./commits";

/** The actions of a version's own targets: each reads only its version's docs and table. */
export const VERSION_MNEMONICS = ["DocPage", "DocMeta", "SearchIndex", "ContentFiles"];

/**
 * What names a version's own actions among their inputs and outputs: its targets' files
 * (`tools/ci/versions/site_v3.0_pages/…`) and its docs (`tools/ci/versions/versioned_docs/version-3.0/…`).
 * Not the pages' paths: the last version's are at /docs, where another version's were before.
 */
export function versionPathParts(target: string, content: string, version: string): string[] {
  const [pkg, site] = target.replace(/^\/\//, "").split(":");
  return [`/${pkg}/${site}_v${version}_`, `/${content}/${versionDocsDir(version)}/`];
}

/** Spawns of VERSION_MNEMONICS that read and wrote nothing of the new version's: another version's. */
export function otherVersionsActions(spawns: Spawn[], parts: string[]): Spawn[] {
  const own = (path: string) => parts.some((part) => `/${path}`.includes(part));
  return spawns.filter(
    (s) =>
      VERSION_MNEMONICS.includes(s.mnemonic ?? "") &&
      !(s.listedOutputs ?? []).some(own) &&
      !(s.inputs ?? []).some((input) => own(input.path)),
  );
}

function bazel(workspace: string, args: string[]): void {
  const result = spawnSync("bazel", args, { cwd: workspace, stdio: ["ignore", "inherit", "inherit"] });
  if (result.status !== 0) throw new Error(`bazel ${args.join(" ")} failed (exit ${result.status})`);
}

interface CutCheckArgs {
  target: string;
  content: string;
  version: string;
}

function parseCutCheckArgs(args: string[]): CutCheckArgs {
  const { values } = parseToolArgs("cut_check", {
    args,
    options: {
      target: { type: "string", default: "//tools/ci/versions:site" },
      content: { type: "string", default: "tools/ci/versions" },
      version: { type: "string", default: "3.0" },
    },
  });
  // Target names keep such a name as it is (version_target in versions.bzl).
  if (!/^[A-Za-z0-9.-]+$/.test(values.version))
    throw new UsageError("cut_check", `--version takes letters, digits, "." and "-", not "${values.version}"`);
  return values;
}

/** The pages of the new version's route table that its build did not write. */
function missingPages(
  workspace: string,
  { target, version }: CutCheckArgs,
): { table: SiteManifest; missing: string[] } {
  const bin = spawnSync("bazel", ["info", "bazel-bin"], { cwd: workspace, encoding: "utf8" }).stdout.trim();
  const [pkg, site] = target.replace(/^\/\//, "").split(":");
  const table = JSON.parse(readFileSync(join(bin, pkg, `${site}_v${version}_manifest.json`), "utf8")) as SiteManifest;
  const missing = table.docs
    .map((doc) => htmlFileOf(doc.route))
    .filter((file) => !existsSync(join(bin, pkg, site, file)));
  return { table, missing };
}

function main(args: CutCheckArgs): void {
  const workspace = process.env.BUILD_WORKSPACE_DIRECTORY ?? process.cwd();
  assertThrowaway(workspace);
  bazel(workspace, ["build", args.target]);
  bazel(workspace, ["run", "//tools/dev/version", "--", args.version, "--content", args.content]);
  const log = join(tmpdir(), `cut-check-${process.pid}.json`);
  bazel(workspace, ["build", args.target, `--execution_log_json_file=${log}`]);
  const spawns = parseExecutionLog(readFileSync(log, "utf8"));
  rmSync(log);
  process.stdout.write(`\nAfter cutting ${args.version}, ${spawns.length} actions ran:\n`);
  for (const s of spawns)
    process.stdout.write(`  ${(s.mnemonic ?? "?").padEnd(18)} ${(s.listedOutputs ?? [])[0] ?? ""}\n`);
  const others = otherVersionsActions(spawns, versionPathParts(args.target, args.content, args.version));
  const { table, missing } = missingPages(workspace, args);
  const failures = [
    ...others.map((s) => `${s.mnemonic} of another version ran: ${(s.listedOutputs ?? [])[0]}`),
    ...missing.map((file) => `version ${args.version}'s page ${file} was not built`),
    ...(spawns.some((s) => s.mnemonic === "DocPage") ? [] : [`no DocPage action of version ${args.version} ran`]),
  ];
  if (failures.length > 0) {
    process.stdout.write(`FAIL:\n${failures.map((line) => `    ${line}\n`).join("")}`);
    process.exit(1);
  }
  process.stdout.write(
    `OK: the cut ran only version ${args.version}'s doc actions; its ${table.docs.length} pages are under ${table.version.path}/.\n`,
  );
}

if (require.main === module) runMain("cut_check", () => main(parseCutCheckArgs(process.argv.slice(2))), 2);
