/**
 * Highlighting the search terms on the page a result led to: on every change of the
 * pathname or query string, after the page has rendered, the `_highlight` values of
 * the URL are marked inside the first <article> (previous marks removed first), and so
 * is what the article receives later, in idle time (a long page adds the rest of its
 * body a slice at a time while the browser is idle). The search bar fills its input
 * from the same parameters.
 */
import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { whenIdle } from "../lib/idle";
import { markableTextNodes, markTerms, markTextNode, unmarkTerms, wordsToMark } from "./markText";
import { highlightTerms } from "./urls";

/** Re-marks the first <article> of `doc` with `terms` (none: just removes the marks). Returns the article. */
export function applyHighlight(doc: Document, terms: string[]): Element | null {
  const article = doc.querySelector("article");
  if (!article) return null;
  unmarkTerms(article);
  if (terms.length > 0) markTerms(article, terms);
  return article;
}

/** Removes the marks from the first <article> (the search bar's clear button). */
export function clearHighlight(doc: Document): void {
  const article = doc.querySelector("article");
  if (article) unmarkTerms(article);
}

/** How long one idle callback may spend marking what arrived. */
const IDLE_BUDGET_MS = 8;

/**
 * Marks `terms` in the elements added to `article` from now on, until the returned
 * function is called: in idle time, a few text nodes at a time, since a long page's
 * slices arrive in idle time too and marking thousands of hits at once would block
 * the page. Added text nodes are not followed: removing marks adds those.
 */
export function followArticle(article: Element, terms: string[]): () => void {
  const words = wordsToMark(terms);
  if (words.length === 0 || typeof MutationObserver === "undefined") return () => {};
  const options = { childList: true, subtree: true };
  const pending: Text[] = [];
  let next = 0;
  let cancel: (() => void) | null = null;
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (node.nodeType !== 1 || (node as Element).hasAttribute("data-markjs")) return;
        for (const text of markableTextNodes(node as Element, article)) pending.push(text);
      });
    }
    if (next < pending.length && !cancel) schedule();
  });
  const schedule = () => {
    cancel = whenIdle(() => {
      cancel = null;
      const started = performance.now();
      // Not watching while marking: the marks are mutations too.
      observer.disconnect();
      while (next < pending.length && performance.now() - started < IDLE_BUDGET_MS) {
        const node = pending[next++];
        if (node.isConnected) markTextNode(node, words);
      }
      observer.observe(article, options);
      if (next < pending.length) schedule();
      else pending.length = next = 0;
    }, 1000);
  };
  observer.observe(article, options);
  return () => {
    observer.disconnect();
    cancel?.();
  };
}

/** Call once in the doc layout. */
export function useSearchHighlight(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    let stop = () => {};
    // After a 0 ms timeout, like the reference: the new page's body is in the DOM by then.
    const timer = setTimeout(() => {
      const terms = highlightTerms(search);
      const article = applyHighlight(document, terms);
      if (article) stop = followArticle(article, terms);
    }, 0);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [pathname, search]);
}
