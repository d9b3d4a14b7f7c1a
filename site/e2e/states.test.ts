/**
 * The states and transitions of spec section 4 and the calls of section 7, in real
 * Chromium: the delayed progress bar, prefetch and preload (and their absence on slow
 * connections), the docs version picker, collapsible timing, the announcement bar's id,
 * the mobile drawer, code copy buttons, and pages that keep working when storage throws.
 */
import assert from "node:assert/strict";
import type { BrowserContext, Page } from "playwright-core";
import { MOBILE, expectNoErrors, browserSuite, useSite, type Site, type TestPage } from "./harness";
import { delayResponses, recordRequests } from "./network";

const GETTING_STARTED_DATA = "**/_page/docs/introduction/getting-started.json";
const DOC_CHUNK = /\/assets\/chunks\/DocPage-[^/]+\.js$/;

/** What watchProgressBar notes: when #nprogress first entered the page, when the reader last clicked, and when the page's h1 changed after it. */
interface ProgressState {
  seenAt: number;
  clickAt: number;
  shownAt: number;
}

async function watchProgressBar(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const state = { seenAt: -1, clickAt: -1, shownAt: -1 };
    let h1AtClick: string | null | undefined;
    (window as unknown as { __progress: typeof state }).__progress = state;
    new MutationObserver(() => {
      if (state.seenAt < 0 && document.getElementById("nprogress")) state.seenAt = performance.now();
      if (state.clickAt >= 0 && state.shownAt < 0 && document.querySelector("article h1")?.textContent !== h1AtClick)
        state.shownAt = performance.now();
    }).observe(document, { childList: true, subtree: true, characterData: true });
    document.addEventListener(
      "click",
      () => {
        state.clickAt = performance.now();
        state.shownAt = -1;
        h1AtClick = document.querySelector("article h1")?.textContent;
      },
      true,
    );
  });
}

function progressState(page: Page): Promise<ProgressState> {
  return page.evaluate(() => (window as unknown as { __progress: ProgressState }).__progress);
}

/** Opens the introduction with the progress bar watched and the Getting started page's data `delayMs` late, and follows the sidebar link there. */
async function openGettingStartedLate(site: Site, delayMs: number): Promise<TestPage> {
  const opened = await site.open("/docs/introduction/", {
    setup: async (context) => {
      await watchProgressBar(context);
      await delayResponses(context, GETTING_STARTED_DATA, delayMs);
    },
  });
  await opened.page.locator("aside").getByRole("link", { name: "Getting started" }).first().click();
  return opened;
}

/** The expected collapsible duration (behaviors §11). */
function durationFor(height: number): number {
  const c = height / 36;
  return Math.round((4 + 15 * c ** 0.25 + c / 5) * 10);
}

// One preview server and browser for every topic; each topic's tests are in its function.
browserSuite("states (browser)", useSite, {
  "route-change progress bar": progressBar,
  "prefetch and preload": prefetchAndPreload,
  "docs version dropdown": versionDropdown,
  "collapsible sidebar categories": collapsibleCategories,
  "announcement bar": announcementBar,
  "with a localStorage that throws": throwingStorage,
  "scroll positions": scrollPositions,
  "at 375 px": atMobileWidth,
  "code blocks": codeBlocks,
});

function progressBar(site: Site): void {
  it("appears 200 ms into a slow page load, while the old page stays, and goes when the page shows", async () => {
    const { page, errors } = await openGettingStartedLate(site, 800);
    await page.locator("#nprogress .bar").waitFor();
    assert.equal(await page.locator("article h1").textContent(), "Introduction", "the old page stays while loading");
    assert.ok(await page.locator("html.nprogress-busy").count());
    const { seenAt, clickAt } = await progressState(page);
    assert.ok(seenAt - clickAt >= 200, `appeared ${seenAt - clickAt} ms after the click`);
    await page.locator("article h1", { hasText: "Getting started" }).waitFor();
    await page.locator("#nprogress").waitFor({ state: "detached" });
    expectNoErrors(errors);
  });

  it("appears 200 ms into the first navigation even when every request is slow", async () => {
    const { page, errors } = await site.open("/docs/introduction/", { setup: watchProgressBar });
    // From here on the network answers everything 1.5 s late: the bar's own code must
    // already be on the page.
    await delayResponses(page, /.*/, 1500);
    await page.locator("aside").getByRole("link", { name: "Getting started" }).first().click();
    await page.locator("#nprogress .bar").waitFor();
    const { seenAt, clickAt } = await progressState(page);
    // Before any answer of the network could have come: the bar's code was on the page.
    assert.ok(seenAt - clickAt >= 190 && seenAt - clickAt < 1500, `appeared ${seenAt - clickAt} ms after the click`);
    await page.locator("article h1", { hasText: "Getting started" }).waitFor({ timeout: 30_000 });
    expectNoErrors(errors);
  });

  it("never appears when the page loads within 200 ms", async () => {
    const { page, errors } = await openGettingStartedLate(site, 50);
    await page.locator("article h1", { hasText: "Getting started" }).waitFor();
    await page.waitForTimeout(500);
    // A busy machine can make even this load last 200 ms; then the bar may come, but never sooner.
    const { seenAt, clickAt, shownAt } = await progressState(page);
    if (shownAt - clickAt < 190) assert.equal(seenAt, -1, `the page showed ${shownAt - clickAt} ms after the click`);
    else assert.ok(seenAt < 0 || seenAt - clickAt >= 190, `appeared ${seenAt - clickAt} ms after the click`);
    expectNoErrors(errors);
  });

  it("does not appear for hash-only or query-only changes", async () => {
    const { page, errors } = await site.open("/docs/concepts/tasks", { setup: watchProgressBar });
    await page.locator("a.toc-highlight").nth(2).click();
    await page.waitForURL(/#/);
    await page.waitForTimeout(400);
    assert.equal((await progressState(page)).seenAt, -1, "hash change");

    const search = await site.open("/search?q=task", { setup: watchProgressBar });
    await search.page.locator("main input[aria-label='Search']").fill("tasks");
    await search.page.waitForURL(/q=tasks/);
    await search.page.waitForTimeout(400);
    assert.equal((await progressState(search.page)).seenAt, -1, "query change");
    expectNoErrors([...errors, ...search.errors]);
  });
}

function prefetchAndPreload(site: Site): void {
  it("prefetches the code and data of links as they come into view, and preloads on hover", async () => {
    let requests!: ReturnType<typeof recordRequests>;
    const { page, errors } = await site.open("/", {
      setup: async (context) => void (requests = recordRequests(context)),
    });
    await page.waitForTimeout(500);
    assert.ok(
      requests.paths.some((p) => DOC_CHUNK.test(p)),
      "the doc page chunk of visible links",
    );
    assert.ok(requests.paths.includes("/_page/docs/introduction/getting-started.json"), "data of a link in view");
    const below = "/_page/docs/publishing/releases-and-versioning.json";
    assert.ok(!requests.paths.includes(below), "not the data of a link below the fold");

    const card = page.getByRole("link", { name: "Releases and publishing" });
    await card.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    assert.ok(requests.paths.includes(below), "prefetched once in view");

    const fetchesOf = (path: string) =>
      requests.requests.filter((r) => new URL(r.url()).pathname === path && r.resourceType() === "fetch").length;
    const tasks = "/_page/docs/concepts/tasks.json";
    assert.equal(fetchesOf(tasks), 0);
    await page.getByRole("link", { name: "Tasks", exact: true }).hover();
    await page.waitForTimeout(300);
    assert.equal(fetchesOf(tasks), 1, "hover loads the page data now");
    expectNoErrors(errors);
  });

  for (const [name, connection] of [
    ["on a 2g connection", { effectiveType: "2g", saveData: false }],
    ["with data saver on", { effectiveType: "4g", saveData: true }],
  ] as const) {
    it(`prefetches and preloads nothing ${name}, yet navigates`, async () => {
      let requests!: ReturnType<typeof recordRequests>;
      const { page, errors } = await site.open("/", {
        setup: async (context) => {
          requests = recordRequests(context);
          await context.addInitScript((value) => {
            Object.defineProperty(Navigator.prototype, "connection", { configurable: true, get: () => value });
          }, connection);
        },
      });
      await page.getByRole("link", { name: "Releases and publishing" }).scrollIntoViewIfNeeded();
      await page.getByRole("link", { name: "Tasks", exact: true }).hover();
      await page.waitForTimeout(600);
      const speculative = requests.paths.filter((p) => p.startsWith("/_page/") || DOC_CHUNK.test(p));
      assert.deepEqual(speculative, []);

      await page.getByRole("link", { name: "Tasks", exact: true }).click();
      await page.locator("article h1", { hasText: "Tasks" }).waitFor();
      expectNoErrors(errors);
    });
  }
}

function versionDropdown(site: Site): void {
  const setup = async (page: Page) => {
    const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Next", exact: true });
    const menu = page.getByRole("menu", { name: "Next" });
    await page.mouse.move(600, 600); // CSS opens dropdowns on hover: keep the pointer away
    return { button, menu, item: menu.getByRole("menuitem", { name: "Next" }) };
  };

  it("is a menu button labelled Next that opens, closes and stores the picked version", async () => {
    const { page, errors } = await site.open("/docs/concepts/tasks");
    const { button, menu, item } = await setup(page);
    assert.equal(await button.getAttribute("aria-haspopup"), "menu");
    assert.equal(await button.getAttribute("aria-expanded"), "false");
    assert.equal(await menu.isVisible(), false);

    await button.click();
    assert.equal(await button.getAttribute("aria-expanded"), "true");
    await menu.waitFor();
    assert.equal(await menu.getByRole("menuitem").count(), 1);

    await page.mouse.click(640, 700); // outside
    assert.equal(await button.getAttribute("aria-expanded"), "false");
    await menu.waitFor({ state: "hidden" });

    assert.equal(await page.evaluate(() => localStorage.getItem("docs-preferred-version-default")), null);
    await button.click();
    await item.click();
    assert.equal(await page.evaluate(() => localStorage.getItem("docs-preferred-version-default")), "current");
    assert.equal(await button.getAttribute("aria-expanded"), "false");
    assert.match(page.url(), /\/docs\/concepts\/tasks$/);
    assert.equal(await page.locator("article h1").textContent(), "Tasks");
    expectNoErrors(errors);
  });

  it("works from the keyboard: Enter opens on the first item, arrows move, Escape closes to the button, Tab leaves", async () => {
    const { page } = await site.open("/docs/concepts/tasks");
    const { button, menu, item } = await setup(page);
    await button.focus();
    await page.keyboard.press("Enter");
    await menu.waitFor();
    assert.ok(await item.evaluate((el) => el === document.activeElement), "focus on the first item");
    await page.keyboard.press("ArrowDown");
    assert.ok(await item.evaluate((el) => el === document.activeElement), "one item: the arrows stay on it");
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    assert.ok(await button.evaluate((el) => el === document.activeElement), "focus back on the button");

    await page.keyboard.press("ArrowDown");
    await menu.waitFor();
    await page.keyboard.press("Tab");
    assert.equal(await button.getAttribute("aria-expanded"), "false", "focus left: closed");
    await menu.waitFor({ state: "hidden" });

    await button.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter"); // picks "Next"
    assert.equal(await page.evaluate(() => localStorage.getItem("docs-preferred-version-default")), "current");
  });

  it("opens on hover", async () => {
    const { page } = await site.open("/");
    const { button, menu } = await setup(page);
    await button.hover();
    await menu.waitFor();
  });

  it("forgets a stored version that does not exist", async () => {
    const { page } = await site.open("/docs/faq/", { storage: { "docs-preferred-version-default": "1.x" } });
    await page.waitForFunction(() => localStorage.getItem("docs-preferred-version-default") === null);
  });
}

function collapsibleCategories(site: Site): void {
  /** Opens (or closes) a category and reads its transition while it runs. */
  async function toggleAndMeasure(page: Page, label: string) {
    const toggle = page
      .locator("nav[aria-label='Docs sidebar']")
      .getByRole("button", { name: new RegExp(label) })
      .first();
    return toggle.evaluate(
      (el) =>
        new Promise<{ transition: string; duration: string; timing: string; height: number; willChange: string }>(
          (resolve, reject) => {
            const item = el.closest("li")!;
            (el as HTMLElement).click();
            let frames = 0;
            const tick = () => {
              const list = item.querySelector<HTMLElement>(":scope > ul");
              const style = list && getComputedStyle(list);
              if (list && style && style.transitionDuration !== "0s") {
                resolve({
                  transition: list.style.transition,
                  duration: style.transitionDuration,
                  timing: style.transitionTimingFunction,
                  height: list.scrollHeight,
                  willChange: style.willChange,
                });
              } else if (++frames > 60) reject(new Error("no transition started"));
              else requestAnimationFrame(tick);
            };
            requestAnimationFrame(tick);
          },
        ),
    );
  }

  it("animates with a duration that follows the content height", async () => {
    const { page, errors } = await site.open("/docs/introduction/");
    const opened = await toggleAndMeasure(page, "Project types");
    assert.ok(opened.height > 60, `height ${opened.height}`);
    assert.equal(opened.duration, `${durationFor(opened.height) / 1000}s`);
    assert.equal(opened.timing, "ease-in-out");
    assert.equal(opened.willChange, "height");
    assert.match(opened.transition, /^height \d+ms ease-in-out$/);
    await page.waitForTimeout(600);
    const list = page
      .locator("nav[aria-label='Docs sidebar'] li", { hasText: "Project types" })
      .locator(":scope > ul")
      .first();
    assert.deepEqual(await list.evaluate((el) => [el.style.height, el.style.overflow, el.style.display]), [
      "auto",
      "visible",
      "block",
    ]);

    const closed = await toggleAndMeasure(page, "Project types");
    assert.equal(closed.duration, `${durationFor(closed.height) / 1000}s`);
    await page.waitForTimeout(600);
    assert.deepEqual(await list.evaluate((el) => [el.style.height, el.style.overflow, el.style.display]), [
      "0px",
      "hidden",
      "none",
    ]);
    expectNoErrors(errors);
  });

  it("takes 1 ms with reduced motion", async () => {
    const { page } = await site.open("/docs/introduction/");
    await page.emulateMedia({ reducedMotion: "reduce" });
    const opened = await toggleAndMeasure(page, "Custom");
    assert.equal(opened.duration, "0.001s");
  });
}

function announcementBar(site: Site): void {
  it("shows again, from the first paint, when its id changed since it was dismissed", async () => {
    const { page, errors } = await site.open("/", {
      storage: { "docusaurus.announcement.id": "an-older-announcement", "docusaurus.announcement.dismiss": "true" },
    });
    assert.equal(await page.getAttribute("html", "data-announcement-bar-initially-dismissed"), "false");
    const bar = page.getByRole("banner").filter({ has: page.getByRole("button", { name: "Close" }) });
    assert.ok(await bar.isVisible());
    const stored = await page.evaluate(() => [
      localStorage.getItem("docusaurus.announcement.id"),
      localStorage.getItem("docusaurus.announcement.dismiss"),
    ]);
    assert.deepEqual(stored, ["getting-started-2025", "false"]);
    expectNoErrors(errors);
  });
}

function throwingStorage(site: Site): void {
  const disabled = (c: BrowserContext) =>
    c.addInitScript(() => {
      for (const name of ["getItem", "setItem", "removeItem", "clear", "key"] as const) {
        Object.defineProperty(Storage.prototype, name, {
          configurable: true,
          value: () => {
            throw new DOMException("The operation is insecure.", "SecurityError");
          },
        });
      }
    });
  // A full storage reads fine but refuses every write.
  const full = (c: BrowserContext) =>
    c.addInitScript(() => {
      Object.defineProperty(Storage.prototype, "setItem", {
        configurable: true,
        value: () => {
          throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        },
      });
    });
  for (const [name, setup] of [
    ["disabled", disabled],
    ["full", full],
  ] as const) {
    it(`(${name}) still reads, toggles the theme, closes the announcement and picks a version`, async () => {
      for (const path of ["/", "/docs/concepts/tasks", "/search?q=task"]) {
        const { page, errors } = await site.open(path, { setup });
        await page.getByRole("button", { name: /Switch between dark and light mode/ }).click();
        assert.equal(await page.getAttribute("html", "data-theme"), "dark", path);
        await page.getByRole("button", { name: "Close" }).click();
        assert.equal(await page.getByRole("button", { name: "Close" }).count(), 0, path);
        await page.getByRole("button", { name: "Next", exact: true }).click();
        await page.getByRole("menuitem", { name: "Next" }).click();
        expectNoErrors(errors);
      }
    });
  }
}

function scrollPositions(site: Site): void {
  it("come back with the back button, on the tab's first page too", async () => {
    const { page, errors } = await site.open("/docs/concepts/tasks");
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForTimeout(200);
    await page.locator("aside").getByRole("link", { name: "Components", exact: true }).click();
    await page.locator("article h1", { hasText: "Components" }).waitFor();
    assert.equal(await page.evaluate(() => window.scrollY), 0, "a new page starts at the top");
    await page.goBack();
    await page.locator("article h1", { hasText: "Tasks" }).waitFor();
    await page.waitForTimeout(200);
    assert.equal(await page.evaluate(() => window.scrollY), 1500);
    expectNoErrors(errors);
  });
}

function atMobileWidth(site: Site): void {
  it("opens the drawer on the docs sidebar with the page locked, keeps it open for categories, closes on a doc link", async () => {
    const { page, errors } = await site.open("/docs/concepts/tasks", { viewport: MOBILE });
    await page.getByRole("button", { name: "Toggle navigation bar" }).click();
    const drawer = page.getByRole("dialog", { name: "Navigation menu" });
    await drawer.waitFor();
    assert.equal(await page.evaluate(() => document.body.style.overflow), "hidden", "body scroll locked");
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.mouse.move(360, 400);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    assert.equal(await page.evaluate(() => window.scrollY), scrollBefore, "the page behind does not scroll");

    const panels = drawer.locator(".navbar-sidebar__item");
    assert.deepEqual(
      await panels.evaluateAll((els) => els.map((el) => (el as HTMLElement).inert)),
      [true, false],
      "secondary (sidebar) shown, primary inert",
    );
    const projectTypes = drawer.getByRole("button", { name: "Project types" });
    await projectTypes.click();
    await drawer
      .getByRole("link", { name: /^Node\.js/ })
      .first()
      .waitFor();
    assert.ok(await drawer.isVisible(), "a category without a page keeps the drawer open");

    await drawer.getByRole("link", { name: "Components", exact: true }).click();
    await page.locator("article h1", { hasText: "Components" }).waitFor();
    await drawer.waitFor({ state: "hidden" });
    assert.equal(await page.evaluate(() => document.body.style.overflow), "", "scroll unlocked");

    await page.getByRole("button", { name: "Toggle navigation bar" }).click();
    await drawer.waitFor();
    assert.deepEqual(
      await panels.evaluateAll((els) => els.map((el) => (el as HTMLElement).inert)),
      [true, false],
      "opens on the sidebar again",
    );
    await drawer.getByRole("button", { name: /Back to main menu/ }).click();
    assert.deepEqual(await panels.evaluateAll((els) => els.map((el) => (el as HTMLElement).inert)), [false, true]);
    assert.ok(await drawer.getByRole("link", { name: "API Reference" }).isVisible());
    await page.mouse.click(365, 400); // the backdrop, right of the drawer
    await drawer.waitFor({ state: "hidden" });
    expectNoErrors(errors);
  });

  it("offers the docs version in the drawer's main menu and remembers a pick", async () => {
    const { page, errors } = await site.open("/", { viewport: MOBILE });
    await page.getByRole("button", { name: "Toggle navigation bar" }).click();
    const drawer = page.getByRole("dialog", { name: "Navigation menu" });
    const versions = drawer.getByRole("list", { name: "Version: Next" });
    await versions.waitFor();
    await versions.getByRole("link", { name: "Next", exact: true }).click();
    await page.locator("article h1", { hasText: "Introduction" }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem("docs-preferred-version-default")), "current");
    await drawer.waitFor({ state: "hidden" });
    expectNoErrors(errors);
  });
}

function codeBlocks(site: Site): void {
  it("copy their code to the clipboard and say Copied", async () => {
    const { page, errors } = await site.open("/docs/concepts/tasks", {
      setup: (c) => c.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.url("/").slice(0, -1) }),
    });
    const block = page.locator("article .code-block").first();
    const code = await block.locator("pre code").textContent();
    const button = block.getByRole("button", { name: /copy/i });
    await block.hover();
    await button.click();
    await page.waitForFunction(
      () => document.querySelector("article .code-block .copy-button")?.textContent === "Copied",
    );
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), code);
    await page.waitForFunction(
      () => document.querySelector("article .code-block .copy-button")?.textContent === "Copy",
      undefined,
      {
        timeout: 4000,
      },
    );
    expectNoErrors(errors);
  });
}
