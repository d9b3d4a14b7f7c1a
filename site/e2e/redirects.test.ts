/**
 * Redirects in real Chromium: a host that reads `_redirects` (the preview server) answers a
 * moved path with 301 and the query; a host that does not (GitHub Pages, a bucket) serves
 * the page the build wrote at the source, which sends the reader on with their query and
 * anchor by its script under the site's CSP, and without JavaScript by its meta refresh.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext } from "playwright-core";
import { parseHeadersFile } from "../../contracts/headersFile";
import { distDir, expectNoErrors, useSite } from "./harness";

const SOURCE = "/docs/quick-starts";
const TARGET = "/docs/quick-starts/typescript/hello-world/";
const TARGET_TITLE = "TypeScript hello world";

/** Serves the source's page as a host without `_redirects` would: the file at its path, with `_headers`. */
async function withoutRedirectsFile(context: BrowserContext): Promise<void> {
  const headers = parseHeadersFile(readFileSync(join(distDir(), "_headers"), "utf8"));
  const body = readFileSync(join(distDir(), SOURCE.slice(1), "index.html"));
  await context.route(
    (url) => url.pathname === SOURCE || url.pathname === `${SOURCE}/`,
    (route) =>
      route.fulfill({ status: 200, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" }, body }),
  );
}

describe("redirects (browser)", function () {
  this.timeout(60_000);
  const site = useSite();

  it("follows the host's 301, keeping the query and the anchor", async () => {
    const { page, errors } = await site.open(`${SOURCE}?from=old#the-tasks`);
    assert.equal(page.url(), site.url(`${TARGET}?from=old#the-tasks`));
    assert.equal(await page.locator("article h1").textContent(), TARGET_TITLE);
    expectNoErrors(errors);
  });

  it("with JavaScript, the source's own page sends the reader on at once, query and anchor kept, under the CSP", async () => {
    const { page, errors } = await site.open(`${SOURCE}/?from=old#the-tasks`, { setup: withoutRedirectsFile });
    await page.waitForURL(`**${TARGET}?from=old#the-tasks`);
    assert.equal(await page.locator("article h1").textContent(), TARGET_TITLE);
    expectNoErrors(errors);
  });

  it("without JavaScript, its meta refresh sends the reader to the route, and the page shows a link", async () => {
    // (Chromium reports the scripts it does not run as failed requests: not errors here.)
    const { page } = await site.open(`${SOURCE}?from=old`, { javaScriptEnabled: false, setup: withoutRedirectsFile });
    await page.waitForURL(`**${TARGET}`);
    assert.equal(await page.locator("article h1").textContent(), TARGET_TITLE);
  });

  it("shows a link to the route and names it canonical, for readers and crawlers that stay", async () => {
    const html = readFileSync(join(distDir(), SOURCE.slice(1), "index.html"), "utf8");
    assert.match(html, new RegExp(`<link rel="canonical" href="https://[^"]+${TARGET}">`));
    assert.match(html, new RegExp(`<a href="${TARGET}">${TARGET_TITLE}</a>`));
  });
});
