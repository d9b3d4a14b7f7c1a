/**
 * Local search in real Chromium over the real built site and its real index files: lazy
 * loading, the dropdown (results, keys, context, footer), the target page's marks, the
 * /search page, the loading and error states, the same-origin rule for the index URL,
 * and hostile input.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page, Route } from "playwright-core";
import { distDir, useSite } from "./harness";

const NAVBAR_INPUT = ".navbar__search input";
const OPTIONS = ".search-dropdown [role='option']";
const DROPDOWN = ".search-dropdown";
const PAGE_INPUT = ".search-page input[name='q']";
const INDEX_FILE = /\/search-index(-[a-z-]+)?\.json(\?|$)/;

interface SearchPage {
  page: Page;
  context: BrowserContext;
  /** Every URL the page and its worker requested, in order. */
  requests: string[];
  /** Messages of alert/confirm/prompt dialogs (each is dismissed). */
  dialogs: string[];
  errors: string[];
}

/** The search files among the requests: manifest, index files and worker script, as paths. */
function searchRequests(requests: string[]): string[] {
  return requests
    .map((url) => new URL(url))
    .filter((url) => /search-manifest\.json|search-index|search-worker/.test(url.pathname))
    .map((url) => url.pathname.replace(/search-worker-[A-Z0-9]+\.js$/, "search-worker.js") + url.search);
}

function indexRequests(requests: string[]): string[] {
  return searchRequests(requests).filter((path) => INDEX_FILE.test(path) || path.endsWith("search-manifest.json"));
}

/** Errors the page reported, minus the ones a test provoked on purpose. */
function unexpected(errors: string[], ...expected: RegExp[]): string[] {
  return errors.filter((error) => !expected.some((pattern) => pattern.test(error)));
}

function assertNoErrors(errors: string[], ...expected: RegExp[]): void {
  const rest = unexpected(errors, ...expected);
  assert.deepEqual(rest, [], `the page reported errors:\n${rest.join("\n")}`);
}

/** Resolves the returned function's promise when called: holds a routed response until then. */
function gate(): { wait: Promise<void>; open: () => void } {
  let open = () => {};
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

async function rowTexts(page: Page): Promise<{ title: string; html: string; path: string; href: string; child: boolean }[]> {
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
const snippetText = (title: string) => title.replace(/^…|…$/g, "");

describe("search (browser)", function () {
  this.timeout(60_000);
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

  /** Types into the navbar box and waits for the dropdown to answer (rows, "No results" or an error). */
  async function typeQuery(page: Page, query: string): Promise<void> {
    const input = page.locator(NAVBAR_INPUT);
    await input.click();
    await input.fill("");
    await input.pressSequentially(query);
    await waitForAnswer(page, query);
  }

  async function waitForAnswer(page: Page, query: string): Promise<void> {
    // While typing, the previous answer stays shown: wait for the one to this query.
    await page.waitForFunction(
      (q) => {
        const dropdown = document.querySelector<HTMLElement>(".search-dropdown");
        return !!dropdown && dropdown.dataset.query === q.trim() && !!dropdown.querySelector("[role='option'], .search-dropdown__empty, [role='alert']");
      },
      query,
      { timeout: 15_000 },
    );
  }

  async function waitForIndex(page: Page, requests: string[], count = 1): Promise<void> {
    const started = Date.now();
    while (searchRequests(requests).filter((path) => INDEX_FILE.test(path)).length < count) {
      if (Date.now() - started > 15_000) throw new Error(`the index was not requested: ${searchRequests(requests).join(", ")}`);
      await page.waitForTimeout(50);
    }
  }

  describe("loading the index", () => {
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
      const { page, errors } = await open("/docs/concepts/tasks", async (context) => {
        await context.route(INDEX_FILE, async (route) => {
          await held.wait;
          await route.continue();
        });
      });
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
  });

  describe("the dropdown", () => {
    it("shows at most 8 results, grouped under their page, with short marked snippets", async () => {
      const { page, errors } = await open("/docs/introduction/");
      for (const query of ["tasks", "escape hatches", "project", "NodeProject"]) {
        await typeQuery(page, query);
        const rows = await rowTexts(page);
        assert.ok(rows.length > 0 && rows.length <= 8, `${query}: ${rows.length} rows`);
        for (const row of rows) {
          assert.ok(snippetText(row.title).length <= 50, `${query}: snippet of ${snippetText(row.title).length} characters: ${row.title}`);
          assert.match(row.href, /^\/docs\/[^?#]*(\?_highlight=[^#]+)?(#.+)?$/, row.href);
          // Only <mark> elements: everything else is text.
          assert.deepEqual(row.html.match(/<(?!\/?mark>)[^>]*>/g), null, row.html);
        }
        const marks = await page.$$eval(`${OPTIONS} .search-suggestion__title mark`, (ms) => ms.map((m) => m.textContent ?? ""));
        const first = query.toLowerCase().split(" ")[0].slice(0, 4);
        assert.ok(marks.some((mark) => mark.toLowerCase().includes(first)), `${query}: marks ${JSON.stringify(marks)}`);
        // A child row belongs to the page of the row above it.
        rows.forEach((row, k) => {
          if (row.child) assert.equal(row.href.split(/[?#]/)[0], rows[k - 1].href.split(/[?#]/)[0], `${query}: row ${k}`);
        });
      }
      await typeQuery(page, "tasks");
      const rows = await rowTexts(page);
      assert.ok(rows.some((row) => row.child), "a page's sections are listed under it");
      assert.ok(!rows[0].child && rows[0].path.includes(" › "), `the first row shows its path: ${rows[0].path}`);
      assertNoErrors(errors);
    });

    it('says "No results" when nothing matches', async () => {
      const { page, errors } = await open("/docs/concepts/tasks");
      await typeQuery(page, "zzqxjv");
      assert.equal((await page.locator(`${DROPDOWN} .search-dropdown__empty`).textContent())?.trim(), "No results");
      assert.equal(await page.locator(OPTIONS).count(), 0);
      assert.equal(await page.locator(`${DROPDOWN} a`).count(), 0, "no See all results without results");
      assertNoErrors(errors);
    });

    it("moves with the arrow keys and opens the result with Enter: explicit path, _highlight terms, hash", async () => {
      const { page, errors } = await open("/docs/introduction/");
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await typeQuery(page, "eject");
      const active = () => page.$eval(`${OPTIONS}[aria-selected='true'] a`, (a) => a.getAttribute("href"));
      const hrefs = (await rowTexts(page)).map((row) => row.href);
      assert.ok(hrefs.length >= 3);
      assert.equal(await active(), hrefs[0], "the first row is preselected");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowDown");
      assert.equal(await active(), hrefs[2]);
      await page.keyboard.press("ArrowUp");
      const target = (await active())!;
      assert.equal(target, hrefs[1]);
      assert.equal(await page.locator(NAVBAR_INPUT).getAttribute("aria-activedescendant"), await page.locator(`${OPTIONS}[aria-selected='true']`).getAttribute("id"));
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => url.pathname + url.search + url.hash === target);
      const url = new URL(page.url());
      assert.equal(url.pathname, "/docs/concepts/ejecting");
      assert.deepEqual(url.searchParams.getAll("_highlight"), ["eject"]);
      assert.match(url.hash, /^#[a-z0-9-]+$/);
      assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 1, "navigated client-side");
      assert.equal(await page.locator(DROPDOWN).count(), 0, "the dropdown closed");
      assertNoErrors(errors);
    });

    it("marks the terms on the target page, and the clear button removes the _highlight parameters and the marks", async () => {
      const { page, errors } = await open("/docs/introduction/");
      await typeQuery(page, "escape hatches");
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/docs\/concepts\/escape-hatches\?_highlight=escape&_highlight=hatches/);
      const marks = page.locator("article mark[data-markjs='true']");
      await marks.first().waitFor();
      const texts = await marks.allTextContents();
      assert.ok(texts.length >= 2);
      assert.ok(texts.every((text) => /^(escape|hatches)$/i.test(text)), JSON.stringify(texts.slice(0, 10)));
      assert.equal(await page.locator(NAVBAR_INPUT).inputValue(), "escape hatches");

      assertNoErrors(errors);

      // With other parameters and a hash, only the _highlight ones go.
      const other = await open("/docs/concepts/tasks?x=1&_highlight=task#running-tasks");
      const otherMarks = other.page.locator("article mark[data-markjs='true']");
      await otherMarks.first().waitFor();
      const text = await other.page.locator("article").textContent();
      await other.page.getByRole("button", { name: "Clear search" }).click();
      await other.page.waitForURL((url) => !url.search.includes("_highlight"));
      const url = new URL(other.page.url());
      assert.equal(url.search, "?x=1");
      assert.equal(url.hash, "#running-tasks");
      assert.equal(await otherMarks.count(), 0);
      assert.equal(await other.page.locator(NAVBAR_INPUT).inputValue(), "");
      assert.equal(await other.page.locator("article").textContent(), text, "the text is as it was");
      assertNoErrors(other.errors);
    });

    it("marks the terms in the part of a long page that arrives later too", async () => {
      // The API pages add most of their body in idle time; "pnpm" is only in that part.
      const { page, errors } = await open("/docs/api/javascript?_highlight=pnpm");
      const marks = page.locator("article mark[data-markjs='true']");
      await page.waitForFunction(() => !document.querySelector("noscript[data-doc-rest]") && document.querySelectorAll("article mark[data-markjs]").length > 100, undefined, {
        timeout: 30_000,
      });
      const texts = await marks.allTextContents();
      assert.ok(texts.every((text) => text.toLowerCase() === "pnpm"), JSON.stringify(texts.slice(0, 5)));
      // Every occurrence outside buttons and code that cannot hold marks is marked, in time.
      await page.waitForFunction(
        () => {
          const article = document.querySelector("article")!;
          const text = (article.textContent ?? "").toLowerCase();
          const all = text.split("pnpm").length - 1;
          const skipped = [...article.querySelectorAll("button, script, style, textarea, select")].reduce((n, el) => n + (el.textContent ?? "").toLowerCase().split("pnpm").length - 1, 0);
          return all > 0 && article.querySelectorAll("mark[data-markjs]").length === all - skipped;
        },
        undefined,
        { timeout: 30_000 },
      );
      assertNoErrors(errors);
    });

    it('links "See all results" to the /search page with the query', async () => {
      const { page, errors } = await open("/docs/concepts/tasks");
      await typeQuery(page, "tasks");
      const footer = page.locator(`${DROPDOWN} .search-dropdown__footer a`);
      assert.equal((await footer.textContent())?.trim(), "See all results");
      assert.match((await footer.getAttribute("href"))!, /^\/search\/?\?q=tasks$/);
      await footer.click();
      await page.waitForURL(/\/search\/?\?q=tasks$/);
      await page.locator(".search-page__count").waitFor();
      assert.match((await page.locator(".search-page__count").textContent())!, /^\d+ documents found$/);
      assert.equal(await page.locator(PAGE_INPUT).inputValue(), "tasks");
      assertNoErrors(errors);
    });
  });

  describe("in the API Reference", () => {
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
      assert.ok(links.some((link) => link.startsWith("/docs/quick-starts/python/django")), links.join(" "));
      assert.deepEqual(
        indexRequests(requests).map((path) => path.replace(/\?_=.*/, "")),
        ["/search-manifest.json", "/search-index-docs-api.json", "/search-index.json"],
      );
      assertNoErrors(errors);
    });
  });

  describe("the /search page", () => {
    it("shows more than 8 results, counts them and keeps q, ctx and version in the URL with history.replace", async () => {
      const held: Route[] = [];
      const { page, requests, errors } = await open("/search?q=project&version=next", async (context) => {
        // A second docs version under /next/, served from the site's own index files.
        await context.route(/\/next\/search-(manifest|index)[^/]*\.json/, async (route) => {
          held.push(route);
          const name = new URL(route.request().url()).pathname.split("/").pop()!;
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
      await page.waitForFunction(() => [...document.querySelectorAll(".search-page__item-title a")].every((a) => a.getAttribute("href")!.startsWith("/docs/api/")));
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

    it("shows a loading ring while the index loads", async () => {
      const held = gate();
      const { page, errors } = await open("/search?q=tasks", async (context) => {
        await context.route(INDEX_FILE, async (route) => {
          await held.wait;
          await route.continue();
        });
      });
      const ring = page.locator(".search-page [role='status'][aria-label='Loading the search index']");
      await ring.waitFor();
      assert.equal(await page.locator(".search-page__count").count(), 0);
      held.open();
      await page.locator(".search-page__count").waitFor();
      assert.equal(await ring.count(), 0);
      assertNoErrors(errors);
    });
  });

  describe("when the index cannot be used", () => {
    const realIndex = () => readFileSync(join(distDir(), "search-index.json"));
    const broken: { name: string; fulfill: (route: Route) => Promise<void>; message: RegExp; console?: RegExp }[] = [
      { name: "is missing (404)", fulfill: (route) => route.fulfill({ status: 404, body: "Not Found" }), message: /HTTP 404/, console: /404/ },
      {
        name: "is truncated",
        fulfill: (route) => route.fulfill({ status: 200, contentType: "application/json", body: realIndex().subarray(0, 100_000) }),
        message: /not valid JSON/,
      },
      { name: "is not JSON", fulfill: (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><p>Oops</p>" }), message: /not valid JSON/ },
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
        for (const reported of [errors, other.errors]) assertNoErrors(reported, ...(expectedConsole ? [expectedConsole] : []));
      });
    }

    it("says so when the search worker cannot start, and Retry starts a new one", async () => {
      let mode: "missing" | "throws" | "ok" = "missing";
      const route = async (context: BrowserContext) => {
        await context.route(/\/assets\/search-worker-[A-Z0-9]+\.js$/, (r) => {
          if (mode === "missing") return r.fulfill({ status: 404, body: "Not Found" });
          if (mode === "throws") return r.fulfill({ status: 200, contentType: "text/javascript", body: 'throw new Error("boom");' });
          return r.continue();
        });
      };
      const { page, errors } = await open("/docs/concepts/tasks", route);
      await typeQuery(page, "tasks");
      const alert = page.locator(`${DROPDOWN} [role='alert']`);
      assert.match((await alert.textContent())!, /The search worker could not start/);
      mode = "throws";
      await alert.getByRole("button", { name: "Retry" }).click();
      await page.waitForFunction(() => /boom/.test(document.querySelector(".search-dropdown [role='alert']")?.textContent ?? ""));
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
      for (const reported of [errors, other.errors]) assertNoErrors(reported, /404/, /boom/, /search-worker-[A-Z0-9]+\.js net::ERR_FAILED/);
    });

    it('refuses a version that points the index at another origin: "Unexpected version url", no request', async () => {
      for (const version of ["//evil.example/", "/evil.example", "\\evil.example", "https://evil.example"]) {
        const foreign: string[] = [];
        const { page, requests, errors } = await open(`/search?q=tasks&version=${encodeURIComponent(version)}`, async (context) => {
          await context.route(
            (url) => url.hostname !== "127.0.0.1",
            (route) => {
              foreign.push(route.request().url());
              return route.abort();
            },
          );
        });
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
        assert.ok(requests.every((url) => new URL(url).hostname === "127.0.0.1"), version);
        assert.equal(new URL(page.url()).searchParams.get("version"), version, "the parameter stays");
        assertNoErrors(errors, /404/);
      }
    });
  });

  describe("hostile input", () => {
    const queries: [string, "no results" | "any"][] = [
      ["<img src=x onerror=alert(1)>", "no results"],
      ['"><script>alert(1)</script>', "any"],
      ['"quoted" \'single\' `tick`', "any"],
      ["([*+?", "no results"],
      ["\\ ^$ | {2} [a-z]", "any"],
      ["the and of", "no results"],
      ["x".repeat(5000), "no results"],
      ["tasks ".repeat(834).slice(0, 5000), "any"],
    ];

    async function injected(page: Page): Promise<number> {
      return page.locator(".navbar__search img, .navbar__search script, .search-page__results img, .search-page__results script, [onerror]").count();
    }

    it("answers bad queries in the dropdown safely", async () => {
      const { page, dialogs, errors } = await open("/docs/concepts/tasks");
      for (const [query, expected] of queries) {
        const input = page.locator(NAVBAR_INPUT);
        await input.click();
        await input.fill(query);
        await waitForAnswer(page, query);
        if (expected === "no results") {
          assert.equal((await page.locator(`${DROPDOWN} .search-dropdown__empty`).textContent())?.trim(), "No results", query.slice(0, 40));
        }
        assert.equal(await page.locator(`${DROPDOWN} [role='alert']`).count(), 0, query.slice(0, 40));
        assert.equal(await injected(page), 0, query.slice(0, 40));
        for (const row of await rowTexts(page)) assert.deepEqual(row.html.match(/<(?!\/?mark>)[^>]*>/g), null, row.html);
      }
      // Still searching normally afterwards.
      await typeQuery(page, "tasks");
      assert.ok((await page.locator(OPTIONS).count()) > 0);
      assert.deepEqual(dialogs, []);
      assertNoErrors(errors);
    });

    it("answers bad queries on the /search page safely", async () => {
      for (const [query, expected] of queries.slice(0, 4)) {
        const { page, dialogs, errors } = await open(`/search?q=${encodeURIComponent(query)}`);
        await page.locator(".search-page__count").waitFor();
        if (expected === "no results") assert.equal(await page.locator(".search-page__count").textContent(), "No documents were found");
        assert.equal(await page.locator("h1").textContent(), `Search results for "${query}"`);
        assert.equal(await injected(page), 0);
        assert.deepEqual(dialogs, []);
        assertNoErrors(errors);
      }
    });

    it("keeps ctx, version, the hash and the path inert, and the page working", async () => {
      const script = '"><img src=x onerror=alert(1)><script>alert(2)</script>';
      const paths = [
        `/search?q=task&ctx=${encodeURIComponent(script)}&version=${encodeURIComponent(script)}`,
        `/search?q=task&ctx=%E0%A4%A&version=%`,
        `/docs/concepts/tasks#${encodeURIComponent(script)}`,
        `/docs/concepts/tasks#%E0%A4%A`,
        `/docs/${encodeURIComponent(script)}`,
        `/docs/%E0%A4%A/x`,
      ];
      for (const path of paths) {
        const { page, dialogs, errors } = await open(path);
        await page.waitForTimeout(200);
        assert.ok((await page.locator("h1").first().textContent())?.trim(), `${path}: a heading shows`);
        assert.equal(await injected(page), 0, path);
        assert.equal(await page.locator("script:not([src]):not([type='application/json'])").evaluateAll((els) => els.filter((el) => el.textContent?.includes("alert")).length), 0, path);
        assert.deepEqual(dialogs, [], path);
        // The not-found page answers 404 on purpose.
        assertNoErrors(errors, /status of 404/);
        // The search box still works on that page.
        await typeQuery(page, "tasks");
        assert.ok((await page.locator(OPTIONS).count()) > 0, `${path}: search still answers`);
      }
    });

    it("marks _highlight values as text only", async () => {
      const plain = await open("/docs/concepts/tasks");
      const images = await plain.page.locator("article img").count();
      const hostile = ["<img src=x onerror=alert(1)>", "<script>alert(2)</script>", '"><svg onload=alert(3)>', "task"];
      const query = hostile.map((value) => `_highlight=${encodeURIComponent(value)}`).join("&");
      const { page, dialogs, errors } = await open(`/docs/concepts/tasks?${query}`);
      await page.locator("article mark[data-markjs='true']").first().waitFor();
      await page.waitForTimeout(300);
      assert.equal(await page.locator("article img").count(), images);
      assert.equal(await page.locator("article script, article svg[onload], [onerror], [onload]").count(), 0);
      const marks = await page.locator("article mark[data-markjs='true']").allTextContents();
      assert.ok(marks.every((mark) => mark.toLowerCase() === "task"), JSON.stringify(marks.slice(0, 5)));
      assert.equal(await page.locator(NAVBAR_INPUT).inputValue(), hostile.join(" "));
      assert.deepEqual(dialogs, []);
      assertNoErrors(errors);
    });
  });
});
