/**
 * Calls `onVisible` once, the first time any part of `element` is in the viewport.
 * Without IntersectionObserver (old browsers, jsdom) it calls it right away.
 */
export function whenVisible(element: Element, onVisible: () => void): () => void {
  if (typeof IntersectionObserver === "undefined") {
    onVisible();
    return () => {};
  }
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting || entry.intersectionRatio > 0)) {
      observer.disconnect();
      onVisible();
    }
  });
  observer.observe(element);
  return () => observer.disconnect();
}
