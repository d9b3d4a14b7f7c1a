/**
 * Shared by the search browser tests (searchIndex, searchDropdown, searchPage,
 * searchHostile): selectors, a page opener that records requests and dialogs, typing
 * into the navbar box, and reading the dropdown's rows.
 */
import assert from "node:assert/strict";
import type { BrowserContext, Page } from "playwright-core";
import { useSite, type Site } from "./harness";
import { unexpected } from "./network";

export const NAVBAR_INPUT = ".navbar__search input";
export const OPTIONS = ".search-dropdown [role='option']";
export const DROPDOWN = ".search-dropdown";
export const PAGE_INPUT = ".search-page input[name='q']";
export const INDEX_FILE = /\/search-index(-[a-z-]+)?\.json(\?|$)/;

export interface SearchPage {
  page: Page;
  context: BrowserContext;
  /** Every URL the page and its worker requested, in order. */
  requests: string[];
  /** Messages of alert/confirm/prompt dialogs (each is dismissed). */
  dialogs: string[];
  errors: string[];
}

export interface SearchSite {
  site: Site;
  /** Opens `path` in a new context (after `setup`) and waits for hydration. */
  open(path: string, setup?: (context: BrowserContext) => Promise<void>): Promise<SearchPage>;
}

/**
 * Installs the site's hooks (one preview server and browser for the calling describe,
 * so each file shares one) and returns an opener that records what search needs.
 */
export function useSearchSite(): SearchSite {
  const site = useSite();
  async function open(path: string, setup?: (context: BrowserContext) => Promise<void>): Promise<SearchPage> {
    const context = await site.newContext();
    const requests: string[] = [];
    context.on("request", (request) => requests.push(request.url()));
    await setup?.(context);
    const page = await context.newPage();
    const errors = site.track(page);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(site.url(path));
    await page.waitForSelector("html[data-has-hydrated='true']", { timeout: 15_000 });
    return { page, context, requests, dialogs, errors };
  }
  return { site, open };
}

/** The search files among the requests: manifest, index files and worker script, as paths. */
export function searchRequests(requests: string[]): string[] {
  return requests
    .map((url) => new URL(url))
    .filter((url) => /search-manifest\.json|search-index|search-worker/.test(url.pathname))
    .map((url) => url.pathname.replace(/search-worker-[A-Z0-9]+\.js$/, "search-worker.js") + url.search);
}

export function indexRequests(requests: string[]): string[] {
  return searchRequests(requests).filter((path) => INDEX_FILE.test(path) || path.endsWith("search-manifest.json"));
}

/** Fails unless the page reported no errors but the ones a test provoked on purpose. */
export function assertNoErrors(errors: string[], ...expected: RegExp[]): void {
  const rest = unexpected(errors, ...expected);
  assert.deepEqual(rest, [], `the page reported errors:\n${rest.join("\n")}`);
}

/** Holds a routed response until `open()` is called. */
export function gate(): { wait: Promise<void>; open: () => void } {
  let open = () => {};
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

export async function rowTexts(
  page: Page,
): Promise<{ title: string; html: string; path: string; href: string; child: boolean }[]> {
  return page.$$eval(OPTIONS, (options) =>
    options.map((option) => ({
      title: option.querySelector(".search-suggestion__title")?.textContent ?? "",
      html: option.querySelector(".search-suggestion__title")?.innerHTML ?? "",
      path: option.querySelector(".search-suggestion__path")?.textContent ?? "",
      href: option.querySelector("a")?.getAttribute("href") ?? "",
      child: option.classList.contains("search-suggestion--child"),
    })),
  );
}

/** The text of a snippet without its ellipses. */
export const snippetText = (title: string) => title.replace(/^…|…$/g, "");

/** Types into the navbar box and waits for the dropdown to answer (rows, "No results" or an error). */
export async function typeQuery(page: Page, query: string): Promise<void> {
  const input = page.locator(NAVBAR_INPUT);
  await input.click();
  await input.fill("");
  await input.pressSequentially(query);
  await waitForAnswer(page, query);
}

export async function waitForAnswer(page: Page, query: string): Promise<void> {
  // While typing, the previous answer stays shown: wait for the one to this query.
  await page.waitForFunction(
    (q) => {
      const dropdown = document.querySelector<HTMLElement>(".search-dropdown");
      return (
        !!dropdown &&
        dropdown.dataset.query === q.trim() &&
        !!dropdown.querySelector("[role='option'], .search-dropdown__empty, [role='alert']")
      );
    },
    query,
    { timeout: 15_000 },
  );
}

/** Waits until `count` index files (not the manifest) were requested. */
export async function waitForIndex(page: Page, requests: string[], count = 1): Promise<void> {
  const started = Date.now();
  while (searchRequests(requests).filter((path) => INDEX_FILE.test(path)).length < count) {
    if (Date.now() - started > 15_000)
      throw new Error(`the index was not requested: ${searchRequests(requests).join(", ")}`);
    await page.waitForTimeout(50);
  }
}
