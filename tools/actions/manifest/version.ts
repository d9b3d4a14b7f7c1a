/**
 * The docs version a route table is built for: its facts in the table (`version`), its docs'
 * ids and real files, and its generated index pages moved under its route base. With the
 * defaults (CURRENT: current at /docs, unversioned) the table is exactly an unversioned site's.
 */
import type { DocsVersionFacts, ManifestDoc, PageMeta, SidebarItem, TableVersion } from "../../../contracts/data";
import { DOCS_ROUTE_BASE, versionedDocFile, versionedRoute } from "../../../contracts/versions";

/** What the build tells the table of its version (docs_site's resolve_versions). */
export interface VersionOptions {
  name: string;
  label: string;
  routeBase: string;
  /** The version's folder under the content root (`versioned_docs/version-1.2`); absent: `docs`. */
  docsDir?: string;
  /** Absent or `/`: the last version's. */
  searchBase?: string;
  banner?: "unreleased" | "unmaintained";
  badge?: boolean;
  versioned?: boolean;
  latest?: DocsVersionFacts;
  newerThanLatest?: boolean;
}

/** An unversioned site's only version. */
export const CURRENT: VersionOptions = { name: "current", label: "Next", routeBase: DOCS_ROUTE_BASE };

/** The table's `version`: name, label, path and main doc, then only the facts that are set. */
export function tableVersion(version: VersionOptions, mainDocRoute: string): TableVersion {
  const { name, label, routeBase: path, searchBase, banner, latest } = version;
  return {
    name,
    label,
    path,
    mainDocRoute,
    ...(banner ? { banner } : {}),
    ...(version.badge ? { badge: true } : {}),
    ...(version.versioned ? { versioned: true } : {}),
    ...(searchBase && searchBase !== "/" ? { searchBase } : {}),
    ...(latest ? { latest } : {}),
    ...(version.newerThanLatest ? { newerThanLatest: true } : {}),
  };
}

/** A doc's entry with its version's facts: its id on a versioned site, its real file when its folder is not `docs`. */
export function versionedEntry(doc: ManifestDoc, meta: PageMeta, version: VersionOptions): ManifestDoc {
  const file = version.docsDir ? versionedDocFile(meta.source, version.docsDir) : null;
  return { ...doc, ...(version.versioned ? { id: meta.id } : {}), ...(file && file !== meta.source ? { file } : {}) };
}

/**
 * The sidebars with their categories' generated index pages under the version's route base
 * (`/docs/category/x` → `/docs/1.2/category/x`): they are resolved at /docs, while the docs'
 * links already have their versioned routes. A link the writer gave is left as it is.
 */
export function versionGeneratedIndexes(
  sidebars: Record<string, SidebarItem[]>,
  routeBase: string,
): Record<string, SidebarItem[]> {
  if (routeBase === DOCS_ROUTE_BASE) return sidebars;
  const moved = (items: SidebarItem[]): SidebarItem[] =>
    items.map((item) => {
      if (item.type !== "category") return item;
      const href = item.generatedIndex && item.href ? versionedRoute(item.href, routeBase) : item.href;
      return { ...item, ...(href !== undefined ? { href } : {}), items: moved(item.items) };
    });
  return Object.fromEntries(Object.entries(sidebars).map(([id, items]) => [id, moved(items)]));
}
