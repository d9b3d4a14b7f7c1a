/**
 * Walks over a sidebar tree: the trail to a page, sidebar order, first link. Every page is
 * rendered with its whole sidebar, thousands of pages on a large site: what a page looks up is
 * indexed once per list (`onceEach`) instead of found by a walk per page, so rendering a page
 * costs the same in a folder of 50 docs as in one of 12,500 (issue 41).
 */
import type { ManifestDoc, SidebarItem } from "./data";
import { isExternalHref } from "./links";
import { onceEach } from "./memo";
import { routeKey } from "./paths";

type Category = Extract<SidebarItem, { type: "category" }>;

/** routeKey → where it first comes, for the keys `keysOf` gives each element. */
function firstPlaces<T, V>(list: T[], keysOf: (element: T) => Iterable<string>, value: (element: T, at: number) => V) {
  const places = new Map<string, V>();
  list.forEach((element, at) => {
    for (const key of keysOf(element)) if (!places.has(key)) places.set(key, value(element, at));
  });
  return places;
}

const pageKey = (page: SidebarPageLink) => [routeKey(page.href)];

export function hrefMatches(href: string | undefined, key: string): boolean {
  return href !== undefined && !isExternalHref(href) && routeKey(href) === key;
}

/** The route keys of every page below a category. */
const keysWithin = onceEach(
  (category: Category) => new Set(sidebarPages(category.items).map((page) => routeKey(page.href))),
);

export function categoryContains(category: Category, key: string): boolean {
  return keysWithin(category).has(key);
}

const trailsOf = onceEach(sidebarTrails);

/** The items from the top of the sidebar down to the one for `key` (categories, then the page's item). */
export function sidebarTrail(items: SidebarItem[], key: string): SidebarItem[] {
  return [...(trailsOf(items).get(key) ?? [])];
}

/**
 * `sidebarTrail` of every page at once (routeKey → trail), in one walk: for site-wide
 * tables, where asking page by page would walk the sidebar once per page.
 */
export function sidebarTrails(items: SidebarItem[]): Map<string, SidebarItem[]> {
  const trails = new Map<string, SidebarItem[]>();
  const visit = (list: SidebarItem[], above: SidebarItem[]) => {
    for (const item of list) {
      if (item.href !== undefined && !isExternalHref(item.href)) {
        const key = routeKey(item.href);
        if (!trails.has(key)) trails.set(key, [...above, item]);
      }
      if (item.type === "category") visit(item.items, [...above, item]);
    }
  };
  visit(items, []);
  return trails;
}

export interface SidebarPageLink {
  label: string;
  href: string;
}

/**
 * Every page the sidebar links to, in reading order (category pages before their items); with
 * `refs` false, without the pages its `ref` items show.
 */
export function sidebarPages(items: SidebarItem[], refs = true): SidebarPageLink[] {
  const pages: SidebarPageLink[] = [];
  const visit = (list: SidebarItem[]) => {
    for (const item of list) {
      if (item.href !== undefined && !isExternalHref(item.href) && (refs || !(item.type === "link" && item.ref)))
        pages.push({ label: item.label, href: item.href });
      if (item.type === "category") visit(item.items);
    }
  };
  visit(items);
  return pages;
}

/** A page's neighbours in the sidebar's pagination, which leaves out `ref` items (as Docusaurus does). */
export function previousAndNext(
  items: SidebarItem[],
  key: string,
): { previous?: SidebarPageLink; next?: SidebarPageLink } {
  const { pages, places } = paginationOf(items);
  const at = places.get(key);
  if (at === undefined) return {};
  return { previous: pages[at - 1], next: pages[at + 1] };
}

/** A sidebar's pages in pagination order, and where each first comes. */
const paginationOf = onceEach((items: SidebarItem[]) => {
  const pages = sidebarPages(items, false);
  return { pages, places: firstPlaces(pages, pageKey, (_, at) => at) };
});

/**
 * The pages a doc's paginator links: its sidebar neighbours, unless the route table says
 * otherwise for a side (front matter `pagination_next`/`pagination_prev`: a route, or null for
 * none). A page is shown by its `pagination_label`, else its sidebar label, else its title.
 */
export function paginatorLinks(
  items: SidebarItem[] | undefined,
  doc: ManifestDoc,
  docOf: (key: string) => ManifestDoc | undefined,
): { previous?: SidebarPageLink; next?: SidebarPageLink } {
  const around = items ? previousAndNext(items, routeKey(doc.route)) : {};
  const side = (route: string | null | undefined, neighbour: SidebarPageLink | undefined) => {
    if (route === null) return undefined;
    const found = route === undefined ? neighbour : { href: route, label: sidebarLabelOf(items, route) };
    if (found === undefined) return undefined;
    const target = docOf(routeKey(found.href));
    return { href: found.href, label: target?.paginationLabel ?? found.label ?? target?.title ?? found.href };
  };
  return { previous: side(doc.previous, around.previous), next: side(doc.next, around.next) };
}

function sidebarLabelOf(items: SidebarItem[] | undefined, route: string): string | undefined {
  return items && labelsOf(items).get(routeKey(route));
}

/** Each page's label in a sidebar, the first where it comes twice. */
const labelsOf = onceEach((items: SidebarItem[]) => firstPlaces(sidebarPages(items), pageKey, (page) => page.label));

/** The first page a category leads to: where a link-less category points without JavaScript. */
export const firstHref = onceEach((items: SidebarItem[]): string | undefined => sidebarPages(items)[0]?.href);

/**
 * A list of sidebar items longer than this shows a window of them until the reader asks
 * for all: a page's HTML then carries at most about SIDEBAR_WINDOW items per level of
 * its trail, whatever the size of a folder (a flat API reference would otherwise put a
 * link per type in each of its pages).
 */
export const SIDEBAR_LIST_LIMIT = 60;
export const SIDEBAR_WINDOW = 40;

/** The part of `items` shown before the reader asks for all: [start, end), around the item that holds `key`. */
export function sidebarWindow(items: SidebarItem[], key: string): { start: number; end: number } {
  if (items.length <= SIDEBAR_LIST_LIMIT) return { start: 0, end: items.length };
  const at = holdersOf(items).get(key) ?? -1;
  const start = at < 0 ? 0 : Math.max(0, Math.min(at - Math.floor(SIDEBAR_WINDOW / 2), items.length - SIDEBAR_WINDOW));
  return { start, end: start + SIDEBAR_WINDOW };
}

/** For a list: where the item that is or holds each page first comes. */
const holdersOf = onceEach((items: SidebarItem[]) => firstPlaces(items, keysOfItem, (_, at) => at));

/** For a list: every place of an item that is or holds each page (routeKey → places, in order). */
export const itemPlaces = onceEach((items: SidebarItem[]) => {
  const places = new Map<string, number[]>();
  items.forEach((item, at) => {
    for (const key of keysOfItem(item)) {
      const list = places.get(key);
      if (!list) places.set(key, [at]);
      else if (list[list.length - 1] !== at) list.push(at);
    }
  });
  return places;
});

/** For a list: the place of the item that is or holds its first page (firstHref), or -1. */
export const firstPageHolder = onceEach((items: SidebarItem[]): number => {
  const first = firstHref(items);
  return first === undefined ? -1 : (itemPlaces(items).get(routeKey(first))?.[0] ?? -1);
});

/** The route keys an item is or holds. */
function* keysOfItem(item: SidebarItem): Iterable<string> {
  if (item.href !== undefined && !isExternalHref(item.href)) yield routeKey(item.href);
  if (item.type === "category") yield* keysWithin(item);
}
