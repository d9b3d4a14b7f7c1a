import "../testing/dom";
import assert from "node:assert/strict";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter, useLocation } from "react-router-dom";
import { SearchClientContext } from "./useSearchIndex";
import type { SiteValue } from "../app/SiteContext";
import { SiteProviders } from "../app/SiteProviders";
import { siteValue } from "../testing/fixtures";
import { currentTable, versionedSite } from "../testing/versionedSite";
import { resultCountText, SearchPage, searchPageTitle } from "./SearchPage";
import { typeInto } from "../testing/events";
import { mount, settle } from "../testing/render";
import { fakeWorker, freshForEachTest, searchTest, type FakeWorker } from "../testing/search/fakeWorker";

let currentUrl = "";
function LocationProbe() {
  const location = useLocation();
  currentUrl = location.pathname + location.search;
  return null;
}

function app(worker: FakeWorker, url: string, site: SiteValue = siteValue()): ReactElement {
  return (
    <SearchClientContext.Provider value={worker.client}>
      <MemoryRouter initialEntries={[url]}>
        <SiteProviders site={site}>
          <SearchPage />
          <LocationProbe />
        </SiteProviders>
      </MemoryRouter>
    </SearchClientContext.Provider>
  );
}

describe("SearchPage texts", () => {
  it("titles the page by its query", () => {
    assert.equal(searchPageTitle(""), "Search the documentation");
    assert.equal(searchPageTitle("tasks"), 'Search results for "tasks"');
  });

  it("counts documents", () => {
    assert.equal(resultCountText(0), "No documents were found");
    assert.equal(resultCountText(1), "1 document found");
    assert.equal(resultCountText(7), "7 documents found");
  });

  it("prerenders without a query (the static page has none)", () => {
    const worker = fakeWorker();
    const html = renderToString(app(worker, "/search?q=tasks"));
    assert.match(html, /<h1>Search the documentation<\/h1>/);
    assert.match(html, /<select id="context-selector"/);
    assert.match(
      html,
      /<option value="" selected="">Everywhere<\/option><option value="docs\/api">API Reference<\/option>/,
    );
    assert.equal(worker.calls.length, 0);
  });
});

/** A suite's fresh worker and view for each test (call inside its describe), and finders in the view. */
function pageSuite() {
  const t = searchTest();
  freshForEachTest(t);
  return {
    t,
    q: (selector: string) => t.view!.container.querySelector<HTMLElement>(selector),
    items: () => [...t.view!.container.querySelectorAll<HTMLElement>(".search-page__item")],
  };
}

describe("SearchPage in the browser", () => {
  const { t, q, items } = pageSuite();

  it("searches the query of the URL, up to 100 results", async () => {
    t.view = await mount(app(t.worker, "/search?q=task"));
    await settle();
    assert.equal(q("h1")!.textContent, 'Search results for "task"');
    assert.equal(document.title, 'Search results for "task"');
    assert.ok(items().length > 0 && items().length <= 100);
    assert.equal(q(".search-page__count")!.textContent, `${items().length} documents found`);
    const first = items()[0].querySelector("a")!;
    assert.equal(first.getAttribute("href"), "/docs/concepts/tasks?_highlight=task");
    assert.equal(first.innerHTML, "<mark>Task</mark>s");
    await settle(() => void first.dispatchEvent(new window.MouseEvent("click", { bubbles: true, cancelable: true })));
    assert.equal(currentUrl, "/docs/concepts/tasks?_highlight=task");
  });

  it("keeps q and ctx in the URL as the reader types and picks a context", async () => {
    t.view = await mount(app(t.worker, "/search?version=&x=1"));
    await settle();
    assert.equal(q("h1")!.textContent, "Search the documentation");
    const input = q("input") as HTMLInputElement;
    await settle(() => typeInto(input, "tasks"));
    assert.equal(currentUrl, "/search?version=&x=1&q=tasks");
    const select = q("#context-selector") as HTMLSelectElement;
    await settle(() => {
      select.value = "docs/api";
      select.dispatchEvent(new window.Event("change", { bubbles: true }));
    });
    assert.equal(currentUrl, "/search?version=&x=1&q=tasks&ctx=docs%2Fapi");
    assert.ok(items().every((item) => item.querySelector("a")!.getAttribute("href")!.startsWith("/docs/api/")));
    await settle(() => {
      select.value = "";
      select.dispatchEvent(new window.Event("change", { bubbles: true }));
    });
    assert.equal(currentUrl, "/search?version=&x=1&q=tasks&ctx=");
    await settle(() => typeInto(input, ""));
    assert.equal(currentUrl, "/search?version=&x=1&ctx=");
    assert.equal(items().length, 0);
  });

  it("says when nothing was found, and treats an unknown ctx as everywhere", async () => {
    t.view = await mount(app(t.worker, "/search?q=xylophone&ctx=blog"));
    await settle();
    assert.equal(q(".search-page__count")!.textContent, "No documents were found");
    assert.equal((q("#context-selector") as HTMLSelectElement).value, "");
  });

  it("refuses a version that points at another origin", async () => {
    t.view = await mount(app(t.worker, "/search?q=tasks&version=/evil.example"));
    await settle();
    assert.match(q(".search-page__error")!.textContent!, /Unexpected version url/);
    assert.equal(t.worker.calls.length, 0);
  });

  it("says a version is not one of the site's, listing the versions to search (unversioned site)", async () => {
    t.view = await mount(app(t.worker, "/search?q=tasks&version=docs/2.0"));
    await settle();
    const alert = q(".search-page [role='alert']")!;
    assert.match(
      alert.textContent!,
      /^There is no docs version "docs\/2\.0" on this site \(.*HTTP 404.*\)\. Search a version: Next$/,
    );
    assert.equal(alert.querySelector("a")!.getAttribute("href"), "/search/?q=tasks");
    assert.equal(q(".search-page__error button"), null, "no Retry: retrying cannot help");
  });
});

describe("SearchPage on a site with cut versions", () => {
  const { t, q } = pageSuite();

  const idle = () => settle(() => new Promise((resolve) => setTimeout(resolve, 30)));

  it("names the old version it searches", async () => {
    t.view = await mount(app(t.worker, "/search?q=tasks&version=docs/1.0/", versionedSite(currentTable).site));
    await idle();
    assert.equal(q(".search-page__version")!.textContent, "Docs version: 1.0");
  });

  it("lists every version to search for a version the site does not have", async () => {
    t.view = await mount(app(t.worker, "/search?q=tasks&version=docs/0.9", versionedSite(currentTable).site));
    await idle();
    const links = [...q(".search-page [role='alert']")!.querySelectorAll("a")];
    assert.deepEqual(
      links.map((a) => [a.textContent, a.getAttribute("href")]),
      [
        ["Next", "/search/?q=tasks"],
        ["1.0", "/search/?q=tasks&version=docs%2F1.0%2F"],
      ],
    );
  });
});

describe("SearchPage's first screen", () => {
  const { t, q, items } = pageSuite();

  it("lists the first screen first, and shows the count once every item it counts is listed", async () => {
    const api = t.worker.client();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The fixture site is small: its first answers hold 3 items, and the full one waits.
    const holdingFull: typeof api = {
      ...api,
      searchPage: async (versionUrl, context, query, first) =>
        first === undefined
          ? held.then(() => api.searchPage(versionUrl, context, query))
          : api.searchPage(versionUrl, context, query, 3),
    };
    t.view = await mount(
      <SearchClientContext.Provider value={() => holdingFull}>
        <MemoryRouter initialEntries={["/search?q=task"]}>
          <SiteProviders site={siteValue()}>
            <SearchPage />
          </SiteProviders>
        </MemoryRouter>
      </SearchClientContext.Provider>,
    );
    await settle();
    assert.equal(items().length, 3, "the first answer's items");
    const count = q(".search-page__count")!;
    assert.ok(count.classList.contains("search-page__count--pending"), "the count waits");
    const total = Number(count.textContent!.match(/^(\d+) documents found$/)![1]);
    assert.ok(total > 3, `${total} documents`);
    await settle(() => release());
    assert.equal(items().length, total);
    assert.ok(!q(".search-page__count")!.classList.contains("search-page__count--pending"));
  });
});
