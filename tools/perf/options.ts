/** Command line of the perf benchmark: `bazel run //tools/perf -- [--runs N] [--page PATH]... [--verbose]`. */

export interface PerfOptions {
  runs: number;
  pages: string[];
  verbose: boolean;
}

export const DEFAULT_PAGES = ["/docs/concepts/tasks", "/docs/api/javascript"];

function usage(message: string): never {
  process.stderr.write(`perf: ${message}\nusage: bazel run //tools/perf -- [--runs N] [--page PATH]... [--verbose]\n`);
  process.exit(2);
}

export function parsePerfArgs(args: string[]): PerfOptions {
  const options: PerfOptions = { runs: 5, pages: [], verbose: false };
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--runs") {
      options.runs = Number(args[++i]);
      if (!Number.isInteger(options.runs) || options.runs < 1) usage("--runs needs a whole number ≥ 1");
    } else if (args[i] === "--page") {
      const page = args[++i];
      if (!page?.startsWith("/")) usage("--page needs a path starting with /");
      options.pages.push(page);
    } else if (args[i] === "--verbose") {
      options.verbose = true;
    } else {
      usage(`unknown argument "${args[i]}"`);
    }
  }
  if (options.pages.length === 0) options.pages = DEFAULT_PAGES;
  return options;
}
