/**
 * A navigation whose code or data fails to load usually means a new deployment removed
 * the old files: a full reload fixes it. To never reload in a loop, the URL is noted in
 * sessionStorage first; the same URL failing again shows the error instead. Without
 * working storage we cannot keep that promise, so we do not reload at all.
 */
import { session, STORAGE_KEYS } from "../lib/storage";

export function reloadOnce(url: string, reload: () => void = () => window.location.reload()): boolean {
  if (session.get(STORAGE_KEYS.reloadGuard) === url) return false;
  session.set(STORAGE_KEYS.reloadGuard, url);
  if (session.get(STORAGE_KEYS.reloadGuard) !== url) return false;
  reload();
  return true;
}

/** `url` loaded fine after all: if it fails again later, it may reload again. */
export function clearReloadGuard(url: string): void {
  if (session.get(STORAGE_KEYS.reloadGuard) === url) session.remove(STORAGE_KEYS.reloadGuard);
}
