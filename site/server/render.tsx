/**
 * Prerendering: one complete HTML document per page, rendered synchronously with
 * renderToString. The build runs it through the renderer bundle (renderer.ts).
 */
import { renderToString } from "react-dom/server";
import { StaticRouter, useLocation } from "react-router-dom";
import { AppRoutes } from "../app/AppRoutes";
import { documentTitleOf } from "../app/routeTitle";
import { DisplayedPageProvider, NO_NAVIGATION_SERVICES, type SiteValue } from "../app/SiteContext";
import { SiteProviders } from "../app/SiteProviders";
import { siteConfig } from "../config";
import type { BootData, ManifestDoc, PageData } from "../../contracts/data";
import { onceEach } from "../../contracts/memo";
import type { RenderedPage, RenderPageInput } from "../../contracts/renderer";
import { pathnameOf } from "../../contracts/links";
import { routeKey } from "../../contracts/paths";
import { pageTable, recordingIndex } from "../lib/pageTable";
import { indexManifest, keyOfPathname, matchRoute, sidebarOfDoc, type ManifestIndex } from "../lib/routeMatch";
import { sidebarTrail } from "../../contracts/sidebar";
import { sidebarForMatch } from "../app/currentSidebar";
import { htmlDocument } from "./htmlDocument";
import { serverRouteComponents } from "./routeComponents";
import { contentName } from "../../contracts/siteFiles";

export type { RenderedPage, RenderPageInput };

function StaticRoutes() {
  return <AppRoutes location={useLocation()} />;
}

function withoutHtml(page: PageData): Omit<PageData, "html"> {
  const { html: _html, ...rest } = page;
  return rest;
}

/** A URL as written, or a path from the site's root made absolute with the site's URL. */
function absoluteUrl(href: string): string {
  return /^[a-z][a-z0-9+.-]*:|^\/\//i.test(href) ? href : siteConfig.url.replace(/\/$/, "") + href;
}

/**
 * The doc's place in its sidebar as schema.org's BreadcrumbList: the same trail the visible
 * breadcrumbs show, each entry with its page's URL when it has one.
 */
export function breadcrumbList(index: ManifestIndex, doc: ManifestDoc): object | undefined {
  const sidebar = sidebarOfDoc(index, doc);
  const trail = sidebar ? sidebarTrail(sidebar, routeKey(doc.route)) : [];
  if (trail.length === 0) return undefined;
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.label,
      ...(item.href !== undefined ? { item: absoluteUrl(item.href) } : {}),
    })),
  };
}

/**
 * The route table's index, made once per table: a build step renders many pages with the same
 * table, and indexing it for each page made a page's time grow with the site (issue 41).
 */
const indexOf = onceEach(indexManifest);

export function renderPage(input: RenderPageInput): RenderedPage {
  const { kind, url, page, manifest, routes, assets } = input;
  const index = indexOf(manifest);
  const match = matchRoute(pathnameOf(url), index);
  if (kind === "doc") {
    if (!page) throw new Error(`renderPage: a "doc" page needs its page data (${url})`);
    if (match.kind !== "doc" || routeKey(match.doc.route) !== routeKey(page.route)) {
      throw new Error(`renderPage: ${url} is not the route of doc ${page.route} in the manifest`);
    }
  }

  // What the render looks up of the docs goes into the page's part of the table (pageTable.ts).
  const looked = new Set<string>();
  const site: SiteValue = {
    index: recordingIndex(index, looked),
    workerUrl: assets.worker,
    routes: serverRouteComponents,
    navigation: NO_NAVIGATION_SERVICES,
  };
  const appHtml = renderToString(
    <StaticRouter location={url}>
      <SiteProviders site={site}>
        <DisplayedPageProvider value={{ page: page ?? null, error: null, retry() {}, refetch() {} }}>
          <StaticRoutes />
        </DisplayedPageProvider>
      </SiteProviders>
    </StaticRouter>,
  );

  const route = kind === "doc" ? page!.route : pathnameOf(url);
  const active =
    match.kind === "doc"
      ? { key: routeKey(match.doc.route), sidebar: match.doc.sidebar }
      : match.kind === "docs-notfound"
        ? { key: keyOfPathname(pathnameOf(url)), sidebar: sidebarForMatch(index, match)?.id }
        : undefined;
  const linked = (input.links ?? [])
    .filter((href) => href.startsWith("/"))
    .map((href) => keyOfPathname(pathnameOf(href)));
  const { table, part } = tableOfPage(index, looked, active, linked, input.tableParts);
  const boot: BootData = {
    kind,
    route,
    routes,
    worker: assets.worker,
    ...(page ? { page: withoutHtml(page) } : {}),
    table,
  };
  const html = htmlDocument({
    title: documentTitleOf(match),
    description: (kind === "doc" && page?.description) || siteConfig.tagline,
    canonicalUrl: kind === "notfound" ? undefined : siteConfig.url.replace(/\/$/, "") + route,
    robots: kind === "search" ? "noindex, follow" : page?.unlisted ? "noindex, nofollow" : undefined,
    image:
      kind === "doc" && page?.image
        ? { url: absoluteUrl(page.image), ...page.imageSize }
        : { ...siteConfig.image, url: absoluteUrl(siteConfig.image.src) },
    structuredData: kind === "doc" && match.kind === "doc" ? breadcrumbList(index, match.doc) : undefined,
    baseUrlBanner: kind === "home",
    appHtml,
    boot,
    assets,
  });
  return { html, table, ...(part ? { part } : {}) };
}

/**
 * The page's part of the table, inline or, given the folder for parts, as a file named by its
 * bytes: what the sidebar and links of a page need is the same for the pages beside it, so
 * they name one file; the docs only its body links to stay with the page.
 */
function tableOfPage(
  index: ManifestIndex,
  looked: ReadonlySet<string>,
  active: Parameters<typeof pageTable>[2],
  linked: string[],
  folder: string | undefined,
): Pick<RenderedPage, "table" | "part"> {
  if (folder === undefined) return { table: pageTable(index, looked, active, linked) };
  const shared = pageTable(index, looked, active);
  const inShared = new Set(shared.docs.map((doc) => routeKey(doc.route)));
  const docs = [...new Set(linked)].flatMap((key) => (inShared.has(key) ? [] : (index.docsByKey.get(key) ?? [])));
  const text = JSON.stringify(shared);
  const url = `${folder}${contentName(text)}.json`;
  return { table: { part: url, docs }, part: { url, table: shared, text } };
}
