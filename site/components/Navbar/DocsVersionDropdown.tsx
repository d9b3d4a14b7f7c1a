/**
 * The docs version picker. Its label is the version being read (on a doc page) or else the
 * preferred one; each item leads to the same doc in that version, or to the version's main
 * doc off the docs. Picking an item remembers it under docs-preferred-version-default.
 */
import { useLocation } from "react-router-dom";
import { useSite } from "../../app/SiteContext";
import { matchRoute } from "../../lib/routeMatch";
import { DOCS_VERSIONS, useDocsPreferredVersion } from "../../theme/docsVersion";
import { NavbarDropdown, type DropdownItem } from "./NavbarDropdown";

export function useDocsVersionItems(): { label: string; items: DropdownItem[] } {
  const { pathname, search, hash } = useLocation();
  const { index } = useSite();
  const [preferred, savePreferred] = useDocsPreferredVersion();
  // One version today: a doc page's version is it; elsewhere the preferred or the latest.
  const onDoc = matchRoute(pathname, index).kind === "doc";
  const shown = DOCS_VERSIONS.find((v) => v.name === preferred) ?? DOCS_VERSIONS[DOCS_VERSIONS.length - 1];
  const items = DOCS_VERSIONS.map((version) => ({
    label: version.label,
    href: onDoc ? pathname + search + hash : index.manifest.version.mainDocRoute,
    active: version.name === shown.name,
    onSelect: () => savePreferred(version.name),
  }));
  return { label: shown.label, items };
}

export function DocsVersionDropdown() {
  const { label, items } = useDocsVersionItems();
  return <NavbarDropdown label={label} items={items} className="docs-version-dropdown" />;
}
