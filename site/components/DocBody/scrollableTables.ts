/**
 * A table wider than the text column scrolls sideways in its wrapper, and keyboard users
 * must be able to scroll it too: such a wrapper becomes focusable, as a named group.
 * Blocks off screen are skipped (see markdown.css) and report no overflow: once the page
 * is idle, the body's own table blocks are measured (laid out for it if need be); tables
 * in the later slices of a huge body are measured as they come into view.
 */
import { useEffect, type RefObject } from "react";
import { whenIdleInSlices } from "../../lib/idle";

const WRAPPER = ".table-wrapper";

function markIfScrollable(wrapper: HTMLElement): void {
  if (wrapper.hasAttribute("tabindex") || wrapper.scrollWidth <= wrapper.clientWidth) return;
  wrapper.tabIndex = 0;
  wrapper.setAttribute("role", "group");
  wrapper.setAttribute("aria-label", "Scrollable table");
}

function wrappersIn(element: Element): HTMLElement[] {
  return element.matches(WRAPPER) ? [element as HTMLElement] : [...element.querySelectorAll<HTMLElement>(WRAPPER)];
}

/**
 * Whether the wrapper's table is laid out: skipped content reports no overflow. (A skipped
 * block's own box shows; its contents do not.) Without the API, assume it is.
 */
function rendered(wrapper: HTMLElement): boolean {
  const table = wrapper.firstElementChild;
  return table && typeof table.checkVisibility === "function"
    ? table.checkVisibility({ contentVisibilityAuto: true })
    : true;
}

/** Measures a skipped block by laying it out just for that (one table: cheap). */
function measureSkipped(wrapper: HTMLElement): void {
  const previous = wrapper.style.contentVisibility;
  wrapper.style.contentVisibility = "visible";
  markIfScrollable(wrapper);
  wrapper.style.contentVisibility = previous;
}

export function useScrollableTables(body: RefObject<HTMLElement | null>, contentKey: unknown): void {
  useEffect(() => {
    const root = body.current;
    if (!root) return;
    // The event does not bubble: listen while it goes down (capture).
    const onVisibility = (event: Event) => {
      if ((event as Event & { skipped?: boolean }).skipped) return;
      if (event.target instanceof Element) for (const wrapper of wrappersIn(event.target)) markIfScrollable(wrapper);
    };
    root.addEventListener("contentvisibilityautostatechange", onVisibility, true);
    // A few at a time: each measure may lay a block out, and a big body has hundreds.
    const wrappers = wrappersIn(root);
    let next = 0;
    const cancel = whenIdleInSlices(() => {
      const wrapper = wrappers[next++];
      if (wrapper?.isConnected) {
        if (rendered(wrapper)) markIfScrollable(wrapper);
        else if (wrapper.parentElement === root) measureSkipped(wrapper);
      }
      return next < wrappers.length;
    });
    return () => {
      cancel();
      root.removeEventListener("contentvisibilityautostatechange", onVisibility, true);
    };
  }, [body, contentKey]);
}
