/**
 * Hostile input to search in real Chromium: markup, regex syntax, stop words and huge
 * queries in the box and on /search, and script in ctx, version, the hash, the path and
 * _highlight, all shown as text, never run, and search keeps working afterwards.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import {
  DROPDOWN,
  NAVBAR_INPUT,
  OPTIONS,
  assertNoErrors,
  rowTexts,
  typeQuery,
  useSearchSite,
  waitForAnswer,
  type SearchSite,
} from "./searchHarness";
import { browserSuite } from "./harness";

/** Each query, and whether it must find nothing. */
const queries: [string, "no results" | "any"][] = [
  // Its words (img, src, x) are words of some pages: results, shown as text.
  ["<img src=x onerror=alert(1)>", "any"],
  ['"><script>alert(1)</script>', "any"],
  ["\"quoted\" 'single' `tick`", "any"],
  ["([*+?", "no results"],
  ["\\ ^$ | {2} [a-z]", "any"],
  ["the and of", "no results"],
  ["x".repeat(5000), "no results"],
  ["tasks ".repeat(834).slice(0, 5000), "any"],
];

/** Markup a query could have slipped into the search box or the results. */
async function injected(page: Page): Promise<number> {
  return page
    .locator(
      ".navbar__search img, .navbar__search script, .search-page__results img, .search-page__results script, [onerror]",
    )
    .count();
}

// One preview server and browser for every topic; each topic's tests are in its function.
browserSuite("search (browser): hostile input", useSearchSite, {
  queries: badQueries,
  "URL parameters and paths": urlParametersAndPaths,
});

/** Bad queries typed into the box or given to /search. */
function badQueries({ open }: SearchSite): void {
  it("answers bad queries in the dropdown safely", async () => {
    const { page, dialogs, errors } = await open("/docs/concepts/tasks");
    for (const [query, expected] of queries) {
      const input = page.locator(NAVBAR_INPUT);
      await input.click();
      await input.fill(query);
      await waitForAnswer(page, query);
      if (expected === "no results") {
        assert.equal(
          (await page.locator(`${DROPDOWN} .search-dropdown__empty`).textContent())?.trim(),
          "No results",
          query.slice(0, 40),
        );
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
      if (expected === "no results")
        assert.equal(await page.locator(".search-page__count").textContent(), "No documents were found");
      assert.equal(await page.locator("h1").textContent(), `Search results for "${query}"`);
      assert.equal(await injected(page), 0);
      assert.deepEqual(dialogs, []);
      assertNoErrors(errors);
    }
  });
}

/** Script in the parts of the URL that the page reads. */
function urlParametersAndPaths({ open }: SearchSite): void {
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
      assert.equal(
        await page
          .locator("script:not([src]):not([type='application/json'])")
          .evaluateAll((els) => els.filter((el) => el.textContent?.includes("alert")).length),
        0,
        path,
      );
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
    assert.ok(
      marks.every((mark) => mark.toLowerCase() === "task"),
      JSON.stringify(marks.slice(0, 5)),
    );
    assert.equal(await page.locator(NAVBAR_INPUT).inputValue(), hostile.join(" "));
    assert.deepEqual(dialogs, []);
    assertNoErrors(errors);
  });
}
