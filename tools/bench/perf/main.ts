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
 * load's cost is the new renderer's start-up (fonts, caches, compiling scripts).
 */
import type { AddressInfo } from "node:net";
import { mkdtempSync, readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { createSiteServer } from "../../dev/serve/server";
import { CPU_SLOWDOWN, measureLoad, type LoadResult } from "./measure";
import type { Task, TaskKind } from "./trace";
import { BUDGETS, budgetMisses, kb, median, totalBlockingTime } from "./stats";

const DEFAULT_PAGES = ["/docs/concepts/tasks", "/docs/api/javascript"];
const VIEWPORT = { width: 1280, height: 900 };
const THEMES = ["light", "dark"] as const;
const BLANK_PATH = "/__perf-blank";
const BLANK_HTML = `<!doctype html><html lang="en" data-has-hydrated="true"><head><meta charset="utf-8"><title>Blank</title></head><body><p>Blank.</p></body></html>`;
/** Prefix of a page served as plain HTML: no scripts, no stylesheets. */
const PLAIN_PREFIX = "/__perf-plain";

/** The page's HTML without what runs or styles it; marked hydrated so the load waits for nothing. */
function plainHtml(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*rel="(?:stylesheet|preload|modulepreload|prefetch)"[^>]*>/g, "")
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, "")
    .replace(/<html\b/, '<html data-has-hydrated="true"');
}

/** Loaded before the page in the warm runs: a page readers land on, in a renderer then warm. */
const WARM_UP_PATH = "/docs/concepts/projects";

const PAGE_KINDS: TaskKind[] = ["script", "rendering", "parsing", "other"];

/** The longest task of the page's own (all but the navigation's commit), ms. */
function longestPageTask(tasks: Task[]): number {
  return Math.max(0, ...tasks.filter((t) => t.kind !== "navigation").map((t) => t.ms));
}

function longestOf(tasks: Task[], kind: TaskKind): number {
  return Math.max(0, ...tasks.filter((t) => t.kind === kind).map((t) => t.ms));
}

const durations = (tasks: Task[]) => tasks.map((t) => t.ms);

interface Options {
  runs: number;
  pages: string[];
  verbose: boolean;
}

function usage(message: string): never {
  process.stderr.write(`perf: ${message}\nusage: bazel run //tools/bench/perf -- [--runs N] [--page PATH]... [--verbose]\n`);
  process.exit(2);
}

function parseArgs(args: string[]): Options {
  const options: Options = { runs: 5, pages: [], verbose: false };
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

function bytesLine(label: string, raw: number, gzip: number, budget?: number): string {
  const figures = `${label.padEnd(16)} ${kb(raw).padStart(10)} raw ${kb(gzip).padStart(9)} gzip`;
  if (budget === undefined) return figures;
  return `${figures}   budget ≤ ${kb(budget)} gzip: ${gzip <= budget ? "ok" : "MISSED"}`;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const root = join(process.env.BAZEL_RUNFILES ?? ".", "projen_docs", "dist");
  const server = createSiteServer({
    root,
    // A blank page, measured the same way: how long a task this machine needs for nothing.
    intercept: (request, response) => {
      const url = request.url ?? "";
      let html: string;
      if (url === BLANK_PATH) html = BLANK_HTML;
      else if (url.startsWith(PLAIN_PREFIX + "/") && !url.includes("..")) html = plainHtml(readFileSync(join(root, url.slice(PLAIN_PREFIX.length), "index.html"), "utf8"));
      else return false;
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      response.end(html);
      return true;
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const home = mkdtempSync("/tmp/perf-chromium-");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-dev-shm-usage"],
    env: { ...process.env, TMPDIR: home, HOME: home },
  });

  const misses: string[] = [];
  const out = (line: string) => process.stdout.write(line + "\n");
  // Task times are wall-clock: on a busy machine they include waiting for a core.
  const load = () => `load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`;
  out(`Median of ${options.runs} cold loads per page and color mode; headless Chromium, CPU ${CPU_SLOWDOWN}x slower, ${VIEWPORT.width}×${VIEWPORT.height}; ${load()}.`);
  try {
    const blank: LoadResult[] = [];
    for (let i = 0; i < options.runs; i++) blank.push(await measureLoad(browser, { url: origin + BLANK_PATH, theme: "light", viewport: VIEWPORT }));
    out(
      `Baseline, a blank page: the navigation's commit task ${median(blank.map((r) => longestOf(r.tasks, "navigation"))).toFixed(0)} ms, ` +
        `longest task after it ${median(blank.map((r) => longestPageTask(r.tasks))).toFixed(0)} ms (the browser alone).`,
    );
    for (const path of options.pages) {
      const runs: Record<(typeof THEMES)[number], LoadResult[]> = { light: [], dark: [] };
      for (let i = 0; i < options.runs; i++) {
        for (const theme of THEMES) runs[theme].push(await measureLoad(browser, { url: origin + path, theme, viewport: VIEWPORT }));
      }
      const plain: LoadResult[] = [];
      const warm: LoadResult[] = [];
      for (let i = 0; i < options.runs; i++) {
        plain.push(await measureLoad(browser, { url: origin + PLAIN_PREFIX + path, theme: "light", viewport: VIEWPORT }));
        warm.push(await measureLoad(browser, { url: origin + path, theme: "light", viewport: VIEWPORT, warmUp: origin + WARM_UP_PATH }));
      }
      const all = [...runs.light, ...runs.dark];
      const pick = (f: (r: LoadResult) => number) => median(all.map(f));
      out(`\n${path}`);
      out("  " + bytesLine("HTML", pick((r) => r.html.raw), pick((r) => r.html.gzip)));
      out("  " + bytesLine("JS, first load", pick((r) => r.js.raw), pick((r) => r.js.gzip), BUDGETS.jsGzip));
      out("  " + bytesLine("CSS", pick((r) => r.css.raw), pick((r) => r.css.gzip), BUDGETS.cssGzip));
      out("  " + bytesLine("JS, prefetched", pick((r) => r.prefetchedJs.raw), pick((r) => r.prefetchedJs.gzip)) + "   (after hydration, for links on screen)");
      if (options.verbose) {
        for (const file of all[0].files) {
          out(`      ${file.url.padEnd(52)} ${kb(file.raw).padStart(10)} ${kb(file.gzip).padStart(9)} gzip${file.prefetched ? "  prefetched" : ""}`);
        }
      }

      let longestTask = 0;
      let cls = 0;
      const byKind = (results: LoadResult[]) => PAGE_KINDS.map((k) => `${k} ${median(results.map((r) => longestOf(r.tasks, k))).toFixed(0)}`).join(", ");
      for (const theme of THEMES) {
        const longest = median(runs[theme].map((r) => longestPageTask(r.tasks)));
        const blocking = median(runs[theme].map((r) => totalBlockingTime(durations(r.tasks.filter((t) => t.kind !== "navigation")))));
        const shift = median(runs[theme].map((r) => r.cls));
        const hydrated = median(runs[theme].map((r) => r.hydratedAt));
        longestTask = Math.max(longestTask, longest);
        cls = Math.max(cls, shift);
        out(
          `  ${(theme + ":").padEnd(7)} longest task ${longest.toFixed(0)} ms, total blocking time ${blocking.toFixed(0)} ms, ` +
            `hydrated at ${hydrated.toFixed(0)} ms, layout shift ${shift === 0 ? "0" : shift.toFixed(5)}`,
        );
        out(`           longest by kind (ms): ${byKind(runs[theme])}; navigation commit ${median(runs[theme].map((r) => longestOf(r.tasks, "navigation"))).toFixed(0)}`);
        const shifted = runs[theme].flatMap((r) => r.shifts);
        if (options.verbose || shift > 0) for (const s of shifted.slice(0, 5)) out(`      shift ${s.value.toFixed(4)}: ${s.sources.join(", ")}`);
        if (options.verbose) {
          const long = runs[theme][0].tasks.filter((t) => t.ms > 50 && t.kind !== "navigation");
          out(`      tasks over 50 ms (run 1): ${long.map((t) => `${t.ms.toFixed(0)} ${t.kind}`).join(", ") || "none"}`);
        }
      }
      out(`  plain:  the same HTML without scripts or styles: longest task ${median(plain.map((r) => longestPageTask(r.tasks))).toFixed(0)} ms (${byKind(plain)})`);
      out(`  warm:   loaded after ${WARM_UP_PATH} in the same tab: longest task ${median(warm.map((r) => longestPageTask(r.tasks))).toFixed(0)} ms (${byKind(warm)})`);
      misses.push(...budgetMisses(path, { jsGzip: pick((r) => r.js.gzip), cssGzip: pick((r) => r.css.gzip), longestTaskMs: longestTask, cls }));
    }
  } finally {
    await browser.close();
    server.close();
  }
  out(`\nDone at ${load()}.`);
  if (misses.length === 0) {
    out(`Budgets met: JS ≤ ${kb(BUDGETS.jsGzip)} gzip, CSS ≤ ${kb(BUDGETS.cssGzip)} gzip, no task over ${BUDGETS.longestTaskMs} ms, no layout shift.`);
  } else {
    out(`Budgets missed:\n${misses.map((m) => `  ${m}`).join("\n")}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`perf: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
