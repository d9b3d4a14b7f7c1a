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
import { onceEach } from "../../contracts/memo";
import { plainShard, type IndexShard } from "./countedTerms";

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
 * route at once, made once per route table: a persistent merge keeps the table while it stays,
 * and walking its sidebars took a tenth of a one-doc edit's merge at 100,000 docs. A docs
 * version's route is in the search context of its route at /docs.
 */
export const breadcrumbTable = onceEach((manifest: SiteManifest): ((route: string) => string[]) => {
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
});

export function breadcrumbsOf(route: string, manifest: SiteManifest): string[] {
  return breadcrumbTable(manifest)(route);
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * An entry's documents in position order: for each, its page (whose shard holds it), its
 * index in that shard and its id. Parallel lists, not an object per document: a persistent
 * merge keeps every segment's entries, about 700,000 documents in 25,000 pages.
 */
export interface EntryDocuments {
  pages: NumberedPage[];
  at: Int32Array;
  ids: Int32Array;
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
 * from the route table, which a memo outlives only for the same table). Reused, it holds
 * the same shard, which is how the entries see what did not change.
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
  for (let k = 0; k < shard.count; k++) if (ownsId(shard.type(k))) nextId++;
  return { route: shard.route, shard, firstId, nextId, breadcrumbs };
}

/** Document `k` of a page as the index has it, with the id `i`. */
export function searchDocument(page: NumberedPage, k: number, i: number): SearchDocument {
  const { shard } = page;
  const type = shard.type(k);
  const [t, h, s, f, o] = [shard.t(k) ?? "", shard.h(k), shard.s(k), shard.f(k), shard.o(k)];
  const u = page.route;
  const p = page.firstId;
  if (type === SearchDocumentType.Title) return { i, t, u, b: page.breadcrumbs };
  if (type === SearchDocumentType.Description || type === SearchDocumentType.Keywords) return { i, t, s, u, p };
  if (type === SearchDocumentType.Heading) return { i, t, u, h, p };
  // Content from a doc_page action has its text's place instead of the text.
  return f === undefined ? { i, t, s, u, h, p } : { i, t, s, u, h, p, f, o };
}

/** The text of a page's title. */
export const pageTitle = (page: NumberedPage): string => page.shard.t(0) ?? "";

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
 * page's documents of each type start. A merge after a one-doc edit puts in the edited page's
 * documents instead of walking every page's.
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

/** Calls `add` for each of a page's documents (its index in the shard) with its id: the title's, then one for each section's heading and content. */
function eachDocument(page: NumberedPage, add: (k: number, id: number) => void): void {
  const { shard } = page;
  let id = page.firstId;
  for (let k = 0; k < shard.count; k++) add(k, ownsId(shard.type(k)) ? id++ : page.firstId);
}

const TYPES = [0, 1, 2, 3, 4];

function freshDocuments(pages: NumberedPage[], memo: ContextMemo | undefined): EntryDocuments[] {
  const starts = TYPES.map(() => new Int32Array(pages.length + 1));
  pages.forEach(({ shard }, k) => {
    for (let n = 0; n < shard.count; n++) starts[shard.type(n)][k + 1]++;
  });
  for (const start of starts) for (let k = 0; k < pages.length; k++) start[k + 1] += start[k];
  const byType: EntryDocuments[] = starts.map((start) => {
    const count = start[pages.length];
    return { pages: new Array(count), at: new Int32Array(count), ids: new Int32Array(count) };
  });
  const next = starts.map((start) => start.slice(0, pages.length));
  pages.forEach((page, k) => {
    eachDocument(page, (n, id) => {
      const type = page.shard.type(n);
      const entry = byType[type];
      const position = next[type][k]++;
      entry.pages[position] = page;
      entry.at[position] = n;
      entry.ids[position] = id;
    });
  });
  if (memo) memo.starts = starts;
  return byType;
}

/**
 * Whether the list of `type` holds at page `k`'s positions the same documents as `page`'s
 * (the same fields and terms, on a page with the same title and ids): a page parsed again
 * after an edit of one section leaves the lists of the other types as they are, and the
 * entries over them need no work at all.
 */
function sameForType(entry: EntryDocuments, from: number, page: NumberedPage, type: SearchDocumentType): boolean {
  let position = from;
  let same = true;
  eachDocument(page, (n, id) => {
    if (!same || page.shard.type(n) !== type) return;
    const known = entry.pages[position];
    same =
      entry.ids[position] === id &&
      known.firstId === page.firstId &&
      pageTitle(known) === pageTitle(page) &&
      page.shard.sameDocument(n, known.shard, entry.at[position]);
    position++;
  });
  return same;
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
  const counts = ({ shard }: NumberedPage) => {
    const count = [0, 0, 0, 0, 0];
    for (let n = 0; n < shard.count; n++) count[shard.type(n)]++;
    return count;
  };
  for (const k of changed)
    if (counts(pages[k]).some((count, type) => count !== starts[type][k + 1] - starts[type][k])) return undefined;
  return known.map((entry, type) => {
    const edited = changed.filter((k) => !sameForType(entry, starts[type][k], pages[k], type));
    if (edited.length === 0) return entry;
    const patched = { pages: entry.pages.slice(), at: entry.at.slice(), ids: entry.ids.slice() };
    for (const k of edited) {
      let position = starts[type][k];
      eachDocument(pages[k], (n, id) => {
        if (pages[k].shard.type(n) !== type) return;
        patched.pages[position] = pages[k];
        patched.at[position] = n;
        patched.ids[position] = id;
        position++;
      });
    }
    return patched;
  });
}

/** An entry's documents as search documents (for tests and tools that read them whole). */
export const searchDocuments = ({ pages, at, ids }: EntryDocuments): SearchDocument[] =>
  pages.map((page, k) => searchDocument(page, at[k], ids[k]));

/** Every page's documents as search documents, by type. */
export function buildDocuments(shards: IndexShard[], manifest: SiteManifest): SearchDocument[][] {
  return documentsOf(numberedPages(shards, manifest), "").map(searchDocuments);
}
