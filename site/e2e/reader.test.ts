/**
 * What a reader sees and does, in real Chromium, on desktop and at 375 px: layout,
 * scrolling and the table of contents, navigation, color mode, drawer, announcement bar,
 * titles, not-found and no-JS reading.
 */
import assert from "node:assert/strict";
import { DESKTOP, MOBILE, expectNoErrors, browserSuite, useSite, type Site } from "./harness";
import { recordRequests } from "./network";

// One preview server and browser for every topic; each topic's tests are in its function.
browserSuite("reader site (browser)", useSite, {
  layout,
  "scrolling and the table of contents": scrollingAndTableOfContents,
  navigation,
  "the route table in small files": routeTableFiles,
  "without its part of the table": staticWithoutPart,
  "theme and announcement bar": themeAndAnnouncementBar,
  "at 375 px": atMobileWidth,
});

function layout(site: Site): void {
  it("hydrates", async () => {
    const { errors } = await site.open("/docs/faq/");
    expectNoErrors(errors);
  });

  it("shows the home page with the tagline and a start link", async () => {
    const { page, errors } = await site.open("/");
    assert.match(
      (await page.textContent("body")) ?? "",
      /Define and maintain complex project configuration through code\./,
    );
    await page
      .getByRole("link", { name: /get started/i })
      .first()
      .click();
    await page.waitForURL(/\/docs\/introduction\/getting-started/);
    // The title follows the render that the URL change starts: wait for it, then check it.
    await page
      .waitForFunction(() => document.title.startsWith("Getting started"), undefined, { timeout: 5_000 })
      .catch(() => undefined);
    assert.match(await page.title(), /^Getting started \| projen$/i);
    expectNoErrors(errors);
  });

  it("lays out a doc page: navbar, sidebar, breadcrumbs, TOC, prev/next and footer", async () => {
    const { page, errors } = await site.open("/docs/concepts/tasks");
    assert.equal(await page.title(), "Tasks | projen");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Docs", "API Reference", "GitHub"])
      assert.ok(await nav.getByRole("link", { name }).first().isVisible(), name);
    assert.ok(await page.locator("input[aria-label='Search']").first().isVisible());
    assert.ok(
      await page
        .locator("nav[aria-label='Docs sidebar']:visible")
        .getByRole("link", { name: "Getting started" })
        .first()
        .isVisible(),
    );
    assert.ok(await page.locator("a.toc-highlight").first().isVisible());
    assert.ok(await page.locator("nav[aria-label*=readcrumb]").first().isVisible());
    assert.ok(await page.locator("nav[aria-label*='ocs pages'], .pagination-nav").first().isVisible());
    const footer = page.locator("footer");
    assert.match((await footer.textContent()) ?? "", /2025/);
    assert.ok(await footer.getByRole("link", { name: "Introduction" }).isVisible());
    expectNoErrors(errors);
  });
}

function scrollingAndTableOfContents(site: Site): void {
  it("keeps the navbar visible after scrolling", async () => {
    const { page } = await site.open("/docs/concepts/tasks");
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(400);
    const box = await page.getByRole("navigation", { name: "Main" }).boundingBox();
    assert.ok(box && box.y >= -1 && box.y < 80, JSON.stringify(box));
  });

  it("highlights the TOC entry of the heading in view", async () => {
    const { page } = await site.open("/docs/concepts/tasks");
    const ids = await page.$$eval("article h2[id]", (hs) => hs.map((h) => h.id));
    assert.ok(ids.length >= 3);
    await page.evaluate((id) => document.getElementById(id)!.scrollIntoView(), ids[2]);
    await page.waitForTimeout(300);
    const active = await page.$$eval(".table-of-contents__link--active", (as) => as.map((a) => a.getAttribute("href")));
    assert.ok(
      active.some((href) => href === `#${ids[2]}`),
      `active: ${active}`,
    );
  });

  it("brings the heading a TOC link names to the top of the view", async () => {
    const { page, errors } = await site.open("/docs/concepts/tasks");
    const links = page.locator(".toc-column a.table-of-contents__link");
    const link = links.nth(Math.floor((await links.count()) / 2));
    const id = decodeURIComponent((await link.getAttribute("href"))!.slice(1));
    await link.click();
    await page.waitForTimeout(800);
    const { top, margin } = await page.evaluate((target) => {
      const heading = document.getElementById(target)!;
      return {
        top: heading.getBoundingClientRect().top,
        margin: parseFloat(getComputedStyle(heading).scrollMarginTop),
      };
    }, id);
    assert.ok(Math.abs(top - margin) < 4, `#${id} at ${top} px from the top, expected ${margin}`);
    expectNoErrors(errors);
  });
}

function navigation(site: Site): void {
  it("navigates client-side between docs and shows the page", async () => {
    const { page, errors } = await site.open("/docs/introduction/");
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.locator("aside").getByRole("link", { name: "Getting started" }).first().click();
    await page.waitForURL(/getting-started/);
    await page.waitForFunction(() => document.title.startsWith("Getting started"));
    // The title follows the address bar at once; the page swaps when its data has come.
    await page.locator("article h1", { hasText: /Getting started/i }).waitFor({ timeout: 10_000 });
    assert.equal(
      await page.evaluate(() => (window as unknown as { __marker?: number }).__marker),
      1,
      "the page reloaded",
    );
    expectNoErrors(errors);
  });

  it("opens one sidebar category without collapsing another", async () => {
    const { page } = await site.open("/docs/introduction/");
    const sidebar = page.locator("aside").first();
    for (const label of ["Concepts", "Publishing"]) {
      const toggle = sidebar.getByRole("button", { name: new RegExp(label) }).first();
      if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
    }
    await page.waitForTimeout(600);
    assert.ok(await sidebar.getByRole("link", { name: "Tasks" }).isVisible());
    assert.ok(await sidebar.getByRole("link", { name: "Trusted publishing" }).isVisible());
  });

  it("shows the not-found page for unmatched paths, inside and outside /docs", async () => {
    for (const path of ["/no/such/page", "/docs/no-such-doc"]) {
      const { page, errors } = await site.open(path);
      assert.equal(await page.title(), "Page Not Found | projen");
      assert.ok(await page.getByRole("heading", { name: "Page Not Found" }).isVisible());
      assert.match((await page.textContent("body")) ?? "", /We could not find what you were looking for\./);
      expectNoErrors(errors.filter((e) => !/404/.test(e)));
    }
  });

  it("strips .html and /index.html to reach a page", async () => {
    for (const path of ["/docs/faq.html", "/docs/faq/index.html", "/docs/concepts/tasks.html"]) {
      const { page } = await site.open(path);
      assert.notEqual(await page.title(), "Page Not Found | projen", path);
      assert.ok(await page.locator("article h1").isVisible(), path);
    }
  });

  it("focuses the search box with Ctrl+K", async () => {
    const { page } = await site.open("/docs/faq/");
    await page.keyboard.press("Control+k");
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("aria-label")), "Search");
  });

  it("can be read and navigated with JavaScript off", async () => {
    const { page } = await site.open("/docs/concepts/tasks", { javaScriptEnabled: false });
    assert.match((await page.locator("article h1").textContent()) ?? "", /Tasks/);
    assert.ok(((await page.locator("article").textContent()) ?? "").length > 2000);
    await page.locator("aside").getByRole("link", { name: "Components" }).first().click();
    await page.waitForURL(/\/docs\/concepts\/components/);
    assert.match((await page.locator("article h1").textContent()) ?? "", /Components/);
  });
}

function routeTableFiles(site: Site): void {
  it("reads the route table in small files, as the reader goes: a closed category's list, a page its page does not link", async () => {
    let requests!: ReturnType<typeof recordRequests>;
    const { page, errors } = await site.open("/docs/faq/", {
      setup: async (context) => void (requests = recordRequests(context)),
    });
    const tableFiles = () => requests.paths.filter((p) => p.startsWith("/_site/"));
    await page.waitForTimeout(500);
    assert.deepEqual(tableFiles(), [], "the page hydrates and prefetches from its own part");
    const parts = requests.paths.filter((p) => p.startsWith("/_table/"));
    assert.equal(parts.length, 1, `its part's file, once: ${parts.join()}`);
    assert.match(parts[0], /^\/_table\/docs\/[^?#]+\/[0-9a-f]{16}\.json$/);

    const sidebar = page.locator("aside").first();
    await sidebar
      .getByRole("button", { name: /Publishing/ })
      .first()
      .click();
    await sidebar.getByRole("link", { name: "Trusted publishing" }).waitFor();
    assert.ok(
      tableFiles().every((p) => /^\/_site\/table-[0-9a-f]+\/lists\/docs\.\d+\.json$/.test(p)),
      tableFiles().join(),
    );
    assert.equal(tableFiles().length, 1, "one list's file");

    // A page that the page's own part does not know: its route file says where it goes.
    await sidebar.getByRole("link", { name: "Trusted publishing" }).click();
    await page.locator("article h1", { hasText: "Trusted publishing" }).waitFor();
    assert.match(await page.title(), /^Trusted publishing \| projen$/);
    assert.ok(
      tableFiles().some((p) => /\/routes\/\d+\.json$/.test(p)),
      "a route file",
    );
    await page.evaluate(() => {
      history.pushState(null, "", "/docs/no-such-doc");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
    assert.ok(await sidebar.getByRole("link", { name: "FAQ" }).isVisible(), "inside the docs layout, with its sidebar");
    assert.ok(!requests.paths.some((p) => /manifest/.test(p)), "never the whole table");
    expectNoErrors(errors);
  });
}

function staticWithoutPart(site: Site): void {
  it("stays the server's page, readable and linked, when its part of the table cannot load", async () => {
    let refused = 0;
    const { page } = await site.open("/docs/faq/", {
      setup: (context) =>
        context.route("**/_table/**", (route) => {
          refused++;
          return route.fulfill({ status: 503, body: "" });
        }),
      hydrate: false,
    });
    await page.waitForTimeout(1_000);
    assert.ok(refused >= 2, "its preload and the client's tries");
    assert.equal(await page.getAttribute("html", "data-has-hydrated"), null, "not hydrated");
    assert.ok(await page.locator("article h1").isVisible());
    assert.ok((await page.locator("nav[aria-label='Docs sidebar'] a[href]").count()) > 3, "its sidebar's links");
  });
}

function themeAndAnnouncementBar(site: Site): void {
  it("defaults to light, ignores the system preference, toggles and persists the theme", async () => {
    const context = await site.newContext();
    await context.newPage().then((p) => p.emulateMedia({ colorScheme: "dark" }));
    const page = await context.newPage();
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto(site.url("/docs/concepts/tasks"));
    await page.waitForSelector("html[data-has-hydrated='true']");
    assert.equal(await page.getAttribute("html", "data-theme"), "light");
    const toggle = page.getByRole("button", { name: /Switch between dark and light mode \(currently light mode\)/ });
    await toggle.click();
    assert.equal(await page.getAttribute("html", "data-theme"), "dark");
    assert.equal(await page.evaluate(() => localStorage.getItem("theme")), "dark");
    await page.reload();
    assert.equal(await page.getAttribute("html", "data-theme"), "dark");
  });

  it("applies a stored dark theme before the first paint, even without JavaScript", async () => {
    const context = await site.newContext({ javaScriptEnabled: true });
    await context.addInitScript(() => localStorage.setItem("theme", "dark"));
    const page = await context.newPage();
    // Record the theme at the first paint-relevant moment: the body's first child script has run.
    await page.goto(site.url("/docs/concepts/tasks"), { waitUntil: "commit" });
    await page.waitForSelector("body");
    assert.equal(await page.getAttribute("html", "data-theme"), "dark");
  });

  it("syncs the theme across tabs", async () => {
    const context = await site.newContext();
    const [a, b] = [await context.newPage(), await context.newPage()];
    for (const p of [a, b]) {
      await p.goto(site.url("/docs/faq/"));
      await p.waitForSelector("html[data-has-hydrated='true']");
    }
    await a.getByRole("button", { name: /Switch between dark and light mode/ }).click();
    await b.waitForFunction(() => document.documentElement.dataset.theme === "dark", undefined, { timeout: 5000 });
  });

  it("remembers a dismissed announcement bar", async () => {
    const { page } = await site.open("/");
    const bar = page.getByRole("banner").filter({ has: page.getByRole("button", { name: "Close" }) });
    assert.ok(await bar.isVisible());
    await bar.getByRole("button", { name: "Close" }).click();
    assert.ok(!(await bar.isVisible()));
    assert.equal(await page.evaluate(() => localStorage.getItem("docusaurus.announcement.dismiss")), "true");
    await page.reload();
    await page.waitForSelector("html[data-has-hydrated='true']");
    assert.ok(!(await page.getByRole("button", { name: "Close" }).isVisible()));
  });
}

function atMobileWidth(site: Site): void {
  it("opens the drawer on the docs sidebar, goes back to the main menu and closes on back navigation", async () => {
    const { page, errors } = await site.open("/docs/concepts/tasks", { viewport: MOBILE });
    const toggle = page.getByRole("button", { name: "Toggle navigation bar" });
    assert.ok(await toggle.isVisible());
    await toggle.click();
    const back = page.getByRole("button", { name: /Back to main menu/ });
    await back.waitFor();
    await back.click();
    assert.ok(await page.getByRole("link", { name: "API Reference" }).last().isVisible());
    await page.goBack().catch(() => undefined);
    await page.waitForTimeout(400);
    assert.ok(!(await back.isVisible()));
    assert.match(page.url(), /\/docs\/concepts\/tasks/);
    expectNoErrors(errors);
  });

  it("closes the drawer when the viewport becomes desktop width", async () => {
    const { page } = await site.open("/docs/concepts/tasks", { viewport: MOBILE });
    await page.getByRole("button", { name: "Toggle navigation bar" }).click();
    await page.getByRole("button", { name: "Close navigation bar" }).waitFor();
    await page.setViewportSize(DESKTOP);
    await page.waitForTimeout(300);
    await page.setViewportSize(MOBILE);
    await page.waitForTimeout(300);
    assert.ok(!(await page.getByRole("button", { name: "Close navigation bar" }).isVisible()));
  });

  it("shows the doc without horizontal scrolling", async () => {
    const { page } = await site.open("/docs/concepts/tasks", { viewport: MOBILE });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= MOBILE.width + 1, `scrollWidth ${width}`);
  });
}
