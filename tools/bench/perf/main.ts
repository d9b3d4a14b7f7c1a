/**
 * `bazel run //tools/bench/perf [-- --runs N --page PATH ... --verbose]`: serves the built site
 * (//:dist) and loads each page cold in headless Chromium with the CPU slowed 4x, in light
 * and dark mode, N times each (default 5). Prints the median figures and checks the
 * budgets; exits 1 when one is missed.
 *
 * Two baselines, measured the same way, say what the browser costs without the site's
 * code: a blank page (the navigation's commit task) and each page's own HTML with its
 * scripts and stylesheets taken out (the browser's cost to parse and lay out the content).
 * A warm load (the page opened after another in the same tab) shows how much of a cold
 * load's cost is the new renderer's start-up (fonts, caches, compiling scripts). Then
 * Interaction to Next Paint of what readers do on a doc page (interactions.ts), and
 * Lighthouse, under its mobile throttling, on each page and its plain HTML (lighthouse.ts).
 * The report it prints is also written to tools/bench/perf/results.md (`--out`), headed by
 * the date, the machine and the commit measured.
 */
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { runMain } from "../../cli/cli";
import { resultsDocument, runFacts, textBlock, writeResultsFile } from "../stats/runFacts";
import { actionRuns } from "./interactions";
import { interactionLines } from "./interactionsReport";
import { INP_PAGE, parsePerfArgs, USAGE, type PerfOptions } from "./options";
import { runLighthouse } from "./lighthouse";
import { lighthouseHeader, lighthouseLines, type LighthousePage } from "./lighthouseReport";
import { startPerfServer, type PerfServer } from "./perfServer";
import { blankLine, budgetLines, headerLine, pageReport } from "./report";
import { blankRuns, launchChromium, pageRuns } from "./runs";

/** Every line the report prints, for the results file. */
const printed: string[] = [];
const out = (line: string) => {
  process.stdout.write(line + "\n");
  printed.push(line);
};
// Task times are wall-clock: on a busy machine they include waiting for a core.
const load = () => `load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`;

/** Lighthouse on each page and on its plain HTML, alternating; prints the table, returns the misses. */
async function lighthouseSection(server: PerfServer, options: PerfOptions): Promise<string[]> {
  lighthouseHeader(options.lighthouseRuns).forEach(out);
  const misses: string[] = [];
  for (const path of options.pages) {
    const page: LighthousePage = { path, site: [], plain: [] };
    for (let i = 0; i < options.lighthouseRuns; i++) {
      page.site.push(await runLighthouse(server.url(path), server.chromeFlags));
      page.plain.push(await runLighthouse(server.plainUrl(path), server.chromeFlags));
    }
    const report = lighthouseLines(page);
    report.lines.forEach(out);
    misses.push(...report.misses);
  }
  return misses;
}

async function main(options: PerfOptions, args: string[]): Promise<void> {
  const workspace = process.env.BUILD_WORKSPACE_DIRECTORY ?? process.cwd();
  // Taken first: the commit of the tree whose //:dist `bazel run` has just built.
  const facts = runFacts(`bazel run //tools/bench/perf${args.length > 0 ? ` -- ${args.join(" ")}` : ""}`, workspace);
  const server = await startPerfServer(join(process.env.BAZEL_RUNFILES ?? ".", "projen_docs", "dist"));
  const browser = await launchChromium(server.chromeFlags);
  const misses: string[] = [];
  out(headerLine(options.runs, load()));
  try {
    out(blankLine(await blankRuns(browser, server, options.runs)));
    for (const path of options.pages) {
      const report = pageReport(path, await pageRuns(browser, server, path, options.runs), options.verbose);
      report.lines.forEach(out);
      misses.push(...report.misses);
    }
    if (options.inpRuns > 0) {
      const report = interactionLines(
        INP_PAGE,
        options.inpRuns,
        await actionRuns(browser, server.url(INP_PAGE), options.inpRuns),
      );
      report.lines.forEach(out);
      misses.push(...report.misses);
    }
    if (options.lighthouseRuns > 0) misses.push(...(await lighthouseSection(server, options)));
  } finally {
    await browser.close();
    server.close();
  }
  out(`\nDone at ${load()}.`);
  budgetLines(misses).forEach(out);
  const file = writeResultsFile(
    workspace,
    options.out,
    resultsDocument("Reader-site performance: latest results", facts, textBlock(printed)),
  );
  process.stdout.write(`Wrote ${file}\n`);
  if (misses.length > 0) process.exitCode = 1;
}

runMain("perf", () => main(parsePerfArgs(process.argv.slice(2)), process.argv.slice(2)), 1, USAGE);
