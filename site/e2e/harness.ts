/**
 * Browser tests run the real built site (//:dist, served by the real preview server)
 * in Debian's headless Chromium through playwright-core. `useSite()` installs mocha
 * hooks and hands each test a fresh page that records console errors and uncaught
 * exceptions, which `expectNoErrors` turns into failures.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { CHROMIUM_ARGS, chromiumPath } from "../../contracts/testing/chromium";

export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 375, height: 800 };

export interface TestPage {
  page: Page;
  context: BrowserContext;
  errors: string[];
}

export interface OpenOptions {
  viewport?: { width: number; height: number };
  javaScriptEnabled?: boolean;
  storage?: Record<string, string>;
  waitUntil?: "load" | "networkidle" | "domcontentloaded";
  /** Runs on the new context before the page loads (routes, init scripts, permissions). */
  setup?: (context: BrowserContext) => Promise<unknown>;
  /** Wait for hydration (default: when JavaScript is on). */
  hydrate?: boolean;
}

export interface Site {
  url(path: string): string;
  open(path: string, options?: OpenOptions): Promise<TestPage>;
  newContext(options?: {
    viewport?: { width: number; height: number };
    javaScriptEnabled?: boolean;
  }): Promise<BrowserContext>;
  track(page: Page): string[];
}

export function distDir(): string {
  return join(process.env.BAZEL_RUNFILES ?? ".", "projen_docs", "dist");
}

/**
 * Starts the real preview server (//:serve, a runfile of the tests) on a free port and
 * resolves with that port once it says where it serves.
 */
export function startPreviewServer(dir: string): Promise<{ port: number; server: ChildProcess }> {
  const binary = join(process.env.BAZEL_RUNFILES ?? ".", "projen_docs", "serve_", "serve");
  const server = spawn(binary, ["--port", "0", "--dir", dir], { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    let output = "";
    server.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
      const served = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (served) resolve({ port: Number(served[1]), server });
    });
    server.on("error", reject);
    server.on("exit", (code) => reject(new Error(`the preview server exited (${code}) before serving: ${output}`)));
  });
}

/** The site the browser tests run: //:dist unless `dir` names another built site (e.g. tools/ci/versions). */
export function useSite(dir: () => string = distDir): Site {
  let browser: Browser;
  let port = 0;
  let server: ChildProcess | undefined;
  const contexts: BrowserContext[] = [];

  const shortTmp = mkdtempSync("/tmp/chromium-");
  before(async function () {
    this.timeout(60_000);
    ({ port, server } = await startPreviewServer(dir()));
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: [...CHROMIUM_ARGS],
      // Chromium's singleton socket path must stay short: Bazel's test TMPDIR is too deep.
      env: { ...process.env, TMPDIR: shortTmp, HOME: shortTmp },
    });
  });
  afterEach(async () => {
    while (contexts.length) await contexts.pop()!.close();
  });
  after(async () => {
    await browser?.close();
    server?.kill();
  });

  const site: Site = {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    async newContext(options = {}) {
      const context = await browser.newContext({
        viewport: options.viewport ?? DESKTOP,
        javaScriptEnabled: options.javaScriptEnabled ?? true,
      });
      contexts.push(context);
      return context;
    },
    track(page) {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(`console: ${message.text()}`);
      });
      page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
      page.on("requestfailed", (request) => {
        const reason = request.failure()?.errorText ?? "";
        // Cancelled by the browser itself, e.g. a prefetch still running when the page moves on.
        if (reason === "net::ERR_ABORTED") return;
        errors.push(`request failed: ${request.url()} ${reason}`);
      });
      return errors;
    },
    async open(path, options = {}) {
      const context = await site.newContext(options);
      if (options.storage) {
        await context.addInitScript((entries: Record<string, string>) => {
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        }, options.storage);
      }
      await options.setup?.(context);
      const page = await context.newPage();
      const errors = site.track(page);
      await page.goto(site.url(path), { waitUntil: options.waitUntil ?? "load" });
      if (options.hydrate ?? options.javaScriptEnabled !== false) {
        await page.waitForSelector("html[data-has-hydrated='true']", { timeout: 15_000 }).catch((error: Error) => {
          throw new Error(`${path} did not hydrate: ${error.message}\n${errors.join("\n")}`);
        });
      }
      return { page, context, errors };
    },
  };
  return site;
}

/** Records every Content-Security-Policy violation the pages of `context` see, from their first byte. */
export async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
}

export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

export function expectNoErrors(errors: string[]): void {
  if (errors.length > 0) throw new Error(`the page reported errors:\n${errors.join("\n")}`);
}

/**
 * A browser suite: one preview server and one browser for every topic of it, each topic a
 * describe whose tests its function registers. `world` makes what the topics get: the
 * site itself (useSite), or a richer harness built on it (the search tests' one).
 */
export function browserSuite<T>(title: string, world: () => T, topics: Record<string, (world: T) => void>): void {
  describe(title, function () {
    // A ceiling, not a pace: each step waits for its own condition; a busy 2-core machine
    // has taken over 60 s for the longest tests.
    this.timeout(120_000);
    const value = world();
    for (const [name, register] of Object.entries(topics)) describe(name, () => register(value));
  });
}
