/**
 * The one home of browser-storage keys and of storage access that never throws.
 * Storage can be missing (SSR), disabled (privacy settings) or full: every read then
 * gives null and every write is dropped, so no feature can crash the page through it.
 */

export const STORAGE_KEYS = {
  /** "light" | "dark"; absent means no explicit choice. */
  theme: "theme",
  /** "true" | "false": whether the announcement bar with the stored id was closed. */
  announcementDismiss: "docusaurus.announcement.dismiss",
  /** The id of the announcement bar seen last. */
  announcementId: "docusaurus.announcement.id",
  /** The docs version the reader picked ("current" is the only one). */
  docsPreferredVersion: "docs-preferred-version-default",
  /** sessionStorage: the URL a failed navigation last reloaded, so we never reload in a loop. */
  reloadGuard: "site.reload-guard",
} as const;

/** The tab a reader chose last in a group of tabs (`<Tabs groupId>`), as Docusaurus keys it. */
export function tabGroupKey(groupId: string): string {
  return `docusaurus.tab.${groupId}`;
}

export type StorageArea = "localStorage" | "sessionStorage";

export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** The underlying Storage, if it can be reached (to compare with StorageEvent.storageArea). */
  area(): Storage | null;
}

function reach(areaName: StorageArea): Storage | null {
  try {
    return typeof window === "undefined" ? null : window[areaName];
  } catch {
    return null;
  }
}

export function safeStorage(areaName: StorageArea): SafeStorage {
  return {
    get(key) {
      try {
        return reach(areaName)?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        reach(areaName)?.setItem(key, value);
      } catch {
        // Quota exceeded or storage disabled: the setting lasts for this page only.
      }
    },
    remove(key) {
      try {
        reach(areaName)?.removeItem(key);
      } catch {
        // Same as set.
      }
    },
    area: () => reach(areaName),
  };
}

export const local = safeStorage("localStorage");
export const session = safeStorage("sessionStorage");
