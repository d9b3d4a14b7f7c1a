/**
 * From the docs' search shards and the route table to the search documents of each
 * type: ids from one counter in sorted route order, breadcrumbs from the sidebars.
 */
import type { SiteManifest } from "../../contracts/data";
import { routeKey, searchContextOf } from "../../contracts/paths";
import { sidebarTrails } from "../../contracts/sidebar";
import {
  API_CONTEXT,
  API_CONTEXT_LABEL,
  inContext,
  SearchDocumentType,
  type SearchDocument,
} from "../../contracts/searchIndex";
import { DOCS_ROUTE_BASE, unversionedRoute } from "../../contracts/versions";
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

/**
 * Page breadcrumbs (the navbar label of its sidebar, then the categories holding it), for every
 * route at once. A docs version's route is in the search context of its route at /docs.
 */
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
      (sidebarId !== null ? NAVBAR_LABELS[sidebarId] : undefined) ??
      (searchContextOf(unversionedRoute(route, manifest.version.path)) === API_CONTEXT ? API_CONTEXT_LABEL : "Docs");
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
  return sorted.filter(
    (shard) => isIndexedRoute(shard.route) && !seen.has(routeKey(shard.route)) && !!seen.add(routeKey(shard.route)),
  );
}

/**
 * sortedShards, remembering the order it found: the shards of the next merge with the same
 * routes in the same places are put in that order again instead of being sorted. Not kept
 * when two shards shared a route (which one wins depends on their contents).
 */
class ShardOrder {
  private routes: string[] = [];
  /** Positions in the input, in sorted order; null: sort again. */
  private order: number[] | null = null;

  sorted(shards: IndexShard[]): IndexShard[] {
    if (
      this.order &&
      shards.length === this.routes.length &&
      shards.every((shard, k) => shard.route === this.routes[k])
    )
      return this.order.map((k) => shards[k]);
    const sorted = sortedShards(shards);
    const position = new Map(shards.map((shard, k) => [shard, k]));
    const unique = new Set(shards.map((shard) => routeKey(shard.route))).size === shards.length;
    this.routes = shards.map((shard) => shard.route);
    this.order = unique ? sorted.map((shard) => position.get(shard)!) : null;
    return sorted;
  }
}

/** A page's documents by type, numbered from `firstId`; `nextId` is the next page's first. */
export interface NumberedPage {
  route: string;
  firstId: number;
  nextId: number;
  byType: DocumentsByType;
}

/**
 * The pages a merge numbered last, by shard: a persistent worker keeps its parsed shards,
 * so a page whose shard and first id are the same is the same page (the breadcrumbs come
 * from the route table, which a memo outlives only for the same table). Reused, its
 * documents are the same objects, which is how the entries see what did not change.
 */
export class PagesMemo {
  readonly order = new ShardOrder();
  private pages = new Map<IndexShard, NumberedPage>();
  private next = new Map<IndexShard, NumberedPage>();

  get(shard: IndexShard, firstId: number): NumberedPage | undefined {
    const page = this.pages.get(shard);
    return page?.firstId === firstId ? page : undefined;
  }

  /** Records a page of this merge; `done` forgets the pages of shards it did not see. */
  add(shard: IndexShard, page: NumberedPage): void {
    this.next.set(shard, page);
  }

  done(): void {
    [this.pages, this.next] = [this.next, new Map()];
  }
}

/** One page's documents: the title, then each section's heading and content; descriptions and keywords share their title's id. */
function numberPage(shard: IndexShard, firstId: number, breadcrumbs: string[]): NumberedPage {
  const byType: DocumentsByType = [[], [], [], [], []];
  const u = shard.route;
  const titleId = firstId;
  let nextId = firstId + 1;
  for (const { type, t = "", h, s, f, o, terms } of shard.documents) {
    let doc: SearchDocument;
    if (type === SearchDocumentType.Title) doc = { i: titleId, t, u, b: breadcrumbs };
    else if (type === SearchDocumentType.Description || type === SearchDocumentType.Keywords)
      doc = { i: titleId, t, s, u, p: titleId };
    else if (type === SearchDocumentType.Heading) doc = { i: nextId++, t, u, h, p: titleId };
    // Content from a doc_page action has its text's place instead of the text.
    else
      doc = f === undefined ? { i: nextId++, t, s, u, h, p: titleId } : { i: nextId++, t, s, u, h, p: titleId, f, o };
    byType[type].push({ doc, terms });
  }
  return { route: u, firstId, nextId, byType };
}

/** Every page's documents, numbered from one counter in route order (from 1). */
export function numberedPages(shards: IndexShard[], manifest: SiteManifest, memo?: PagesMemo): NumberedPage[] {
  const breadcrumbsOf = breadcrumbTable(manifest);
  const pages: NumberedPage[] = [];
  let nextId = 1;
  for (const shard of memo ? memo.order.sorted(shards) : sortedShards(shards)) {
    const page = memo?.get(shard, nextId) ?? numberPage(shard, nextId, breadcrumbsOf(shard.route));
    memo?.add(shard, page);
    pages.push(page);
    nextId = page.nextId;
  }
  memo?.done();
  return pages;
}

/**
 * The documents of the pages in a search context ("" = every page), by type. The pages of a
 * docs version at `routeBase` (`/docs/1.2`) are in the contexts of their routes at /docs: its
 * own 'docs/api' scope holds `/docs/1.2/api/…`.
 */
export function documentsOf(pages: NumberedPage[], context: string, routeBase = DOCS_ROUTE_BASE): DocumentsByType {
  const inside = pages.filter((page) => inContext(unversionedRoute(page.route, routeBase), context));
  return [0, 1, 2, 3, 4].map((type) => joined(inside.map((page) => page.byType[type])));
}

/** The lists one after the other. concat copies them natively (flat() or a loop of pushes is several times slower over a large site's documents), a batch at a time to keep within the arguments a call takes. */
function joined<T>(lists: T[][]): T[] {
  let all: T[] = [];
  for (let from = 0; from < lists.length; from += 8192) all = all.concat(...lists.slice(from, from + 8192));
  return all;
}

/** Every page's documents, by type. */
export function buildDocuments(shards: IndexShard[], manifest: SiteManifest): DocumentsByType {
  return documentsOf(numberedPages(shards, manifest), "");
}
