/** Numbers for the report: main-thread task figures, byte sizes and budgets (medians: tools/bench/stats). */

/** Any task longer than this blocks input noticeably (the RAIL / TBT threshold). */
export const LONG_TASK_MS = 50;

/** Total blocking time: the part of each task beyond 50 ms, summed. */
export function totalBlockingTime(taskDurationsMs: number[]): number {
  return taskDurationsMs.reduce((sum, duration) => sum + Math.max(0, duration - LONG_TASK_MS), 0);
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export interface Budgets {
  /** First-load JavaScript, gzip bytes. */
  jsGzip: number;
  /** First-load CSS, gzip bytes. */
  cssGzip: number;
  /** The site's longest script task, ms (rendering the HTML is the browser's, measured by the plain baseline). */
  longestTaskMs: number;
  /** Cumulative layout shift. */
  cls: number;
  /** Largest Contentful Paint, ms, under Slow 4G and 4x CPU. */
  lcpMs: number;
  /** Total blocking time beyond the plain HTML's, ms. */
  addedBlockingMs: number;
}

export const BUDGETS: Budgets = {
  jsGzip: 110 * 1024,
  cssGzip: 25 * 1024,
  longestTaskMs: LONG_TASK_MS,
  cls: 0,
  lcpMs: 2500,
  addedBlockingMs: 100,
};

export interface PageFigures {
  jsGzip: number;
  cssGzip: number;
  longestTaskMs: number;
  cls: number;
  lcpMs: number;
  /** The page's total blocking time, and the same HTML's without scripts or styles. */
  blockingMs: number;
  plainBlockingMs: number;
}

/** What misses its budget, in words; empty when everything fits. */
export function budgetMisses(page: string, figures: PageFigures, budgets: Budgets = BUDGETS): string[] {
  const misses: string[] = [];
  if (figures.jsGzip > budgets.jsGzip)
    misses.push(`${page}: first-load JS ${kb(figures.jsGzip)} gzip > ${kb(budgets.jsGzip)}`);
  if (figures.cssGzip > budgets.cssGzip)
    misses.push(`${page}: CSS ${kb(figures.cssGzip)} gzip > ${kb(budgets.cssGzip)}`);
  if (figures.longestTaskMs > budgets.longestTaskMs) {
    misses.push(`${page}: a script task of ${figures.longestTaskMs.toFixed(0)} ms > ${budgets.longestTaskMs} ms`);
  }
  if (figures.cls > budgets.cls) misses.push(`${page}: layout shift ${figures.cls.toFixed(5)} > ${budgets.cls}`);
  if (figures.lcpMs > budgets.lcpMs)
    misses.push(`${page}: LCP ${(figures.lcpMs / 1000).toFixed(2)} s > ${(budgets.lcpMs / 1000).toFixed(1)} s`);
  if (figures.blockingMs > figures.plainBlockingMs + budgets.addedBlockingMs) {
    misses.push(
      `${page}: total blocking time ${figures.blockingMs.toFixed(0)} ms > the plain HTML's ${figures.plainBlockingMs.toFixed(0)} + ${budgets.addedBlockingMs} ms`,
    );
  }
  return misses;
}
