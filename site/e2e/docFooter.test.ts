/**
 * The foot of a doc in real Chromium: "Edit this page" to the doc's source and "Last updated
 * on DATE by AUTHOR" from git, light and dark, prerendered and after client-side navigation;
 * none on a generated API page.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { expectNoErrors, useSite } from "./harness";

async function foot(page: Page) {
  const footer = page.locator("article .doc-footer");
  const edit = footer.getByRole("link", { name: /^Edit this page/ });
  return {
    href: (await edit.count()) ? await edit.getAttribute("href") : null,
    text: (await footer.count()) ? (await footer.locator(".doc-footer__updated").innerText()).trim() : null,
    datetime: (await footer.locator("time").count()) ? await footer.locator("time").getAttribute("datetime") : null,
  };
}

describe("doc foot (browser)", function () {
  this.timeout(60_000);
  const site = useSite();

  for (const theme of ["light", "dark"]) {
    it(`shows the edit link and the last commit's date in ${theme} mode`, async () => {
      const { page, errors } = await site.open("/docs/concepts/tasks", { storage: { theme } });
      assert.equal(await page.getAttribute("html", "data-theme"), theme);
      const { href, text, datetime } = await foot(page);
      assert.equal(href, "https://github.com/projen/projen/edit/main/docs/concepts/tasks.md");
      assert.match(datetime ?? "", /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/, "an ISO date from git");
      const shown = new Date(datetime!).toLocaleDateString("en-US", {
        timeZone: "UTC",
        year: "numeric",
        month: "short",
        day: "numeric",
      });
      assert.match(text ?? "", new RegExp(`^Last updated on ${shown} by \\S`));
      await page.locator("article .doc-footer").scrollIntoViewIfNeeded();
      assert.ok(await page.locator(".doc-footer__edit").isVisible());
      expectNoErrors(errors);
    });
  }

  it("follows client-side navigation, and shows no foot on a generated API page", async () => {
    const { page, errors } = await site.open("/docs/concepts/tasks");
    await page.locator(".pagination-nav__link--next").click();
    await page.waitForURL((url) => !url.pathname.endsWith("/tasks"));
    // The address changes as the navigation starts; the next doc shows once its data is in.
    await page.waitForFunction(
      () => !document.querySelector("article .doc-footer__edit")?.getAttribute("href")?.endsWith("/tasks.md"),
    );
    const next = new URL(page.url()).pathname.replace(/\/$/, "");
    const { href } = await foot(page);
    assert.ok(href?.endsWith(`${next.slice(1)}.md`) || href?.endsWith(`${next.slice(1)}/index.md`), `${href}`);
    await page.goto(site.url("/docs/api/build"));
    await page.waitForSelector("html[data-has-hydrated='true']");
    assert.equal(await page.locator("article .doc-footer").count(), 0);
    expectNoErrors(errors);
  });
});
