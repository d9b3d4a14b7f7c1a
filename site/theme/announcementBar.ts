/**
 * Announcement bar state. A closed bar stays closed until its configured id changes.
 * Storage: dismiss flag ("true"/"false") and the id last seen.
 */
import { useCallback, useEffect, useState } from "react";
import { local, STORAGE_KEYS } from "../lib/storage";

const LEGACY_DEFAULT_ID = "annoucement-bar";
const DEFAULT_ID = "announcement-bar";

/** Runs on mount: records the configured id and says whether the bar is dismissed. */
export function syncAnnouncementDismissal(configuredId: string): boolean {
  let storedId = local.get(STORAGE_KEYS.announcementId);
  if (storedId === LEGACY_DEFAULT_ID) storedId = DEFAULT_ID;
  local.set(STORAGE_KEYS.announcementId, configuredId);
  if (storedId !== configuredId) {
    local.set(STORAGE_KEYS.announcementDismiss, "false");
    return false;
  }
  return local.get(STORAGE_KEYS.announcementDismiss) === "true";
}

export function dismissAnnouncement(): void {
  local.set(STORAGE_KEYS.announcementDismiss, "true");
}

/** Shown on the server and during hydration; after mount, hidden if dismissed. */
export function useAnnouncementBar(configuredId: string): { isActive: boolean; close(): void } {
  const [isActive, setActive] = useState(true);
  useEffect(() => {
    const dismissed = syncAnnouncementDismissal(configuredId);
    setActive(!dismissed);
    // The pre-paint attribute hid the bar for this load; now state decides.
    document.documentElement.setAttribute("data-announcement-bar-initially-dismissed", String(dismissed));
  }, [configuredId]);
  const close = useCallback(() => {
    dismissAnnouncement();
    setActive(false);
  }, []);
  return { isActive, close };
}
