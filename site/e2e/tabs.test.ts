/**
 * Tabs in a doc (<Tabs groupId="package-manager" queryString> on the getting-started page,
 * twice): prerendered with the default tab shown, switched by click and by keyboard
 * (WAI-ARIA tabs), synced across the page, kept in localStorage as Docusaurus keys it, and
 * named in the URL.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { expectNoErrors, useSite } from "./harness";

const PAGE = "/docs/introduction/getting-started";
const STORAGE_KEY = "docusaurus.tab.package-manager";

/**
 * The label of the chosen tab, and the code of the panels not hidden, of each tabs on the
 * page (a panel below the fold may be skipped by content-visibility: innerText would be empty).
 */
async function shown(page: Page): Promise<{ tab: string; text: string }[]> {
  return page.locator("article .tabs").evaluateAll((all) =>
    all.map((tabs) => ({
      tab: tabs.querySelector('[role="tab"][aria-selected="true"]')?.textContent ?? "",
      text: [...tabs.querySelectorAll<HTMLElement>('[role="tabpanel"]')]
        .filter((panel) => !panel.hasAttribute("hidden"))
        .map((panel) => (panel.querySelector("pre code")?.textContent ?? "").trim())
        .join("|"),
    })),
  );
}

/**
 * The tabs' choice from the URL or from storage is applied by the tabs code, which loads
 * after hydration: wait until every group shows `label` (or a while), then read them.
 */
async function shownOnceChosen(page: Page, label: string): Promise<{ tab: string; text: string }[]> {
  await page
    .waitForFunction(
      (want) =>
        [...document.querySelectorAll("article .tabs")].every(
          (tabs) => tabs.querySelector('[role="tab"][aria-selected="true"]')?.textContent === want,
        ),
      label,
      { timeout: 10_000 },
    )
    .catch(() => {}); // the assertion below says what was shown instead
  return shown(page);
}

describe("tabs", function () {
  this.timeout(60_000);
  const site = useSite();

  it("show the default tab without JavaScript", async () => {
    const { page } = await site.open(PAGE, { javaScriptEnabled: false });
    const [first, second] = await shown(page);
    assert.equal(first.tab, "npm");
    assert.match(first.text, /npx projen new typescript/);
    assert.doesNotMatch(first.text, /pnpm dlx/);
    assert.equal(second.text, "npx projen build");
  });

  it("switch on click, in every tabs of the group, and keep the choice in storage and in the URL", async () => {
    const { page, errors } = await site.open(PAGE);
    const first = page.locator("article .tabs").first();
    await first.getByRole("tab", { name: "pnpm", exact: true }).click();
    assert.deepEqual(
      (await shown(page)).map((s) => s.tab),
      ["pnpm", "pnpm"],
    );
    assert.match((await shown(page))[1].text, /^pnpm exec projen build$/);
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY), "pnpm");
    assert.equal(new URL(page.url()).searchParams.get("package-manager"), "pnpm");
    await page.reload();
    await page.waitForSelector("html[data-has-hydrated='true']");
    assert.deepEqual(
      (await shown(page)).map((s) => s.tab),
      ["pnpm", "pnpm"],
    );
    expectNoErrors(errors);
  });

  it("follow the arrow keys, Home and End, moving focus with the choice", async () => {
    const { page, errors } = await site.open(PAGE);
    const list = page.getByRole("tablist").first();
    await list.getByRole("tab", { name: "npm", exact: true }).focus();
    await page.keyboard.press("ArrowRight");
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), "pnpm");
    assert.equal((await shown(page))[0].tab, "pnpm");
    await page.keyboard.press("End");
    assert.equal((await shown(page))[0].tab, "Bun");
    await page.keyboard.press("ArrowRight");
    assert.equal((await shown(page))[0].tab, "npm");
    await page.keyboard.press("ArrowLeft");
    assert.equal((await shown(page))[1].tab, "Bun");
    // Only the chosen tab is in the Tab order; Tab moves on into the panel's content.
    const tabIndexes = await list
      .getByRole("tab")
      .evaluateAll((tabs) => tabs.map((tab) => (tab as HTMLElement).tabIndex));
    assert.deepEqual(tabIndexes, [-1, -1, -1, 0]);
    expectNoErrors(errors);
  });

  it("open on the tab the URL names, over the stored one", async () => {
    const { page, errors } = await site.open(`${PAGE}?package-manager=yarn`, { storage: { [STORAGE_KEY]: "bun" } });
    assert.deepEqual(
      (await shownOnceChosen(page, "Yarn")).map((s) => s.tab),
      ["Yarn", "Yarn"],
    );
    const stored = await site.open(PAGE, { storage: { [STORAGE_KEY]: "bun" } });
    assert.deepEqual(
      (await shownOnceChosen(stored.page, "Bun")).map((s) => s.tab),
      ["Bun", "Bun"],
    );
    expectNoErrors(errors);
    expectNoErrors(stored.errors);
  });
});
