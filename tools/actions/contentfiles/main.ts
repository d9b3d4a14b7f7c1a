/**
 * The content_files build step: copies the files beside the docs of one folder into the
 * site, under the names contentFiles.ts gives them.
 *   --out DIR (PATH FILE)...   PATH is the file's path under the content root.
 */
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseToolArgs, requireFlags, stringOptions, UsageError } from "../../cli/cli";
import { runWorker } from "../worker/worker";
import { hashedName } from "./contentFiles";

export function handle(args: string[]): string {
  const { values, positionals } = parseToolArgs("content_files", {
    args,
    options: stringOptions("out"),
    allowPositionals: true,
  });
  const { out } = requireFlags("content_files", values, "out");
  if (positionals.length % 2 !== 0) throw new UsageError("content_files", "files come in pairs: PATH FILE");
  mkdirSync(out, { recursive: true });
  for (let i = 0; i < positionals.length; i += 2) {
    const [path, file] = [positionals[i], positionals[i + 1]];
    copyFileSync(file, join(out, hashedName(path, readFileSync(file))));
  }
  return "";
}

if (require.main === module) runWorker(handle);
