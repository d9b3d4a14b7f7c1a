/**
 * Highlighting the search terms on the page a result led to: on every change of the
 * pathname or query string, after the page has rendered, the `_highlight` values of
 * the URL are marked inside the first <article> (previous marks removed first), and so
 * is what the article receives later, in idle time (a long page adds the rest of its
 * body a slice at a time while the browser is idle). The search bar fills its input
 * from the same parameters. The marking itself (articleMarks.ts) loads only when there
 * is something to mark or unmark.
 */
import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { highlightTerms } from "./urls";

/** The marking code, loaded on first need. */
const loadMarks = () => import("./articleMarks.js");

/** Whether the page has marks of an earlier highlight (then the marking code has loaded). */
function hasMarks(doc: Document): boolean {
  return doc.querySelector("article mark[data-markjs]") !== null;
}

/** Removes the marks from the first <article> (the search bar's clear button). */
export function clearHighlight(doc: Document): void {
  if (hasMarks(doc)) void loadMarks().then((marks) => marks.unmarkArticle(doc));
}

/** Call once in the doc layout. */
export function useSearchHighlight(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    let stop = () => {};
    let current = true;
    // After a 0 ms timeout, like the reference: the new page's body is in the DOM by then.
    const timer = setTimeout(() => {
      const terms = highlightTerms(search);
      if (terms.length === 0 && !hasMarks(document)) return;
      void loadMarks().then(({ applyHighlight, followArticle }) => {
        if (!current) return;
        const article = applyHighlight(document, terms);
        if (article) stop = followArticle(article, terms);
      });
    }, 0);
    return () => {
      current = false;
      clearTimeout(timer);
      stop();
    };
  }, [pathname, search]);
}
