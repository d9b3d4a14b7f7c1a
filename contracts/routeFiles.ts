/**
 * The route table as the browser reads it: not one file of the whole site, but small files it
 * fetches when a reader goes somewhere its page's part of the table (PageTable) does not cover.
 * A table's files sit under `/_site/table-<hash>/`, named by the hash of the table's bytes:
 * - `routes/<n>.json`: the docs (ManifestDoc[]) whose route key falls in file n (routeFileOf);
 * - `lists/<sidebar>[.<i>…].json`: one list of a sidebar, its top (no index) or the category at
 *   those places, each nested category's items a gap of their number (PageTableItem[]); a long
 *   list's head (`….head.json`) has only the items it shows when it opens, the rest a gap;
 * - `frame.json`: the parts of the table that the pages which are not docs render with (FrameTables);
 * - `ids/<n>.json`, on a versioned site: doc id → route, for the ids that fall in file n (idFileOf),
 *   where another version's pages find a doc's counterpart.
 * The build writes them (tableFiles, from tools/actions/prerender), the client reads them
 * (site/client/tableLookup.ts).
 */
import type { ManifestDoc, PageTable, PageTableItem, SidebarItem, SiteManifest } from "./data";
import { routeKey } from "./paths";
import { SIDEBAR_LIST_LIMIT, SIDEBAR_WINDOW } from "./sidebar";

/**
 * The folder of the pages' parts of the table (`/_table/<route base>/<doc group>/<hash>.json`,
 * tools/rules/private/site_layout.bzl table_parts_dir_of), each named by its bytes.
 */
export const TABLE_PARTS_DIR = "_table";

/** Where a page's client finds its table's files: in its boot data. */
export interface RouteFiles {
  /** `/_site/table-<hash>/`. */
  base: string;
  /** How many route files there are: a power of two. */
  count: number;
}

/** The tables the pages that are not docs hydrate and navigate with; `docsNotFound` is a /docs path with no doc. */
export interface FrameTables {
  home: PageTable;
  search: PageTable;
  notFound: PageTable;
  docsNotFound: PageTable;
}

/** About this many docs to a route file: a few kB gzip, however large the site. */
export const DOCS_PER_ROUTE_FILE = 128;

/** The number of route files of a table of `docs` docs: the least power of two that keeps each at about DOCS_PER_ROUTE_FILE. */
export function routeFileCount(docs: number): number {
  let count = 1;
  while (count * DOCS_PER_ROUTE_FILE < docs) count *= 2;
  return count;
}

/** The route file that holds the doc at route key `key` (FNV-1a of its UTF-16 code units). */
export function routeFileOf(key: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) & (count - 1);
}

/** The ids file that holds doc id `id` (the route files' hash and count). */
export function idFileOf(id: string, count: number): number {
  return routeFileOf(id, count);
}

export function idFileUrl(files: RouteFiles, n: number): string {
  return `${files.base}ids/${n}.json`;
}

export function tableBaseOf(hash: string): string {
  return `/_site/table-${hash}/`;
}

export function routeFileUrl(files: RouteFiles, n: number): string {
  return `${files.base}routes/${n}.json`;
}

/** A sidebar name in a file name: letters, digits, `_` and `-` as written, each other UTF-8 byte as `~HH`. */
function fileNamePart(name: string): string {
  return [...new TextEncoder().encode(name)]
    .map((byte) => {
      const c = String.fromCharCode(byte);
      return /[A-Za-z0-9_-]/.test(c) ? c : `~${byte.toString(16).padStart(2, "0")}`;
    })
    .join("");
}

/** Which file of a list: all its items, or the head of a long one. */
export type ListPart = "all" | "head";

/** The file of the list at `places` (indexes from the sidebar's top, one per level) of sidebar `sidebar`. */
export function listFileUrl(base: string, sidebar: string, places: readonly number[], part: ListPart = "all"): string {
  const name = `${fileNamePart(sidebar)}${places.map((at) => `.${at}`).join("")}`;
  return `${base}lists/${name}${part === "head" ? ".head" : ""}.json`;
}

/** A list long enough to show a window (contracts/sidebar.ts) has a head file: what it shows when it opens. */
export function hasHeadFile(length: number): boolean {
  return length > SIDEBAR_LIST_LIMIT;
}

export function frameUrl(base: string): string {
  return `${base}frame.json`;
}

/**
 * One list as its file holds it: its items, each category's own items a gap of their number (its
 * own file has them); a head, the window it opens with (SIDEBAR_WINDOW items), then a gap.
 */
export function listFileItems(items: readonly SidebarItem[], part: ListPart = "all"): PageTableItem[] {
  if (part === "head" && items.length > SIDEBAR_WINDOW)
    return [...listFileItems(items.slice(0, SIDEBAR_WINDOW)), { type: "gap", count: items.length - SIDEBAR_WINDOW }];
  return items.map((item): PageTableItem => {
    if (item.type === "link" && item.className === undefined && item.ref === undefined) return [item.label, item.href];
    if (item.type !== "category") return item;
    return { ...item, items: item.items.length > 0 ? [{ type: "gap", count: item.items.length }] : [] };
  });
}

/** Every file of the table, by URL path under the site's root: route files, list files and the frame. */
export function tableFiles(manifest: SiteManifest, files: RouteFiles, frame: FrameTables): Map<string, string> {
  const out = new Map<string, string>();
  const byFile: ManifestDoc[][] = Array.from({ length: files.count }, () => []);
  for (const doc of manifest.docs) byFile[routeFileOf(routeKey(doc.route), files.count)].push(doc);
  byFile.forEach((docs, n) => out.set(routeFileUrl(files, n), JSON.stringify(docs)));
  if (manifest.version.versioned) addIdFiles(out, manifest.docs, files);
  for (const [name, items] of Object.entries(manifest.sidebars)) addLists(out, files.base, name, items, []);
  out.set(frameUrl(files.base), JSON.stringify(frame));
  return out;
}

/** Each ids file: doc id → route (a doc's counterpart in this version, for the other versions' pages). */
function addIdFiles(out: Map<string, string>, docs: readonly ManifestDoc[], files: RouteFiles): void {
  const byFile: Record<string, string>[] = Array.from({ length: files.count }, () => ({}));
  for (const doc of docs) if (doc.id !== undefined) byFile[idFileOf(doc.id, files.count)][doc.id] = doc.route;
  byFile.forEach((ids, n) => out.set(idFileUrl(files, n), JSON.stringify(ids)));
}

function addLists(
  out: Map<string, string>,
  base: string,
  sidebar: string,
  items: SidebarItem[],
  places: number[],
): void {
  out.set(listFileUrl(base, sidebar, places), JSON.stringify(listFileItems(items)));
  if (hasHeadFile(items.length))
    out.set(listFileUrl(base, sidebar, places, "head"), JSON.stringify(listFileItems(items, "head")));
  items.forEach((item, at) => {
    if (item.type === "category" && item.items.length > 0) addLists(out, base, sidebar, item.items, [...places, at]);
  });
}
