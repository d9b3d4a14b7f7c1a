/**
 * Client entry. Reads the BootData the server embedded, fetches the route table, loads
 * the chunk of the page on screen, then hydrates the server's markup. A doc's body is
 * taken from the DOM, never fetched again. When the page on screen is not what the
 * server rendered (404.html served for some other path) it renders afresh instead.
 */
import { createRoot, hydrateRoot } from "react-dom/client";
import { DOC_BODY_ID, ROOT_ID } from "../app/domIds";
import type { SiteValue } from "../app/SiteContext";
import type { BootData, PageData, SiteManifest } from "../lib/data";
import { indexManifest, matchRoute } from "../lib/routeMatch";
import { CLIENT_LOADED_FLAG } from "../theme/inlineScripts";
import { canHydrate, readBootData } from "./bootData";
import { ClientApp } from "./ClientApp";
import { createNavigationServices } from "./navigationServices";
import { PageStore } from "./pageStore";
import { clientRouteComponents, componentFor } from "./routeComponents";

// First of all: tells the base-URL banner script that the bundle did load.
(window as unknown as Record<string, unknown>)[CLIENT_LOADED_FLAG] = true;

async function fetchManifest(url: string): Promise<SiteManifest> {
  // Same request as the <link rel="preload"> in <head>, so the response is reused.
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Loading ${url} failed: HTTP ${response.status}`);
  return (await response.json()) as SiteManifest;
}

async function start(boot: BootData): Promise<void> {
  const store = new PageStore();
  const body = document.getElementById(DOC_BODY_ID);
  if (boot.kind === "doc" && boot.page && body) store.seed({ ...boot.page, html: body.innerHTML });

  // The chunk of the page the server rendered loads while the manifest is fetched.
  const swallow = () => undefined;
  const bootChunk = componentFor(boot.kind).preload().catch(swallow);
  const manifest = await fetchManifest(boot.manifestUrl);
  const index = indexManifest(manifest);
  const match = matchRoute(window.location.pathname, index);
  // A chunk that fails here shows its error and Retry when rendered.
  await Promise.all([bootChunk, componentFor(match.kind).preload().catch(swallow)]);

  let initialPage: PageData | null = null;
  if (match.kind === "doc") initialPage = store.get(match.doc.route) ?? (await store.load(match.doc.route).catch(() => null));

  const site: SiteValue = {
    index,
    workerUrl: boot.worker,
    routes: clientRouteComponents,
    navigation: createNavigationServices(index, store),
  };
  const app = <ClientApp site={site} store={store} initialPage={initialPage} />;
  const root = document.getElementById(ROOT_ID);
  if (!root) throw new Error(`#${ROOT_ID} is missing`);
  if (canHydrate(boot, match)) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

const boot = readBootData();
if (boot) {
  start(boot).catch((error: unknown) => {
    // The prerendered page still works as a plain HTML page.
    console.error("The site's scripts could not start; the page works without them.", error);
  });
}
