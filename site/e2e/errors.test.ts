/**
 * The error catalogue in real Chromium: failed navigation loads reload once (never in a
 * loop), a chunk that fails on first render shows Retry, a crashing page shows "This page
 * crashed." and recovers with "Try again", the root boundary titles the page "Page Error",
 * and the wrong-base-URL banner shows only when neither scripts nor styles loaded.
 */
import assert from "node:assert/strict";
import type { BrowserContext } from "playwright-core";
import { browserSuite, cspViolations, expectNoErrors, recordCspViolations, useSite, type Site } from "./harness";
import { countDocumentLoads, failRequests, unexpected } from "./network";

const GETTING_STARTED_DATA = "**/_page/docs/introduction/getting-started.json";
const DOC_CHUNK = /\/assets\/chunks\/DocPage-[^/]+\.js$/;
const ABORTED = /Failed to load resource: net::ERR_FAILED|request failed: .*net::ERR_FAILED/;

// One preview server and browser for every topic; each topic's tests are in its function.
browserSuite("errors (browser)", useSite, {
  "failed and hanging loads": failedLoads,
  crashes,
  "wrong base URL banner": wrongBaseUrlBanner,
});

function failedLoads(site: Site): void {
  it("reloads once when a navigation's page data fails to load, then shows the page", async () => {
    const { page, errors } = await site.open("/docs/introduction/");
    await failRequests(page, GETTING_STARTED_DATA);
    const loads = countDocumentLoads(page);
    await page.locator("aside").getByRole("link", { name: "Getting started" }).first().click();
    await page.waitForURL(/getting-started$/);
    await page.waitForSelector("html[data-has-hydrated='true']");
    await page.waitForTimeout(1500); // room for a second reload, which must not come
    assert.equal(loads(), 1, "exactly one reload");
    assert.equal(await page.locator("article h1").textContent(), "Getting started");
    expectNoErrors(unexpected(errors, ABORTED, /getting-started\.json/));
  });

  it("reloads once when a route chunk fails during navigation; failing on first render too, it shows Retry, which recovers", async () => {
    const { page, context, errors } = await site.open("/", { setup: (context) => failRequests(context, DOC_CHUNK) });
    const loads = countDocumentLoads(page);
    await page.getByRole("link", { name: "Get started" }).first().click();
    await page.waitForURL(/getting-started$/);
    const alert = page.getByRole("alert");
    await alert.waitFor();
    await page.waitForTimeout(1500);
    assert.equal(loads(), 1, "one reload, no loop");
    assert.match(
      (await alert.textContent()) ?? "",
      /TypeError: Failed to fetch dynamically imported module: .*DocPage-/,
    );
    await context.unroute(DOC_CHUNK);
    await alert.getByRole("button", { name: "Retry" }).click();
    await page.locator("article h1", { hasText: "Getting started" }).waitFor();
    assert.equal(await page.getByRole("alert").count(), 0);
    assert.equal(loads(), 1);
    expectNoErrors(unexpected(errors, ABORTED, /DocPage-/));
  });

  it("gives up on a route chunk that hangs: the timeout with Retry, which recovers once the chunk comes", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const hold = (context: BrowserContext) =>
      context.route(DOC_CHUNK, async (route) => {
        await held;
        await route.continue().catch(() => undefined);
      });
    const { page, errors } = await site.open("/docs/introduction/getting-started", { setup: hold, hydrate: false });
    // The prerendered page stays readable while the client waits for its code.
    assert.equal(await page.locator("article h1").textContent(), "Getting started");
    const alert = page.getByRole("alert");
    // 8 s while starting, then 8 s more when the page renders without it.
    await alert.waitFor({ timeout: 25_000 });
    assert.match((await alert.textContent()) ?? "", /timed out after 8 s/);
    release();
    await page.waitForTimeout(500);
    await alert.getByRole("button", { name: "Retry" }).click();
    await page.locator("article h1", { hasText: "Getting started" }).waitFor();
    assert.equal(await page.getByRole("alert").count(), 0);
    expectNoErrors(errors);
  });
}

function crashes(site: Site): void {
  it("shows 'This page crashed.' with the error chain when a doc cannot render, and Try again recovers", async () => {
    const { page, errors } = await site.open("/docs/introduction/");
    // Page data whose table of contents holds a null entry: the doc component throws on it.
    await page.route(GETTING_STARTED_DATA, async (route) => {
      const response = await route.fetch();
      const data = (await response.json()) as { toc: unknown[] };
      await route.fulfill({ response, json: { ...data, toc: [null] } });
    });
    await page.locator("aside").getByRole("link", { name: "Getting started" }).first().click();
    const heading = page.getByRole("heading", { name: "This page crashed." });
    await heading.waitFor();
    const text = await page.locator(".crash-page__error").textContent();
    assert.match(
      text ?? "",
      /^The doc \/docs\/introduction\/getting-started could not be shown\.\n\nCause:\nCannot read properties of null \(reading 'id'\)$/,
    );
    assert.equal(
      await page.locator(".crash-page__error").evaluate((el) => getComputedStyle(el).whiteSpace),
      "pre-wrap",
    );
    assert.ok(await page.getByRole("navigation", { name: "Main" }).isVisible(), "the navbar stays");
    assert.ok(await page.locator("footer").isVisible(), "the footer stays");
    assert.match(await page.title(), /^Getting started \| projen$/);

    await page.unroute(GETTING_STARTED_DATA);
    await page.getByRole("button", { name: "Try again" }).click();
    await page.locator("article h1", { hasText: "Getting started" }).waitFor();
    assert.equal(await heading.count(), 0);
    expectNoErrors(unexpected(errors, /Cannot read properties of null|could not be shown|The above error occurred/));
  });

  it("titles the page 'Page Error' when a crash escapes the layout, and shows the crash without it", async () => {
    // A page's table without its docs version: the site's providers cannot render (they read it).
    const { page, errors } = await site.open("/", {
      hydrate: false,
      setup: (context) =>
        context.route(
          (url) => url.pathname === "/",
          async (route) => {
            const response = await route.fetch();
            const html = await response.text();
            // The boot data's script, as the page's source has it.
            const boot = /(<script id="__site" type="application\/json">)(.*?)(<\/script>)/s;
            const broken = html.replace(boot, (_all, open: string, json: string, close: string) => {
              const data = JSON.parse(json) as { table: Record<string, unknown> };
              delete data.table.version;
              return open + JSON.stringify(data).replace(/</g, "\\u003c") + close;
            });
            await route.fulfill({ response, body: broken });
          },
        ),
    });
    await page.waitForFunction(() => document.title === "Page Error");
    assert.ok(await page.getByRole("heading", { name: "This page crashed", exact: true }).isVisible());
    assert.ok(await page.getByRole("button", { name: "Try again" }).isVisible());
    assert.match((await page.locator(".crash-page__error").textContent()) ?? "", /reading 'versioned'/);
    assert.equal(await page.getByRole("navigation", { name: "Main" }).count(), 0, "the layout crashed too");
    expectNoErrors(unexpected(errors, /reading 'versioned'|The above error occurred|hydrat/i));
  });
}

function wrongBaseUrlBanner(site: Site): void {
  const banner = "#__site-base-url-issue-banner-container";

  it("shows on the home page when neither scripts nor styles load, styled within the CSP", async () => {
    const setup = async (context: BrowserContext) => {
      await recordCspViolations(context);
      await failRequests(context, /\.(js|css)$/);
    };
    const { page } = await site.open("/", { hydrate: false, setup });
    const container = page.locator(banner);
    await container.waitFor();
    assert.ok(await container.isVisible());
    assert.equal(
      await container
        .locator("div")
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor),
      "rgb(255, 230, 179)",
    );
    assert.deepEqual(await cspViolations(page), []);
    assert.match((await container.textContent()) ?? "", /did not load properly/);
    assert.match((await container.textContent()) ?? "", /We suggest trying baseUrl = \/$/);
  });

  it("stays hidden when only the scripts fail, and is absent when they load", async () => {
    const blocked = await site.open("/", { hydrate: false, setup: (context) => failRequests(context, /\.js$/) });
    await blocked.page.locator(banner).waitFor({ state: "attached" });
    assert.equal(await blocked.page.locator(banner).isVisible(), false);

    const { page, errors } = await site.open("/");
    assert.equal(await page.locator(banner).count(), 0);
    expectNoErrors(errors);
  });

  it("is only on the home page", async () => {
    const { page } = await site.open("/docs/faq/", {
      hydrate: false,
      setup: (context) => failRequests(context, /\.(js|css)$/),
    });
    await page.waitForLoadState("load");
    assert.equal(await page.locator(banner).count(), 0);
  });
}
