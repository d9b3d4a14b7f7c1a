/**
 * One cold page load in headless Chromium under Lighthouse's mobile conditions (the CPU
 * slowed 4x, the network Slow 4G): what it downloaded (HTML, JS, CSS, from the network),
 * the main-thread tasks and what filled them (from a trace), when it hydrated, its Largest
 * Contentful Paint and every layout shift (PerformanceObserver).
 */
import { gzipSync } from "node:zlib";
import type { Browser, CDPSession, Page, Response } from "playwright-core";
import { mainThreadTasks, type Task, type TraceEvent } from "./trace";

export const CPU_SLOWDOWN = 4;

/** Slow 4G as Lighthouse's mobile preset has it: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
export const SLOW_4G = { latencyMs: 150, downloadKbps: 1600, uploadKbps: 750 };

/** Slows `cdp`'s page to Slow 4G and 4x CPU. */
export async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: SLOW_4G.latencyMs,
    downloadThroughput: (SLOW_4G.downloadKbps * 1000) / 8,
    uploadThroughput: (SLOW_4G.uploadKbps * 1000) / 8,
  });
}

export interface Bytes {
  raw: number;
  gzip: number;
}

/** What a file was loaded for: the page's first load, a prefetch, or a Web Worker's script. */
export type FileRole = "first load" | "prefetched" | "worker";

export interface LoadedFile {
  url: string;
  raw: number;
  gzip: number;
  role: FileRole;
}

export interface LoadResult {
  html: Bytes;
  /** What the page needs to show and hydrate: requested before it had hydrated. */
  js: Bytes;
  css: Bytes;
  /** Requested after hydration: other pages' chunks, prefetched for links on screen. */
  prefetchedJs: Bytes;
  /** The search worker's script, when the page starts it (a /search?q=… load): off the main thread. */
  workerJs: Bytes;
  /** Each JS and CSS file with its sizes, once per URL, for --verbose. */
  files: LoadedFile[];
  /** Top-level main-thread tasks from the navigation's commit on. */
  tasks: Task[];
  /** ms from navigation start until <html data-has-hydrated>. */
  hydratedAt: number;
  /** ms from navigation start to the Largest Contentful Paint (the last candidate before input). */
  lcp: number;
  cls: number;
  /** What shifted, for a report when CLS is not 0. */
  shifts: { value: number; sources: string[] }[];
}

export interface LoadOptions {
  url: string;
  theme: "light" | "dark";
  viewport: { width: number; height: number };
  /** A page loaded first in the same tab, untraced: the load measured is then a warm one. */
  warmUp?: string;
}

function sizes(body: Buffer): Bytes {
  return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
}

/** Runs in the page before anything else: records layout shifts and the hydration moment. */
function observePage(theme: string): void {
  try {
    localStorage.setItem("theme", theme);
  } catch {
    // The page then loads in its default mode.
  }
  const record = { cls: 0, shifts: [] as { value: number; sources: string[] }[], hydratedAt: -1, lcp: -1 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  (window as unknown as { __perf: typeof record }).__perf = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      record.cls += entry.value;
      const sources = (entry.sources ?? []).map((s) =>
        s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node?.nodeName),
      );
      record.shifts.push({ value: entry.value, sources });
    }
  }).observe({ type: "layout-shift", buffered: true });
  // <html> does not exist yet when this runs: watch the whole document for the attribute.
  new MutationObserver((_, observer) => {
    if (document.documentElement?.getAttribute("data-has-hydrated") === "true") {
      record.hydratedAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-has-hydrated"] });
}

/**
 * Polls through plain CDP: Playwright's own selector engine would be evaluated in the page
 * on first use, a long task of its own that is no part of the site's load.
 */
async function waitForHydration(cdp: CDPSession, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { result } = await cdp.send("Runtime.evaluate", {
      expression: `document.documentElement.getAttribute("data-has-hydrated")`,
      returnByValue: true,
    });
    if (result.value === "true") return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the page did not hydrate");
}

/** Loads `url` and waits until it has hydrated and the network is quiet. */
export async function loadSettled(page: Page, cdp: CDPSession, url: string): Promise<Response> {
  const document = await page.goto(url, { waitUntil: "load" });
  if (!document?.ok()) throw new Error(`${url}: HTTP ${document?.status()}`);
  await waitForHydration(cdp);
  await page.waitForLoadState("networkidle");
  return document;
}

export async function measureLoad(browser: Browser, options: LoadOptions): Promise<LoadResult> {
  const context = await browser.newContext({ viewport: options.viewport });
  try {
    await context.addInitScript(observePage, options.theme);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttle(cdp);

    if (options.warmUp) await loadSettled(page, cdp, options.warmUp);
    const responses: Response[] = [];
    page.on("response", (response) => responses.push(response));
    const workers = new Set<string>();
    page.on("worker", (worker) => workers.add(new URL(worker.url()).pathname));
    await browser.startTracing(page, { categories: ["toplevel", "devtools.timeline", "__metadata"] });
    const document = await loadSettled(page, cdp, options.url);
    await page.waitForTimeout(1000); // idle-time work after hydration belongs to the load too
    const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] };
    const observed = await page.evaluate(
      () =>
        (
          window as unknown as {
            __perf: { cls: number; shifts: LoadResult["shifts"]; hydratedAt: number; lcp: number };
          }
        ).__perf,
    );

    // The hydration moment on the requests' clock (ms since the epoch).
    const hydratedEpoch = (await page.evaluate(() => performance.timeOrigin)) + observed.hydratedAt;
    const files: LoadedFile[] = [];
    for (const response of responses) {
      const path = new URL(response.url()).pathname;
      // A chunk both the page and the worker import is one download (the second is a cache hit).
      if (!/\.(js|css)$/.test(path) || response.status() !== 200 || files.some((f) => f.url === path)) continue;
      const body = await response.body().catch(() => null);
      const role: FileRole = workers.has(path)
        ? "worker"
        : response.request().timing().startTime > hydratedEpoch
          ? "prefetched"
          : "first load";
      if (body) files.push({ url: path, ...sizes(body), role });
    }
    const total = (ext: string, role: FileRole): Bytes =>
      files
        .filter((f) => f.url.endsWith(ext) && f.role === role)
        .reduce((sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip }), { raw: 0, gzip: 0 });

    return {
      html: sizes(await document.body()),
      js: total(".js", "first load"),
      css: total(".css", "first load"),
      prefetchedJs: total(".js", "prefetched"),
      workerJs: total(".js", "worker"),
      files,
      tasks: mainThreadTasks(trace.traceEvents),
      hydratedAt: observed.hydratedAt,
      lcp: observed.lcp,
      cls: observed.cls,
      shifts: observed.shifts,
    };
  } finally {
    await context.close();
  }
}
