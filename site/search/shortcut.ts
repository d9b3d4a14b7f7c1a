/**
 * The "mod+k" shortcut that focuses the search box: Meta on a Mac, Ctrl elsewhere, with
 * exactly that modifier (Ctrl+Shift+K does not count).
 */

interface NavigatorLike {
  userAgentData?: { platform?: string };
  userAgent?: string;
  platform?: string;
}

/** Mac detection: userAgentData.platform, then the user agent, then navigator.platform. */
export function isMacPlatform(nav: NavigatorLike | undefined): boolean {
  if (!nav) return false;
  const hint = nav.userAgentData?.platform;
  if (hint) return /mac/i.test(hint);
  if (nav.userAgent && /mac/i.test(nav.userAgent)) return true;
  return !!nav.platform && /mac/i.test(nav.platform);
}

interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

export function isSearchShortcut(event: KeyLike, mac: boolean): boolean {
  return (
    typeof event.key === "string" &&
    event.key.toLowerCase() === "k" &&
    event.ctrlKey === !mac &&
    event.metaKey === mac &&
    !event.altKey &&
    !event.shiftKey
  );
}
