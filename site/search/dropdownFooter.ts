/**
 * The "See all results" link under the navbar dropdown: within the page's context when
 * it has results there, outside it when it has none, and no link at all for a query
 * without results everywhere.
 */
import type { SuggestionView } from "./protocol";
import { contextLabel, searchPageHref } from "./urls";

export interface FooterLink {
  href: string;
  label: string;
}

/**
 * The footer for the rows answering `query` in `context` (null rows: no answer yet); `version`
 * is the /search page's parameter for the docs version searched (null: the last version).
 */
export function dropdownFooter(
  rows: SuggestionView[] | null,
  query: string,
  context: string,
  version: string | null = null,
): FooterLink | null {
  const label = contextLabel(context);
  if (rows && rows.length > 0) {
    return label
      ? { href: searchPageHref(query, context, version), label: `See all results within "${label}"` }
      : { href: searchPageHref(query, "", version), label: "See all results" };
  }
  if (rows && label) return { href: searchPageHref(query, "", version), label: `See all results outside "${label}"` };
  return null;
}
