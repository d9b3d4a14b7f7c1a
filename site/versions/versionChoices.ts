/**
 * The choices of the docs version dropdown (Docusaurus's rules): one per version, each
 * leading to the doc with the page's doc id in that version when it has one, else to the
 * version's first doc; the page's own version keeps the reader where they are. Its label is
 * the version being read on a docs page, else the preferred one, else the latest.
 */
import type { DocsVersionFacts, TableVersion } from "../../contracts/data";
import type { RoutesById, VersionList } from "./versionData";

export interface VersionChoice {
  name: string;
  label: string;
  href: string;
  active: boolean;
}

export interface ChoiceContext {
  /** The page's route table's version. */
  own: TableVersion;
  /** The page is one of its version's docs (its doc id, on a versioned site). */
  doc: { id?: string } | null;
  /** The page is under the docs (a doc or a docs not-found page): its version is the one read. */
  onDocs: boolean;
  /** `pathname + search + hash` of the page. */
  here: { pathname: string; search: string; hash: string };
  list: VersionList | null;
  routes: ReadonlyMap<string, RoutesById>;
  preferred: string | null;
}

/** Every version once the list is fetched; before that, the page's own and the latest. */
export function listedVersions(own: TableVersion, list: VersionList | null): readonly DocsVersionFacts[] {
  if (list) return list;
  if (!own.latest) return [own];
  return own.newerThanLatest ? [own, own.latest] : [own.latest, own];
}

function hrefIn(version: DocsVersionFacts, c: ChoiceContext): string {
  const { pathname, search, hash } = c.here;
  if (c.doc && version.name === c.own.name) return pathname + search + hash;
  const counterpart = c.doc?.id === undefined ? undefined : c.routes.get(version.name)?.get(c.doc.id);
  return counterpart ? counterpart + search + hash : version.mainDocRoute;
}

export function versionChoices(c: ChoiceContext): { label: string; choices: VersionChoice[] } {
  const versions = listedVersions(c.own, c.list);
  const latest = versions.find((v) => v.name === (c.own.latest ?? c.own).name) ?? c.own;
  const shown = (c.onDocs ? c.own : undefined) ?? versions.find((v) => v.name === c.preferred) ?? latest;
  return {
    label: shown.label,
    choices: versions.map((v) => ({ name: v.name, label: v.label, href: hrefIn(v, c), active: v.name === shown.name })),
  };
}
