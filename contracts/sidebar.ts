/** Pure walks over a sidebar tree: the trail to a page, sidebar order, first link. */
import type { ManifestDoc, SidebarItem } from "./data";
import { isExternalHref } from "./links";
import { routeKey } from "./paths";

type Category = Extract<SidebarItem, { type: "category" }>;

export function hrefMatches(href: string | undefined, key: string): boolean {
  return href !== undefined && !isExternalHref(href) && routeKey(href) === key;
}

export function categoryContains(category: Category, key: string): boolean {
  return category.items.some(
    (item) => hrefMatches(item.href, key) || (item.type === "category" && categoryContains(item, key)),
  );
}

/** The items from the top of the sidebar down to the one for `key` (categories, then the page's item). */
export function sidebarTrail(items: SidebarItem[], key: string): SidebarItem[] {
  for (const item of items) {
    if (hrefMatches(item.href, key)) return [item];
    if (item.type === "category") {
      const below = sidebarTrail(item.items, key);
      if (below.length > 0) return [item, ...below];
    }
  }
  return [];
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
  const pages = sidebarPages(items, false);
  const at = pages.findIndex((page) => routeKey(page.href) === key);
  if (at < 0) return {};
  return { previous: pages[at - 1], next: pages[at + 1] };
}

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
  return items && sidebarPages(items).find((page) => routeKey(page.href) === routeKey(route))?.label;
}

/** The first page a category leads to: where a link-less category points without JavaScript. */
export function firstHref(items: SidebarItem[]): string | undefined {
  return sidebarPages(items)[0]?.href;
}

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
  const at = items.findIndex(
    (item) => hrefMatches(item.href, key) || (item.type === "category" && categoryContains(item, key)),
  );
  const start = at < 0 ? 0 : Math.max(0, Math.min(at - Math.floor(SIDEBAR_WINDOW / 2), items.length - SIDEBAR_WINDOW));
  return { start, end: start + SIDEBAR_WINDOW };
}
