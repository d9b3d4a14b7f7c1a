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
import { plainShard, type CountedTerms, type IndexShard, type IndexShardDocument } from "./countedTerms";

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
  // One array per distinct trail, which the pages of a folder share (never changed: a persistent merge keeps them all).
  const shared = new Map<string, string[]>();
  return (route) => {
    const key = routeKey(route);
    const sidebarId = sidebarOf.get(key) ?? null;
    const navbarLabel =
      (sidebarId !== null ? NAVBAR_LABELS[sidebarId] : undefined) ??
      (searchContextOf(unversionedRoute(route, manifest.version.path)) === API_CONTEXT ? API_CONTEXT_LABEL : "Docs");
    const trail = sidebarId !== null ? (trails.get(sidebarId)?.get(key) ?? []) : [];
    const breadcrumbs = [navbarLabel, ...trail.filter((item) => item.type === "category").map((item) => item.label)];
    const joined = breadcrumbs.join("\n");
    const known = shared.get(joined);
    if (known !== undefined) return known;
    shared.set(joined, breadcrumbs);
    return breadcrumbs;
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

/**
 * An entry's documents in position order: for each, its parsed shard document (which holds its
 * counted terms), its id and its page. Parallel arrays, not an object per document: a persistent
 * merge keeps every segment's entries, about 700,000 documents in 25,000 pages.
 */
export interface EntryDocuments {
  docs: IndexShardDocument[];
  ids: number[];
  pages: NumberedPage[];
}

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

/** A page of the merge: its shard, numbered from `firstId`; `nextId` is the next page's first. */
export interface NumberedPage {
  route: string;
  shard: IndexShard;
  firstId: number;
  nextId: number;
  breadcrumbs: string[];
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

/** Whether documents of `type` get ids of their own: titles do, and each section's heading and content; descriptions and keywords share their title's id. */
const ownsId = (type: SearchDocumentType) =>
  type === SearchDocumentType.Title || type === SearchDocumentType.Heading || type === SearchDocumentType.Content;

/** One page: its title's id first, then one for each section's heading and content. */
function numberPage(shard: IndexShard, firstId: number, breadcrumbs: string[]): NumberedPage {
  let nextId = firstId;
  for (const { type } of shard.documents) if (ownsId(type)) nextId++;
  return { route: shard.route, shard, firstId, nextId, breadcrumbs };
}

/** A page's document as the index has it, with the id `i`. */
export function searchDocument(
  page: NumberedPage,
  { type, t = "", h, s, f, o }: IndexShardDocument,
  i: number,
): SearchDocument {
  const u = page.route;
  const p = page.firstId;
  if (type === SearchDocumentType.Title) return { i, t, u, b: page.breadcrumbs };
  if (type === SearchDocumentType.Description || type === SearchDocumentType.Keywords) return { i, t, s, u, p };
  if (type === SearchDocumentType.Heading) return { i, t, u, h, p };
  // Content from a doc_page action has its text's place instead of the text.
  return f === undefined ? { i, t, s, u, h, p } : { i, t, s, u, h, p, f, o };
}

/** The text of a page's title. */
export const pageTitle = (page: NumberedPage): string => page.shard.documents[0].t ?? "";

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
 * What documentsOf made last for a context: its pages, their documents by type, and where each
 * page's documents of each type start. A merge after a one-doc edit copies the lists (a native
 * copy) and puts in the edited page's documents, instead of walking every page's.
 */
export class ContextMemo {
  pages: NumberedPage[] = [];
  byType?: EntryDocuments[];
  /** By type: the position of each page's first document of that type, and the count after the last page. */
  starts: Int32Array[] = [];
}

/** Past this many new pages, the lists are made afresh. */
const PATCHED_PAGES = 64;

/**
 * The documents of the pages in a search context ("" = every page), by type. The pages of a
 * docs version at `routeBase` (`/docs/1.2`) are in the contexts of their routes at /docs: its
 * own 'docs/api' scope holds `/docs/1.2/api/…`. `memo` (the context's) only saves work.
 */
export function documentsOf(
  pages: NumberedPage[],
  context: string,
  routeBase = DOCS_ROUTE_BASE,
  memo?: ContextMemo,
): EntryDocuments[] {
  const inside = pages.filter((page) => inContext(unversionedRoute(page.route, routeBase), context));
  const byType = (memo && patchedDocuments(inside, memo)) ?? freshDocuments(inside, memo);
  if (memo) {
    memo.pages = inside;
    memo.byType = byType;
  }
  return byType;
}

/** Calls `add` for each of a page's documents with its id: the title's, then one for each section's heading and content. */
function eachDocument(page: NumberedPage, add: (doc: IndexShardDocument, id: number) => void): void {
  let id = page.firstId;
  for (const doc of page.shard.documents) add(doc, ownsId(doc.type) ? id++ : page.firstId);
}

function freshDocuments(pages: NumberedPage[], memo: ContextMemo | undefined): EntryDocuments[] {
  const byType: EntryDocuments[] = [0, 1, 2, 3, 4].map(() => ({ docs: [], ids: [], pages: [] }));
  const starts = byType.map(() => new Int32Array(pages.length + 1));
  pages.forEach((page, k) => {
    for (let type = 0; type < byType.length; type++) starts[type][k] = byType[type].docs.length;
    eachDocument(page, (doc, id) => {
      const entry = byType[doc.type];
      entry.docs.push(doc);
      entry.ids.push(id);
      entry.pages.push(page);
    });
  });
  for (let type = 0; type < byType.length; type++) starts[type][pages.length] = byType[type].docs.length;
  if (memo) memo.starts = starts;
  return byType;
}

/** The memo's lists with the documents of the pages that are new in `pages`; undefined when pages moved or another number of documents is in one. */
function patchedDocuments(pages: NumberedPage[], memo: ContextMemo): EntryDocuments[] | undefined {
  const { byType: known, starts } = memo;
  if (!known || pages.length !== memo.pages.length) return undefined;
  const changed: number[] = [];
  for (let k = 0; k < pages.length; k++) {
    if (pages[k] === memo.pages[k]) continue;
    if (changed.push(k) > PATCHED_PAGES || pages[k].route !== memo.pages[k].route) return undefined;
  }
  const counts = (page: NumberedPage) => {
    const count = [0, 0, 0, 0, 0];
    for (const { type } of page.shard.documents) count[type]++;
    return count;
  };
  for (const k of changed)
    if (counts(pages[k]).some((count, type) => count !== starts[type][k + 1] - starts[type][k])) return undefined;
  const byType = known.map(({ docs, ids, pages }) => ({ docs: docs.slice(), ids: ids.slice(), pages: pages.slice() }));
  for (const k of changed) {
    const at = starts.map((start) => start[k]);
    eachDocument(pages[k], (doc, id) => {
      const entry = byType[doc.type];
      const position = at[doc.type]++;
      entry.docs[position] = doc;
      entry.ids[position] = id;
      entry.pages[position] = pages[k];
    });
  }
  return byType;
}

/** An entry's documents as search documents, each with its counted terms. */
export const indexedDocuments = ({ docs, ids, pages }: EntryDocuments): IndexedDocument[] =>
  docs.map((doc, k) => ({ doc: searchDocument(pages[k], doc, ids[k]), terms: doc }));

/** Every page's documents, by type. */
export function buildDocuments(shards: IndexShard[], manifest: SiteManifest): DocumentsByType {
  return documentsOf(numberedPages(shards, manifest), "").map(indexedDocuments);
}
