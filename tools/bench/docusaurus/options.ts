/**
 * Command line of the benchmark: `bazel run //tools/bench -- --docs 100,1000,10000 --runs 3,3,1`,
 * or, for docs versions, `bazel run //tools/bench -- --docs 1000 --versions 5`; `--folder-docs N`
 * builds corpora whose folders hold N docs each (`--docs 100000 --folder-docs 12500`).
 */
import { parseToolArgs, stringOptions, UsageError } from "../../cli/cli";

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
  /** Docs versions, current included (the versioned mode; one --docs value then), or null. */
  versions: number | null;
  /** Docs in every folder of the corpus (large flat folders, issue 41), or null for the default layout. */
  folderDocs: number | null;
}

export const USAGE = `usage: bazel run //tools/bench -- [--docs 100,1000,10000] [--runs 3 | --runs 3,3,1]
                                [--timeout-min 20] [--our-timeout-min 60] [--scratch DIR] [--out tools/bench/docusaurus/results.md]
                                [--folder-docs N]
       bazel run //tools/bench -- --docs 1000 --versions 5 [--runs 3] [--timeout-min 40] [...]`;

function positiveInts(text: string, flag: string): number[] {
  const values = text.split(",").map((part) => Number(part.trim()));
  if (values.length === 0 || values.some((v) => !Number.isInteger(v) || v < 1))
    throw new UsageError("bench", `${flag} needs positive whole numbers, comma-separated`);
  return values;
}

const OPTIONS = stringOptions(
  "docs",
  "runs",
  "timeout-min",
  "our-timeout-min",
  "scratch",
  "out",
  "versions",
  "folder-docs",
);

/** --versions N: a count of at least 2 (current and one cut version), with one corpus size. */
function versionsOf(text: string | undefined, docs: number[]): number | null {
  if (text === undefined) return null;
  const [versions] = positiveInts(text, "--versions");
  if (versions < 2 || text.includes(","))
    throw new UsageError("bench", "--versions takes one count of docs versions, current included: at least 2");
  if (docs.length !== 1) throw new UsageError("bench", "--versions measures one corpus size: give one --docs value");
  return versions;
}

export function parseOptions(args: string[]): BenchOptions {
  const { values } = parseToolArgs("bench", { args, options: OPTIONS });
  const defaultDocs = values.versions === undefined ? [100, 1000, 10000] : [1000];
  const docs = values.docs === undefined ? defaultDocs : positiveInts(values.docs, "--docs");
  const versions = versionsOf(values.versions, docs);
  let runs = values.runs === undefined ? [3] : positiveInts(values.runs, "--runs");
  if (runs.length === 1) runs = docs.map(() => runs[0]);
  if (runs.length !== docs.length) throw new UsageError("bench", "--runs takes one number, or one per --docs value");
  if (values["folder-docs"] !== undefined && versions !== null)
    throw new UsageError("bench", "--folder-docs is for the sizes mode: leave out --versions");
  return {
    docs,
    runs,
    timeoutMinutes: values["timeout-min"] === undefined ? 20 : positiveInts(values["timeout-min"], "--timeout-min")[0],
    ourTimeoutMinutes:
      values["our-timeout-min"] === undefined ? 60 : positiveInts(values["our-timeout-min"], "--our-timeout-min")[0],
    scratch: values.scratch ?? null,
    out: values.out ?? "tools/bench/docusaurus/results.md",
    versions,
    folderDocs: values["folder-docs"] === undefined ? null : positiveInts(values["folder-docs"], "--folder-docs")[0],
  };
}
