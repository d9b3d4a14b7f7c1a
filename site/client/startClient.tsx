/**
 * Starts the app (main.tsx loads this in its own task): reads the page's part of the route
 * table from its boot data (or the file it names, preloaded by the page's head), loads the
 * chunk of the page on screen, then hydrates the server's markup (a doc's body is left as the server wrote it, never fetched again). When the page on
 * screen is not what the server rendered (404.html served for some other path) it looks the
 * path up in the table's files and renders afresh instead.
 */
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "./renderer";
import { DOC_BODY_ID, ROOT_ID } from "../app/domIds";
import type { SiteValue } from "../app/SiteContext";
import type { BootData, PageData } from "../../contracts/data";
import { routeKey } from "../../contracts/paths";
import { tableIndex } from "../lib/pageTable";
import { indexWithDoc } from "../lib/routeMatch";
import { readBootData } from "../app/bootData";
import { canHydrate } from "./bootData";
import { ClientApp } from "./ClientApp";
import { createNavigationServices, preparePage, resolveRoute } from "./navigationServices";
import { PageStore } from "./pageStore";
import { clientRouteComponents, componentFor } from "./routeComponents";
import { keyInitialHistoryEntry } from "./scrollAndFocus";
import { createTableLookup } from "./tableLookup";

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
  const lookup = createTableLookup(boot.routes);
  // The chunk of the page the server rendered loads meanwhile.
  const swallow = () => undefined;
  const bootChunk = componentFor(boot.kind).preload().catch(swallow);
  // Without its part of the table the page cannot hydrate: it stays the server's markup, whose links still lead.
  const bootTable = await lookup
    .table(boot.table)
    .catch(() => lookup.table(boot.table))
    .catch((error: unknown) => {
      console.warn("The page stays as the server wrote it:", error);
      return null;
    });
  if (!bootTable) return;
  let index = tableIndex(bootTable);
  const match = await resolveRoute(window.location.pathname, index, lookup).catch(() => null);
  let initialPage: PageData | null = null;
  // A chunk that fails here shows its error and Retry when rendered.
  await Promise.all([bootChunk, match && componentFor(match.kind).preload().catch(swallow)]);
  // Without its chunk the page shows the error and Retry, which is not the server's markup.
  const hydrating = match !== null && canHydrate(boot, match) && componentFor(match.kind).loaded() !== undefined;
  if (match && canHydrate(boot, match)) {
    if (match.kind === "doc") initialPage = await initialDocPage(boot, match.doc.route, hydrating, store);
  } else if (match) {
    // Another page than the server's (404.html at a doc's path): its own data and part of the table.
    const prepared = await preparePage(match, index, store, lookup).catch(() => null);
    if (prepared) ({ index, page: initialPage } = prepared);
    // Else the page shows its error and Retry, as the doc's.
    else if (match.kind === "doc") index = indexWithDoc(index, match.doc);
  }

  const shownIndex = { current: index };
  const site: SiteValue = {
    index,
    workerUrl: boot.worker,
    routes: clientRouteComponents,
    navigation: createNavigationServices(() => shownIndex.current, store, lookup),
    sidebarLists: lookup,
  };
  keyInitialHistoryEntry();
  const app = <ClientApp site={site} store={store} initialPage={initialPage} lookup={lookup} shownIndex={shownIndex} />;
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
