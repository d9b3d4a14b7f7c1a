/** The link_check tool. Args: --out FILE LINKS_FILE... Prints warnings; never fails on them. */
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import type { LinkFacts } from "../../../contracts/data";
import { expandParams } from "../worker/worker";
import { checkLinks, formatProblems } from "./check";

export interface LinkCheckArgs {
  out: string;
  linkFiles: string[];
}

export function parseLinkCheckArgs(args: string[]): LinkCheckArgs {
  let parsed;
  try {
    parsed = parseArgs({ args, options: { out: { type: "string" } }, allowPositionals: true });
  } catch (error) {
    throw new Error(`link_check: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (parsed.values.out === undefined) throw new Error("link_check: missing --out");
  return { out: parsed.values.out, linkFiles: parsed.positionals };
}

function main({ out, linkFiles }: LinkCheckArgs): void {
  const report = formatProblems(checkLinks(linkFiles.map((f) => JSON.parse(readFileSync(f, "utf8")) as LinkFacts)));
  writeFileSync(out, report);
  if (report) process.stderr.write(report);
}

if (require.main === module) {
  try {
    main(parseLinkCheckArgs(expandParams(process.argv.slice(2))));
  } catch (error) {
    process.stderr.write((error instanceof Error ? error.message : String(error)) + "\n");
    process.exit(1);
  }
}
