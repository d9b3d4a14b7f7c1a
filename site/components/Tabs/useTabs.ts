/**
 * Tabs' behaviour (tabs.ts) loads only for a doc body that has tabs, right after hydration:
 * a doc without tabs ships none of it, and one with tabs reads from the start, its default
 * tabs prerendered. A click or key on a tab before it has loaded is remembered and done
 * once it has, so no reader's choice is lost.
 */
import { useEffect, type RefObject } from "react";

const TAB = '[role="tab"]';
/** The keys the tab list answers (tabs.ts, tabForKey). */
const TAB_KEYS = ["ArrowLeft", "ArrowRight", "Home", "End"];

export function useTabs(container: RefObject<HTMLElement | null>, contentKey: unknown): void {
  useEffect(() => {
    const root = container.current;
    if (!root?.querySelector(".tabs")) return;
    let pending: { tab: HTMLElement; key?: string } | undefined;
    const remember = (event: Event) => {
      const tab = (event.target as Element | null)?.closest?.<HTMLElement>(TAB);
      if (!tab || !root.contains(tab)) return;
      const key = event instanceof KeyboardEvent ? event.key : undefined;
      if (key !== undefined && !TAB_KEYS.includes(key)) return;
      // Home and End would scroll the page meanwhile: the tabs take them.
      if (key !== undefined) event.preventDefault();
      pending = { tab, key };
    };
    root.addEventListener("click", remember);
    root.addEventListener("keydown", remember);
    const forget = () => {
      root.removeEventListener("click", remember);
      root.removeEventListener("keydown", remember);
    };
    let detach: (() => void) | undefined;
    let live = true;
    // After this commit, which marks the page hydrated: the chunk is not part of the first load.
    const timer = setTimeout(() => {
      import("./tabs.js").then(
        ({ attachTabs, moveByKey, select }) => {
          if (!live) return;
          forget();
          detach = attachTabs(root);
          if (pending?.key !== undefined) moveByKey(root, pending.tab, pending.key);
          else if (pending) select(root, pending.tab);
        },
        (error: unknown) => console.warn("Could not load the tabs' behaviour", error),
      );
    }, 0);
    return () => {
      live = false;
      clearTimeout(timer);
      forget();
      detach?.();
    };
  }, [container, contentKey]);
}
