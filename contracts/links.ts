/** Classifies hrefs: external (another site), in-page (#anchor) or internal. */

export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//");
}

export function isHashHref(href: string): boolean {
  return href.startsWith("#");
}

/** The pathname of an internal href ("/docs/x?y#z" → "/docs/x"). */
export function pathnameOf(href: string): string {
  const end = href.search(/[?#]/);
  return end < 0 ? href : href.slice(0, end);
}
