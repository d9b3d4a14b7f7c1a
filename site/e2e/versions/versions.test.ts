/**
 * Docs versions in real Chromium, on the tools/ci/versions site (current at /docs, 1.0 at
 * /docs/1.0): the dropdown and the preferred version, the old version's banner, crossing
 * versions, and search per version. Screenshots of each go to the test's undeclared outputs.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { DESKTOP, expectNoErrors, MOBILE, useSite } from "../harness";
import { recordRequests } from "../network";
import { rowTexts, typeQuery } from "../searchHarness";

const PREFERRED = "docs-preferred-version-default";
const builtSite = () => join(process.env.BAZEL_RUNFILES ?? ".", "projen_docs", "tools", "ci", "versions", "site");
const toggle = ".docs-version-dropdown .dropdown__toggle";
const menuLinks = ".docs-version-dropdown .dropdown__menu a";

async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.TEST_UNDECLARED_OUTPUTS_DIR;
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`) });
}

const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), PREFERRED);

describe("docs versions (tools/ci/versions): banner and dropdown", function () {
  this.timeout(60_000);
  const site = useSite(builtSite);

  it("shows an old version's banner linking the same doc in the latest version, which then becomes preferred", async () => {
    const { page, errors } = await site.open("/docs/1.0/tasks");
    const banner = page.getByRole("alert").filter({ hasText: "no longer actively maintained" });
    assert.equal(
      await banner.innerText(),
      "This is documentation for projen 1.0, which is no longer actively maintained.\n" +
        "For up-to-date documentation, see the latest version (Next).",
    );
    assert.equal(await page.locator(".theme-doc-version-badge").innerText(), "Version: 1.0");
    const docs = page.getByRole("link", { name: "Docs", exact: true });
    assert.equal(await docs.getAttribute("href"), "/docs/1.0/intro");
    // 1.0 has no API reference: its item leads to the latest one and is not the active tab.
    const api = page.getByRole("link", { name: "API Reference", exact: true });
    assert.equal(await api.getAttribute("href"), "/docs/api/projen");
    assert.match((await docs.getAttribute("class")) ?? "", /navbar__link--active/);
    assert.doesNotMatch((await api.getAttribute("class")) ?? "", /navbar__link--active/);
    const latest = banner.getByRole("link", { name: "latest version" });
    await page.waitForFunction(
      () => document.querySelector(".theme-doc-version-banner a")?.getAttribute("href") === "/docs/tasks",
    );
    await latest.click();
    await page.waitForURL("**/docs/tasks");
    await page.waitForSelector("html[data-has-hydrated='true']");
    assert.equal(await page.locator("article h1").innerText(), "Running tasks");
    assert.equal(await page.locator(".theme-doc-version-banner").count(), 0, "no banner on the latest version");
    assert.equal(await stored(page), "current");
    expectNoErrors(errors);
  });

  it("lists every version in the dropdown, each at the same doc, and remembers the pick across pages", async () => {
    const { page, errors } = await site.open("/docs/tasks?x=1");
    assert.equal(await page.locator(toggle).innerText(), "Next");
    await page.locator(toggle).click();
    await page.waitForFunction(
      (sel) => [...document.querySelectorAll(sel)].some((a) => a.getAttribute("href") === "/docs/1.0/tasks?x=1"),
      menuLinks,
    );
    assert.deepEqual(await page.getByRole("menuitem").allInnerTexts(), ["Next", "1.0", "0.9"]);
    await shoot(page, "dropdown-open-desktop-light");
    await page.getByRole("menuitem", { name: "1.0" }).click();
    await page.waitForURL("**/docs/1.0/tasks?x=1");
    await page.waitForSelector("html[data-has-hydrated='true']");
    assert.equal(await page.locator(toggle).innerText(), "1.0");
    assert.equal(await stored(page), "1.0");
    await page.goto(site.url("/"));
    await page.waitForSelector("html[data-has-hydrated='true']");
    await page.waitForFunction((sel) => document.querySelector(sel)?.textContent === "1.0", toggle);
    assert.equal(await stored(page), "1.0", "the choice survives a new page");
    expectNoErrors(errors);
  });

  it("leads to a version's first doc when it lacks the doc, and drops a stored name that is no version", async () => {
    const { page, errors } = await site.open("/docs/registry", { storage: { [PREFERRED]: "0.8" } });
    await page.waitForFunction((key) => localStorage.getItem(key) === null, PREFERRED);
    await page.locator(toggle).click();
    await page.getByRole("menuitem", { name: "1.0" }).click();
    await page.waitForURL("**/docs/1.0/intro");
    expectNoErrors(errors);
  });
});

describe("docs versions (tools/ci/versions): the drawer and search", function () {
  this.timeout(60_000);
  const site = useSite(builtSite);

  it("lists every version in the drawer at 375 px, in both colour modes", async () => {
    for (const theme of ["light", "dark"]) {
      const { page, errors } = await site.open("/docs/1.0/tasks", { viewport: MOBILE, storage: { theme } });
      await shoot(page, `banner-mobile-${theme}`);
      await page.click(".navbar__toggle");
      // On a doc the drawer opens on its sidebar; the versions are on the main menu behind it.
      await page.locator("text=← Back to main menu").click();
      const group = page.locator("ul[aria-label='Version: 1.0']");
      await group.waitFor();
      // Shown, not just present: the main menu has slid into view and stopped moving.
      await page.waitForFunction(() => {
        const box = document.querySelector("ul[aria-label='Version: 1.0']")?.getBoundingClientRect();
        return !!box && box.left >= 0 && box.right <= window.innerWidth && document.getAnimations().length === 0;
      });
      assert.deepEqual(await group.locator("a").allInnerTexts(), ["Next", "1.0", "0.9"]);
      await page.waitForFunction(() =>
        [...document.querySelectorAll("ul[aria-label='Version: 1.0'] a")].some(
          (a) => a.getAttribute("href") === "/docs/tasks",
        ),
      );
      await shoot(page, `dropdown-open-mobile-${theme}`);
      expectNoErrors(errors);
    }
  });

  it("searches the version of the page: its index files only, results in that version", async () => {
    for (const [viewport, theme] of [
      [DESKTOP, "dark"],
      [DESKTOP, "light"],
    ] as const) {
      const { page, errors } = await site.open("/docs/1.0/intro", { viewport, storage: { theme } });
      const { paths } = recordRequests(page);
      await typeQuery(page, "tasks");
      const rows = await rowTexts(page);
      assert.ok(rows.length > 0);
      assert.ok(
        rows.every((row) => row.href.startsWith("/docs/1.0/")),
        JSON.stringify(rows),
      );
      const indexFiles = paths.filter((p) => /search-(manifest|index)/.test(p));
      assert.ok(indexFiles.length > 0 && indexFiles.every((p) => p.startsWith("/docs/1.0/")), indexFiles.join());
      await shoot(page, `search-old-version-desktop-${theme}`);
      const all = page.locator(".search-dropdown a", { hasText: "See all results" });
      assert.match((await all.getAttribute("href"))!, /version=docs%2F1\.0%2F/);
      expectNoErrors(errors);
    }
  });

  it("/search honours the version parameter, and says so for a version the site does not have", async () => {
    const { page, errors } = await site.open("/search?q=tasks&version=docs/1.0/");
    await page.locator(".search-page__version").waitFor();
    assert.equal(await page.locator(".search-page__version").innerText(), "Docs version: 1.0");
    await page.locator(".search-page__item a").first().waitFor();
    const hrefs = await page
      .locator(".search-page__item-title a")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    assert.ok(
      hrefs.every((h) => h!.startsWith("/docs/1.0/")),
      hrefs.join(),
    );
    const unknown = await site.open("/search?q=tasks&version=docs/0.8");
    const alert = unknown.page.locator(".search-page [role='alert']");
    await alert.filter({ hasText: "There is no docs version" }).waitFor();
    assert.match(
      await alert.innerText(),
      /There is no docs version "docs\/0\.8" on this site \(.*HTTP 404.*\)\. Search a version: Next · 1\.0 · 0\.9/,
    );
    expectNoErrors(errors);
    expectNoErrors(unknown.errors.filter((e) => !/404/.test(e)));
  });
});
