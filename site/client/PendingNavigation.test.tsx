import "../testing/dom";
import assert from "node:assert/strict";
import { useState } from "react";
import { MemoryRouter } from "react-router-dom";
import { AppRoutes } from "../app/AppRoutes";
import { SiteProviders } from "../app/SiteProviders";
import { pageDataUrl } from "../../contracts/paths";
import { manifest, pageOf, siteValue } from "../testing/fixtures";
import { indexManifest, type ManifestIndex } from "../lib/routeMatch";
import type { SiteValue } from "../app/SiteContext";
import type { PageData } from "../../contracts/data";
import { cleanUpAfterEach, flush, render } from "../testing/render";
import { click } from "../testing/events";
import { PageStore } from "./pageStore";
import { PendingNavigation } from "./PendingNavigation";
import { Link } from "../components/Link/Link";
import { oldTable, versionedSite } from "../testing/versionedSite";
import { clientRouteComponents } from "./routeComponents";

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

/** As the client app does: the page's part of the table until `load` gives the whole one. */
function SwappingApp({
  site,
  part,
  load,
  store,
  initialPage,
}: {
  site: SiteValue;
  part: ManifestIndex;
  load: () => Promise<ManifestIndex>;
  store: PageStore;
  initialPage: PageData;
}) {
  const [index, setIndex] = useState(part);
  const wholeTable = () =>
    load().then((table) => {
      setIndex(table);
      return table;
    });
  return (
    <MemoryRouter initialEntries={["/docs/faq/"]}>
      <SiteProviders site={{ ...site, index }}>
        <PendingNavigation index={index} wholeTable={wholeTable} store={store} initialPage={initialPage}>
          {(location) => <AppRoutes location={location} />}
        </PendingNavigation>
      </SiteProviders>
    </MemoryRouter>
  );
}

describe("PendingNavigation with a page's part of the route table", function () {
  this.timeout(5000);
  cleanUpAfterEach();

  it("waits for the whole table before it loads another page, then loads it", async () => {
    const store = new PageStore(async (url) => {
      const doc = manifest.docs.find((d) => pageDataUrl(d.route) === url)!;
      return pageOf(doc.route, doc.title);
    });
    const faq = pageOf("/docs/faq/", "FAQ");
    store.seed(faq);
    await clientRouteComponents.DocPage.preload();
    const site = siteValue(clientRouteComponents);
    // The page's part: the whole table, said to be incomplete and without the Tasks page.
    const part: ManifestIndex = {
      ...indexManifest({ ...manifest, docs: manifest.docs.filter((d) => d.route !== "/docs/concepts/tasks") }, false),
    };
    let asked = 0;
    let arrive: (index: ManifestIndex) => void = () => {};
    const whole = new Promise<ManifestIndex>((resolve) => (arrive = resolve));
    const load = () => {
      asked++;
      return whole;
    };
    render(<SwappingApp site={site} part={part} load={load} store={store} initialPage={faq} />);
    const heading = () => document.querySelector("article h1")?.textContent;
    click([...document.querySelectorAll(".menu__link--sublist")].find((a) => a.textContent === "Concepts")!);
    click(document.querySelector('.doc-sidebar a[href="/docs/concepts/tasks"]'));
    await flush();
    assert.equal(heading(), "FAQ", "the page's part cannot tell whether Tasks is a page: the app waits");
    assert.ok(asked > 0, "and asks for the whole table");
    arrive(site.index);
    await flush();
    assert.equal(heading(), "Tasks");
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
