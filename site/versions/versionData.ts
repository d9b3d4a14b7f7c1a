/**
 * The site's docs versions as the browser fetches them: the list (/_site/versions.json,
 * unhashed, so a newly cut version shows up) and a version's doc routes by doc id (from its
 * hashed route table, cached for good). A doc's counterpart in another version is the doc
 * with its id (Docusaurus's rule). Each fetch is made once; a failed one is tried again on
 * the next use.
 */
import type { SiteManifest } from "../../contracts/data";
import { SITE_VERSIONS_FILE, type SiteVersions } from "../../contracts/versions";
import { fetchJson, loadOnce } from "../lib/fetchJson";

export type FetchJson = (url: string, init?: RequestInit) => Promise<unknown>;
export type VersionList = SiteVersions["versions"];
export type VersionEntry = VersionList[number];
/** A version's doc id → route. */
export type RoutesById = ReadonlyMap<string, string>;

export function routesByIdOf(table: SiteManifest): RoutesById {
  return new Map(table.docs.flatMap((doc) => (doc.id ? [[doc.id, doc.route] as const] : [])));
}

export interface VersionLoader {
  list(): Promise<VersionList>;
  routes(version: VersionEntry): Promise<RoutesById>;
}

export function createVersionLoader(get: FetchJson = fetchJson): VersionLoader {
  const lists = loadOnce<VersionList>();
  const tables = loadOnce<RoutesById>();
  return {
    list: () =>
      lists("", async () => ((await get(`/${SITE_VERSIONS_FILE}`, { cache: "no-cache" })) as SiteVersions).versions),
    routes: (version) =>
      tables(version.name, async () => routesByIdOf((await get(version.manifestUrl)) as SiteManifest)),
  };
}
