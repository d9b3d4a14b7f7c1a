/**
 * What the search UI shows for each result, as ready-made (escaped) HTML: the rows of
 * the navbar dropdown and the items of the /search page. Built where the index lives
 * (the worker, the CLI), so the page never needs the documents' text.
 */
import type { SearchResult } from "./results";
import { isTitleOrHeading, SearchDocumentType } from "../../contracts/searchIndex";
import type { TreeStatus } from "./grouping";
import { escapeHtml, unescapeHtml } from "../../contracts/html";
import { highlight, snippet } from "./snippet";

export const DROPDOWN_LIMIT = 8;
export const DROPDOWN_SNIPPET_LENGTH = 50;
export const PAGE_LIMIT = 100;
export const PAGE_SNIPPET_LENGTH = 100;
export const PATH_SEPARATOR = " › ";

/** One row of the dropdown. */
export interface SuggestionView {
  id: number;
  type: SearchDocumentType;
  /** Keywords: the highlighted page title; others: the snippet of the text. */
  titleHtml: string;
  /** The path line (breadcrumbs › page › section), or for tree children the page title. */
  pathHtml: string;
  /** Where selecting it goes: `u?_highlight=…#hash`. */
  href: string;
  tree: TreeStatus;
  /** The query tokens, for highlighting on the target page. */
  tokens: string[];
}

/** One item of the /search page. */
export interface PageResultView {
  id: number;
  type: SearchDocumentType;
  linkHtml: string;
  pathHtml: string;
  /** A longer snippet, for content and description results. */
  summaryHtml: string | null;
  href: string;
}

/** The link of a result: its explicit path, the `_highlight` terms, then its anchor. */
export function resultHref(url: string, hash: string | undefined, tokens: string[]): string {
  const query = tokens.map((token) => `_highlight=${encodeURIComponent(token)}`).join("&");
  return url + (query ? `?${query}` : "") + (hash ?? "");
}

function joinPath(parts: (string | undefined | null)[]): string {
  return parts
    .filter((part): part is string => !!part)
    .map(escapeHtml)
    .join(PATH_SEPARATOR);
}

export function toSuggestion(result: SearchResult, snippetLength = DROPDOWN_SNIPPET_LENGTH): SuggestionView {
  const { document, type, page, tokens } = result;
  const titleHtml =
    type === SearchDocumentType.Keywords
      ? highlight(document.s ?? page?.t ?? "", tokens)
      : snippet(document.t, result.terms, tokens, snippetLength);
  let pathHtml: string;
  if (result.tree === null) {
    pathHtml =
      type === SearchDocumentType.Title || !page
        ? joinPath(document.b ?? page?.b ?? [])
        : joinPath([...(page.b ?? []), page.t, document.s && document.s !== page.t ? document.s : null]);
  } else {
    pathHtml = page ? highlight(page.t, tokens) : "";
  }
  return {
    id: document.i,
    type,
    titleHtml,
    pathHtml,
    href: resultHref(document.u, document.h, tokens),
    tree: result.tree,
    tokens,
  };
}

export function toPageResult(result: SearchResult, snippetLength = PAGE_SNIPPET_LENGTH): PageResultView {
  const { document, type, page, tokens } = result;
  const linkHtml = isTitleOrHeading(type)
    ? snippet(document.t, result.terms, tokens, snippetLength)
    : highlight(document.s ?? page?.t ?? "", tokens);
  const pathHtml =
    type === SearchDocumentType.Title || !page
      ? joinPath(document.b ?? [])
      : joinPath([
          ...(page.b ?? []),
          type === SearchDocumentType.Heading || type === SearchDocumentType.Content ? page.t : null,
        ]);
  // A section whose text was not fetched has no summary (searching.ts fetches the texts of the results it returns).
  const summaryHtml =
    (type === SearchDocumentType.Content || type === SearchDocumentType.Description) && typeof document.t === "string"
      ? snippet(document.t, result.terms, tokens, snippetLength)
      : null;
  return { id: document.i, type, linkHtml, pathHtml, summaryHtml, href: resultHref(document.u, document.h, tokens) };
}

/** Plain text of snippet HTML (for the CLI): tags dropped, entities decoded. */
export function htmlToText(html: string, mark: (text: string) => string = (text) => text): string {
  return unescapeHtml(html.replace(/<mark>(.*?)<\/mark>/g, (_, inner: string) => mark(inner)).replace(/<[^>]*>/g, ""));
}
