/**
 * The search benchmarks' one results file: the Node.js benchmark (bench.ts) and the one in
 * Chromium (browserbench.ts) each rewrite their own section of it with their latest report,
 * headed by the date, the machine and the commit measured.
 */
import { type RunFacts, type SectionLayout, writeResultsSection } from "../stats/runFacts";

export const RESULTS_FILE = "tools/bench/search/results.md";

export const RESULTS_LAYOUT: SectionLayout = {
  title: "Search benchmarks: latest results",
  intro: "Two programs write this file, each its own section, so each section has its own date, machine and commit.",
  sections: [
    {
      id: "node",
      heading: "Index bytes, search bytes and query latency (Node.js)",
      command: "bazel run //tools/bench/search",
    },
    { id: "browser", heading: "Search in headless Chromium", command: "bazel run //tools/bench/search:browser" },
  ],
};

/** Replaces section `id` of the results file `path` (relative to the workspace) with a report; returns the file's path. */
export function writeSearchResults(
  workspace: string,
  path: string,
  id: "node" | "browser",
  facts: RunFacts,
  printed: readonly string[],
): string {
  return writeResultsSection(workspace, path, RESULTS_LAYOUT, id, facts, printed);
}
