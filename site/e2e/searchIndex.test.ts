/**
 * Search's index in real Chromium over the real built site and its real index files:
 * nothing loads until the box is hovered or focused, the API Reference loads its own
 * index, and a missing or broken index or worker, or an index URL on another origin,
 * is said so (with Retry) instead of failing silently.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Route } from "playwright-core";
import { browserSuite, distDir } from "./harness";
import { holdResponses } from "./network";
import {
  DROPDOWN,
  INDEX_FILE,
  NAVBAR_INPUT,
  OPTIONS,
  assertNoErrors,
  gate,
  indexRequests,
  rowTexts,
  searchRequests,
  typeQuery,
  useSearchSite,
  waitForIndex,
  type SearchSite,
} from "./searchHarness";

// One preview server and browser for every topic; each topic's tests are in its function.
browserSuite("search (browser): the index", useSearchSite, {
  "loading the index": loadingTheIndex,
  "in the API Reference": inTheApiReference,
  "when the index cannot be used": (search) => {
    brokenIndexFiles(search);
    brokenWorkerOrVersion(search);
  },
});

/** Lazy: nothing at page load, one manifest and one hashed index on first use. */
function loadingTheIndex({ open }: SearchSite): void {
  it("fetches nothing for search at page load", async () => {
    const { page, requests, errors } = await open("/docs/concepts/tasks");
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    assert.deepEqual(searchRequests(requests), []);
    assert.equal(await page.locator(DROPDOWN).count(), 0);
    assertNoErrors(errors);
  });

  it("fetches the manifest, then the hashed index, on the first hover, and never again", async () => {
    const { page, requests, errors } = await open("/docs/concepts/tasks");
    await page.locator(NAVBAR_INPUT).hover();
    await waitForIndex(page, requests);
    await page.waitForLoadState("networkidle");
    const [manifest, index, ...rest] = indexRequests(requests);
    assert.equal(manifest, "/search-manifest.json");
    assert.match(index, /^\/search-index\.json\?_=[0-9a-f]{8}$/);
    assert.deepEqual(rest, []);
    const hash = JSON.parse(readFileSync(join(distDir(), "search-manifest.json"), "utf8")).contexts[""].hash;
    assert.equal(index, `/search-index.json?_=${hash}`);

    // Focus, search, clear, search again, hover again, open a result and search there: no refetch.
    await typeQuery(page, "tasks");
    await page.getByRole("button", { name: "Clear search" }).click();
    await typeQuery(page, "eject");
    await page.mouse.move(0, 0);
    await page.locator(NAVBAR_INPUT).hover();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/docs\/concepts\/ejecting/);
    await typeQuery(page, "tasks");
    assert.deepEqual(indexRequests(requests), [manifest, index]);
    assertNoErrors(errors);
  });

  it("fetches the index on the first focus too (Ctrl+K focuses the box)", async () => {
    const { page, requests, errors } = await open("/docs/faq/");
    const blur = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await blur();
    await page.keyboard.press("Control+k");
    assert.equal(await page.evaluate(() => document.activeElement?.closest(".navbar__search") !== null), true);
    await waitForIndex(page, requests);
    await page.keyboard.type("tasks");
    await page.locator(OPTIONS).first().waitFor();
    // Ctrl+Shift+K is not the shortcut.
    await blur();
    await page.keyboard.press("Control+Shift+K");
    assert.equal(await page.evaluate(() => document.activeElement?.closest(".navbar__search") !== null), false);
    assert.equal(indexRequests(requests).length, 2);
    assertNoErrors(errors);
  });

  it("shows a loading ring while the index is on its way, then the results", async () => {
    const held = gate();
    const { page, errors } = await open("/docs/concepts/tasks", (context) =>
      holdResponses(context, INDEX_FILE, held.wait),
    );
    await page.locator(NAVBAR_INPUT).click();
    await page.keyboard.type("tasks");
    const ring = page.locator(".navbar__search [role='status'][aria-label='Loading the search index']");
    await ring.waitFor();
    assert.equal(await page.locator(OPTIONS).count(), 0);
    held.open();
    await page.locator(OPTIONS).first().waitFor();
    await ring.waitFor({ state: "detached" });
    assertNoErrors(errors);
  });
}

/** The API Reference has its own index, and its own scope for results. */
function inTheApiReference({ open, site }: SearchSite): void {
  it("loads the API index instead of the root one and keeps results in the API Reference", async () => {
    const { page, requests, errors } = await open("/docs/api/github");
    await page.locator(NAVBAR_INPUT).hover();
    await waitForIndex(page, requests);
    await typeQuery(page, "project");
    const hash = JSON.parse(readFileSync(join(distDir(), "search-manifest.json"), "utf8")).contexts["docs/api"].hash;
    assert.deepEqual(indexRequests(requests), ["/search-manifest.json", `/search-index-docs-api.json?_=${hash}`]);
    const rows = await rowTexts(page);
    assert.ok(rows.length > 0);
    for (const row of rows) assert.match(row.href, /^\/docs\/api\//);
    const footer = page.locator(`${DROPDOWN} .search-dropdown__footer a`);
    assert.equal((await footer.textContent())?.trim(), 'See all results within "API Reference"');
    const href = new URL((await footer.getAttribute("href"))!, site.url("/"));
    assert.equal(href.searchParams.get("q"), "project");
    assert.equal(href.searchParams.get("ctx"), "docs/api");
    await footer.click();
    await page.waitForURL(/\/search\/?\?/);
    await page.locator(".search-page__count").waitFor();
    assert.equal(await page.locator("#context-selector").inputValue(), "docs/api");
    const links = await page.$$eval(".search-page__item-title a", (as) => as.map((a) => a.getAttribute("href") ?? ""));
    assert.ok(links.length > 8, `${links.length} results`);
    for (const link of links) assert.match(link, /^\/docs\/api\//);
    assertNoErrors(errors);
  });

  it('offers the results outside "API Reference" when it has none', async () => {
    const { page, requests, errors } = await open("/docs/api/projen");
    await typeQuery(page, "django");
    assert.equal((await page.locator(`${DROPDOWN} .search-dropdown__empty`).textContent())?.trim(), "No results");
    const footer = page.locator(`${DROPDOWN} .search-dropdown__footer a`);
    assert.equal((await footer.textContent())?.trim(), 'See all results outside "API Reference"');
    const href = new URL((await footer.getAttribute("href"))!, site.url("/"));
    assert.equal(href.searchParams.get("q"), "django");
    assert.equal(href.searchParams.has("ctx"), false);
    await footer.click();
    await page.waitForURL(/\/search\/?\?q=django$/);
    await page.locator(".search-page__count").waitFor();
    assert.equal(await page.locator("#context-selector").inputValue(), "");
    const links = await page.$$eval(".search-page__item-title a", (as) => as.map((a) => a.getAttribute("href") ?? ""));
    assert.ok(
      links.some((link) => link.startsWith("/docs/quick-starts/python/django")),
      links.join(" "),
    );
    assert.deepEqual(
      indexRequests(requests).map((path) => path.replace(/\?_=.*/, "")),
      ["/search-manifest.json", "/search-index-docs-api.json", "/search-index.json"],
    );
    assertNoErrors(errors);
  });
}

/** Each way the index file can be broken, in the dropdown and on /search. */
function brokenIndexFiles({ open }: SearchSite): void {
  const realIndex = () => readFileSync(join(distDir(), "search-index.json"));
  const broken: { name: string; fulfill: (route: Route) => Promise<void>; message: RegExp; console?: RegExp }[] = [
    {
      name: "is missing (404)",
      fulfill: (route) => route.fulfill({ status: 404, body: "Not Found" }),
      message: /HTTP 404/,
      console: /404/,
    },
    {
      name: "is truncated",
      fulfill: (route) =>
        route.fulfill({
          status: 200,
          contentType: "application/json",
          body: realIndex().subarray(0, realIndex().length >> 1),
        }),
      message: /not valid JSON/,
    },
    {
      name: "is not JSON",
      fulfill: (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><p>Oops</p>" }),
      message: /not valid JSON/,
    },
    {
      name: "is JSON of another shape",
      fulfill: (route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"documents":[]}' }),
      message: /corrupt/,
    },
  ];

  for (const { name, fulfill, message, console: expectedConsole } of broken) {
    it(`says so in the dropdown and on /search when the index ${name}, and Retry works`, async () => {
      let failing = true;
      const route = async (context: BrowserContext) => {
        await context.route(INDEX_FILE, (r) => (failing ? fulfill(r) : r.continue()));
      };
      const { page, errors } = await open("/docs/concepts/tasks", route);
      await typeQuery(page, "tasks");
      const alert = page.locator(`${DROPDOWN} [role='alert']`);
      assert.match((await alert.textContent())!, /The search index could not be loaded/);
      assert.match((await alert.textContent())!, message);
      assert.equal(await page.locator(OPTIONS).count(), 0);
      failing = false;
      await alert.getByRole("button", { name: "Retry" }).click();
      await page.locator(OPTIONS).first().waitFor();
      assert.equal(await alert.count(), 0);

      failing = true;
      const other = await open("/search?q=tasks", route);
      const pageAlert = other.page.locator(".search-page [role='alert']");
      await pageAlert.waitFor();
      assert.match((await pageAlert.textContent())!, message);
      assert.equal(await other.page.locator(".search-page__count").count(), 0);
      failing = false;
      await pageAlert.getByRole("button", { name: "Retry" }).click();
      await other.page.locator(".search-page__count").waitFor();
      assert.equal(await pageAlert.count(), 0);
      for (const reported of [errors, other.errors])
        assertNoErrors(reported, ...(expectedConsole ? [expectedConsole] : []));
    });
  }
}

/** A worker that cannot start, and a version parameter that points elsewhere. */
function brokenWorkerOrVersion({ open }: SearchSite): void {
  it("says so when the search worker cannot start, and Retry starts a new one", async () => {
    let mode: "missing" | "throws" | "ok" = "missing";
    const route = async (context: BrowserContext) => {
      await context.route(/\/assets\/search-worker-[A-Z0-9]+\.js$/, (r) => {
        if (mode === "missing") return r.fulfill({ status: 404, body: "Not Found" });
        if (mode === "throws")
          return r.fulfill({ status: 200, contentType: "text/javascript", body: 'throw new Error("boom");' });
        return r.continue();
      });
    };
    const { page, errors } = await open("/docs/concepts/tasks", route);
    await typeQuery(page, "tasks");
    const alert = page.locator(`${DROPDOWN} [role='alert']`);
    assert.match((await alert.textContent())!, /The search worker could not start/);
    mode = "throws";
    await alert.getByRole("button", { name: "Retry" }).click();
    await page.waitForFunction(() =>
      /boom/.test(document.querySelector(".search-dropdown [role='alert']")?.textContent ?? ""),
    );
    mode = "ok";
    await alert.getByRole("button", { name: "Retry" }).click();
    await page.locator(OPTIONS).first().waitFor();

    mode = "missing";
    const other = await open("/search?q=tasks", route);
    const pageAlert = other.page.locator(".search-page [role='alert']");
    await pageAlert.waitFor();
    assert.match((await pageAlert.textContent())!, /The search worker could not start/);
    mode = "ok";
    await pageAlert.getByRole("button", { name: "Retry" }).click();
    await other.page.locator(".search-page__count").waitFor();
    // A worker script that fails to load also shows as a failed request.
    for (const reported of [errors, other.errors])
      assertNoErrors(reported, /404/, /boom/, /search-worker-[A-Z0-9]+\.js net::ERR_FAILED/);
  });

  it('refuses a version that points the index at another origin: "Unexpected version url", no request', async () => {
    for (const version of ["//evil.example/", "/evil.example", "\\evil.example", "https://evil.example"]) {
      const foreign: string[] = [];
      const { page, requests, errors } = await open(
        `/search?q=tasks&version=${encodeURIComponent(version)}`,
        async (context) => {
          await context.route(
            (url) => url.hostname !== "127.0.0.1",
            (route) => {
              foreign.push(route.request().url());
              return route.abort();
            },
          );
        },
      );
      const alert = page.locator(".search-page [role='alert']");
      await alert.waitFor();
      const text = (await alert.textContent())!;
      if (version === "https://evil.example") {
        // A path on this site: looked up here, not there.
        assert.match(text, /HTTP 404/, version);
      } else {
        assert.match(text, /Unexpected version url/, version);
        assert.deepEqual(indexRequests(requests), [], version);
      }
      await page.waitForTimeout(300);
      assert.deepEqual(foreign, [], version);
      assert.ok(
        requests.every((url) => new URL(url).hostname === "127.0.0.1"),
        version,
      );
      assert.equal(new URL(page.url()).searchParams.get("version"), version, "the parameter stays");
      assertNoErrors(errors, /404/);
    }
  });
}
