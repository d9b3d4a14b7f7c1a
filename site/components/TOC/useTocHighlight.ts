/** Marks the desktop TOC link of the heading in view; updated on scroll, once per frame. */
import { useEffect, type RefObject } from "react";
import { activeHeadingIndex, headingBox, TOC_ACTIVE_CLASS, TOC_HIGHLIGHT_SELECTOR } from "./tocHighlight";

function linkTarget(link: HTMLAnchorElement): string {
  const hash = link.getAttribute("href") ?? "";
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/** Scrolls the TOC's own box (never the page) so the active link stays visible. */
function keepVisible(container: HTMLElement, link: HTMLElement): void {
  if (container.scrollHeight <= container.clientHeight) return;
  const top = link.getBoundingClientRect().top - container.getBoundingClientRect().top;
  if (top < 0 || top + link.offsetHeight > container.clientHeight) {
    container.scrollTop += top - container.clientHeight / 3;
  }
}

export function useTocHighlight(toc: RefObject<HTMLElement | null>, contentKey: unknown): void {
  useEffect(() => {
    const container = toc.current;
    if (!container) return;
    const headings = Array.from(document.querySelectorAll<HTMLElement>("h2.anchor, h3.anchor"));
    const linksById = new Map<string, HTMLAnchorElement[]>();
    for (const link of container.querySelectorAll<HTMLAnchorElement>(TOC_HIGHLIGHT_SELECTOR)) {
      const id = linkTarget(link);
      linksById.set(id, [...(linksById.get(id) ?? []), link]);
    }
    let active: HTMLAnchorElement[] = [];
    let frame = 0;

    const update = () => {
      frame = 0;
      const offset = document.querySelector<HTMLElement>(".navbar")?.clientHeight ?? 0;
      const index = activeHeadingIndex(
        headings.length,
        (i) => headingBox(headings[i], window.innerHeight),
        offset,
        window.innerHeight,
      );
      const next = index >= 0 ? (linksById.get(headings[index].id) ?? []) : [];
      if (next.length === active.length && next.every((link, i) => link === active[i])) return;
      for (const link of active) link.classList.remove(TOC_ACTIVE_CLASS);
      for (const link of next) link.classList.add(TOC_ACTIVE_CLASS);
      active = next;
      if (next[0]) keepVisible(container, next[0]);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };

    update();
    document.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      for (const link of active) link.classList.remove(TOC_ACTIVE_CLASS);
    };
  }, [toc, contentKey]);
}
