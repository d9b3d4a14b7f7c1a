/**
 * Lighthouse (the npm package's CLI, run by the build's own Node.js with Debian's
 * Chromium) on one URL under its default mobile settings: simulated Slow 4G (150 ms round
 * trip, 1.6 Mbit/s down) and a 4x slower CPU. Its four category scores, its load metrics,
 * and the audits that cost points outside performance.
 */
import { chromiumPath } from "../../../contracts/testing/chromium";
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseResult {
  /** 0–100 per category. */
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Pass/fail audits that failed (accessibility, best practices, SEO), by id. */
  failed: string[];
}

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode?: string }>;
  runtimeError?: { code: string; message: string };
}

/** The figures of a Lighthouse JSON report (its `lhr`). */
export function summarize(report: Report): LighthouseResult {
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.code}: ${report.runtimeError.message}`);
  const score = (category: Category) => Math.round((report.categories[category]?.score ?? 0) * 100);
  const value = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<Category, number>,
    fcpMs: value("first-contentful-paint"),
    lcpMs: value("largest-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    speedIndexMs: value("speed-index"),
    failed: Object.entries(report.audits)
      .filter(([, audit]) => audit.scoreDisplayMode === "binary" && audit.score === 0)
      .map(([id]) => id)
      .sort(),
  };
}

/** The Lighthouse CLI in the runfiles (//tools/bench/perf lists @npm//:lighthouse). */
function cliPath(): string {
  return join(process.env.BAZEL_RUNFILES ?? ".", "npm", "node_modules", "lighthouse", "cli", "index.js");
}

/** Lighthouse on `url`; `chromeFlags` are added to its Chromium's (the perf server's certificate). */
export async function runLighthouse(url: string, chromeFlags: string[] = []): Promise<LighthouseResult> {
  const dir = mkdtempSync(join(tmpdir(), "lighthouse-"));
  const out = join(dir, "report.json");
  const args = [
    cliPath(),
    url,
    "--output=json",
    `--output-path=${out}`,
    "--quiet",
    `--only-categories=${CATEGORIES.join(",")}`,
    `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run --disable-background-networking --disable-component-update ${chromeFlags.join(" ")}`.trimEnd(),
  ];
  const env = { ...process.env, CHROME_PATH: chromiumPath(), HOME: dir, TMPDIR: dir };
  try {
    await new Promise<void>((resolve, reject) => {
      execFile(
        process.execPath,
        args,
        { env, maxBuffer: 64 * 1024 * 1024, timeout: 300_000 },
        (error, _stdout, stderr) => {
          if (error) reject(new Error(`Lighthouse failed on ${url}: ${error.message}\n${stderr.slice(-2000)}`));
          else resolve();
        },
      );
    });
    return summarize(JSON.parse(readFileSync(out, "utf8")) as Report);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
