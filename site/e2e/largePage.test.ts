/**
 * A 2 MB API page (/docs/api/javascript) in real Chromium: its body arrives in slices
 * after the first screen, yet nothing is lost, deep links and the TOC reach its last
 * sections, back navigation restores a deep scroll position, without JavaScript the
 * whole body shows, and axe finds nothing once the whole body is in.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { axeViolations, describeViolations } from "./axe";
import { DESKTOP, MOBILE, expectNoErrors, useSite } from "./harness";

const PAGE = "/docs/api/javascript";
const LAST = "projen.javascript.YarnWorkerPoolMode";

/** The text of the page's body as its page data holds it, and as the page now shows it. */
function bodyTexts(page: Page): Promise<{ expected: number; shown: number; left: number }> {
  return page.evaluate(async () => {
    const data = (await (await fetch("/_page/docs/api/javascript.json")).json()) as { html: string };
    const template = document.createElement("template");
    template.innerHTML = data.html;
    const body = document.getElementById("doc-body")!;
    return {
      expected: template.content.textContent!.length,
      shown: body.textContent!.length,
      left: body.querySelectorAll("noscript").length,
    };
  });
}

/** How far the element is from where scrolling to it puts it (its scroll margin), in px. */
function offTop(page: Page, id: string): Promise<number> {
  return page.evaluate((target) => {
    const element = document.getElementById(target)!;
    return Math.abs(element.getBoundingClientRect().top - parseFloat(getComputedStyle(element).scrollMarginTop));
  }, id);
}

/** Whether the element `target` is in the viewport (run in the page). */
const isInView = (target: string): boolean => {
  const box = document.getElementById(target)?.getBoundingClientRect();
  return !!box && box.top >= 0 && box.top < window.innerHeight;
};

function inView(page: Page, id: string): Promise<boolean> {
  return page.evaluate(isInView, id);
}

/**
 * Waits until the idle filling has added the whole body: idle time is scarce on a busy
 * machine, so however late (22 s on an idle 2-core machine, 43-55 s beside other tests).
 */
function wholeBody(page: Page): Promise<unknown> {
  return page.waitForFunction((id) => document.getElementById(id) !== null, LAST, { timeout: 150_000 });
}

/** Waits up to 5 s for what `test` checks in the page: a smooth scroll down a 2 MB page is slower on a busy machine than any fixed pause. */
function settled(page: Page, test: (id: string) => boolean, id: string): Promise<void> {
  return page.waitForFunction(test, id, { timeout: 5_000 }).then(
    () => undefined,
    () => undefined,
  );
}

describe("a 2 MB page (browser)", function () {
  this.timeout(180_000);
  const site = useSite();

  it("adds the rest of the body when idle, losing nothing", async () => {
    const { page, errors } = await site.open(PAGE);
    await wholeBody(page);
    await page.waitForFunction(() => document.querySelector("#doc-body noscript") === null);
    const { expected, shown, left } = await bodyTexts(page);
    assert.equal(left, 0);
    assert.equal(shown, expected);
    assert.ok((await page.locator("#doc-body > .doc-chunk").count()) > 10, "added in slices");
    expectNoErrors(errors);
  });

  it("goes straight to a #section near the end", async () => {
    const { page, errors } = await site.open(`${PAGE}#${LAST}`);
    await page.waitForFunction((id) => document.getElementById(id) !== null, LAST);
    await page.waitForTimeout(300);
    assert.ok(await inView(page, LAST), "the section is on screen");
    expectNoErrors(errors);
  });

  it("puts a #section in the middle at the top of the view, on arrival and from the TOC", async () => {
    const middle = "projen.javascript.NodeProject";
    const { page, errors } = await site.open(`${PAGE}#${middle}`);
    await page.waitForFunction((id) => document.getElementById(id) !== null, middle);
    await page.waitForTimeout(800);
    assert.ok((await offTop(page, middle)) < 4, `#${middle} is ${await offTop(page, middle)} px off`);
    const other = "projen.javascript.UpgradeDependencies";
    await page.locator(`.toc-column a[href="#${other}"]`).click();
    await page.waitForTimeout(800);
    assert.ok((await offTop(page, other)) < 4, `#${other} is ${await offTop(page, other)} px off`);
    expectNoErrors(errors);
  });

  it("follows the TOC to the last section and highlights it", async () => {
    const { page } = await site.open(PAGE);
    await page.locator(`.toc-column a[href="#${LAST}"]`).click();
    await settled(page, isInView, LAST);
    await settled(
      page,
      (id) =>
        document.querySelector(".table-of-contents__link--active")?.getAttribute("href")?.endsWith(`#${id}`) === true,
      LAST,
    );
    assert.ok(await inView(page, LAST));
    assert.match(
      (await page.locator(".table-of-contents__link--active").first().getAttribute("href")) ?? "",
      new RegExp(`#${LAST.replace(/\./g, "\\.")}$`),
    );
  });

  it("restores a deep scroll position when coming back", async () => {
    const { page, errors } = await site.open(PAGE);
    await page.waitForFunction(() => document.querySelector("#doc-body noscript") === null);
    await page.evaluate(() => window.scrollTo(0, 40_000));
    await page.waitForTimeout(300);
    const before = await page.evaluate(() => window.scrollY);
    await page.locator("aside").getByRole("link", { name: "build", exact: true }).click();
    await page.locator("article h1", { hasText: "projen.build" }).waitFor();
    await page.goBack();
    await page.locator("article h1", { hasText: "projen.javascript" }).waitFor();
    await page.waitForTimeout(300);
    const after = await page.evaluate(() => window.scrollY);
    assert.ok(Math.abs(after - before) < 50, `scrolled to ${after}, was ${before}`);
    expectNoErrors(errors);
  });

  it("shows the whole body without JavaScript", async () => {
    const { page } = await site.open(PAGE, { javaScriptEnabled: false });
    const last = page.locator(`[id="${LAST}"]`);
    assert.ok(await last.isVisible());
    await last.scrollIntoViewIfNeeded();
    assert.ok(await inView(page, LAST));
  });
});

describe("a 2 MB page, accessibility (browser)", function () {
  // axe over the whole 2 MB body: 75-77 s a test on an idle 2-core machine, so 90 s left
  // no room for a busy one.
  this.timeout(240_000);
  const site = useSite();

  // Slices left unrendered off screen overlapped each other's contents as axe measures
  // them: it reported contrast and target-size failures that no reader saw.
  for (const viewport of [DESKTOP, MOBILE]) {
    it(`has no axe violations at ${viewport.width} px once the whole body is in`, async () => {
      const { page, errors } = await site.open(PAGE, { viewport });
      await wholeBody(page);
      // The last slices' first renders (the overlaps showed from then on, not at once).
      await page.waitForTimeout(1_000);
      assert.equal(describeViolations(await axeViolations(page)), "");
      expectNoErrors(errors);
    });
  }
});
