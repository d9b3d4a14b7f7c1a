/** Command line of the perf benchmark: `bazel run //tools/bench/perf -- [--runs N] [--page PATH]... [--verbose]`. */
import { parseToolArgs, UsageError } from "../../cli/cli";

export interface PerfOptions {
  runs: number;
  pages: string[];
  verbose: boolean;
}

export const DEFAULT_PAGES = ["/docs/concepts/tasks", "/docs/api/javascript"];

export const USAGE = "usage: bazel run //tools/bench/perf -- [--runs N] [--page PATH]... [--verbose]";

const OPTIONS = {
  runs: { type: "string", default: "5" },
  page: { type: "string", multiple: true },
  verbose: { type: "boolean", default: false },
} as const;

/** Errors are UsageErrors naming the tool (main prints USAGE after them). */
export function parsePerfArgs(args: string[]): PerfOptions {
  const { values } = parseToolArgs("perf", { args, options: OPTIONS });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new UsageError("perf", "--runs needs a whole number ≥ 1");
  const pages = values.page ?? [];
  if (pages.some((page) => !page.startsWith("/"))) throw new UsageError("perf", "--page needs a path starting with /");
  return { runs, pages: pages.length > 0 ? pages : DEFAULT_PAGES, verbose: values.verbose };
}
