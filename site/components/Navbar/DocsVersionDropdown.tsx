/**
 * The docs version picker (choices by versionChoices). Picking an item remembers it under
 * docs-preferred-version-default. On a site with cut versions, where the other versions have
 * the doc on screen is fetched when the reader shows intent (pointer on it, focus, open), so
 * that each item leads to the same doc in its version.
 */
import { useCallback } from "react";
import { useLocation } from "react-router-dom";
import { useSite } from "../../app/SiteContext";
import { matchRoute } from "../../lib/routeMatch";
import { useDocsVersions, usePreferredDocsVersion } from "../../versions/DocsVersions";
import { versionChoices } from "../../versions/versionChoices";
import { NavbarDropdown, type DropdownItem } from "./NavbarDropdown";

export function useDocsVersionItems(): { label: string; items: DropdownItem[]; onIntent: () => void } {
  const { pathname, search, hash } = useLocation();
  const { index } = useSite();
  const { list, routes, want } = useDocsVersions();
  const [preferred, savePreferred] = usePreferredDocsVersion();
  const match = matchRoute(pathname, index);
  const { label, choices } = versionChoices({
    own: index.manifest.version,
    doc: match.kind === "doc" ? match.doc : null,
    onDocs: match.kind === "doc" || match.kind === "docs-notfound",
    here: { pathname, search, hash },
    list,
    routes,
    preferred,
  });
  const items = choices.map((choice) => ({
    label: choice.label,
    href: choice.href,
    active: choice.active,
    onSelect: () => savePreferred(choice.name),
  }));
  const id = match.kind === "doc" ? match.doc.id : undefined;
  const onIntent = useCallback(() => want(id), [want, id]);
  return { label, items, onIntent };
}

export function DocsVersionDropdown() {
  const { label, items, onIntent } = useDocsVersionItems();
  return <NavbarDropdown label={label} items={items} className="docs-version-dropdown" onIntent={onIntent} />;
}
