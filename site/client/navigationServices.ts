/**
 * Getting the next page ready before the reader clicks. prefetch (a link came into view):
 * once the main thread is idle and no fetch the reader waits for is pending, the page's
 * chunk, and its data through <link rel="prefetch"> at idle priority into the HTTP cache.
 * preload (pointer on a link): chunk and data into memory now. Both are skipped on 2g
 * connections and with data-saver on; navigation itself always loads.
 */
import type { NavigationServices } from "../app/SiteContext";
import type { PageData } from "../../contracts/data";
import { isSlowConnection } from "../lib/connection";
import { whenIdle } from "../lib/idle";
import { tableIndex } from "../lib/pageTable";
import { afterReaderWaits } from "../lib/readerWaits";
import { pathnameOf } from "../../contracts/links";
import { pageDataUrl } from "../../contracts/paths";
import { keyOfPathname, matchRoute, type ManifestIndex, type RouteMatch } from "../lib/routeMatch";
import type { PageStore } from "./pageStore";
import { componentFor } from "./routeComponents";
import type { TableLookup } from "./tableLookup";

/**
 * Where a pathname leads: the page's part of the table knows its own links; a docs path it
 * lacks is looked up in the route file that would hold it.
 */
export async function resolveRoute(pathname: string, index: ManifestIndex, lookup?: TableLookup): Promise<RouteMatch> {
  const match = matchRoute(pathname, index);
  if (match.kind !== "docs-notfound" || index.complete || !lookup) return match;
  const doc = await lookup.doc(keyOfPathname(pathname));
  return doc ? { kind: "doc", doc } : match;
}

/** A page ready to show: its data (a doc's) and the part of the table it renders with. */
export interface PreparedPage {
  page: PageData | null;
  index: ManifestIndex;
}

/**
 * Loads what the page of `match` needs: its chunk and, for a doc, its data, whose file carries
 * or names the doc's part of the table (then fetched, once per part: the docs beside it share
 * it); the pages that are not docs render with the frame's tables.
 */
export async function preparePage(
  match: RouteMatch,
  index: ManifestIndex,
  store: PageStore,
  lookup?: TableLookup,
): Promise<PreparedPage> {
  const [, page, frame] = await Promise.all([
    componentFor(match.kind).preload(),
    match.kind === "doc" ? store.load(match.doc.route) : Promise.resolve(null),
    match.kind !== "doc" && lookup && !index.complete ? lookup.frame() : Promise.resolve(null),
  ]);
  const own = page?.table && (lookup ? await lookup.table(page.table) : "part" in page.table ? null : page.table);
  if (own) return { page, index: tableIndex(own) };
  if (!frame) return { page, index };
  const table =
    match.kind === "home"
      ? frame.home
      : match.kind === "search"
        ? frame.search
        : match.kind === "docs-notfound"
          ? frame.docsNotFound
          : frame.notFound;
  return { page, index: tableIndex(table) };
}

/** Loads what the page at `pathname` needs (resolveRoute, then preparePage). */
export async function prepareRoute(
  pathname: string,
  index: ManifestIndex,
  store: PageStore,
  lookup?: TableLookup,
): Promise<PreparedPage> {
  return preparePage(await resolveRoute(pathname, index, lookup), index, store, lookup);
}

function supportsPrefetchLinks(): boolean {
  try {
    return document.createElement("link").relList.supports("prefetch");
  } catch {
    return false;
  }
}

function appendPrefetchLink(url: string): void {
  const link = document.createElement("link");
  link.rel = "prefetch";
  link.as = "fetch";
  // Same credentials mode as fetch(), so the later fetch can use the prefetched response.
  link.crossOrigin = "anonymous";
  link.href = url;
  document.head.appendChild(link);
}

/** The services of the page on screen: `current` is its part of the table; `lookup` the table's files. */
export function createNavigationServices(
  current: () => ManifestIndex,
  store: PageStore,
  lookup?: TableLookup,
): NavigationServices {
  const prefetched = new Set<string>();
  const ignore = () => {};
  return {
    prefetch(href) {
      if (isSlowConnection()) return;
      const pathname = pathnameOf(href);
      const key = keyOfPathname(pathname);
      let match = matchRoute(pathname, current());
      if (match.kind === "docs-notfound" && lookup && !current().complete) {
        // A prefetch fetches no route file: only what a file already here knows.
        const doc = lookup.knownDoc(key);
        if (doc === undefined) return;
        if (doc) match = { kind: "doc", doc };
      }
      if (match.kind === "notfound" || prefetched.has(key)) return;
      prefetched.add(key);
      const target = match;
      // Speculative: it waits until the page on screen is done with its own work and fetches.
      afterReaderWaits(() =>
        whenIdle(() => {
          componentFor(target.kind).preload().catch(ignore);
          if (target.kind !== "doc" || store.get(target.doc.route)) return;
          if (supportsPrefetchLinks()) appendPrefetchLink(pageDataUrl(target.doc.route));
          else store.load(target.doc.route).catch(ignore);
        }),
      );
    },
    preload(href) {
      if (isSlowConnection()) return;
      const pathname = pathnameOf(href);
      if (matchRoute(pathname, current()).kind === "notfound") return;
      prepareRoute(pathname, current(), store, lookup).catch(ignore);
    },
  };
}
