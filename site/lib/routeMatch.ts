/**
 * Which page a pathname shows. The route table is small and fixed (home, search, the docs
 * under /docs) plus the docs of the manifest; matching is exact and case-sensitive, and
 * ignores a trailing slash and a `.html` / `/index.html` suffix (see paths.ts).
 */
import type { ManifestDoc, SidebarItem, SiteManifest } from "../../contracts/data";
import { routeKey } from "../../contracts/paths";
import { firstHref } from "../../contracts/sidebar";
import { versionedRoute } from "../../contracts/versions";

export type RouteMatch =
  | { kind: "home" }
  | { kind: "search" }
  | { kind: "doc"; doc: ManifestDoc }
  /** Under /docs but no such doc: the not-found page inside the docs layout. */
  | { kind: "docs-notfound" }
  | { kind: "notfound" };

export interface ManifestIndex {
  manifest: SiteManifest;
  docsByKey: Pick<Map<string, ManifestDoc>, "get" | "has">;
  /**
   * False for a page's part of the table (pageTable.ts): it renders that page as the whole
   * table does, but other routes may be missing from it.
   */
  complete: boolean;
}

export function indexManifest(manifest: SiteManifest, complete = true): ManifestIndex {
  return { manifest, docsByKey: new Map(manifest.docs.map((doc) => [routeKey(doc.route), doc])), complete };
}

/** `index` that knows `doc` too (found in a route file): a page whose data failed to load still shows as that doc's. */
export function indexWithDoc(index: ManifestIndex, doc: ManifestDoc): ManifestIndex {
  const key = routeKey(doc.route);
  if (index.docsByKey.get(key) === doc) return index;
  const docsByKey = {
    get: (k: string) => (k === key ? doc : index.docsByKey.get(k)),
    has: (k: string) => k === key || index.docsByKey.has(k),
  };
  return { ...index, docsByKey };
}

function decodePath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/** The route key a pathname stands for (decoded; see paths.ts). */
export function keyOfPathname(pathname: string): string {
  return routeKey(decodePath(pathname));
}

export function matchRoute(pathname: string, index: ManifestIndex): RouteMatch {
  const key = keyOfPathname(pathname);
  if (key === "/") return { kind: "home" };
  if (key === "/search") return { kind: "search" };
  const doc = index.docsByKey.get(key);
  if (doc) return { kind: "doc", doc };
  if (key === "/docs" || key.startsWith("/docs/")) return { kind: "docs-notfound" };
  return { kind: "notfound" };
}

/** The sidebar a doc lives in, if any. */
export function sidebarOfDoc(index: ManifestIndex, doc: ManifestDoc | undefined): SidebarItem[] | undefined {
  return doc?.sidebar ? index.manifest.sidebars[doc.sidebar] : undefined;
}

/** The sidebar name of the doc an href points at (how a navbar "docSidebar" item finds its sidebar). */
export function sidebarNameOfHref(index: ManifestIndex, href: string): string | null {
  return index.docsByKey.get(routeKey(href))?.sidebar ?? null;
}

/** The sidebar shown beside unknown /docs paths: the one of the main doc. */
export function defaultDocsSidebar(index: ManifestIndex): SidebarItem[] | undefined {
  return sidebarOfDoc(index, index.docsByKey.get(routeKey(index.manifest.version.mainDocRoute)));
}

/**
 * Where a navbar link to the docs (written as a route of the last version, e.g. a docSidebar
 * item's `to`) leads on a page of another docs version: the same route in the page's version
 * when it has it, as Docusaurus keeps a reader in the version read. Else, for an item of sidebar
 * `sidebarId`, that sidebar's first doc in the version, or the last version's page when the
 * version has no such sidebar (an API reference that is not versioned); without a sidebar id,
 * the version's first doc.
 */
export function inShownVersion(route: string, index: ManifestIndex, sidebarId?: string): string {
  const { path, latest, mainDocRoute } = index.manifest.version;
  if (!latest) return route;
  const moved = versionedRoute(route, path);
  if (index.docsByKey.has(routeKey(moved))) return moved;
  if (sidebarId === undefined) return mainDocRoute;
  // As Docusaurus's docSidebar item: the sidebar's first doc in this version, else the version that has the sidebar.
  const items = index.manifest.sidebars[sidebarId];
  return (items && firstHref(items)) || route;
}
