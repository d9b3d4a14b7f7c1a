/**
 * The URLs of search: the /search page with its parameters, the `_highlight` terms a
 * result link carries to its page, and the search context of a page.
 */
import { API_CONTEXT, API_CONTEXT_LABEL, SEARCH_CONTEXTS } from "../../contracts/searchIndex";

export const HIGHLIGHT_PARAM = "_highlight";
export { API_CONTEXT, API_CONTEXT_LABEL, SEARCH_CONTEXTS };

/** The site base URL (the spec's baseUrl). */
export const BASE_URL = "/";

/** The search context of a page: 'docs/api' at or under /docs/api, else '' (every page). */
export function contextOfPath(pathname: string): string {
  const uri = pathname.startsWith(BASE_URL) ? pathname.slice(BASE_URL.length) : pathname.replace(/^\/+/, "");
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

/** Where a context's index lives: the base, plus the /search page's `version` path if any. */
export function versionUrlOf(version: string | null): string {
  return version ? `${BASE_URL}${version}/` : BASE_URL;
}

/** The "See all results" link: `/search/?q=…[&ctx=…]`. */
export function searchPageHref(query: string, context: string): string {
  const params = new URLSearchParams({ q: query });
  if (context) params.set("ctx", context);
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
