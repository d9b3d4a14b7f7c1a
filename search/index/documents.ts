/**
 * From the docs' search shards and the route table to the search documents of each
 * type: ids from one counter in sorted route order, breadcrumbs from the sidebars.
 */
import type { SiteManifest } from "../../contracts/data";
import { routeKey, searchContextOf } from "../../contracts/paths";
import { sidebarTrails } from "../../contracts/sidebar";
import { API_CONTEXT, API_CONTEXT_LABEL, contextTest, inContext, SearchDocumentType, type SearchDocument } from "../../contracts/searchIndex";
import { plainShard, type CountedTerms, type IndexShard } from "./countedTerms";

export { inContext };

/** The navbar label of each sidebar: the first breadcrumb of its pages. */
const NAVBAR_LABELS: Record<string, string> = { docs: "Docs", api: API_CONTEXT_LABEL };

/** Routes that are never indexed (they are not docs anyway). */
const NOT_INDEXED = new Set(["/", "/search", "/404", "/404.html"]);

export function isIndexedRoute(route: string): boolean {
  const key = routeKey(route);
  return !NOT_INDEXED.has(key) && (key === "/docs" || key.startsWith("/docs/"));
}

/** Page breadcrumbs (the navbar label of its sidebar, then the categories holding it), for every route at once. */
export function breadcrumbTable(manifest: SiteManifest): (route: string) => string[] {
  const sidebarOf = new Map<string, string | null>();
  for (const doc of manifest.docs) {
    const key = routeKey(doc.route);
    if (!sidebarOf.has(key)) sidebarOf.set(key, doc.sidebar);
  }
  const trails = new Map(Object.entries(manifest.sidebars).map(([id, items]) => [id, sidebarTrails(items)]));
  return (route) => {
    const key = routeKey(route);
    const sidebarId = sidebarOf.get(key) ?? null;
    const navbarLabel =
      (sidebarId !== null ? NAVBAR_LABELS[sidebarId] : undefined) ?? (searchContextOf(route) === API_CONTEXT ? API_CONTEXT_LABEL : "Docs");
    const trail = sidebarId !== null ? (trails.get(sidebarId)?.get(key) ?? []) : [];
    const categories = trail.filter((item) => item.type === "category").map((item) => item.label);
    return [navbarLabel, ...categories];
  };
}

export function breadcrumbsOf(route: string, manifest: SiteManifest): string[] {
  return breadcrumbTable(manifest)(route);
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A search document with its counted terms, as the index build takes it. */
export interface IndexedDocument {
  doc: SearchDocument;
  terms: CountedTerms;
}

/** The documents of every page, by type (index = SearchDocumentType). */
export type DocumentsByType = IndexedDocument[][];

/** One shard per route (of two on a route, the one whose JSON sorts first wins), sorted by route. */
export function sortedShards(shards: IndexShard[]): IndexShard[] {
  const json = (shard: IndexShard) => JSON.stringify(plainShard(shard));
  const sorted = [...shards].sort((a, b) => compareStrings(a.route, b.route) || compareStrings(json(a), json(b)));
  const seen = new Set<string>();
  return sorted.filter((shard) => isIndexedRoute(shard.route) && !seen.has(routeKey(shard.route)) && !!seen.add(routeKey(shard.route)));
}

/**
 * Numbers every page's documents from one counter in route order: the title, then each
 * section's heading and content; descriptions and keywords share their title's id.
 */
export function buildDocuments(shards: IndexShard[], manifest: SiteManifest): DocumentsByType {
  const byType: DocumentsByType = [[], [], [], [], []];
  const breadcrumbsOf = breadcrumbTable(manifest);
  let nextId = 1;
  for (const shard of sortedShards(shards)) {
    const u = shard.route;
    const titleId = nextId++;
    for (const { type, t = "", h, s, f, o, terms } of shard.documents) {
      let doc: SearchDocument;
      if (type === SearchDocumentType.Title) doc = { i: titleId, t, u, b: breadcrumbsOf(u) };
      else if (type === SearchDocumentType.Description || type === SearchDocumentType.Keywords) doc = { i: titleId, t, s, u, p: titleId };
      else if (type === SearchDocumentType.Heading) doc = { i: nextId++, t, u, h, p: titleId };
      // Content from a doc_page action has its text's place instead of the text.
      else doc = f === undefined ? { i: nextId++, t, s, u, h, p: titleId } : { i: nextId++, t, s, u, h, p: titleId, f, o };
      byType[type].push({ doc, terms });
    }
  }
  return byType;
}

/** The documents of the pages in a search context ("" = every page: `all` itself). */
export function documentsOfContext(all: DocumentsByType, context: string): DocumentsByType {
  if (context === "") return all;
  return all.map((documents) => {
    const inside = contextTest(context);
    return documents.filter(({ doc }) => inside(doc.u));
  });
}
