/**
 * Cuts a docs version, as `docusaurus docs:version 1.2` does:
 *   bazel run //tools/dev/version -- 1.2 [--content content]
 * (cut.ts), then runs `bazel sync` so that the doc_versions and doc_routes repository rules
 * read the new files, and says what it wrote.
 */
import { isAbsolute } from "node:path";
import { parseToolArgs, runMain, UsageError } from "../../cli/cli";
import { syncCommand, syncRepositories } from "../sync/sync";
import { type CutResult, cutVersion } from "./cut";

const USAGE = "usage: bazel run //tools/dev/version -- NAME [--content content]";

/** doc_versions reads versions.json; doc_routes the front matter of the copied docs that move their route. */
const REPOSITORIES = ["doc_versions", "doc_routes"];

export interface VersionArgs {
  name: string;
  content: string;
}

export function parseVersionArgs(args: string[]): VersionArgs {
  const { values, positionals } = parseToolArgs("version", {
    args,
    options: { content: { type: "string", default: "content" } },
    allowPositionals: true,
  });
  if (positionals.length === 0) throw new Error("error: no version name: bazel run //tools/dev/version -- 1.2");
  if (positionals.length > 1)
    throw new UsageError("version", `one version name, not ${positionals.length} (${positionals.join(", ")})`);
  const content = values.content.replace(/\/+$/, "");
  if (!content || isAbsolute(content) || content.split("/").includes(".."))
    throw new UsageError("version", `--content is a folder of the workspace, such as content, not "${values.content}"`);
  return { name: positionals[0], content };
}

/** What the cut wrote, and what it left out of the sidebars. */
export function report(name: string, result: CutResult): string {
  const lines = [
    `[docs]: version ${name} created!`,
    `  ${result.docsDir}/ (${result.files} files copied from docs/)`,
    result.sidebarsFile
      ? `  ${result.sidebarsFile}`
      : "  (no versioned sidebars file: the sidebars are {}, as Docusaurus writes none)",
    `  ${result.versionsFile} (${name} first)`,
  ];
  if (result.leftOut.length > 0)
    lines.push(
      `Left out of version ${name}'s sidebars, as docs/ does not hold them (the build makes them, as it makes the API reference): ${result.leftOut.join(", ")}.`,
      `Links of version ${name} to them lead to the version served at /docs.`,
    );
  return lines.join("\n");
}

/** The hint after a cut: what the next build runs. */
export function hint(name: string): string {
  return (
    `No other version rebuilds: version ${name} gets targets of its own, and the others' pages keep their inputs.\n` +
    `/docs serves docs_site's last_version: by Docusaurus's default the newest cut version. Set last_version = "current" ` +
    "in docs_site if current must stay at /docs (the default also reruns every version's banner on each cut)."
  );
}

function main({ name, content }: VersionArgs): void {
  const workspace = process.env.BUILD_WORKSPACE_DIRECTORY ?? process.cwd();
  const result = cutVersion({ workspace, content, name });
  process.stdout.write(`${report(name, result)}\n`);
  const command = syncCommand(REPOSITORIES);
  process.stdout.write(`Running ${command}, so that the build reads the new files:\n`);
  const outcome = syncRepositories(workspace, REPOSITORIES, false);
  if ("locked" in outcome)
    process.stdout.write(`Bazel is busy with another command: run ${command} before the next build.\n`);
  if ("failed" in outcome)
    throw new Error(
      `error: ${command} failed (exit ${outcome.failed}): version ${name} is cut; fix what Bazel said, then run it again`,
    );
  process.stdout.write(`${hint(name)}\n`);
}

if (require.main === module) runMain("version", () => main(parseVersionArgs(process.argv.slice(2))), 1, USAGE);
