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

interface RouterHistoryState {
  idx?: number;
}

function historyIndex(state: unknown): number | undefined {
  const idx = (state as RouterHistoryState | null)?.idx;
  return typeof idx === "number" ? idx : undefined;
}

/**
 * While `active`, Back/Forward closes the drawer instead of leaving the page: our capture
 * listener runs before the router's, stops it, and steps history back to where it was.
 */
export function useCloseOnHistoryPop(active: boolean, close: () => void): void {
  useEffect(() => {
    if (!active) return;
    const startIndex = historyIndex(window.history.state);
    const onPop = (event: PopStateEvent) => {
      const landedIndex = historyIndex(event.state);
      close();
      // Entries we cannot place (no router index) are left to the router: the drawer just closes.
      if (startIndex === undefined || landedIndex === undefined || landedIndex === startIndex) return;
      event.stopImmediatePropagation();
      swallowNextPop = true;
      window.history.go(startIndex - landedIndex);
    };
    window.addEventListener("popstate", onPop, { capture: true });
    return () => window.removeEventListener("popstate", onPop, { capture: true });
  }, [active, close]);
}

/** The step back to the original entry must not reach the router either; it can land after the drawer closed. */
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
