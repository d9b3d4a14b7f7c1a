/**
 * Which page a pathname shows. The route table is small and fixed (home, search, the docs
 * under /docs) plus the docs of the manifest; matching is exact and case-sensitive, and
 * ignores a trailing slash and a `.html` / `/index.html` suffix (see paths.ts).
 */
import type { ManifestDoc, SidebarItem, SiteManifest } from "../../contracts/data";
import { routeKey } from "../../contracts/paths";
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
  docsByKey: Map<string, ManifestDoc>;
}

export function indexManifest(manifest: SiteManifest): ManifestIndex {
  return { manifest, docsByKey: new Map(manifest.docs.map((doc) => [routeKey(doc.route), doc])) };
}

function decodePath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

export function matchRoute(pathname: string, index: ManifestIndex): RouteMatch {
  const key = routeKey(decodePath(pathname));
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
 * when it has it, else that version's first doc, as Docusaurus keeps a reader in the version read.
 */
export function inShownVersion(route: string, index: ManifestIndex): string {
  const { path, latest, mainDocRoute } = index.manifest.version;
  if (!latest) return route;
  const moved = versionedRoute(route, path);
  return index.docsByKey.has(routeKey(moved)) ? moved : mainDocRoute;
}
