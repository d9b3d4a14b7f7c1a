/**
 * Highlighting the search terms on the page a result led to: on every change of the
 * pathname or query string, after the page has rendered, the `_highlight` values of
 * the URL are marked inside the first <article> (previous marks removed first).
 * The search bar fills its input from the same parameters.
 */
import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { markTerms, unmarkTerms } from "./markText";
import { highlightTerms } from "./urls";

/** Re-marks the first <article> of `doc` with `terms` (none: just removes the marks). */
export function applyHighlight(doc: Document, terms: string[]): void {
  const article = doc.querySelector("article");
  if (!article) return;
  unmarkTerms(article);
  if (terms.length > 0) markTerms(article, terms);
}

/** Removes the marks from the first <article> (the search bar's clear button). */
export function clearHighlight(doc: Document): void {
  const article = doc.querySelector("article");
  if (article) unmarkTerms(article);
}

/** Call once in the doc layout. */
export function useSearchHighlight(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    // After a 0 ms timeout, like the reference: the new page's body is in the DOM by then.
    const timer = setTimeout(() => applyHighlight(document, highlightTerms(search)), 0);
    return () => clearTimeout(timer);
  }, [pathname, search]);
}
