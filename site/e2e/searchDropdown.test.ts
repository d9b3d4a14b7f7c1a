/**
 * Search's dropdown under the navbar box, in real Chromium over the real built site and
 * its real index: grouped, marked results, "No results", keys and "See all results",
 * and the marks a result leaves on the page it opens.
 */
import assert from "node:assert/strict";
import {
  DROPDOWN,
  NAVBAR_INPUT,
  OPTIONS,
  PAGE_INPUT,
  assertNoErrors,
  rowTexts,
  snippetText,
  typeQuery,
  useSearchSite,
  type SearchSite,
} from "./searchHarness";
import { browserSuite } from "./harness";

// One preview server and browser for every topic; each topic's tests are in its function.
browserSuite("search (browser): the dropdown", useSearchSite, {
  results,
  "opening a result": openingAResult,
  "marks on the target page": marksOnTheTargetPage,
});

/** What the dropdown lists for a query, and for none. */
function results({ open }: SearchSite): void {
  it("shows at most 8 results, grouped under their page, with short marked snippets", async () => {
    const { page, errors } = await open("/docs/introduction/");
    for (const query of ["tasks", "escape hatches", "project", "NodeProject"]) {
      await typeQuery(page, query);
      const rows = await rowTexts(page);
      assert.ok(rows.length > 0 && rows.length <= 8, `${query}: ${rows.length} rows`);
      for (const row of rows) {
        assert.ok(
          snippetText(row.title).length <= 50,
          `${query}: snippet of ${snippetText(row.title).length} characters: ${row.title}`,
        );
        assert.match(row.href, /^\/docs\/[^?#]*(\?_highlight=[^#]+)?(#.+)?$/, row.href);
        // Only <mark> elements: everything else is text.
        assert.deepEqual(row.html.match(/<(?!\/?mark>)[^>]*>/g), null, row.html);
      }
      const marks = await page.$$eval(`${OPTIONS} .search-suggestion__title mark`, (ms) =>
        ms.map((m) => m.textContent ?? ""),
      );
      const first = query.toLowerCase().split(" ")[0].slice(0, 4);
      assert.ok(
        marks.some((mark) => mark.toLowerCase().includes(first)),
        `${query}: marks ${JSON.stringify(marks)}`,
      );
      // A child row belongs to the page of the row above it.
      rows.forEach((row, k) => {
        if (row.child) assert.equal(row.href.split(/[?#]/)[0], rows[k - 1].href.split(/[?#]/)[0], `${query}: row ${k}`);
      });
    }
    await typeQuery(page, "tasks");
    const rows = await rowTexts(page);
    assert.ok(
      rows.some((row) => row.child),
      "a page's sections are listed under it",
    );
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
}

/** From the dropdown to a page: the keyboard, and the link to /search. */
function openingAResult({ open }: SearchSite): void {
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
    assert.equal(
      await page.locator(NAVBAR_INPUT).getAttribute("aria-activedescendant"),
      await page.locator(`${OPTIONS}[aria-selected='true']`).getAttribute("id"),
    );
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname + url.search + url.hash === target);
    const url = new URL(page.url());
    assert.equal(url.pathname, "/docs/concepts/ejecting");
    assert.deepEqual(url.searchParams.getAll("_highlight"), ["eject"]);
    assert.match(url.hash, /^#[a-z0-9-]+$/);
    assert.equal(
      await page.evaluate(() => (window as unknown as { marker?: number }).marker),
      1,
      "navigated client-side",
    );
    assert.equal(await page.locator(DROPDOWN).count(), 0, "the dropdown closed");
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
}

/** The _highlight terms a result passes on, marked and cleared on the page it opens. */
function marksOnTheTargetPage({ open }: SearchSite): void {
  it("marks the terms on the target page, and the clear button removes the _highlight parameters and the marks", async () => {
    const { page, errors } = await open("/docs/introduction/");
    await typeQuery(page, "escape hatches");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/docs\/concepts\/escape-hatches\?_highlight=escape&_highlight=hatches/);
    const marks = page.locator("article mark[data-markjs='true']");
    await marks.first().waitFor();
    const texts = await marks.allTextContents();
    assert.ok(texts.length >= 2);
    assert.ok(
      texts.every((text) => /^(escape|hatches)$/i.test(text)),
      JSON.stringify(texts.slice(0, 10)),
    );
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
    await page.waitForFunction(
      () =>
        !document.querySelector("noscript[data-doc-rest]") &&
        document.querySelectorAll("article mark[data-markjs]").length > 100,
      undefined,
      {
        timeout: 30_000,
      },
    );
    const texts = await marks.allTextContents();
    assert.ok(
      texts.every((text) => text.toLowerCase() === "pnpm"),
      JSON.stringify(texts.slice(0, 5)),
    );
    // Every occurrence outside buttons and code that cannot hold marks is marked, in time.
    await page.waitForFunction(
      () => {
        const article = document.querySelector("article")!;
        const text = (article.textContent ?? "").toLowerCase();
        const all = text.split("pnpm").length - 1;
        const skipped = [...article.querySelectorAll("button, script, style, textarea, select")].reduce(
          (n, el) => n + (el.textContent ?? "").toLowerCase().split("pnpm").length - 1,
          0,
        );
        return all > 0 && article.querySelectorAll("mark[data-markjs]").length === all - skipped;
      },
      undefined,
      { timeout: 30_000 },
    );
    assertNoErrors(errors);
  });
}
