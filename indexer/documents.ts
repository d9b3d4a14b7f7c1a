/**
 * From the docs' search shards and the route table to the search documents of each
 * type: ids from one counter in sorted route order, breadcrumbs from the sidebars.
 */
import type { SearchShard, SidebarItem, SiteManifest } from "../site/lib/data";
import { isExternalHref } from "../site/lib/links";
import { routeKey, searchContextOf } from "../site/lib/paths";
import { API_CONTEXT, API_CONTEXT_LABEL, inContext, SearchDocumentType, type SearchDocument } from "./format";

export { inContext };

/** The navbar label of each sidebar: the first breadcrumb of its pages. */
const NAVBAR_LABELS: Record<string, string> = { docs: "Docs", api: API_CONTEXT_LABEL };

/** Routes that are never indexed (they are not docs anyway). */
const NOT_INDEXED = new Set(["/", "/search", "/404", "/404.html"]);

/** The documents of every page, by type (index = SearchDocumentType). */
export type DocumentsByType = SearchDocument[][];

export function isIndexedRoute(route: string): boolean {
  const key = routeKey(route);
  return !NOT_INDEXED.has(key) && (key === "/docs" || key.startsWith("/docs/"));
}

/** The categories above each page of a sidebar (routeKey → labels), in one walk: the first place a page appears wins. */
function categoryTrails(items: SidebarItem[]): Map<string, string[]> {
  const trails = new Map<string, string[]>();
  const visit = (list: SidebarItem[], above: string[]) => {
    for (const item of list) {
      if (item.href !== undefined && !isExternalHref(item.href)) {
        const key = routeKey(item.href);
        if (!trails.has(key)) trails.set(key, item.type === "category" ? [...above, item.label] : above);
      }
      if (item.type === "category") visit(item.items, [...above, item.label]);
    }
  };
  visit(items, []);
  return trails;
}

/** Page breadcrumbs (the navbar label of its sidebar, then the categories holding it), for every route at once. */
export function breadcrumbTable(manifest: SiteManifest): (route: string) => string[] {
  const sidebarOf = new Map<string, string | null>();
  for (const doc of manifest.docs) {
    const key = routeKey(doc.route);
    if (!sidebarOf.has(key)) sidebarOf.set(key, doc.sidebar);
  }
  const trails = new Map(Object.entries(manifest.sidebars).map(([id, items]) => [id, categoryTrails(items)]));
  return (route) => {
    const key = routeKey(route);
    const sidebarId = sidebarOf.get(key) ?? null;
    const navbarLabel =
      (sidebarId !== null ? NAVBAR_LABELS[sidebarId] : undefined) ?? (searchContextOf(route) === API_CONTEXT ? API_CONTEXT_LABEL : "Docs");
    const categories = sidebarId !== null ? (trails.get(sidebarId)?.get(key) ?? []) : [];
    return [navbarLabel, ...categories];
  };
}

export function breadcrumbsOf(route: string, manifest: SiteManifest): string[] {
  return breadcrumbTable(manifest)(route);
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function condense(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** One shard per route (the first in a stable order wins), sorted by route. */
export function sortedShards(shards: SearchShard[]): SearchShard[] {
  const sorted = [...shards].sort((a, b) => compareStrings(a.route, b.route) || compareStrings(JSON.stringify(a), JSON.stringify(b)));
  const seen = new Set<string>();
  return sorted.filter((shard) => isIndexedRoute(shard.route) && !seen.has(routeKey(shard.route)) && !!seen.add(routeKey(shard.route)));
}

/** Cuts every page into its search documents. */
export function buildDocuments(shards: SearchShard[], manifest: SiteManifest): DocumentsByType {
  const byType: DocumentsByType = [[], [], [], [], []];
  const breadcrumbsOf = breadcrumbTable(manifest);
  let nextId = 1;
  for (const shard of sortedShards(shards)) {
    const u = shard.route;
    const title = condense(shard.title);
    const titleId = nextId++;
    byType[SearchDocumentType.Title].push({ i: titleId, t: title, u, b: breadcrumbsOf(u) });

    const description = condense(shard.description);
    if (description) byType[SearchDocumentType.Description].push({ i: titleId, t: description, s: title, u, p: titleId });
    const keywords = shard.keywords.map(condense).filter(Boolean);
    if (keywords.length > 0) byType[SearchDocumentType.Keywords].push({ i: titleId, t: keywords.join(", "), s: title, u, p: titleId });

    for (const section of shard.sections) {
      const heading = section.heading === null ? null : condense(section.heading);
      if (heading && heading !== title) {
        byType[SearchDocumentType.Heading].push({ i: nextId++, t: heading, u, h: section.hash, p: titleId });
      }
      const text = condense(section.text);
      if (text) byType[SearchDocumentType.Content].push({ i: nextId++, t: text, s: heading || title, u, h: section.hash, p: titleId });
    }
  }
  return byType;
}

/** The documents of the pages in a search context ("" = every page). */
export function documentsOfContext(all: DocumentsByType, context: string): DocumentsByType {
  return all.map((documents) => documents.filter((doc) => inContext(doc.u, context)));
}
