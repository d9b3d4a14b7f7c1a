/** A small site to test with: the shared route table (contracts/testing), pages, assets, and providers around a component. */
// First: some site modules look for a window once, when they load.
import "./dom";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { NO_NAVIGATION_SERVICES, type RouteComponents, type SiteValue } from "../app/SiteContext";
import { SiteProviders } from "../app/SiteProviders";
import type { AssetList, PageData, SiteManifest } from "../../contracts/data";
import { manifest } from "../../contracts/testing/manifest";
import { indexManifest } from "../lib/routeMatch";
import { serverRouteComponents } from "../server/routeComponents";

export { manifest };

export const assets: AssetList = {
  entry: "/assets/main-ABC.js",
  preload: ["/assets/chunks/chunk-1.js"],
  css: ["/assets/main-DEF.css"],
  worker: "/assets/search-worker-GHI.js",
  searchPreload: ["/assets/chunks/earlySearch-1.js"],
};

export function pageOf(route: string, title: string, html = `<p>About ${title}.</p>`): PageData {
  return {
    route,
    title,
    description: `All about ${title}.`,
    html,
    toc: [
      { id: "first", text: "First", level: 2 },
      { id: "detail", text: "Detail", level: 3 },
      { id: "second", text: "Second", level: 2 },
    ],
    hideTableOfContents: false,
  };
}

export function siteValue(routes: RouteComponents = serverRouteComponents, table: SiteManifest = manifest): SiteValue {
  return { index: indexManifest(table), workerUrl: assets.worker, routes, navigation: NO_NAVIGATION_SERVICES };
}

/** Wraps `children` in a memory router at `path` and the site's providers. */
export function withSite(children: ReactNode, path = "/", site: SiteValue = siteValue()): ReactNode {
  return (
    <MemoryRouter initialEntries={[path]}>
      <SiteProviders site={site}>{children}</SiteProviders>
    </MemoryRouter>
  );
}
