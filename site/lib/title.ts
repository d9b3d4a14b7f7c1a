/** Document titles: "<page> | <site>", or the site title alone. */
import { siteConfig } from "../config";

export function formatDocumentTitle(
  pageTitle: string | undefined,
  siteTitle: string = siteConfig.title,
  delimiter: string = siteConfig.titleDelimiter,
): string {
  const title = (pageTitle ?? "").trim();
  if (title === "" || title === siteTitle) return siteTitle;
  return `${title} ${delimiter} ${siteTitle}`;
}

export const NOT_FOUND_TITLE = "Page Not Found";
/** The search page sets its title raw (no site suffix); this is its title with no query. */
export const SEARCH_PAGE_TITLE = "Search the documentation";
export const CRASH_DOCUMENT_TITLE = "Page Error";
