/**
 * Where the view goes after a client-side navigation: back/forward return to the position
 * the reader left; a #hash goes to its element; a new page starts at the top. Focus moves
 * to the top of the page so the next Tab reaches the skip link, as after a full load.
 */
import type { Location, NavigationType } from "react-router-dom";
import { NAVIGATION_FOCUS_ID } from "../app/domIds";

const positions = new Map<string, number>();

/** Entries made by the browser itself (native #anchor clicks) all share the key "default". */
function rememberable(location: Location): boolean {
  return location.key !== "default";
}

/**
 * The tab's first entry has no key either (React Router reads one from history.state):
 * give it one before the router starts, so coming back to it restores its position too.
 */
export function keyInitialHistoryEntry(): void {
  const state = window.history.state as { key?: unknown } | null;
  if (state && typeof state.key === "string") return;
  const key = Math.random().toString(36).slice(2, 10);
  window.history.replaceState({ ...state, key }, "");
}

export function rememberScroll(location: Location): void {
  if (rememberable(location)) positions.set(location.key, window.scrollY);
}

function scrollToHash(hash: string): boolean {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // Keep the raw id.
  }
  const target = id && document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView();
  return true;
}

export function placeViewAfterNavigation(previous: Location, current: Location, action: NavigationType): void {
  const pageChanged = previous.pathname !== current.pathname;
  const samePageHashChange = !pageChanged && previous.search === current.search;
  if (action === "POP") {
    const saved = rememberable(current) ? positions.get(current.key) : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (samePageHashChange)
      return; // the browser already scrolled to a native #anchor
    else if (!(current.hash && scrollToHash(current.hash)) && pageChanged) window.scrollTo(0, 0);
  } else if (!(current.hash && scrollToHash(current.hash)) && pageChanged) {
    window.scrollTo(0, 0);
  }
  if (pageChanged) document.getElementById(NAVIGATION_FOCUS_ID)?.focus({ preventScroll: true });
}
