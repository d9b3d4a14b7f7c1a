/** Command line of the benchmark: `bazel run //tools/bench -- --docs 100,1000,10000 --runs 3,3,1`. */

export interface BenchOptions {
  docs: number[];
  /** Runs per N (same length as docs). */
  runs: number[];
  /** Docusaurus's limit per build; at 10,000 docs it may never finish. */
  timeoutMinutes: number;
  /** Ours: long, so a slow build still gives its real time. */
  ourTimeoutMinutes: number;
  /** Where installs, output bases, caches and logs go; null for the default. */
  scratch: string | null;
  /** The Markdown results file, relative to the workspace. */
  out: string;
}

export const USAGE = `usage: bazel run //tools/bench -- [--docs 100,1000,10000] [--runs 3 | --runs 3,3,1]
                                [--timeout-min 20] [--our-timeout-min 60] [--scratch DIR] [--out tools/bench/docusaurus/results.md]`;

export class UsageError extends Error {}

function positiveInts(text: string, flag: string): number[] {
  const values = text.split(",").map((part) => Number(part.trim()));
  if (values.length === 0 || values.some((v) => !Number.isInteger(v) || v < 1)) throw new UsageError(`${flag} needs positive whole numbers, comma-separated`);
  return values;
}

export function parseOptions(args: string[]): BenchOptions {
  let docs = [100, 1000, 10000];
  let runs: number[] = [3];
  let timeoutMinutes = 20;
  let ourTimeoutMinutes = 60;
  let scratch: string | null = null;
  let out = "tools/bench/docusaurus/results.md";
  for (let k = 0; k < args.length; k++) {
    const flag = args[k];
    const next = () => {
      if (k + 1 >= args.length) throw new UsageError(`${flag} needs a value`);
      return args[++k];
    };
    if (flag === "--docs") docs = positiveInts(next(), flag);
    else if (flag === "--runs") runs = positiveInts(next(), flag);
    else if (flag === "--timeout-min") timeoutMinutes = positiveInts(next(), flag)[0];
    else if (flag === "--our-timeout-min") ourTimeoutMinutes = positiveInts(next(), flag)[0];
    else if (flag === "--scratch") scratch = next();
    else if (flag === "--out") out = next();
    else throw new UsageError(`unknown argument ${flag}`);
  }
  if (runs.length === 1) runs = docs.map(() => runs[0]);
  if (runs.length !== docs.length) throw new UsageError("--runs takes one number, or one per --docs value");
  return { docs, runs, timeoutMinutes, ourTimeoutMinutes, scratch, out };
}
