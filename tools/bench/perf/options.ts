/** Command line of the perf benchmark: `bazel run //tools/bench/perf -- [--runs N] [--lighthouse-runs N] [--inp-runs N] [--page PATH]... [--verbose] [--out FILE]`. */
import { parseToolArgs, UsageError } from "../../cli/cli";

export interface PerfOptions {
  runs: number;
  /** Lighthouse runs per page and per plain page; 0 leaves Lighthouse out. */
  lighthouseRuns: number;
  /** Cold loads per reader action for Interaction to Next Paint; 0 leaves it out. */
  inpRuns: number;
  pages: string[];
  verbose: boolean;
  /** The results file, relative to the workspace: the report, headed by date, machine and commit. */
  out: string;
}

export const RESULTS_FILE = "tools/bench/perf/results.md";

/** One page of each type: home, a prose page, an API page, the search page. */
export const DEFAULT_PAGES = ["/", "/docs/concepts/tasks", "/docs/api/javascript", "/search?q=release%20workflow"];

/** Where the reader actions of the INP section are timed: a doc page with a sidebar and the search box. */
export const INP_PAGE = "/docs/concepts/tasks";

export const USAGE = `usage: bazel run //tools/bench/perf -- [--runs N] [--lighthouse-runs N] [--inp-runs N] [--page PATH]... [--verbose] [--out ${RESULTS_FILE}]`;

const OPTIONS = {
  runs: { type: "string", default: "5" },
  "lighthouse-runs": { type: "string", default: "3" },
  "inp-runs": { type: "string", default: "5" },
  page: { type: "string", multiple: true },
  verbose: { type: "boolean", default: false },
  out: { type: "string", default: RESULTS_FILE },
} as const;

/** Errors are UsageErrors naming the tool (main prints USAGE after them). */
export function parsePerfArgs(args: string[]): PerfOptions {
  const { values } = parseToolArgs("perf", { args, options: OPTIONS });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new UsageError("perf", "--runs needs a whole number ≥ 1");
  const lighthouseRuns = Number(values["lighthouse-runs"]);
  if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 0)
    throw new UsageError("perf", "--lighthouse-runs needs a whole number ≥ 0");
  const inpRuns = Number(values["inp-runs"]);
  if (!Number.isInteger(inpRuns) || inpRuns < 0) throw new UsageError("perf", "--inp-runs needs a whole number ≥ 0");
  const pages = values.page ?? [];
  if (pages.some((page) => !page.startsWith("/"))) throw new UsageError("perf", "--page needs a path starting with /");
  return {
    runs,
    lighthouseRuns,
    inpRuns,
    pages: pages.length > 0 ? pages : DEFAULT_PAGES,
    verbose: values.verbose,
    out: values.out,
  };
}
