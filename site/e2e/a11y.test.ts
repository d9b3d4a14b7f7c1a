/**
 * Accessibility in real Chromium: axe-core finds no violations on each page type, light
 * and dark, desktop and 375 px; and the keyboard reaches every visible control, each
 * showing a focus ring.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { axeViolations, describeViolations } from "./axe";
import { DESKTOP, MOBILE, expectNoErrors, useSite } from "./harness";

const PAGES: { path: string; ready?: string }[] = [
  { path: "/" },
  { path: "/docs/concepts/tasks" },
  { path: "/docs/api/build" },
  { path: "/search?q=task", ready: ".search-page__count" },
  { path: "/no/such/page" },
];

interface FocusStop {
  html: string;
  ring: boolean;
}

/** Tabs through the whole page; returns each stop, and the visible controls Tab never reached. */
async function tabThrough(page: Page): Promise<{ stops: FocusStop[]; missed: string[] }> {
  await page.evaluate(() => {
    // Start where a fresh page load starts: before the skip link (autofocus may have moved focus).
    document.getElementById("navigation-focus-start")?.focus();
    const record = window as unknown as { __stops: Element[]; __rings: boolean[] };
    record.__stops = [];
    record.__rings = [];
    document.addEventListener("focusin", (event) => {
      const el = event.target as Element;
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 1;
      record.__stops.push(el);
      record.__rings.push(outline || style.boxShadow !== "none");
    });
  });
  for (let i = 0; i < 600; i++) {
    await page.keyboard.press("Tab");
    const done = await page.evaluate(() => {
      const stops = (window as unknown as { __stops: Element[] }).__stops;
      return stops.length > 1 && stops.indexOf(stops[stops.length - 1]) < stops.length - 1;
    });
    if (done) break; // focus came round again
  }
  return page.evaluate(() => {
    const record = window as unknown as { __stops: Element[]; __rings: boolean[] };
    const short = (el: Element) => el.outerHTML.replace(/\s+/g, " ").slice(0, 140);
    const candidates = document.querySelectorAll<HTMLElement>(
      "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex]",
    );
    const missed = [...candidates]
      .filter((el) => el.tabIndex >= 0 && !el.closest("[inert]") && el.checkVisibility({ visibilityProperty: true }))
      .filter((el) => el.getClientRects().length > 0 && !record.__stops.includes(el))
      .map(short);
    return { stops: record.__stops.map((el, i) => ({ html: short(el), ring: record.__rings[i] })), missed };
  });
}

describe("accessibility (browser)", function () {
  this.timeout(120_000);
  const site = useSite();

  for (const viewport of [DESKTOP, MOBILE]) {
    for (const theme of ["light", "dark"]) {
      it(`has no axe violations at ${viewport.width} px in ${theme} mode`, async () => {
        const context = await site.newContext({ viewport });
        await context.addInitScript((value) => localStorage.setItem("theme", value), theme);
        const page = await context.newPage();
        const errors = site.track(page);
        const report: string[] = [];
        for (const { path, ready } of PAGES) {
          await page.goto(site.url(path));
          await page.waitForSelector("html[data-has-hydrated='true']");
          assert.equal(await page.getAttribute("html", "data-theme"), theme);
          if (ready) await page.waitForSelector(ready);
          const violations = await axeViolations(page);
          if (violations.length) report.push(`${path}:\n${describeViolations(violations)}`);
        }
        assert.equal(report.join("\n"), "");
        expectNoErrors(errors.filter((e) => !/404 \(Not Found\)/.test(e)));
      });
    }
  }

  it("has no axe violations with the mobile drawer open, light and dark", async () => {
    for (const theme of ["light", "dark"]) {
      const { page } = await site.open("/docs/concepts/tasks", { viewport: MOBILE, storage: { theme } });
      await page.getByRole("button", { name: "Toggle navigation bar" }).click();
      await page.getByRole("dialog", { name: "Navigation menu" }).waitFor();
      await page.waitForTimeout(300); // the slide-in transition
      assert.equal(describeViolations(await axeViolations(page)), "", theme);
    }
  });

  for (const { path, ready } of PAGES.filter((p) => p.path !== "/docs/api/build")) {
    it(`reaches every visible control of ${path} with Tab, each with a visible focus ring`, async () => {
      const { page } = await site.open(path);
      if (ready) await page.waitForSelector(ready);
      await page.mouse.move(0, 0);
      const { stops, missed } = await tabThrough(page);
      assert.ok(stops.length > 10, `only ${stops.length} stops`);
      assert.match(stops[0].html, /Skip to main content/, "the skip link comes first");
      assert.deepEqual(missed, [], "controls Tab never reached");
      assert.deepEqual(
        stops.filter((s) => !s.ring).map((s) => s.html),
        [],
        "stops without a focus ring",
      );
    });
  }

  it("skips to the main content", async () => {
    const { page } = await site.open("/docs/concepts/tasks");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    assert.equal(await page.evaluate(() => document.activeElement?.id), "main-content");
  });
});
