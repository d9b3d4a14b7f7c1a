/**
 * The page prerendered at a redirect's source, for hosts that do not read `_redirects`
 * (GitHub Pages, a bucket): it sends the reader on at once. The policy allows no inline
 * script, so a small script file (`/_redirect.js`, same origin) reads the target from its
 * own `data-to` and replaces the location, keeping the reader's query and anchor. Without
 * JavaScript a `<meta http-equiv="refresh">` inside `<noscript>` does it (to the route
 * alone: a meta refresh cannot see the query); with JavaScript on, the `<noscript>` is not
 * parsed as markup, so the two never race. The canonical link names the target, and the
 * body shows a link to it.
 */
import { escapeHtml } from "../../../contracts/html";

/** Where the script is served; an underscore name, like the site's other files that are not pages. */
export const REDIRECT_SCRIPT_URL = "/_redirect.js";

/** The script, as served. Only a path on this site is followed. */
export const REDIRECT_SCRIPT = `// Sends the reader of a moved page on to its route at once, keeping the query and anchor.
// The route is the data-to attribute of the script element that loads this file.
(function () {
  var script = document.currentScript;
  var to = script && script.getAttribute("data-to");
  if (to && to.charAt(0) === "/" && to.charAt(1) !== "/") location.replace(to + location.search + location.hash);
})();
`;

export interface RedirectPageInput {
  /** The route the page moved to. */
  to: string;
  /** That route's title, for the link. */
  title: string;
  /** The site's origin (`https://projen.io`), for the canonical URL. */
  siteUrl: string;
}

export function redirectPage({ to, title, siteUrl }: RedirectPageInput): string {
  const href = escapeHtml(to);
  const canonical = escapeHtml(siteUrl.replace(/\/$/, "") + to);
  return (
    `<!doctype html>\n<html lang="en">\n<head>\n` +
    `<meta charset="utf-8">\n` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">\n` +
    `<title>Moved: ${escapeHtml(title)}</title>\n` +
    `<link rel="canonical" href="${canonical}">\n` +
    `<script src="${REDIRECT_SCRIPT_URL}" data-to="${href}"></script>\n` +
    `<noscript><meta http-equiv="refresh" content="0; url=${href}"></noscript>\n` +
    `</head>\n<body>\n` +
    `<p>This page has moved to <a href="${href}">${escapeHtml(title)}</a>.</p>\n` +
    `</body>\n</html>\n`
  );
}
