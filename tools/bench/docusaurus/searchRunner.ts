/**
 * Runs one engine's query timing in a fresh Node process, so neither engine's heap or JIT
 * state affects the other's figures:
 *   node searchRunner.js ours --dist DIR --queries FILE
 *   node searchRunner.js theirs --build DIR --bundle FILE --limit N --queries FILE
 * Prints one JSON LatencyReport.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { loadOurSearch } from "./ourSearch";
import { timeQueries, type LoadedSearch } from "./searchTiming";
import { loadTheirSearch } from "./theirSearch";

export type SearchRunnerArgs = { queries: string } & ({ engine: "ours"; dist: string } | { engine: "theirs"; build: string; bundle: string; limit: number });

const OPTIONS = {
  queries: { type: "string" },
  dist: { type: "string" },
  build: { type: "string" },
  bundle: { type: "string" },
  limit: { type: "string" },
} as const;

export function parseSearchRunnerArgs(args: string[]): SearchRunnerArgs {
  let parsed;
  try {
    parsed = parseArgs({ args, options: OPTIONS, allowPositionals: true });
  } catch (error) {
    throw new Error(`searchRunner: ${error instanceof Error ? error.message : String(error)}`);
  }
  const { values, positionals } = parsed;
  const option = (name: keyof typeof OPTIONS): string => {
    if (values[name] === undefined) throw new Error(`searchRunner: --${name} is required`);
    return values[name];
  };
  if (positionals.length !== 1 || (positionals[0] !== "ours" && positionals[0] !== "theirs")) throw new Error("searchRunner: first argument is ours or theirs");
  if (positionals[0] === "ours") return { engine: "ours", queries: option("queries"), dist: option("dist") };
  return { engine: "theirs", queries: option("queries"), build: option("build"), bundle: option("bundle"), limit: Number(option("limit")) };
}

async function main(options: SearchRunnerArgs): Promise<void> {
  const queries = JSON.parse(readFileSync(options.queries, "utf8")) as string[];
  const engine: LoadedSearch = options.engine === "ours" ? loadOurSearch(options.dist) : await loadTheirSearch(options.bundle, options.build, options.limit);
  process.stdout.write(JSON.stringify(await timeQueries(engine, queries)) + "\n");
}

if (require.main === module) {
  Promise.resolve()
    .then(() => main(parseSearchRunnerArgs(process.argv.slice(2))))
    .catch((error) => {
      process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    });
}
