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
  /** Longest main-thread task, ms. */
  longestTaskMs: number;
  /** Cumulative layout shift. */
  cls: number;
}

export const BUDGETS: Budgets = { jsGzip: 110 * 1024, cssGzip: 25 * 1024, longestTaskMs: LONG_TASK_MS, cls: 0 };

export interface PageFigures {
  jsGzip: number;
  cssGzip: number;
  longestTaskMs: number;
  cls: number;
}

/** What misses its budget, in words; empty when everything fits. */
export function budgetMisses(page: string, figures: PageFigures, budgets: Budgets = BUDGETS): string[] {
  const misses: string[] = [];
  if (figures.jsGzip > budgets.jsGzip) misses.push(`${page}: first-load JS ${kb(figures.jsGzip)} gzip > ${kb(budgets.jsGzip)}`);
  if (figures.cssGzip > budgets.cssGzip) misses.push(`${page}: CSS ${kb(figures.cssGzip)} gzip > ${kb(budgets.cssGzip)}`);
  if (figures.longestTaskMs > budgets.longestTaskMs) {
    misses.push(`${page}: a main-thread task of ${figures.longestTaskMs.toFixed(0)} ms > ${budgets.longestTaskMs} ms`);
  }
  if (figures.cls > budgets.cls) misses.push(`${page}: layout shift ${figures.cls.toFixed(5)} > ${budgets.cls}`);
  return misses;
}
