/**
 * The loads the perf report is made of, N of each: a blank page; each page cold in light
 * and dark mode; its plain HTML; and warm, opened after another page in the same tab (how
 * much of a cold load is the new renderer's start-up: fonts, caches, compiling scripts).
 */
import { mkdtempSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";
import { measureLoad, type LoadResult } from "./measure";
import type { PerfServer } from "./perfServer";
import { THEMES, VIEWPORT, WARM_UP_PATH, type PageRuns } from "./runPlan";
import { CHROMIUM_ARGS, chromiumPath } from "../../../contracts/testing/chromium";

/** Chromium for the runs; `flags` are the server's (its certificate). */
export function launchChromium(flags: string[] = []): Promise<Browser> {
  const home = mkdtempSync("/tmp/perf-chromium-");
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, ...flags],
    env: { ...process.env, TMPDIR: home, HOME: home },
  });
}

export async function blankRuns(browser: Browser, server: PerfServer, runs: number): Promise<LoadResult[]> {
  const blank: LoadResult[] = [];
  for (let i = 0; i < runs; i++)
    blank.push(await measureLoad(browser, { url: server.blankUrl(), theme: "light", viewport: VIEWPORT }));
  return blank;
}

/** Cold runs alternate the themes; then the plain and warm runs alternate. */
export async function pageRuns(browser: Browser, server: PerfServer, path: string, runs: number): Promise<PageRuns> {
  const cold: PageRuns["cold"] = { light: [], dark: [] };
  for (let i = 0; i < runs; i++) {
    for (const theme of THEMES)
      cold[theme].push(await measureLoad(browser, { url: server.url(path), theme, viewport: VIEWPORT }));
  }
  const plain: LoadResult[] = [];
  const warm: LoadResult[] = [];
  for (let i = 0; i < runs; i++) {
    plain.push(await measureLoad(browser, { url: server.plainUrl(path), theme: "light", viewport: VIEWPORT }));
    warm.push(
      await measureLoad(browser, {
        url: server.url(path),
        theme: "light",
        viewport: VIEWPORT,
        warmUp: server.url(WARM_UP_PATH),
      }),
    );
  }
  return { cold, plain, warm };
}
