/** The link_check tool. Args: --out FILE LINKS_FILE... Prints warnings; never fails on them. */
import { readFileSync, writeFileSync } from "node:fs";
import type { LinkFacts } from "../../../contracts/data";
import { parseToolArgs, requireFlags, runMain, stringOptions } from "../../cli/cli";
import { expandParams } from "../worker/worker";
import { checkLinks, formatProblems } from "./check";

export interface LinkCheckArgs {
  out: string;
  linkFiles: string[];
}

export function parseLinkCheckArgs(args: string[]): LinkCheckArgs {
  const { values, positionals } = parseToolArgs("link_check", {
    args,
    options: stringOptions("out"),
    allowPositionals: true,
  });
  return { out: requireFlags("link_check", values, "out").out, linkFiles: positionals };
}

function main({ out, linkFiles }: LinkCheckArgs): void {
  const report = formatProblems(checkLinks(linkFiles.map((f) => JSON.parse(readFileSync(f, "utf8")) as LinkFacts)));
  writeFileSync(out, report);
  if (report) process.stderr.write(report);
}

if (require.main === module) runMain(undefined, () => main(parseLinkCheckArgs(expandParams(process.argv.slice(2)))));
