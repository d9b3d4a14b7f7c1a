/**
 * The perf report's lines, from the measured loads: median byte sizes against their
 * budgets, main-thread tasks by kind, layout shift and hydration per color mode, and the
 * baselines beside them. Pure: the loads in, lines and missed budgets out.
 */
import { CPU_SLOWDOWN, SLOW_4G, type LoadResult } from "./measure";
import { THEMES, VIEWPORT, WARM_UP_PATH, type PageRuns, type Theme } from "./runPlan";
import { median } from "../stats/stats";
import { BUDGETS, budgetMisses, kb, totalBlockingTime } from "./stats";
import type { Task, TaskKind } from "./trace";

const PAGE_KINDS: TaskKind[] = ["script", "rendering", "parsing", "other"];

/** The longest task of the page's own (all but the navigation's commit), ms. */
export function longestPageTask(tasks: Task[]): number {
  return Math.max(0, ...tasks.filter((t) => t.kind !== "navigation").map((t) => t.ms));
}

export function longestOf(tasks: Task[], kind: TaskKind): number {
  return Math.max(0, ...tasks.filter((t) => t.kind === kind).map((t) => t.ms));
}

const durations = (tasks: Task[]) => tasks.map((t) => t.ms);

export function bytesLine(label: string, raw: number, gzip: number, budget?: number): string {
  const figures = `${label.padEnd(16)} ${kb(raw).padStart(10)} raw ${kb(gzip).padStart(9)} gzip`;
  if (budget === undefined) return figures;
  return `${figures}   budget ≤ ${kb(budget)} gzip: ${gzip <= budget ? "ok" : "MISSED"}`;
}

/** `load` says how busy the machine was: task times are wall-clock, waits for a core included. */
export function headerLine(runs: number, load: string): string {
  return (
    `Median of ${runs} cold loads per page and color mode; headless Chromium, CPU ${CPU_SLOWDOWN}x slower, network Slow 4G ` +
    `(${SLOW_4G.latencyMs} ms, ${SLOW_4G.downloadKbps / 1000} Mbit/s down), ${VIEWPORT.width}×${VIEWPORT.height}; ${load}.`
  );
}

export function blankLine(blank: LoadResult[]): string {
  return (
    `Baseline, a blank page: the navigation's commit task ${median(blank.map((r) => longestOf(r.tasks, "navigation"))).toFixed(0)} ms, ` +
    `longest task after it ${median(blank.map((r) => longestPageTask(r.tasks))).toFixed(0)} ms (the browser alone).`
  );
}

export interface PageReport {
  lines: string[];
  misses: string[];
}

export function pageReport(path: string, runs: PageRuns, verbose: boolean): PageReport {
  const all = [...runs.cold.light, ...runs.cold.dark];
  const pick = (f: (r: LoadResult) => number) => median(all.map(f));
  const themes = THEMES.map((theme) => themeFigures(runs.cold[theme]));
  const plain = themeFigures(runs.plain);
  const lines = [
    `\n${path}`,
    ...byteLines(all, verbose),
    ...THEMES.flatMap((theme, k) => themeLines(theme, runs.cold[theme], themes[k], verbose)),
    ...baselineLines(runs, plain),
  ];
  const misses = budgetMisses(path, {
    jsGzip: pick((r) => r.js.gzip),
    cssGzip: pick((r) => r.css.gzip),
    longestTaskMs: Math.max(0, ...themes.map((t) => t.script)),
    cls: Math.max(0, ...themes.map((t) => t.shift)),
    lcpMs: Math.max(0, ...themes.map((t) => t.lcp)),
    blockingMs: Math.max(0, ...themes.map((t) => t.blocking)),
    plainBlockingMs: plain.blocking,
  });
  return { lines, misses };
}

function byteLines(all: LoadResult[], verbose: boolean): string[] {
  const pick = (f: (r: LoadResult) => number) => median(all.map(f));
  type Kind = "html" | "js" | "css" | "prefetchedJs" | "workerJs";
  const line = (label: string, kind: Kind, budget?: number) =>
    "  " +
    bytesLine(
      label,
      pick((r) => r[kind].raw),
      pick((r) => r[kind].gzip),
      budget,
    );
  const lines = [
    line("HTML", "html"),
    line("JS, first load", "js", BUDGETS.jsGzip),
    line("CSS", "css", BUDGETS.cssGzip),
    line("JS, prefetched", "prefetchedJs") + "   (after hydration, for links on screen)",
  ];
  if (pick((r) => r.workerJs.raw) > 0) {
    lines.push(
      line("JS, search worker", "workerJs") + "   (its script, started by a /search?q=… load; off the main thread)",
    );
  }
  if (verbose) {
    for (const file of all[0].files) {
      lines.push(
        `      ${file.url.padEnd(52)} ${kb(file.raw).padStart(10)} ${kb(file.gzip).padStart(9)} gzip${file.role === "first load" ? "" : `  ${file.role}`}`,
      );
    }
  }
  return lines;
}

interface ThemeFigures {
  longest: number;
  /** The longest script task. */
  script: number;
  blocking: number;
  shift: number;
  hydrated: number;
  lcp: number;
}

function themeFigures(runs: LoadResult[]): ThemeFigures {
  return {
    longest: median(runs.map((r) => longestPageTask(r.tasks))),
    script: median(runs.map((r) => longestOf(r.tasks, "script"))),
    blocking: median(runs.map((r) => totalBlockingTime(durations(r.tasks.filter((t) => t.kind !== "navigation"))))),
    shift: median(runs.map((r) => r.cls)),
    hydrated: median(runs.map((r) => r.hydratedAt)),
    lcp: median(runs.map((r) => r.lcp)),
  };
}

const byKind = (results: LoadResult[]) =>
  PAGE_KINDS.map((k) => `${k} ${median(results.map((r) => longestOf(r.tasks, k))).toFixed(0)}`).join(", ");

function themeLines(theme: Theme, runs: LoadResult[], figures: ThemeFigures, verbose: boolean): string[] {
  const { longest, blocking, shift, hydrated, lcp } = figures;
  const lines = [
    `  ${(theme + ":").padEnd(7)} LCP ${(lcp / 1000).toFixed(2)} s, longest task ${longest.toFixed(0)} ms, total blocking time ${blocking.toFixed(0)} ms, ` +
      `hydrated at ${hydrated.toFixed(0)} ms, layout shift ${shift === 0 ? "0" : shift.toFixed(5)}`,
    `           longest by kind (ms): ${byKind(runs)}; navigation commit ${median(runs.map((r) => longestOf(r.tasks, "navigation"))).toFixed(0)}`,
  ];
  const shifted = runs.flatMap((r) => r.shifts);
  if (verbose || shift > 0)
    for (const s of shifted.slice(0, 5)) lines.push(`      shift ${s.value.toFixed(4)}: ${s.sources.join(", ")}`);
  if (verbose) {
    const long = runs[0].tasks.filter((t) => t.ms > 50 && t.kind !== "navigation");
    lines.push(
      `      tasks over 50 ms (run 1): ${long.map((t) => `${t.ms.toFixed(0)} ${t.kind}`).join(", ") || "none"}`,
    );
  }
  return lines;
}

function baselineLines(runs: PageRuns, plain: ThemeFigures): string[] {
  return [
    `  plain:  the same HTML without scripts or styles: LCP ${(plain.lcp / 1000).toFixed(2)} s, longest task ${plain.longest.toFixed(0)} ms, ` +
      `total blocking time ${plain.blocking.toFixed(0)} ms (${byKind(runs.plain)})`,
    `  warm:   loaded after ${WARM_UP_PATH} in the same tab: longest task ${median(runs.warm.map((r) => longestPageTask(r.tasks))).toFixed(0)} ms (${byKind(runs.warm)})`,
  ];
}

/** The closing lines: every budget met, or each one missed. */
export function budgetLines(misses: string[]): string[] {
  if (misses.length === 0) {
    return [
      `Budgets met: JS ≤ ${kb(BUDGETS.jsGzip)} gzip, CSS ≤ ${kb(BUDGETS.cssGzip)} gzip, no script task over ${BUDGETS.longestTaskMs} ms, no layout shift, ` +
        `LCP ≤ ${BUDGETS.lcpMs / 1000} s, total blocking time ≤ the plain HTML's + ${BUDGETS.addedBlockingMs} ms.`,
    ];
  }
  return [`Budgets missed:\n${misses.map((m) => `  ${m}`).join("\n")}`];
}
