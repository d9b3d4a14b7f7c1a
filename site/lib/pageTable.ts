/**
 * A page's part of the route table (BootData.table): what its render read of the whole table,
 * so the client hydrates the page without the whole table first. At 100,000 docs the whole
 * table is 1.4 MB gzip; a page's part is the docs its render looked up (its own, its
 * neighbours, the navbar's targets) and each sidebar cut to what the page shows: the lists it
 * renders (a long one keeps its window, and a gap for the rest so that it counts them), and
 * elsewhere only the way to the pages the render needs and to each list's first page; a plain
 * link is a [label, href] pair. The client loads the whole table after hydrating
 * (client/startClient.tsx).
 *
 * The cut follows what the sidebar components read (components/DocSidebar, contracts/sidebar.ts);
 * pageTable.test.tsx renders pages with both tables and compares the markup.
 */
import type { PageTable, PageTableItem, SidebarItem, SiteManifest } from "../../contracts/data";
import { categoryContains, firstPageHolder, hrefMatches, itemPlaces, sidebarWindow } from "../../contracts/sidebar";
import type { ManifestIndex } from "./routeMatch";

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
 * up the route keys `looked`; `active` is the routeKey of the doc shown, with its sidebar.
 */
export function pageTable(
  index: ManifestIndex,
  looked: ReadonlySet<string>,
  active?: { key: string; sidebar: string | null | undefined },
): PageTable {
  const keys = new Set(looked);
  if (active) keys.add(active.key);
  const activeKey = active?.key ?? "";

  /** A list as the page needs it: shown (rendered: its window, and gaps), or only the items on the way to the pages it needs. */
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
      if (shown && at > next) cut.push({ type: "gap", count: at - next });
      cut.push(cutItem(items[at], at >= start && at < end));
      next = at + 1;
    }
    if (shown && next < items.length) cut.push({ type: "gap", count: items.length - next });
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
  const docs = [...keys].flatMap((key) => index.docsByKey.get(key) ?? []);
  return { version: index.manifest.version, docs, sidebars };
}

/** Stands in for an item the page left out: no page, and shown only if the reader asks for a whole list before the whole table is here. */
const LEFT_OUT: SidebarItem = { type: "html", value: "" };

/** A page's table as a route table: its gaps filled with items that are no page. */
export function pageTableManifest(table: PageTable): SiteManifest {
  const fill = (items: PageTableItem[]): SidebarItem[] =>
    items.flatMap((item): SidebarItem[] =>
      Array.isArray(item)
        ? [{ type: "link", label: item[0], href: item[1] }]
        : item.type === "gap"
          ? new Array<SidebarItem>(item.count).fill(LEFT_OUT)
          : item.type === "category"
            ? [{ ...item, items: fill(item.items) }]
            : [item],
    );
  const sidebars: Record<string, SidebarItem[]> = {};
  for (const [name, items] of Object.entries(table.sidebars)) sidebars[name] = fill(items);
  return { version: table.version, docs: table.docs, sidebars };
}
