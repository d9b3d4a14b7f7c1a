/**
 * Plain <a> links inside HTML we did not render with React (doc bodies, the announcement):
 * clicks on links to our own pages navigate client-side, hovering preloads the target, and
 * links coming into view prefetch it, just like <Link>.
 */
import { useEffect, type RefObject } from "react";
import { useNavigate } from "react-router-dom";
import { whenIdle } from "../lib/idle";
import { matchRoute, type ManifestIndex } from "../lib/routeMatch";
import { useSite } from "./SiteContext";

/** The in-app path a click on `anchor` should navigate to, or null to let the browser handle it. */
export function clientNavigationTarget(
  anchor: HTMLAnchorElement,
  event: MouseEvent,
  index: ManifestIndex,
): string | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return null;
  }
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = otherPageUrl(anchor);
  if (!url) return null;
  return matchRoute(url.pathname, index).kind === "notfound" ? null : url.pathname + url.search + url.hash;
}

/** The URL of a same-origin link to another page; null for other sites and same-page anchors. */
function otherPageUrl(anchor: HTMLAnchorElement): URL | null {
  const raw = anchor.getAttribute("href");
  if (raw === null || raw.startsWith("#")) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, window.location.href);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url;
}

export function useInternalLinkNavigation(container: RefObject<HTMLElement | null>, contentKey?: unknown): void {
  const navigate = useNavigate();
  const { index, navigation } = useSite();

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const anchorOf = (event: Event) =>
      (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;

    const onClick = (event: MouseEvent) => {
      const anchor = anchorOf(event);
      if (!anchor || !root.contains(anchor)) return;
      const target = clientNavigationTarget(anchor, event, index);
      if (target === null) return;
      event.preventDefault();
      navigate(target);
    };
    const onPointer = (event: Event) => {
      const anchor = anchorOf(event);
      const url = anchor && otherPageUrl(anchor);
      if (url) navigation.preload(url.pathname);
    };
    root.addEventListener("click", onClick);
    root.addEventListener("mouseover", onPointer);
    root.addEventListener("touchstart", onPointer, { passive: true });

    // One observer for all links; each target is prefetched at most once by the service.
    // Set up when idle: an API page has thousands of links and nothing waits for this.
    let observer: IntersectionObserver | undefined;
    const cancelIdle = whenIdle(() => {
      if (typeof IntersectionObserver === "undefined") return;
      observer = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer!.unobserve(entry.target);
          const url = otherPageUrl(entry.target as HTMLAnchorElement);
          if (url) navigation.prefetch(url.pathname);
        }
      });
      for (const anchor of root.querySelectorAll<HTMLAnchorElement>("a[href]:not([href^='#'])")) {
        if (otherPageUrl(anchor)) observer.observe(anchor);
      }
    });
    return () => {
      root.removeEventListener("click", onClick);
      root.removeEventListener("mouseover", onPointer);
      root.removeEventListener("touchstart", onPointer);
      cancelIdle();
      observer?.disconnect();
    };
  }, [container, contentKey, index, navigate, navigation]);
}
