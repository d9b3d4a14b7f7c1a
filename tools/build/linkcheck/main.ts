/** The link_check tool. Args: --out FILE LINKS_FILE... Prints warnings; never fails on them. */
import { readFileSync, writeFileSync } from "node:fs";
import type { LinkFacts } from "../../../contracts/data";
import { expandParams } from "../worker/worker";
import { checkLinks, formatProblems } from "./check";

function main(args: string[]): void {
  const outAt = args.indexOf("--out");
  const out = args[outAt + 1];
  const files = args.filter((_, i) => i !== outAt && i !== outAt + 1);
  const report = formatProblems(checkLinks(files.map((f) => JSON.parse(readFileSync(f, "utf8")) as LinkFacts)));
  writeFileSync(out, report);
  if (report) process.stderr.write(report);
}

if (require.main === module) main(expandParams(process.argv.slice(2)));
