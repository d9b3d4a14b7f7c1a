/** Network tricks for browser tests: slow or broken responses, and counting what was requested or reloaded. */
import type { BrowserContext, Page, Request, Route } from "playwright-core";

/** A page or a whole context (to catch requests made before the page exists). */
type Routable = Page | BrowserContext;

/** Holds every response matching `pattern` for `ms` before letting it through. */
export async function delayResponses(page: Routable, pattern: string | RegExp, ms: number): Promise<void> {
  await page.route(pattern, async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => undefined); // the page may have gone meanwhile
  });
}

/** Holds every response matching `pattern` until `release` settles (an index still on its way). */
export async function holdResponses(
  page: Routable,
  pattern: string | RegExp,
  release: Promise<unknown>,
): Promise<void> {
  await page.route(pattern, async (route: Route) => {
    await release;
    await route.continue();
  });
}

/** Fails every request matching `pattern` as a dropped connection would. */
export async function failRequests(page: Routable, pattern: string | RegExp): Promise<void> {
  await page.route(pattern, (route) => route.abort("failed"));
}

/** The URLs (path and query) of the requests the page makes from now on. */
export function recordRequests(target: Routable): { paths: string[]; requests: Request[] } {
  const record = { paths: [] as string[], requests: [] as Request[] };
  // Page and BrowserContext share this event; their typings are separate overloads.
  (target as Page).on("request", (request: Request) => {
    const url = new URL(request.url());
    record.paths.push(url.pathname + url.search);
    record.requests.push(request);
  });
  return record;
}

/** Counts full page loads of the main frame from now on (a reload is one). */
export function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads++;
  });
  return () => loads;
}

/** Errors the page reported, minus the ones a test caused on purpose (matched by text). */
export function unexpected(errors: string[], ...expected: RegExp[]): string[] {
  return errors.filter((error) => !expected.some((pattern) => pattern.test(error)));
}
