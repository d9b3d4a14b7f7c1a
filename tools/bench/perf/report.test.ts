import assert from "node:assert/strict";
import type { LoadResult } from "./measure";
import { plainHtml } from "./perfServer";
import { blankLine, budgetLines, bytesLine, pageReport } from "./report";
import type { Task } from "./trace";

const KB = 1024;

function load(tasks: Task[], extra: Partial<LoadResult> = {}): LoadResult {
  const bytes = { raw: 10 * KB, gzip: 4 * KB };
  return {
    html: bytes,
    js: bytes,
    css: bytes,
    prefetchedJs: bytes,
    workerJs: { raw: 0, gzip: 0 },
    files: [],
    tasks,
    hydratedAt: 300,
    lcp: 900,
    cls: 0,
    shifts: [],
    ...extra,
  };
}

describe("perf report", () => {
  const tasks: Task[] = [
    { ms: 30, kind: "navigation" },
    { ms: 45, kind: "script" },
    { ms: 12, kind: "rendering" },
  ];
  const runs = { cold: { light: [load(tasks)], dark: [load(tasks)] }, plain: [load(tasks)], warm: [load(tasks)] };

  it("prints byte sizes with their budgets", () => {
    assert.equal(
      bytesLine("CSS", 10 * KB, 4 * KB, 25 * KB),
      "CSS                 10.0 KB raw    4.0 KB gzip   budget ≤ 25.0 KB gzip: ok",
    );
    assert.match(bytesLine("HTML", 10 * KB, 4 * KB), /gzip$/);
  });

  it("separates the navigation's commit from the page's own tasks", () => {
    assert.equal(
      blankLine([load(tasks)]),
      "Baseline, a blank page: the navigation's commit task 30 ms, longest task after it 45 ms (the browser alone).",
    );
  });

  it("reports each color mode and the baselines, and misses no budget when all fit", () => {
    const report = pageReport("/docs/x", runs, false);
    assert.equal(report.lines[0], "\n/docs/x");
    assert.ok(
      report.lines.some((line) =>
        line.startsWith(
          "  light:  LCP 0.90 s, longest task 45 ms, total blocking time 0 ms, hydrated at 300 ms, layout shift 0",
        ),
      ),
    );
    assert.ok(
      report.lines.some((line) =>
        line.includes("longest by kind (ms): script 45, rendering 12, parsing 0, other 0; navigation commit 30"),
      ),
    );
    assert.match(report.lines.at(-1)!, /^ {2}warm: {3}loaded after \/docs\/concepts\/projects/);
    assert.deepEqual(report.misses, []);
    assert.match(budgetLines([])[0], /^Budgets met/);
  });

  it("names a missed budget: the worst color mode counts", () => {
    const shifted = load([{ ms: 80, kind: "script" }], { cls: 0.1, shifts: [{ value: 0.1, sources: ["<img>"] }] });
    const report = pageReport("/docs/x", { ...runs, cold: { light: [load(tasks)], dark: [shifted] } }, false);
    assert.equal(report.misses.length, 2);
    assert.ok(report.lines.includes("      shift 0.1000: <img>"));
    assert.match(budgetLines(report.misses)[0], /^Budgets missed:\n {2}\/docs\/x: a script task of 80 ms/);
  });

  it("misses the LCP budget, and blocking time beyond the plain HTML's plus 100 ms", () => {
    const slow = load([{ ms: 200, kind: "script" }], { lcp: 3000 });
    const report = pageReport("/docs/x", { ...runs, cold: { light: [slow], dark: [load(tasks)] } }, false);
    assert.ok(report.lines.some((line) => line.startsWith("  light:  LCP 3.00 s")));
    assert.deepEqual(report.misses.slice(1), [
      "/docs/x: LCP 3.00 s > 2.5 s",
      "/docs/x: total blocking time 150 ms > the plain HTML's 0 + 100 ms",
    ]);
  });
});

describe("perf baselines", () => {
  it("takes scripts and stylesheets out of the plain page", () => {
    const html =
      '<html lang="en"><head><link rel="stylesheet" href="/a.css"><script src="/a.js"></script></head><body><p>Text</p></body></html>';
    assert.equal(
      plainHtml(html),
      '<html data-has-hydrated="true" lang="en"><head></head><body><p>Text</p></body></html>',
    );
  });
});
