/**
 * The link_check tool. Args: --out FILE [--renderer FILE] [--severity warn|throw]
 * [--versions JSON] LINKS_FILE...
 * A links file is a JSON list of pages' link facts (contracts/data.ts LinkFacts): a group
 * of docs' (doc_page) or the generated index pages' (prerender).
 * Prints the broken links and anchors, duplicate routes and doc warnings. They are warnings
 * unless the site configuration's onBrokenLinks (read through the renderer bundle) or
 * `--severity` says "throw": then broken links and anchors fail the build, every one listed.
 * `--versions` lists the site's docs versions (`[{name, label, path, isLast}]`, Docusaurus's
 * order): a broken link then names the version that lacks the page and where another has it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import type { LinkFacts } from "../../../contracts/data";
import { parseToolArgs, requireFlags, runMain, stringOptions, UsageError } from "../../cli/cli";
import { loadRendererBundle } from "../prerender/siteRenderer";
import { expandParams } from "../worker/worker";
import { checkLinks, failsBuild, formatProblems, type Severity } from "./check";
import type { LinkVersion } from "./versionedLinks";

export interface LinkCheckArgs {
  out: string;
  linkFiles: string[];
  renderer?: string;
  severity?: Severity;
  versions?: LinkVersion[];
}

/** `--versions`: a JSON list of `{name, label, path, isLast?}`, as docs_site writes it. */
function parseVersions(text: string): LinkVersion[] {
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    list = undefined;
  }
  const valid = (v: unknown): v is LinkVersion =>
    typeof v === "object" &&
    v !== null &&
    ["name", "label", "path"].every((key) => typeof (v as Record<string, unknown>)[key] === "string");
  if (!Array.isArray(list) || !list.every(valid))
    throw new UsageError("link_check", `--versions is a JSON list of {name, label, path, isLast}, not ${text}`);
  return list;
}

export function parseLinkCheckArgs(args: string[]): LinkCheckArgs {
  const { values, positionals } = parseToolArgs("link_check", {
    args,
    options: stringOptions("out", "renderer", "severity", "versions"),
    allowPositionals: true,
  });
  const { severity, renderer, versions } = values;
  if (severity !== undefined && severity !== "warn" && severity !== "throw")
    throw new UsageError("link_check", `--severity is "warn" or "throw", not "${severity}"`);
  return {
    out: requireFlags("link_check", values, "out").out,
    linkFiles: positionals,
    ...(renderer !== undefined ? { renderer } : {}),
    ...(severity !== undefined ? { severity } : {}),
    ...(versions !== undefined ? { versions: parseVersions(versions) } : {}),
  };
}

/** The severity asked for, else the site configuration's, else the spec's "warn". */
function severityOf({ severity, renderer }: LinkCheckArgs): Severity {
  return severity ?? (renderer ? loadRendererBundle(renderer).buildConfig().onBrokenLinks : "warn");
}

function main(args: LinkCheckArgs): void {
  const severity = severityOf(args);
  // A file lists pages' facts: a group of docs', or the generated index pages'.
  const problems = checkLinks(
    args.linkFiles.flatMap((f) => JSON.parse(readFileSync(f, "utf8")) as LinkFacts[]),
    args.versions,
  );
  const report = formatProblems(problems, severity);
  writeFileSync(args.out, report);
  if (report) process.stderr.write(report);
  if (failsBuild(problems, severity)) process.exitCode = 1;
}

if (require.main === module) runMain(undefined, () => main(parseLinkCheckArgs(expandParams(process.argv.slice(2)))));
