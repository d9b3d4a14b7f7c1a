/**
 * The server's HTML and the client's first render must agree: hydrate real prerendered
 * pages in jsdom and fail on any hydration error or React warning. Then navigate.
 */
import { resetDom, setUrl } from "../testing/dom";
import assert from "node:assert/strict";
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import type { SiteValue } from "../app/SiteContext";
import type { PageData, PageKind } from "../../contracts/data";
import { pageDataUrl } from "../../contracts/paths";
import { indexManifest, matchRoute } from "../lib/routeMatch";
import { renderPage } from "../server/render";
import { assets, manifest, pageOf } from "../testing/fixtures";
import { flush } from "../testing/render";
import { click } from "../testing/events";
import { readBootData } from "../app/bootData";
import { canHydrate } from "./bootData";
import { ClientApp } from "./ClientApp";
import { createNavigationServices } from "./navigationServices";
import { PageStore } from "./pageStore";
import { clientRouteComponents, componentFor } from "./routeComponents";

const pages: Record<string, PageData> = Object.fromEntries(
  manifest.docs.map((doc) => [
    doc.route,
    pageOf(doc.route, doc.title, `<p>Body of ${doc.title}. <a href="/docs/faq/">FAQ</a></p>`),
  ]),
);

/** Loads a prerendered page into the jsdom document, as a browser would receive it. */
function loadPrerendered(kind: PageKind, url: string, page?: PageData): void {
  const html = renderPage({ kind, url, page, manifest, routes: { base: "/_site/table-123/", count: 1 }, assets }).html;
  const parsed = new DOMParser().parseFromString(html, "text/html");
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
}

/** What main.tsx does, with the manifest at hand instead of fetched. */
async function boot(): Promise<{ root: Root; recoverable: unknown[]; consoleErrors: unknown[][] }> {
  const data = readBootData()!;
  const store = new PageStore(async (url) => {
    const page = Object.values(pages).find((p) => pageDataUrl(p.route) === url);
    if (!page) throw new Error(`404 ${url}`);
    return page;
  });
  const body = document.getElementById("doc-body");
  if (data.kind === "doc" && data.page && body) store.seed({ ...data.page, html: body.innerHTML });
  const index = indexManifest(manifest);
  const match = matchRoute(window.location.pathname, index);
  await componentFor(match.kind).preload();
  const initialPage = match.kind === "doc" ? (store.get(match.doc.route) ?? null) : null;
  const site: SiteValue = {
    index,
    workerUrl: data.worker,
    routes: clientRouteComponents,
    navigation: createNavigationServices(() => index, store),
  };
  const recoverable: unknown[] = [];
  const consoleErrors: unknown[][] = [];
  const originalError = console.error;
  console.error = (...args: unknown[]) => consoleErrors.push(args);
  try {
    let root!: Root;
    const container = document.getElementById("site-root")!;
    assert.ok(canHydrate(data, match), "the page should be hydratable");
    await act(async () => {
      root = hydrateRoot(container, <ClientApp site={site} store={store} initialPage={initialPage} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    await flush();
    return { root, recoverable, consoleErrors };
  } finally {
    console.error = originalError;
  }
}

describe("hydrating prerendered pages", function () {
  this.timeout(10000);
  let root: Root | undefined;

  afterEach(() => {
    if (root) act(() => root!.unmount());
    root = undefined;
    resetDom();
  });

  for (const [kind, url] of [
    ["doc", "/docs/concepts/tasks"],
    ["home", "/"],
    ["search", "/search"],
    ["notfound", "/404.html"],
  ] as const) {
    it(`hydrates the ${kind} page without mismatches`, async () => {
      setUrl(url);
      loadPrerendered(kind, url, kind === "doc" ? pages[url] : undefined);
      const result = await boot();
      root = result.root;
      assert.deepEqual(result.recoverable, []);
      assert.deepEqual(result.consoleErrors, []);
      assert.equal(document.documentElement.getAttribute("data-has-hydrated"), "true");
      assert.equal(document.querySelector<HTMLButtonElement>(".navbar .color-mode-toggle")!.disabled, false);
    });
  }

  it("keeps the doc body the server rendered and navigates client-side to another doc", async () => {
    setUrl("/docs/concepts/tasks");
    loadPrerendered("doc", "/docs/concepts/tasks", pages["/docs/concepts/tasks"]);
    const body = document.getElementById("doc-body")!;
    const result = await boot();
    root = result.root;
    assert.equal(document.getElementById("doc-body"), body, "the same element, not re-created");

    click(document.querySelector('.doc-sidebar a[href="/docs/faq/"]'));
    await flush();
    assert.equal(window.location.pathname, "/docs/faq/");
    assert.match(document.getElementById("doc-body")!.textContent!, /Body of FAQ\./);
    assert.equal(document.querySelector("article h1")?.textContent, "FAQ");
    assert.equal(document.title, "FAQ | projen");
    assert.equal(document.querySelector(".doc-sidebar .menu__link--active")?.getAttribute("href"), "/docs/faq/");

    // A link inside the build-made body also navigates without a reload.
    window.history.back();
    await flush(6);
    assert.equal(window.location.pathname, "/docs/concepts/tasks");
    assert.equal(document.querySelector("article h1")?.textContent, "Tasks");
    click(document.querySelector('#doc-body a[href="/docs/faq/"]'));
    await flush();
    assert.equal(document.querySelector("article h1")?.textContent, "FAQ");
  });

  it("renders afresh, not hydrates, when 404.html is served for an unknown /docs path", async () => {
    setUrl("/docs/nope");
    loadPrerendered("notfound", "/404.html");
    const match = matchRoute(window.location.pathname, indexManifest(manifest));
    assert.equal(canHydrate(readBootData()!, match), false);
  });
});
