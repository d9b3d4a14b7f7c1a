/**
 * Broken links on a site with docs versions: which version the missing page would be in, the
 * doc or page that version lacks, and where another version has it, so that the writer of an
 * old version's doc sees what the link meant. A page's counterpart in another version is the
 * page at the same route in that version's route base; the last version is looked in first,
 * then the others in Docusaurus's order.
 */
import { closest } from "fastest-levenshtein";
import { routeKey } from "../../../contracts/paths";
import { unversionedRoute, versionedRoute, versionOfRoute } from "../../../contracts/versions";

/** A docs version as link_check is told of it (docs_site writes the list, in Docusaurus's order). */
export interface LinkVersion {
  name: string;
  label: string;
  /** Its route base (`/docs/1.2`). */
  path: string;
  /** The version served at `/docs` (Docusaurus's lastVersion). */
  isLast?: boolean;
}

export class VersionedTargets {
  /** The versions to look in for a counterpart: the last first. */
  private readonly lookIn: readonly LinkVersion[];
  /** Every page's route (of every version), by its key. */
  private readonly byKey: ReadonlyMap<string, string>;

  /** `routes`: every page's route, of every version. */
  constructor(
    private readonly versions: readonly LinkVersion[],
    private readonly routes: readonly string[],
  ) {
    this.lookIn = [...versions.filter((v) => v.isLast), ...versions.filter((v) => !v.isLast)];
    this.byKey = new Map(routes.map((route) => [routeKey(route), route]));
  }

  /**
   * What a broken link's version lacks, and where else it is: "docs version 1.0 has no
   * docs/x.md (Next has it at /docs/x)". Undefined on a site of one version, or for a path
   * outside every version's route base. `doc` is the doc a `.md` link named.
   */
  missing(path: string, doc: string | undefined): string | undefined {
    if (this.versions.length < 2) return undefined;
    const version = versionOfRoute(path, this.versions);
    if (!version) return undefined;
    const lacks = `docs version ${version.name} has no ${doc ?? "such page"}`;
    const rest = unversionedRoute(routeKey(path), version.path);
    for (const other of this.lookIn) {
      const there = other === version ? undefined : this.byKey.get(routeKey(versionedRoute(rest, other.path)));
      if (there) return `${lacks} (${other.label} has ${doc ? "it at " : ""}${there})`;
    }
    const own = this.routes.filter((r) => versionOfRoute(r, this.versions) === version);
    return own.length > 0 ? `${lacks} (did you mean ${closest(path, own)}?)` : lacks;
  }
}
