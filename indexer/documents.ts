/**
 * From the docs' search shards and the route table to the search documents of each
 * type: ids from one counter in sorted route order, breadcrumbs from the sidebars.
 */
import type { SearchShard, SiteManifest } from "../site/lib/data";
import { routeKey, searchContextOf } from "../site/lib/paths";
import { sidebarTrail } from "../site/lib/sidebar";
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

/** A page's breadcrumbs: the navbar label of its sidebar, then the categories holding it. */
export function breadcrumbsOf(route: string, manifest: SiteManifest): string[] {
  const key = routeKey(route);
  const sidebarId = manifest.docs.find((doc) => routeKey(doc.route) === key)?.sidebar ?? null;
  const navbarLabel =
    (sidebarId !== null ? NAVBAR_LABELS[sidebarId] : undefined) ?? (searchContextOf(route) === API_CONTEXT ? API_CONTEXT_LABEL : "Docs");
  const items = sidebarId !== null ? (manifest.sidebars[sidebarId] ?? []) : [];
  const categories = sidebarTrail(items, key)
    .filter((item) => item.type === "category")
    .map((item) => item.label);
  return [navbarLabel, ...categories];
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
  let nextId = 1;
  for (const shard of sortedShards(shards)) {
    const u = shard.route;
    const title = condense(shard.title);
    const titleId = nextId++;
    byType[SearchDocumentType.Title].push({ i: titleId, t: title, u, b: breadcrumbsOf(u, manifest) });

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
