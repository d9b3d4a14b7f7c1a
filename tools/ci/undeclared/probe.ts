/**
 * The hermeticity probe: a build action's tool that reads the files and loads the npm
 * packages it is told to. CI builds probes that name a file or package they did not declare
 * and expects each build to fail (tools/ci/undeclared.sh): what the local sandbox catches
 * is what a remote executor would. Runs once or as a persistent worker.
 * Args: --out FILE [--read PATH]... [--require PACKAGE]...
 */
import { readFileSync, writeFileSync } from "node:fs";
import { runWorker } from "../../actions/worker/worker";

export function probe(args: string[]): string {
  let out = "";
  const lines: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const value = args[++i];
    switch (args[i - 1]) {
      case "--out":
        out = value;
        break;
      // Node's own errors (ENOENT, MODULE_NOT_FOUND) say which file or package was missing.
      case "--read":
        lines.push(`read ${value}: ${readFileSync(value, "utf8").length} characters`);
        break;
      case "--require":
        lines.push(`require ${value}: ${typeof require(value)}`);
        break;
      default:
        throw new Error(`probe: unexpected argument ${args[i - 1]}`);
    }
  }
  if (!out) throw new Error("probe: missing --out");
  writeFileSync(out, lines.join("\n") + "\n");
  return "";
}

if (require.main === module) runWorker((args) => probe(args));
