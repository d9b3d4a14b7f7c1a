import "../testing/dom";
import assert from "node:assert/strict";
import { MemoryRouter } from "react-router-dom";
import { AppRoutes } from "../app/AppRoutes";
import { SiteProviders } from "../app/SiteProviders";
import { pageDataUrl } from "../../contracts/paths";
import { manifest, pageOf, siteValue } from "../testing/fixtures";
import { indexManifest } from "../lib/routeMatch";
import { pageTable, tableIndex } from "../lib/pageTable";
import type { SiteManifest } from "../../contracts/data";
import { routeKey } from "../../contracts/paths";
import { listFileUrl, routeFileOf, routeFileUrl, tableFiles, type RouteFiles } from "../../contracts/routeFiles";
import { cleanUpAfterEach, flush, render } from "../testing/render";
import { click } from "../testing/events";
import { PageStore } from "./pageStore";
import { PendingNavigation } from "./PendingNavigation";
import { Link } from "../components/Link/Link";
import { oldTable, versionedSite } from "../testing/versionedSite";
import { clientRouteComponents } from "./routeComponents";
import { createTableLookup } from "./tableLookup";

describe("PendingNavigation", function () {
  this.timeout(5000);
  cleanUpAfterEach();

  it("keeps the page until the next one loaded; on failure reloads once, then shows Retry", async () => {
    let online = false;
    const store = new PageStore(async (url) => {
      const doc = manifest.docs.find((d) => pageDataUrl(d.route) === url)!;
      if (!online && doc.route === "/docs/concepts/tasks") throw new Error(`Loading ${url} failed: HTTP 503`);
      return pageOf(doc.route, doc.title);
    });
    const faq = pageOf("/docs/faq/", "FAQ");
    store.seed(faq);
    await clientRouteComponents.DocPage.preload();
    let reloads = 0;
    const site = { ...siteValue(clientRouteComponents) };
    const original = console.warn;
    console.warn = () => {};
    try {
      render(
        <MemoryRouter initialEntries={["/docs/faq/"]}>
          <SiteProviders site={site}>
            <PendingNavigation index={site.index} store={store} initialPage={faq} reload={() => reloads++}>
              {(location) => <AppRoutes location={location} />}
            </PendingNavigation>
          </SiteProviders>
        </MemoryRouter>,
      );
      const heading = () => document.querySelector("article h1")?.textContent;
      assert.equal(heading(), "FAQ");

      // Concepts is closed: open it, then follow Tasks.
      click([...document.querySelectorAll(".menu__link--sublist")].find((a) => a.textContent === "Concepts")!);
      click(document.querySelector('.doc-sidebar a[href="/docs/concepts/tasks"]'));
      await flush();
      assert.equal(reloads, 1, "a failed load reloads the page");
      assert.equal(heading(), "FAQ", "the old page stays while reloading");

      // The same URL failing again does not reload in a loop: the error shows with Retry.
      click(document.querySelector('.doc-sidebar a[href="/docs/faq/"]'));
      await flush();
      click(document.querySelector('.doc-sidebar a[href="/docs/concepts/tasks"]'));
      await flush();
      assert.equal(reloads, 1);
      const box = document.querySelector(".chunk-error")!;
      assert.match(box.textContent!, /HTTP 503/);
      assert.ok(document.querySelector(".doc-sidebar"), "inside the docs layout");

      online = true;
      click(box.querySelector("button"));
      await flush();
      assert.equal(heading(), "Tasks");
    } finally {
      console.warn = original;
    }
  });
});

/** A site's table files as the build writes them (contracts/routeFiles.ts), served from memory. */
function tableFilesOf(table: SiteManifest, files: RouteFiles): Map<string, unknown> {
  const part = pageTable(indexManifest(table), new Set());
  const frame = { home: part, search: part, notFound: part, docsNotFound: part };
  return new Map([...tableFiles(table, files, frame)].map(([url, text]) => [url, JSON.parse(text)]));
}

describe("PendingNavigation with a page's part of the route table", function () {
  this.timeout(5000);
  cleanUpAfterEach();

  it("shows a page its part lacks as that doc's when its data fails: the error and Retry in the docs layout", async () => {
    const whole = indexManifest(manifest);
    const files: RouteFiles = { base: "/_site/table-t/", count: 2 };
    const served = tableFilesOf(manifest, files);
    const lookup = createTableLookup(files, async (url) => served.get(url));
    const store = new PageStore(async (url) => {
      throw new Error(`Loading ${url} failed: HTTP 503`);
    });
    const faq = pageOf("/docs/faq/", "FAQ");
    await clientRouteComponents.DocPage.preload();
    const part = tableIndex(pageTable(whole, new Set(), { key: "/docs/faq", sidebar: "docs" }));
    let reloads = 0;
    const original = console.warn;
    console.warn = () => {};
    try {
      render(
        <MemoryRouter initialEntries={["/docs/faq/"]}>
          <SiteProviders site={{ ...siteValue(clientRouteComponents), index: part, sidebarLists: lookup }}>
            <PendingNavigation index={part} lookup={lookup} store={store} initialPage={faq} reload={() => reloads++}>
              {(location) => (
                <>
                  <AppRoutes location={location} />
                  <Link href="/docs/concepts/escape-hatches">escape</Link>
                </>
              )}
            </PendingNavigation>
          </SiteProviders>
        </MemoryRouter>,
      );
      assert.equal(part.docsByKey.get("/docs/concepts/escape-hatches"), undefined);
      for (let i = 0; i < 2; i++) {
        click(document.querySelector('a[href="/docs/concepts/escape-hatches"]'));
        await flush();
        if (i === 0) click(document.querySelector('.doc-sidebar a[href="/docs/faq/"]'));
        await flush();
      }
      assert.equal(reloads, 1);
      assert.match(document.querySelector(".chunk-error")?.textContent ?? "", /HTTP 503/);
      assert.ok(document.querySelector(".doc-sidebar"), "inside the docs layout");
    } finally {
      console.warn = original;
    }
  });
});

describe("PendingNavigation with a page's part of the route table: its files", function () {
  this.timeout(5000);
  cleanUpAfterEach();

  it("opens a category from its list's file and goes to a page it lacks through its route file, never the whole table", async () => {
    const whole = indexManifest(manifest);
    const partOf = (route: string) =>
      pageTable(whole, new Set(), { key: routeKey(route), sidebar: whole.docsByKey.get(routeKey(route))!.sidebar });
    const files: RouteFiles = { base: "/_site/table-t/", count: 4 };
    const served = tableFilesOf(manifest, files);
    const fetched: string[] = [];
    const lookup = createTableLookup(files, async (url) => {
      fetched.push(url);
      if (!served.has(url)) throw new Error(`Loading ${url} failed: HTTP 404`);
      return served.get(url);
    });
    const store = new PageStore(async (url) => {
      fetched.push(url);
      const doc = manifest.docs.find((d) => pageDataUrl(d.route) === url)!;
      return { ...pageOf(doc.route, doc.title), table: partOf(doc.route) };
    });
    const faq = pageOf("/docs/faq/", "FAQ");
    store.seed(faq);
    await clientRouteComponents.DocPage.preload();
    const part = tableIndex(partOf("/docs/faq/"));
    assert.equal(part.docsByKey.get("/docs/concepts/tasks"), undefined, "FAQ's part does not know Tasks");
    const site = { ...siteValue(clientRouteComponents), index: part, sidebarLists: lookup };
    render(
      <MemoryRouter initialEntries={["/docs/faq/"]}>
        <SiteProviders site={site}>
          <PendingNavigation index={part} lookup={lookup} store={store} initialPage={faq}>
            {(location) => <AppRoutes location={location} />}
          </PendingNavigation>
        </SiteProviders>
      </MemoryRouter>,
    );
    const heading = () => document.querySelector("article h1")?.textContent;
    const concepts = () =>
      [...document.querySelectorAll(".menu__link--sublist")].find((a) => a.textContent === "Concepts")!;
    click(concepts());
    await flush();
    assert.deepEqual(fetched, [listFileUrl(files.base, "docs", [1])], "the category's items come from its list's file");
    const tasks = document.querySelector('.doc-sidebar a[href="/docs/concepts/tasks"]');
    assert.ok(tasks, "and show");
    click(tasks);
    await flush();
    assert.equal(heading(), "Tasks");
    assert.deepEqual(fetched.slice(1), [
      routeFileUrl(files, routeFileOf("/docs/concepts/tasks", files.count)),
      pageDataUrl("/docs/concepts/tasks"),
    ]);
    assert.ok(!fetched.some((url) => url.includes("manifest")), "no whole table");
    assert.equal(
      document.querySelector(".doc-sidebar .menu__link--active")?.textContent,
      "Tasks",
      "the page renders with its own part of the table",
    );
  });
});

describe("PendingNavigation on a site with cut versions", () => {
  cleanUpAfterEach();

  it("on a versioned site, loads a docs path outside the page's version as a page, in place of the history entry", async () => {
    const { site } = versionedSite(oldTable);
    const routed = { ...site, routes: clientRouteComponents };
    const intro = pageOf("/docs/1.0/intro", "intro");
    const store = new PageStore(async () => pageOf("/docs/1.0/tasks", "tasks"));
    store.seed(intro);
    await clientRouteComponents.DocPage.preload();
    const loaded: string[] = [];
    render(
      <MemoryRouter initialEntries={["/docs/1.0/intro"]}>
        <SiteProviders site={routed}>
          <PendingNavigation
            index={routed.index}
            store={store}
            initialPage={intro}
            loadDocument={(url) => loaded.push(url)}
          >
            {(location) => (
              <>
                <AppRoutes location={location} />
                <Link href="/docs/tasks?x=1">latest</Link>
                <Link href="/docs/1.0/tasks">same version</Link>
              </>
            )}
          </PendingNavigation>
        </SiteProviders>
      </MemoryRouter>,
    );
    click(document.querySelector('a[href="/docs/1.0/tasks"]'));
    await flush();
    assert.deepEqual(loaded, [], "a page of its own version loads in the app");
    assert.equal(document.querySelector("article h1")?.textContent, "tasks");
    click(document.querySelector('a[href="/docs/tasks?x=1"]'));
    await flush();
    assert.deepEqual(loaded, [`${window.location.origin}/docs/tasks?x=1`]);
  });
});
