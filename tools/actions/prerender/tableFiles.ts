/**
 * A route table's files for the browser (contracts/routeFiles.ts): its docs spread over route
 * files by route key, each list of each sidebar in a file of its own, and the tables the pages
 * that are not docs render with. Each file is bounded by what it holds, not by the site.
 */
import type { ManifestDoc, SidebarItem, SiteManifest } from "../../../contracts/data";
import { routeKey } from "../../../contracts/paths";
import {
  frameUrl,
  hasHeadFile,
  listFileItems,
  listFileUrl,
  routeFileOf,
  routeFileUrl,
  type FrameTables,
  type RouteFiles,
} from "../../../contracts/routeFiles";

/** A docs path that no doc has, where the docs layout's not-found page is rendered for the frame. */
const NO_DOC = "~";

/** The routes the frame's tables are rendered at, for a table of version path `path` (`/docs`). */
export function frameRoutes(path: string): Record<keyof FrameTables, string> {
  return { home: "/", search: "/search", notFound: "/404.html", docsNotFound: `${path}/${NO_DOC}` };
}

/** Every file of the table, by URL path under the site's root: route files, list files and the frame. */
export function tableFiles(manifest: SiteManifest, files: RouteFiles, frame: FrameTables): Map<string, string> {
  const out = new Map<string, string>();
  const byFile: ManifestDoc[][] = Array.from({ length: files.count }, () => []);
  for (const doc of manifest.docs) byFile[routeFileOf(routeKey(doc.route), files.count)].push(doc);
  byFile.forEach((docs, n) => out.set(routeFileUrl(files, n), JSON.stringify(docs)));
  for (const [name, items] of Object.entries(manifest.sidebars)) addLists(out, files.base, name, items, []);
  out.set(frameUrl(files.base), JSON.stringify(frame));
  return out;
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
