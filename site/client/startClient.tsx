/**
 * Starts the app (main.tsx loads this in its own task): reads the page's part of the route
 * table from its boot data (404.html has none: it fetches the whole table), loads the chunk of
 * the page on screen, then hydrates the server's markup (a doc's body is left as
 * the server wrote it, never fetched again). When the page on screen is not what the
 * server rendered (404.html served for some other path) it renders afresh instead.
 */
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "./renderer";
import { DOC_BODY_ID, ROOT_ID } from "../app/domIds";
import type { SiteValue } from "../app/SiteContext";
import type { BootData, PageData, SiteManifest } from "../../contracts/data";
import { routeKey } from "../../contracts/paths";
import { pageTableManifest } from "../lib/pageTable";
import { fetchJson, loadOnce } from "../lib/fetchJson";
import { indexManifest, matchRoute, type ManifestIndex } from "../lib/routeMatch";
import { readBootData } from "../app/bootData";
import { canHydrate } from "./bootData";
import { ClientApp } from "./ClientApp";
import { createNavigationServices } from "./navigationServices";
import { PageStore } from "./pageStore";
import { clientRouteComponents, componentFor } from "./routeComponents";
import { keyInitialHistoryEntry } from "./scrollAndFocus";

async function fetchManifest(url: string): Promise<SiteManifest> {
  // On 404.html, the same request as the <link rel="preload"> in <head>, so the response is reused.
  return (await fetchJson(url)) as SiteManifest;
}

/**
 * The doc on screen. When hydrating, its body stays the server's markup: hydration never
 * compares dangerouslySetInnerHTML, so no copy of it is needed (serializing a 2 MB API page
 * would block the main thread for long). Coming back to this page later fetches its data
 * like any other page.
 */
async function initialDocPage(
  boot: BootData,
  route: string,
  hydrating: boolean,
  store: PageStore,
): Promise<PageData | null> {
  const body = document.getElementById(DOC_BODY_ID);
  if (boot.kind === "doc" && boot.page && body && routeKey(boot.page.route) === routeKey(route)) {
    return { ...boot.page, html: hydrating ? "" : body.innerHTML };
  }
  return store.load(route).catch(() => null);
}

/** Starts the app on the page the server rendered; nothing happens without its boot data. */
export async function startClient(): Promise<void> {
  const boot = readBootData();
  if (!boot) return;
  const store = new PageStore();
  // The chunk of the page the server rendered loads meanwhile.
  const swallow = () => undefined;
  const bootChunk = componentFor(boot.kind).preload().catch(swallow);
  const loads = loadOnce<ManifestIndex>();
  const whole = () => loads("", async () => indexManifest(await fetchManifest(boot.manifestUrl)));
  // The page's part of the table hydrates it, and the whole table loads after (ClientApp); a
  // page shown at a path it was not rendered for needs the whole table to know what is there.
  let index = boot.table ? indexManifest(pageTableManifest(boot.table), false) : await whole();
  let match = matchRoute(window.location.pathname, index);
  if (!index.complete && !canHydrate(boot, match)) {
    index = await whole();
    match = matchRoute(window.location.pathname, index);
  }
  // A chunk that fails here shows its error and Retry when rendered.
  await Promise.all([bootChunk, componentFor(match.kind).preload().catch(swallow)]);
  // Without its chunk the page shows the error and Retry, which is not the server's markup.
  const hydrating = canHydrate(boot, match) && componentFor(match.kind).loaded() !== undefined;
  const initialPage = match.kind === "doc" ? await initialDocPage(boot, match.doc.route, hydrating, store) : null;

  const site: SiteValue = {
    index,
    workerUrl: boot.worker,
    routes: clientRouteComponents,
    navigation: createNavigationServices(index, store),
  };
  const sites = loadOnce<SiteValue>();
  const wholeSite = () =>
    sites("", async () => {
      const table = await whole();
      return { ...site, index: table, navigation: createNavigationServices(table, store) };
    });
  keyInitialHistoryEntry();
  const app = <ClientApp site={site} store={store} initialPage={initialPage} wholeSite={wholeSite} />;
  const root = document.getElementById(ROOT_ID);
  if (!root) throw new Error(`#${ROOT_ID} is missing`);
  if (!hydrating) {
    createRoot(root).render(app);
    return;
  }
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread until done; a click meanwhile makes React finish it first.
  startTransition(() => {
    hydrateRoot(root, app);
  });
}
