/**
 * The URLs of search: the /search page with its parameters, the `_highlight` terms a
 * result link carries to its page, and the search context of a page.
 */
import { API_CONTEXT, API_CONTEXT_LABEL, SEARCH_CONTEXTS } from "../../contracts/searchIndex";
import { DOCS_ROUTE_BASE, unversionedRoute } from "../../contracts/versions";

export const HIGHLIGHT_PARAM = "_highlight";
export { API_CONTEXT, API_CONTEXT_LABEL, SEARCH_CONTEXTS };

/** The site base URL (the spec's baseUrl). */
export const BASE_URL = "/";

/**
 * The search context of a page: 'docs/api' at or under /docs/api, else '' (every page). A docs
 * version's pages have their version's contexts: 'docs/api' under /docs/1.2/api for the
 * route base /docs/1.2.
 */
export function contextOfPath(pathname: string, routeBase = DOCS_ROUTE_BASE): string {
  const route = unversionedRoute(pathname, routeBase);
  const uri = route.startsWith(BASE_URL) ? route.slice(BASE_URL.length) : route.replace(/^\/+/, "");
  for (const { path } of SEARCH_CONTEXTS) if (uri === path || uri.startsWith(path + "/")) return path;
  return "";
}

export function contextLabel(context: string): string | null {
  return SEARCH_CONTEXTS.find((c) => c.path === context)?.label ?? null;
}

/** A `ctx` parameter that is not a known context means every page. */
export function knownContext(context: string | null): string {
  return context && SEARCH_CONTEXTS.some((c) => c.path === context) ? context : "";
}

/** Where a context's index lives: the base, plus the /search page's `version` path if any (`docs/1.2` or `docs/1.2/`). */
export function versionUrlOf(version: string | null): string {
  const path = version?.replace(/\/+$/, "");
  return path ? `${BASE_URL}${path}/` : BASE_URL;
}

/** The /search page's `version` for a docs version's search base: none for the base URL's (the last version). */
export function versionParamOf(searchBase: string): string | null {
  return searchBase === BASE_URL ? null : searchBase.slice(BASE_URL.length);
}

/** The "See all results" link: `/search/?q=…[&ctx=…][&version=…]`. */
export function searchPageHref(query: string, context: string, version: string | null = null): string {
  const params = new URLSearchParams({ q: query });
  if (context) params.set("ctx", context);
  if (version) params.set("version", version);
  return `${BASE_URL}search/?${params.toString()}`;
}

/** The `_highlight` values of a query string, as text. */
export function highlightTerms(search: string): string[] {
  return new URLSearchParams(search)
    .getAll(HIGHLIGHT_PARAM)
    .map((term) => term.trim())
    .filter(Boolean);
}

/** The query string without its `_highlight` parameters ("" when nothing is left). */
export function withoutHighlight(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(HIGHLIGHT_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}
