/**
 * A page's part of the route table (a doc's in a file of its own, which its boot data and page
 * file name; the other pages' inline): what its render read of the whole table, so that the client renders the page without the
 * whole table (1.4 MB gzip at 100,000 docs). It holds the docs its render looked up (its own,
 * its neighbours, the navbar's targets, what its links lead to) and those its body links to,
 * and each sidebar cut to what the page shows: the lists it renders (a long one keeps its
 * window), and elsewhere only the way to the pages the render needs and to each list's first
 * page, every list keeping its length with gaps; a plain link is a [label, href] pair. The
 * client fetches the rest in small files when a reader goes further (contracts/routeFiles.ts).
 *
 * The cut follows what the sidebar components read (components/DocSidebar, contracts/sidebar.ts);
 * pageTable.test.tsx renders pages with both tables and compares the markup.
 */
import type { PageTable, PageTableItem, SidebarItem, SiteManifest } from "../../contracts/data";
import { categoryContains, firstPageHolder, hrefMatches, itemPlaces, sidebarWindow } from "../../contracts/sidebar";
import { onceEach } from "../../contracts/memo";
import { indexManifest, type ManifestIndex } from "./routeMatch";

/** An index that records every route key looked up in it: what a render needs of the docs. */
export function recordingIndex(index: ManifestIndex, looked: Set<string>): ManifestIndex {
  const docsByKey = {
    get(key: string) {
      looked.add(key);
      return index.docsByKey.get(key);
    },
    has(key: string) {
      looked.add(key);
      return index.docsByKey.has(key);
    },
  };
  return { ...index, docsByKey };
}

/**
 * The part of `index`'s table that renders a page as the whole does: the page's render looked
 * up the route keys `looked`; `active` is the routeKey of the doc shown, with its sidebar;
 * `linked`, the keys its body links to, whose docs it holds too (the client prefetches and
 * follows those links without a route file), but not their places in the sidebars.
 */
export function pageTable(
  index: ManifestIndex,
  looked: ReadonlySet<string>,
  active?: { key: string; sidebar: string | null | undefined },
  linked: Iterable<string> = [],
): PageTable {
  const keys = new Set(looked);
  if (active) keys.add(active.key);
  const activeKey = active?.key ?? "";

  /**
   * A list as the page needs it: shown (rendered: its window), or only the items on the way to
   * the pages it needs; the rest gaps, so that every item keeps its place (a list file names a
   * category by its places, contracts/routeFiles.ts).
   */
  function cutList(items: SidebarItem[], shown: boolean): PageTableItem[] {
    const places = itemPlaces(items);
    const kept = new Set<number>();
    for (const key of keys) for (const at of places.get(key) ?? []) kept.add(at);
    // Where a category without a page of its own links (firstHref), and a sidebar's navbar item.
    const first = firstPageHolder(items);
    if (first >= 0) kept.add(first);
    const { start, end } = shown ? sidebarWindow(items, activeKey) : { start: 0, end: 0 };
    for (let at = start; at < end; at++) kept.add(at);
    const cut: PageTableItem[] = [];
    let next = 0;
    for (const at of [...kept].sort((a, b) => a - b)) {
      if (at > next) cut.push({ type: "gap", count: at - next });
      cut.push(cutItem(items[at], at >= start && at < end));
      next = at + 1;
    }
    if (next < items.length) cut.push({ type: "gap", count: items.length - next });
    return cut;
  }

  function cutItem(item: SidebarItem, shown: boolean): PageTableItem {
    if (item.type === "link" && item.className === undefined && item.ref === undefined) return [item.label, item.href];
    if (item.type !== "category") return item;
    const holdsActive = hrefMatches(item.href, activeKey) || categoryContains(item, activeKey);
    const open = item.collapsible === false || !item.collapsed || holdsActive;
    return { ...item, items: cutList(item.items, shown && open) };
  }

  const sidebars: Record<string, PageTableItem[]> = {};
  for (const [name, items] of Object.entries(index.manifest.sidebars))
    sidebars[name] = cutList(items, name === active?.sidebar);
  const more = [...linked].filter((key) => !keys.has(key));
  // In the order of their keys, not of the render's lookups: the pages beside each other get the same part.
  const docs = [...[...keys].sort(), ...more].flatMap((key) => index.docsByKey.get(key) ?? []);
  return { version: index.manifest.version, docs, sidebars };
}

/** Stands in for an item the page left out: no page, and the client loads the list's file before it shows one (DocSidebar). */
export const LEFT_OUT: SidebarItem = { type: "html", value: "" };

/** Items of a page's table or of a list file as sidebar items: each gap filled with LEFT_OUT. */
export function fillItems(items: readonly PageTableItem[]): SidebarItem[] {
  return items.flatMap((item): SidebarItem[] =>
    Array.isArray(item)
      ? [{ type: "link", label: item[0], href: item[1] }]
      : item.type === "gap"
        ? new Array<SidebarItem>(item.count).fill(LEFT_OUT)
        : item.type === "category"
          ? [{ ...item, items: fillItems(item.items) }]
          : [item],
  );
}

/** A page's table as a route table: its gaps filled with items that are no page. */
export function pageTableManifest(table: PageTable): SiteManifest {
  const sidebars: Record<string, SidebarItem[]> = {};
  for (const [name, items] of Object.entries(table.sidebars)) sidebars[name] = fillItems(items);
  return { version: table.version, docs: table.docs, sidebars };
}

/**
 * A list of the page's table with its file's items where the page left them out: an item the
 * page has stays (a category it cut keeps the way to the page shown, which the file lacks).
 */
export function mergeList(page: readonly SidebarItem[], file: readonly SidebarItem[]): SidebarItem[] {
  return file.map((item, at) => (page[at] === undefined || page[at] === LEFT_OUT ? item : page[at]));
}

/** A page's table as the index its page renders with (made once per table). */
export const tableIndex = onceEach((table: PageTable): ManifestIndex => indexManifest(pageTableManifest(table), false));
