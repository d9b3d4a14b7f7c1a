/**
 * Marking the search terms inside the first <article>, and following what it receives
 * later. Loaded only when a page has terms to mark or marks to remove (useHighlight.ts):
 * most page loads have neither, so this is no part of their first load.
 */
import { whenIdle } from "../lib/idle";
import { markableTextNodes, markTerms, markTextNode, unmarkTerms, wordsToMark } from "./markText";

/** Re-marks the first <article> of `doc` with `terms` (none: just removes the marks). Returns the article. */
export function applyHighlight(doc: Document, terms: string[]): Element | null {
  const article = doc.querySelector("article");
  if (!article) return null;
  unmarkTerms(article);
  if (terms.length > 0) markTerms(article, terms);
  return article;
}

/** Removes the marks from the first <article>. */
export function unmarkArticle(doc: Document): void {
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
