/**
 * The /search page in real Chromium over the real built site and its real index: all
 * results counted, q, ctx and version kept in the URL, "No documents were found", the
 * loading ring, and a /search?q=… load's search started before the app has loaded.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import type { Route } from "playwright-core";
import { browserSuite, distDir } from "./harness";
import { holdResponses } from "./network";
import {
  INDEX_FILE,
  PAGE_INPUT,
  assertNoErrors,
  gate,
  indexRequests,
  useSearchSite,
  type SearchSite,
} from "./searchHarness";

// One preview server and browser for every topic; each topic's tests are in its function.
browserSuite("search (browser): the /search page", useSearchSite, {
  "results and the URL": resultsAndTheUrl,
  loading,
  "early start": earlyStart,
});

/** The page's results, its URL parameters and its links to the docs. */
function resultsAndTheUrl({ open }: SearchSite): void {
  it("shows more than 8 results, counts them and keeps q, ctx and version in the URL with history.replace", async () => {
    const held: Route[] = [];
    const { page, requests, errors } = await open("/search?q=project&version=next", async (context) => {
      // A second docs version under /next/, served from the site's own index and chunk files.
      await context.route(/\/next\/search-(manifest|index|chunks\/|texts\/.*)[^/]*\.json/, async (route) => {
        held.push(route);
        const name = new URL(route.request().url()).pathname.replace(/^\/next\//, "");
        await route.fulfill({ path: join(distDir(), name), contentType: "application/json" });
      });
    });
    const count = page.locator(".search-page__count");
    await count.waitFor();
    const n = Number((await count.textContent())!.match(/^(\d+) documents found$/)![1]);
    assert.ok(n > 8, `${n} documents`);
    assert.equal(await page.locator(".search-page__item").count(), n);
    assert.equal(await page.locator("h1").textContent(), 'Search results for "project"');
    assert.equal(await page.title(), 'Search results for "project"');
    assert.deepEqual(
      indexRequests(requests).map((path) => path.replace(/\?_=.*/, "")),
      ["/next/search-manifest.json", "/next/search-index.json"],
    );
    const length = await page.evaluate(() => history.length);
    await page.locator(PAGE_INPUT).fill("eject");
    await page.waitForURL((url) => url.searchParams.get("q") === "eject");
    await page.waitForFunction(() => document.querySelector("h1")?.textContent === 'Search results for "eject"');
    assert.equal(new URL(page.url()).searchParams.get("version"), "next");
    await page.locator("#context-selector").selectOption("docs/api");
    await page.waitForURL((url) => url.searchParams.get("ctx") === "docs/api");
    await page.waitForFunction(() =>
      [...document.querySelectorAll(".search-page__item-title a")].every((a) =>
        a.getAttribute("href")!.startsWith("/docs/api/"),
      ),
    );
    assert.equal(new URL(page.url()).searchParams.get("version"), "next");
    assert.equal(new URL(page.url()).searchParams.get("q"), "eject");
    await page.locator("#context-selector").selectOption("");
    await page.waitForURL((url) => url.searchParams.get("ctx") === "");
    assert.equal(await page.evaluate(() => history.length), length, "the URL is replaced, not pushed");
    await page.locator(PAGE_INPUT).fill("");
    await page.waitForURL((url) => !url.searchParams.has("q"));
    await page.waitForFunction(() => document.querySelector("h1")?.textContent === "Search the documentation");
    assert.equal(await page.title(), "Search the documentation");
    assert.ok(held.length >= 3);
    assertNoErrors(errors);
  });

  it('says "No documents were found", treats an unknown ctx as everywhere and opens a result with its terms', async () => {
    const none = await open("/search?q=zzqxjv");
    await none.page.locator(".search-page__count").waitFor();
    assert.equal(await none.page.locator(".search-page__count").textContent(), "No documents were found");
    assertNoErrors(none.errors);
    const { page, errors } = await open("/search?q=eject&ctx=bogus");
    await page.locator(".search-page__count").waitFor();
    assert.equal(await page.locator("#context-selector").inputValue(), "");
    const first = page.locator(".search-page__item-title a").first();
    const href = (await first.getAttribute("href"))!;
    assert.match(href, /^\/docs\/concepts\/ejecting\?_highlight=eject/);
    await first.click();
    await page.waitForURL((url) => url.pathname + url.search + url.hash === href);
    await page.locator("article mark[data-markjs='true']").first().waitFor();
    assertNoErrors(errors);
  });

  it("keeps the spaces around a highlighted word in the breadcrumbs as in the title", async () => {
    const { page, errors } = await open("/docs/introduction/the-projen-workflow?_highlight=workflow");
    const current = page.locator(".breadcrumbs__item--active .breadcrumbs__link");
    await current.locator("mark").waitFor();
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText is the rendered text a reader sees
    assert.equal(await current.innerText(), "The projen workflow");
    // biome-ignore lint/performance/useDomNodeTextContent: as above
    assert.equal(await page.locator("h1").innerText(), "The projen workflow");
    assertNoErrors(errors);
  });
}

function loading({ open }: SearchSite): void {
  it("shows a loading ring while the index loads", async () => {
    const held = gate();
    const { page, errors } = await open("/search?q=tasks", (context) => holdResponses(context, INDEX_FILE, held.wait));
    const ring = page.locator(".search-page [role='status'][aria-label='Loading the search index']");
    await ring.waitFor();
    assert.equal(await page.locator(".search-page__count").count(), 0);
    held.open();
    await page.locator(".search-page__count").waitFor();
    assert.equal(await ring.count(), 0);
    assertNoErrors(errors);
  });
}

function earlyStart({ open }: SearchSite): void {
  it("starts a /search?q=… load's search from the entry script, while the app's chunks still load", async () => {
    const indexAsked = gate();
    let appHeld = false;
    let askedWhileHeld = false;
    const { page, errors } = await open("/search?q=tasks", async (context) => {
      // The app's chunk waits until the index is asked for (at most 5 s): only a search
      // started without it can ask for the index in the meantime.
      await context.route(/\/assets\/chunks\/startClient-[^/]*\.js$/, async (route) => {
        appHeld = true;
        await Promise.race([indexAsked.wait, new Promise((resolve) => setTimeout(resolve, 5000))]);
        appHeld = false;
        await route.continue();
      });
      await context.route(INDEX_FILE, async (route) => {
        askedWhileHeld ||= appHeld;
        indexAsked.open();
        await route.continue();
      });
    });
    await page.locator(".search-page__count").waitFor();
    assert.ok(askedWhileHeld, "the index was asked for while the app's chunk was held");
    assert.ok((await page.locator(".search-page__item").count()) > 0);
    assertNoErrors(errors);
  });
}
