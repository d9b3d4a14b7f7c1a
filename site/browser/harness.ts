/**
 * Browser tests run the real built site (//:dist, served by the real preview server)
 * in Debian's headless Chromium through playwright-core. `useSite()` installs mocha
 * hooks and hands each test a fresh page that records console errors and uncaught
 * exceptions, which `expectNoErrors` turns into failures.
 */
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { createSiteServer } from "../../tools/serve/server";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 375, height: 800 };

export interface TestPage {
  page: Page;
  context: BrowserContext;
  errors: string[];
}

export interface Site {
  url(path: string): string;
  open(path: string, options?: { viewport?: { width: number; height: number }; javaScriptEnabled?: boolean; storage?: Record<string, string>; waitUntil?: "load" | "networkidle" | "domcontentloaded" }): Promise<TestPage>;
  newContext(options?: { viewport?: { width: number; height: number }; javaScriptEnabled?: boolean }): Promise<BrowserContext>;
  track(page: Page): string[];
}

export function distDir(): string {
  return join(process.env.BAZEL_RUNFILES ?? ".", "projen_docs", "dist");
}

export function useSite(): Site {
  let browser: Browser;
  let port = 0;
  const server = createSiteServer({ root: distDir() });
  const contexts: BrowserContext[] = [];

  before(async function () {
    this.timeout(60_000);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
      args: [...CHROMIUM_ARGS, `--user-data-dir=${mkdtempSync(join(process.env.TEST_TMPDIR ?? tmpdir(), "chromium-"))}`],
    });
  });
  afterEach(async () => {
    while (contexts.length) await contexts.pop()!.close();
  });
  after(async () => {
    await browser?.close();
    await new Promise((resolve) => server.close(resolve));
  });

  const site: Site = {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    async newContext(options = {}) {
      const context = await browser.newContext({ viewport: options.viewport ?? DESKTOP, javaScriptEnabled: options.javaScriptEnabled ?? true });
      contexts.push(context);
      return context;
    },
    track(page) {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(`console: ${message.text()}`);
      });
      page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
      return errors;
    },
    async open(path, options = {}) {
      const context = await site.newContext(options);
      if (options.storage) {
        await context.addInitScript((entries: Record<string, string>) => {
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        }, options.storage);
      }
      const page = await context.newPage();
      const errors = site.track(page);
      await page.goto(site.url(path), { waitUntil: options.waitUntil ?? "load" });
      if (options.javaScriptEnabled !== false) await page.waitForSelector("html[data-has-hydrated='true']", { timeout: 15_000 });
      return { page, context, errors };
    },
  };
  return site;
}

export function expectNoErrors(errors: string[]): void {
  if (errors.length > 0) throw new Error(`the page reported errors:\n${errors.join("\n")}`);
}
