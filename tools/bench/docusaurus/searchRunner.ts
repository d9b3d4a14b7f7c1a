/**
 * Runs one engine's query timing in a fresh Node process, so neither engine's heap or JIT
 * state affects the other's figures:
 *   node searchRunner.js ours --dist DIR --queries FILE
 *   node searchRunner.js theirs --build DIR --bundle FILE --limit N --queries FILE
 * Prints one JSON LatencyReport.
 */
import { readFileSync } from "node:fs";
import { parseToolArgs, requireFlags, runMain, stringOptions, UsageError } from "../../cli/cli";
import { loadOurSearch } from "./ourSearch";
import { timeQueries, type LoadedSearch } from "./searchTiming";
import { loadTheirSearch } from "./theirSearch";

export type SearchRunnerArgs = { queries: string } & (
  | { engine: "ours"; dist: string }
  | { engine: "theirs"; build: string; bundle: string; limit: number }
);

const OPTIONS = stringOptions("queries", "dist", "build", "bundle", "limit");

export function parseSearchRunnerArgs(args: string[]): SearchRunnerArgs {
  const { values, positionals } = parseToolArgs("searchRunner", { args, options: OPTIONS, allowPositionals: true });
  if (positionals.length !== 1 || (positionals[0] !== "ours" && positionals[0] !== "theirs"))
    throw new UsageError("searchRunner", "first argument is ours or theirs");
  if (positionals[0] === "ours") {
    const { queries, dist } = requireFlags("searchRunner", values, "queries", "dist");
    return { engine: "ours", queries, dist };
  }
  const { queries, build, bundle, limit } = requireFlags("searchRunner", values, "queries", "build", "bundle", "limit");
  return { engine: "theirs", queries, build, bundle, limit: Number(limit) };
}

async function main(options: SearchRunnerArgs): Promise<void> {
  const queries = JSON.parse(readFileSync(options.queries, "utf8")) as string[];
  const engine: LoadedSearch =
    options.engine === "ours"
      ? loadOurSearch(options.dist)
      : await loadTheirSearch(options.bundle, options.build, options.limit);
  process.stdout.write(JSON.stringify(await timeQueries(engine, queries)) + "\n");
}

if (require.main === module) runMain(undefined, () => main(parseSearchRunnerArgs(process.argv.slice(2))));
