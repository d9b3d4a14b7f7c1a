/**
 * Runs one engine's query timing in a fresh Node process, so neither engine's heap or JIT
 * state affects the other's figures:
 *   node searchRunner.js ours --dist DIR --queries FILE
 *   node searchRunner.js theirs --build DIR --bundle FILE --limit N --queries FILE
 * Prints one JSON LatencyReport.
 */
import { readFileSync } from "node:fs";
import { loadOurSearch } from "./ourSearch";
import { timeQueries, type LoadedSearch } from "./searchTiming";
import { loadTheirSearch } from "./theirSearch";

async function main(args: string[]): Promise<void> {
  const option = (flag: string): string => {
    const at = args.indexOf(flag);
    if (at < 0 || at + 1 >= args.length) throw new Error(`searchRunner: ${flag} is required`);
    return args[at + 1];
  };
  const queries = JSON.parse(readFileSync(option("--queries"), "utf8")) as string[];
  let engine: LoadedSearch;
  if (args[0] === "ours") engine = loadOurSearch(option("--dist"));
  else if (args[0] === "theirs") engine = await loadTheirSearch(option("--bundle"), option("--build"), Number(option("--limit")));
  else throw new Error("searchRunner: first argument is ours or theirs");
  process.stdout.write(JSON.stringify(await timeQueries(engine, queries)) + "\n");
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
