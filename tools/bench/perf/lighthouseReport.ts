/**
 * The Lighthouse table of the perf report: per page, the median scores and load metrics of
 * its runs beside those of its plain HTML (no scripts, no styles), and the budgets: score
 * 95 for performance and 100 for the rest, LCP ≤ 2.5 s, no layout shift, and total blocking
 * time at most the plain page's plus 100 ms. Pure: the runs in, lines and misses out.
 */
import { median } from "../stats/stats";
import { CATEGORIES, type Category, type LighthouseResult } from "./lighthouse";

export const LIGHTHOUSE_BUDGETS = {
  scores: { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } as Record<Category, number>,
  lcpMs: 2500,
  cls: 0,
  /** Total blocking time the site may add to its plain HTML's. */
  addedTbtMs: 100,
};

/**
 * Pages kept out of search engines on purpose (`<meta name="robots" content="noindex">`): for
 * them Lighthouse's is-crawlable audit fails by design, and only the other SEO audits count.
 */
export const NOINDEX_PAGES = ["/search"];

/** The SEO score to hold a page to: a noindex page whose only failed SEO audit is is-crawlable passes. */
function seoExempt(path: string, failed: readonly string[]): boolean {
  const noindex = NOINDEX_PAGES.some((page) => path === page || path.startsWith(`${page}?`));
  return noindex && failed.length > 0 && failed.every((audit) => audit === "is-crawlable");
}

export interface LighthousePage {
  path: string;
  site: LighthouseResult[];
  plain: LighthouseResult[];
}

/** The median of each figure over the runs; failed audits of any run. */
export function medianResult(runs: LighthouseResult[]): LighthouseResult {
  const pick = (f: (r: LighthouseResult) => number) => median(runs.map(f));
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, pick((r) => r.scores[c])])) as Record<Category, number>,
    fcpMs: pick((r) => r.fcpMs),
    lcpMs: pick((r) => r.lcpMs),
    tbtMs: pick((r) => r.tbtMs),
    cls: pick((r) => r.cls),
    speedIndexMs: pick((r) => r.speedIndexMs),
    failed: [...new Set(runs.flatMap((r) => r.failed))].sort(),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function row(label: string, r: LighthouseResult): string {
  const scores = CATEGORIES.map((c) => String(r.scores[c]).padStart(5)).join("");
  const metrics = [
    seconds(r.fcpMs),
    seconds(r.lcpMs),
    `${r.tbtMs.toFixed(0)} ms`,
    r.cls === 0 ? "0" : r.cls.toFixed(3),
    seconds(r.speedIndexMs),
  ];
  return `${label.padEnd(30)}${scores}  ${metrics.map((m) => m.padStart(8)).join("")}`;
}

export function lighthouseHeader(runs: number): string[] {
  return [
    `\nLighthouse, default mobile settings (simulated Slow 4G: 150 ms RTT, 1.6 Mbit/s; CPU 4x), median of ${runs}:`,
    `${"".padEnd(30)}${"perf".padStart(5)}${"a11y".padStart(5)}${"BP".padStart(5)}${"SEO".padStart(5)}  ${["FCP", "LCP", "TBT", "CLS", "SI"].map((h) => h.padStart(8)).join("")}`,
  ];
}

export function lighthouseLines(page: LighthousePage): { lines: string[]; misses: string[] } {
  const site = medianResult(page.site);
  const plain = medianResult(page.plain);
  const lines = [row(page.path, site), row("  plain HTML", plain)];
  if (site.failed.length > 0) lines.push(`  failed audits: ${site.failed.join(", ")}`);
  const misses: string[] = [];
  for (const category of CATEGORIES) {
    const floor = LIGHTHOUSE_BUDGETS.scores[category];
    if (category === "seo" && seoExempt(page.path, site.failed)) continue;
    if (site.scores[category] < floor)
      misses.push(`${page.path}: Lighthouse ${category} ${site.scores[category]} < ${floor}`);
  }
  if (site.lcpMs > LIGHTHOUSE_BUDGETS.lcpMs)
    misses.push(`${page.path}: LCP ${seconds(site.lcpMs)} > ${seconds(LIGHTHOUSE_BUDGETS.lcpMs)}`);
  if (site.cls > LIGHTHOUSE_BUDGETS.cls) misses.push(`${page.path}: layout shift ${site.cls.toFixed(3)} > 0`);
  const tbtBudget = plain.tbtMs + LIGHTHOUSE_BUDGETS.addedTbtMs;
  if (site.tbtMs > tbtBudget)
    misses.push(
      `${page.path}: TBT ${site.tbtMs.toFixed(0)} ms > plain ${plain.tbtMs.toFixed(0)} ms + ${LIGHTHOUSE_BUDGETS.addedTbtMs} ms`,
    );
  return { lines, misses };
}
