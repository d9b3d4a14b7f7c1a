/** What the mobile drawer does to the rest of the page while it is open. */
import { useEffect } from "react";

/** The page behind the drawer does not scroll while it is open. */
export function useLockBodyScroll(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);
}

const DRAWER_MARK = "siteDrawerOpen";

function onDrawerEntry(): boolean {
  return (window.history.state as Record<string, unknown> | null)?.[DRAWER_MARK] === true;
}

/**
 * While `shown`, Back closes the drawer and stays on the page, even when the page is the
 * first one of the tab. Opening adds a history entry for the same URL, marked as the
 * drawer's; Back returns to the page's own entry, and our capture listener (it runs before
 * the router's) stops that step from reaching the router. Closing any other way steps
 * back over the mark; links followed from the drawer replace it (see DrawerLinksReplace).
 */
export function useDrawerHistoryEntry(shown: boolean, close: () => void): void {
  useEffect(() => {
    if (!shown) return;
    // Reopened before our step back over the last mark finished: that mark is still here.
    if (!onDrawerEntry())
      window.history.pushState({ ...(window.history.state as object | null), [DRAWER_MARK]: true }, "");
    let marked = true;
    const onPop = (event: PopStateEvent) => {
      if (!marked) return;
      marked = false;
      event.stopImmediatePropagation();
      close();
    };
    window.addEventListener("popstate", onPop, { capture: true });
    return () => {
      window.removeEventListener("popstate", onPop, { capture: true });
      if (marked && onDrawerEntry()) {
        swallowNextPop = true;
        window.history.back();
      }
    };
  }, [shown, close]);
}

/** Our own step back over the mark must not reach the router: it lands after the drawer closed. */
let swallowNextPop = false;
if (typeof window !== "undefined") {
  window.addEventListener(
    "popstate",
    (event) => {
      if (!swallowNextPop) return;
      swallowNextPop = false;
      event.stopImmediatePropagation();
    },
    { capture: true },
  );
}
