/**
 * The Content-Security-Policy of `_headers`, as the preview server applies it, in real
 * Chromium: no inline style and no inline script but the hashed ones. Every page type is
 * loaded and read as a reader reads it (color mode, sidebar, search, mobile menu, "On this
 * page"), and any violation the browser reports fails the test.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import {
  MOBILE,
  browserSuite,
  cspViolations,
  expectNoErrors,
  recordCspViolations,
  useSite,
  type Site,
} from "./harness";
import { NAVBAR_INPUT, waitForAnswer } from "./searchHarness";

const PAGE_TYPES = ["/", "/docs/concepts/tasks", "/docs/api/github.workflows", "/search?q=tasks", "/docs/no-such-page"];

async function expectNoViolations(page: Page, errors: string[], where: string): Promise<void> {
  assert.deepEqual(await cspViolations(page), [], `CSP violations on ${where}`);
  expectNoErrors(errors.filter((error) => !/status of 404/.test(error)));
}

browserSuite("content security policy (browser)", useSite, {
  "the policy served": policyServed,
  "every page type, loaded and read": pageTypes,
  "reader actions": readerActions,
});

function policyServed(site: Site): void {
  it("allows no inline style, and the prerendered pages carry no style attribute", async () => {
    const { page } = await site.open("/docs/concepts/tasks", { hydrate: false });
    for (const path of PAGE_TYPES) {
      const response = await page.request.get(site.url(path));
      const csp = response.headers()["content-security-policy"] ?? "";
      assert.match(csp, /(^|; )style-src 'self'(;|$)/, `${path}: ${csp}`);
      assert.ok(!csp.includes("unsafe-inline"), `${path}: ${csp}`);
      const html = await response.text();
      assert.equal(/<[^>]+\sstyle=/.exec(html)?.[0], undefined, `${path} has a style attribute`);
    }
  });
}

function pageTypes(site: Site): void {
  for (const path of PAGE_TYPES) {
    it(`reports no violation on ${path}`, async () => {
      const { page, errors } = await site.open(path, { setup: recordCspViolations });
      await page.mouse.wheel(0, 2000);
      await page.waitForTimeout(300);
      await expectNoViolations(page, errors, path);
    });
  }
}

function readerActions(site: Site): void {
  it("reports none while the reader switches color mode, opens a category and searches", async () => {
    const { page, errors } = await site.open("/docs/introduction/", { setup: recordCspViolations });
    await page.getByRole("button", { name: /Switch between dark and light mode/ }).click();
    await page
      .locator("aside")
      .first()
      .getByRole("button", { name: /Concepts/ })
      .first()
      .click();
    await page.waitForTimeout(600);
    const input = page.locator(NAVBAR_INPUT);
    await input.click();
    await input.pressSequentially("tasks");
    await waitForAnswer(page, "tasks");
    await expectNoViolations(page, errors, "/docs/introduction/ after reader actions");
  });

  it("reports none at 375 px with the menu and 'On this page' opened", async () => {
    const { page, errors } = await site.open("/docs/concepts/tasks", { viewport: MOBILE, setup: recordCspViolations });
    await page.getByRole("button", { name: "On this page" }).click();
    await page.waitForTimeout(600);
    await page.getByRole("button", { name: "Toggle navigation bar" }).click();
    await page.getByRole("button", { name: "Close navigation bar" }).waitFor();
    await expectNoViolations(page, errors, "/docs/concepts/tasks at 375 px");
  });
}
