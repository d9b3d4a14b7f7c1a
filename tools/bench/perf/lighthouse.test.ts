import assert from "node:assert/strict";
import { summarize, type LighthouseResult } from "./lighthouse";
import { lighthouseLines, medianResult } from "./lighthouseReport";

const report = (performance: number, lcp: number, tbt: number) => ({
  categories: {
    performance: { score: performance },
    accessibility: { score: 1 },
    "best-practices": { score: 0.96 },
    seo: { score: 1 },
  },
  audits: {
    "first-contentful-paint": { score: 0.9, numericValue: 1200 },
    "largest-contentful-paint": { score: 0.8, numericValue: lcp },
    "total-blocking-time": { score: 1, numericValue: tbt },
    "cumulative-layout-shift": { score: 1, numericValue: 0 },
    "speed-index": { score: 1, numericValue: 2000 },
    "errors-in-console": { score: 0, scoreDisplayMode: "binary" },
    "color-contrast": { score: 1, scoreDisplayMode: "binary" },
  },
});

describe("lighthouse", () => {
  it("reads the scores, the load metrics and the failed audits of a report", () => {
    const result = summarize(report(0.91, 2700, 100));
    assert.deepEqual(result.scores, { performance: 91, accessibility: 100, "best-practices": 96, seo: 100 });
    assert.deepEqual([result.fcpMs, result.lcpMs, result.tbtMs, result.cls], [1200, 2700, 100, 0]);
    assert.deepEqual(result.failed, ["errors-in-console"]);
  });

  it("refuses a report of a run that failed", () => {
    assert.throws(
      () => summarize({ ...report(0, 0, 0), runtimeError: { code: "NO_FCP", message: "no paint" } }),
      /NO_FCP/,
    );
  });

  it("holds a noindex page to every SEO audit but is-crawlable", () => {
    const seo = (failed: string[]): LighthouseResult => ({
      ...summarize(report(1, 800, 0)),
      failed,
      scores: { ...summarize(report(1, 800, 0)).scores, seo: 63 },
    });
    const plain = [summarize(report(1, 800, 0))];
    const seoMisses = (path: string, failed: string[]) =>
      lighthouseLines({ path, site: [seo(failed)], plain }).misses.filter((miss) => miss.includes(" seo "));
    assert.deepEqual(seoMisses("/search?q=x", ["is-crawlable"]), []);
    assert.deepEqual(seoMisses("/search?q=x", ["is-crawlable", "link-text"]), ["/search?q=x: Lighthouse seo 63 < 100"]);
    assert.deepEqual(seoMisses("/docs/x", ["is-crawlable"]), ["/docs/x: Lighthouse seo 63 < 100"]);
  });

  it("takes medians and names each missed budget, TBT against the plain page's", () => {
    const runs: LighthouseResult[] = [report(0.9, 2600, 300), report(0.97, 2400, 120), report(0.96, 2450, 150)].map(
      summarize,
    );
    const plain = [report(1, 800, 20)].map(summarize);
    assert.equal(medianResult(runs).scores.performance, 96);
    const { lines, misses } = lighthouseLines({ path: "/docs/x", site: runs, plain });
    assert.match(lines[0], /^\/docs\/x\s+96\s+100\s+96\s+100/);
    assert.deepEqual(misses, [
      "/docs/x: Lighthouse best-practices 96 < 100",
      "/docs/x: TBT 150 ms > plain 20 ms + 100 ms",
    ]);
  });
});
