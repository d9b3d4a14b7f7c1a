/** The HTML document around the rendered app: head tags, inline scripts, boot data. */
import { BOOT_DATA_ID, NAVBAR_BACKDROP_ID, ROOT_ID } from "../app/domIds";
import { siteConfig } from "../config";
import type { AssetList, BootData } from "../../contracts/data";
import { escapeHtml } from "../../contracts/html";
import { ANNOUNCEMENT_SCRIPT, BASE_URL_BANNER_SCRIPT, THEME_SCRIPT } from "../theme/inlineScripts";

/** JSON that is safe inside <script>: no "<" can close the element or open a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

export interface DocumentParts {
  title: string;
  description: string;
  /** Absolute URL of the page, for <link rel="canonical"> and og:url; none for 404. */
  canonicalUrl?: string;
  /**
   * What crawlers are told beyond the site's default: "noindex, follow" (a page of the site's
   * own, /search) or "noindex, nofollow" (an unlisted doc); none for an indexed page.
   */
  robots?: "noindex, follow" | "noindex, nofollow";
  /** The page's social image: an absolute URL (og:image, twitter:image), and its size when known. */
  image?: { url: string; width?: number; height?: number };
  /** Structured data for search engines (a doc's BreadcrumbList), as JSON-LD. */
  structuredData?: object;
  baseUrlBanner: boolean;
  appHtml: string;
  boot: BootData;
  assets: AssetList;
}

/** Crawlers read name="robots"; property="robots" is how the reference site writes it, kept beside it. */
function robotsMeta(content: string | undefined): string {
  return content ? `<meta name="robots" content="${content}"><meta property="robots" content="${content}">` : "";
}

/** A social image's tags: where it is, its size when known, and what it shows. */
function imageMeta(image: DocumentParts["image"], title: string): string[] {
  if (!image) return [];
  return [
    `<meta property="og:image" content="${escapeHtml(image.url)}">`,
    ...(image.width && image.height
      ? [
          `<meta property="og:image:width" content="${image.width}">`,
          `<meta property="og:image:height" content="${image.height}">`,
        ]
      : []),
    `<meta property="og:image:alt" content="${escapeHtml(title)}">`,
    `<meta name="twitter:image" content="${escapeHtml(image.url)}">`,
  ];
}

export function htmlDocument(parts: DocumentParts): string {
  const { i18n } = siteConfig;
  const locale = i18n.defaultLocale;
  const direction = i18n.localeConfigs[locale]?.direction ?? "ltr";
  const head = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(parts.title)}</title>`,
    `<meta name="description" content="${escapeHtml(parts.description)}">`,
    `<meta property="og:title" content="${escapeHtml(parts.title)}">`,
    `<meta property="og:description" content="${escapeHtml(parts.description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta name="twitter:card" content="${parts.image ? "summary_large_image" : "summary"}">`,
    parts.canonicalUrl ? `<meta property="og:url" content="${escapeHtml(parts.canonicalUrl)}">` : "",
    parts.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(parts.canonicalUrl)}">` : "",
    ...imageMeta(parts.image, parts.title),
    // Data, not script: the CSP governs what runs, and a browser never runs this type.
    parts.structuredData ? `<script type="application/ld+json">${scriptSafeJson(parts.structuredData)}</script>` : "",
    robotsMeta(parts.robots ?? (siteConfig.noIndex ? "noindex, follow" : undefined)),
    `<link rel="icon" href="${escapeHtml(siteConfig.favicon)}" type="image/svg+xml">`,
    ...parts.assets.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    // No first paint of a half-parsed navbar: its right-hand items would move left as the
    // rest arrived (a layout shift). Chromium unblocks when the element is inserted, the
    // spec once it is parsed: for an empty element right after the items, the same moment.
    // Browsers without rel=expect ignore it.
    `<link rel="expect" href="#${NAVBAR_BACKDROP_ID}" blocking="render">`,
    ...parts.assets.preload.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    // The page's part of the route table, which hydration waits for, comes with the app's modules.
    "part" in parts.boot.table
      ? `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(parts.boot.table.part)}">`
      : "",
    // A /search?q=… load starts its search from the entry: its chunks come in the first round.
    ...(parts.boot.kind === "search" ? parts.assets.searchPreload : []).map(
      (href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`,
    ),
    // Async: the tiny entry runs as soon as it arrives and starts fetching the app meanwhile.
    `<script type="module" async src="${escapeHtml(parts.assets.entry)}"></script>`,
    parts.baseUrlBanner ? `<script>${BASE_URL_BANNER_SCRIPT}</script>` : "",
  ].filter(Boolean);
  const bodyStart = [
    `<script>${THEME_SCRIPT}</script>`,
    siteConfig.announcementBar ? `<script>${ANNOUNCEMENT_SCRIPT}</script>` : "",
  ].filter(Boolean);
  return (
    `<!doctype html>\n` +
    `<html lang="${escapeHtml(locale)}" dir="${direction}" data-theme="light" data-theme-choice="light">\n` +
    `<head>\n${head.join("\n")}\n</head>\n` +
    `<body>\n${bodyStart.join("\n")}\n` +
    `<div id="${ROOT_ID}">${parts.appHtml}</div>\n` +
    `<script id="${BOOT_DATA_ID}" type="application/json">${scriptSafeJson(parts.boot)}</script>\n` +
    `</body>\n</html>\n`
  );
}
