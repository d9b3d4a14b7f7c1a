/** The document title of the page a route shows, known from the route table alone. */
import type { RouteMatch } from "../lib/routeMatch";
import { formatDocumentTitle, NOT_FOUND_TITLE, SEARCH_PAGE_TITLE } from "../lib/title";

export function documentTitleOf(match: RouteMatch): string {
  switch (match.kind) {
    case "doc":
      return formatDocumentTitle(match.doc.title);
    case "home":
      return formatDocumentTitle("");
    case "search":
      return SEARCH_PAGE_TITLE;
    case "docs-notfound":
    case "notfound":
      return formatDocumentTitle(NOT_FOUND_TITLE);
  }
}
