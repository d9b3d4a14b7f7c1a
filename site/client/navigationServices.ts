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
import { afterReaderWaits } from "../lib/readerWaits";
import { pathnameOf } from "../../contracts/links";
import { pageDataUrl, routeKey } from "../../contracts/paths";
import { matchRoute, type ManifestIndex } from "../lib/routeMatch";
import type { PageStore } from "./pageStore";
import { componentFor } from "./routeComponents";

/** Loads what the page at `pathname` needs: its chunk and, for a doc, its data. */
export async function prepareRoute(pathname: string, index: ManifestIndex, store: PageStore): Promise<PageData | null> {
  const match = matchRoute(pathname, index);
  const [, page] = await Promise.all([
    componentFor(match.kind).preload(),
    match.kind === "doc" ? store.load(match.doc.route) : Promise.resolve(null),
  ]);
  return page;
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

export function createNavigationServices(index: ManifestIndex, store: PageStore): NavigationServices {
  const prefetched = new Set<string>();
  const ignore = () => {};
  return {
    prefetch(href) {
      if (isSlowConnection()) return;
      const match = matchRoute(pathnameOf(href), index);
      const key = routeKey(pathnameOf(href));
      if (match.kind === "notfound" || prefetched.has(key)) return;
      prefetched.add(key);
      // Speculative: it waits until the page on screen is done with its own work and fetches.
      afterReaderWaits(() =>
        whenIdle(() => {
          componentFor(match.kind).preload().catch(ignore);
          if (match.kind !== "doc" || store.get(match.doc.route)) return;
          if (supportsPrefetchLinks()) appendPrefetchLink(pageDataUrl(match.doc.route));
          else store.load(match.doc.route).catch(ignore);
        }),
      );
    },
    preload(href) {
      if (isSlowConnection()) return;
      const pathname = pathnameOf(href);
      if (matchRoute(pathname, index).kind === "notfound") return;
      prepareRoute(pathname, index, store).catch(ignore);
    },
  };
}
