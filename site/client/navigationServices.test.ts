import { resetDom } from "../testing/dom";
import assert from "node:assert/strict";
import { indexManifest } from "../lib/routeMatch";
import { manifest, pageOf } from "../testing/fixtures";
import { createNavigationServices } from "./navigationServices";
import { PageStore } from "./pageStore";

function setConnection(value: { effectiveType?: string; saveData?: boolean } | undefined): void {
  Object.defineProperty(navigator, "connection", { configurable: true, value });
}

describe("prefetch and preload", () => {
  let fetched: string[];
  let services: ReturnType<typeof createNavigationServices>;

  beforeEach(() => {
    fetched = [];
    const store = new PageStore(async (url) => {
      fetched.push(url);
      return pageOf("/docs/faq/", "FAQ");
    });
    services = createNavigationServices(() => indexManifest(manifest), store);
  });
  afterEach(() => {
    setConnection(undefined);
    resetDom();
  });

  const prefetchLinks = () =>
    [...document.head.querySelectorAll('link[rel="prefetch"]')].map((l) => l.getAttribute("href"));
  // Prefetching waits for an idle moment (a short timer in jsdom).
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it("prefetches a doc's data once, at low priority", async () => {
    services.prefetch("/docs/faq/");
    services.prefetch("/docs/faq");
    await settle();
    // jsdom's <link> has no prefetch support, so the data is fetched instead; once.
    const total = prefetchLinks().length + fetched.length;
    assert.equal(total, 1);
  });

  it("preloads a doc's data into memory on hover", async () => {
    services.preload("/docs/faq/#top");
    await settle();
    assert.deepEqual(fetched, ["/_page/docs/faq.json"]);
  });

  it("skips both on 2g and with data-saver", async () => {
    setConnection({ effectiveType: "slow-2g" });
    services.prefetch("/docs/faq/");
    services.preload("/docs/faq/");
    setConnection({ effectiveType: "4g", saveData: true });
    services.preload("/docs/faq/");
    await settle();
    assert.deepEqual(fetched, []);
    assert.deepEqual(prefetchLinks(), []);
  });

  it("ignores links to paths that are not pages", async () => {
    services.prefetch("/img/favicon.svg");
    services.preload("/img/favicon.svg");
    await settle();
    assert.deepEqual(fetched, []);
  });
});
