/**
 * Interaction to Next Paint for what readers do, in headless Chromium with the CPU slowed
 * 4x: toggling the color mode, opening a sidebar category, opening the mobile menu (at
 * 375 px) and typing a query in the search box. The browser's Event Timing API times each
 * interaction from the input to the next paint after its handlers ran; an action's figure
 * is its worst interaction (a typed word is one per key), and INP is the worst of all.
 */
import type { Browser, Page } from "playwright-core";
import { loadSettled, throttle } from "./measure";
import { THEMES, VIEWPORT, type Theme } from "./runPlan";

/** The Event Timing API reports interactions from this long on (its floor is 16 ms). */
export const EVENT_THRESHOLD_MS = 16;
export const MOBILE_VIEWPORT = { width: 375, height: 800 };

export interface ReaderAction {
  name: string;
  viewport: { width: number; height: number };
  /** Readies the page (untimed), e.g. focuses a box; optional. */
  prepare?(page: Page): Promise<void>;
  act(page: Page): Promise<void>;
}

export const READER_ACTIONS: ReaderAction[] = [
  {
    name: "toggling the color mode",
    viewport: VIEWPORT,
    act: (page) => page.getByRole("button", { name: /Switch between dark and light mode/ }).click(),
  },
  {
    name: "opening a sidebar category",
    viewport: VIEWPORT,
    act: (page) => page.locator("nav.doc-sidebar [aria-expanded='false']").first().click(),
  },
  {
    name: "opening the mobile menu",
    viewport: MOBILE_VIEWPORT,
    act: (page) => page.getByRole("button", { name: "Toggle navigation bar" }).click(),
  },
  {
    name: "typing a query",
    viewport: VIEWPORT,
    prepare: (page) => page.locator(".navbar__search input").focus(),
    act: (page) => page.keyboard.type("release workflow", { delay: 120 }),
  },
];

/** Runs in the page before anything else: keeps every interaction's event timings. */
function observeInteractions(theme: string): void {
  try {
    localStorage.setItem("theme", theme);
  } catch {
    // The page then loads in its default mode.
  }
  const record: { id: number; duration: number }[] = [];
  (window as unknown as { __interactions: typeof record }).__interactions = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { interactionId?: number; duration: number }[]) {
      if (entry.interactionId) record.push({ id: entry.interactionId, duration: entry.duration });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** One cold load of `url` and one action on it: the action's worst interaction, ms (0: none reached 16 ms). */
export async function measureAction(
  browser: Browser,
  url: string,
  action: ReaderAction,
  theme: Theme,
): Promise<number> {
  const context = await browser.newContext({ viewport: action.viewport });
  try {
    await context.addInitScript(observeInteractions, theme);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttle(cdp);
    await loadSettled(page, cdp, url);
    await action.prepare?.(page);
    // Settled: the idle-time work after hydration and Playwright's own script are done.
    await page.waitForTimeout(1000);
    await page.evaluate(() => ((window as unknown as { __interactions: unknown[] }).__interactions.length = 0));
    await action.act(page);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500); // the next paint, and the observer's report of it
    const events = await page.evaluate(
      () => (window as unknown as { __interactions: { id: number; duration: number }[] }).__interactions,
    );
    return Math.max(0, ...events.map((event) => event.duration));
  } finally {
    await context.close();
  }
}

/** Each action `runs` times on cold loads of `url`, alternating the color modes. */
export async function actionRuns(browser: Browser, url: string, runs: number): Promise<Map<string, number[]>> {
  const results = new Map<string, number[]>();
  for (const action of READER_ACTIONS) {
    const latencies: number[] = [];
    for (let i = 0; i < runs; i++) latencies.push(await measureAction(browser, url, action, THEMES[i % THEMES.length]));
    results.set(action.name, latencies);
  }
  return results;
}
