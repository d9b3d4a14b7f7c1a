/**
 * The route table beyond the page's part, read in the small files the build splits it into
 * (contracts/routeFiles.ts): the doc at a route key, the tables of the pages that are not docs,
 * and a sidebar's list. Each file is fetched once, when a reader goes where the page's part
 * does not reach; none holds the whole site.
 */
import type { ManifestDoc, PageTable, PageTableItem, PageTableRef, SidebarItem } from "../../contracts/data";
import { routeKey } from "../../contracts/paths";
import {
  frameUrl,
  listFileUrl,
  routeFileOf,
  routeFileUrl,
  type FrameTables,
  type ListPart,
  type RouteFiles,
} from "../../contracts/routeFiles";
import { fetchJson, loadOnce } from "../lib/fetchJson";
import type { SidebarLists } from "../app/SiteContext";
import { fillItems } from "../lib/pageTable";

export type GetJson = (url: string) => Promise<unknown>;

export interface TableLookup extends SidebarLists {
  /** The doc at route key `key`, or null when the site has none there. */
  doc(key: string): Promise<ManifestDoc | null>;
  /** The doc at `key` if its route file is here already; undefined when it is not. */
  knownDoc(key: string): ManifestDoc | null | undefined;
  frame(): Promise<FrameTables>;
  /** The table `ref` gives: inline, or its part's file (each fetched once) with the page's own docs. */
  table(ref: PageTableRef): Promise<PageTable>;
}

export function createTableLookup(files: RouteFiles, get: GetJson = (url) => fetchJson(url)): TableLookup {
  const routeFiles = loadOnce<Map<string, ManifestDoc>>();
  const loadedFiles = new Map<number, Map<string, ManifestDoc>>();
  const lists = loadOnce<SidebarItem[]>();
  const loadedLists = new Map<string, SidebarItem[]>();
  const frames = loadOnce<FrameTables>();
  const parts = loadOnce<PageTable>();
  // One table per ref, so that its index is made once (tableIndex).
  const tables = new WeakMap<PageTableRef, PageTable>();

  const routeFile = (n: number) =>
    routeFiles(String(n), async () => {
      const docs = (await get(routeFileUrl(files, n))) as ManifestDoc[];
      const byKey = new Map(docs.map((doc) => [routeKey(doc.route), doc]));
      loadedFiles.set(n, byKey);
      return byKey;
    });
  const listUrl = (sidebar: string, places: readonly number[], part: ListPart) =>
    listFileUrl(files.base, sidebar, places, part);

  return {
    async doc(key) {
      return (await routeFile(routeFileOf(key, files.count))).get(key) ?? null;
    },
    knownDoc(key) {
      const file = loadedFiles.get(routeFileOf(key, files.count));
      return file && (file.get(key) ?? null);
    },
    frame: () => frames("", async () => (await get(frameUrl(files.base))) as FrameTables),
    async table(ref) {
      if (!("part" in ref)) return ref;
      const part = await parts(ref.part, async () => (await get(ref.part)) as PageTable);
      if (!tables.has(ref))
        tables.set(ref, ref.docs.length === 0 ? part : { ...part, docs: [...part.docs, ...ref.docs] });
      return tables.get(ref)!;
    },
    get: (sidebar, places) =>
      loadedLists.get(listUrl(sidebar, places, "all")) ?? loadedLists.get(listUrl(sidebar, places, "head")),
    load(sidebar, places, part = "all") {
      const url = listUrl(sidebar, places, part);
      return lists(url, async () => {
        const items = fillItems((await get(url)) as PageTableItem[]);
        loadedLists.set(url, items);
        return items;
      });
    },
  };
}
