/**
 * The site's docs versions as the browser fetches them: the list (/_site/versions.json,
 * unhashed, so a newly cut version shows up) and, in another version, where the doc with an id
 * is: its table's ids file that holds the id (contracts/routeFiles.ts, hashed, cached for good),
 * a few kB however large the version. A doc's counterpart in another version is the doc with its
 * id (Docusaurus's rule). Each fetch is made once; a failed one is tried again on the next use.
 */
import { idFileOf, idFileUrl } from "../../contracts/routeFiles";
import { SITE_VERSIONS_FILE, type SiteVersions } from "../../contracts/versions";
import { fetchJson, loadOnce } from "../lib/fetchJson";

export type FetchJson = (url: string, init?: RequestInit) => Promise<unknown>;
export type VersionList = SiteVersions["versions"];
export type VersionEntry = VersionList[number];
/** Doc id → route, in one version: the ids fetched so far. */
export type RoutesById = ReadonlyMap<string, string>;

export interface VersionLoader {
  list(): Promise<VersionList>;
  /** The routes by id of `version`'s ids file that holds `id` (the id among them if the version has it). */
  routes(version: VersionEntry, id: string): Promise<RoutesById>;
}

export function createVersionLoader(get: FetchJson = fetchJson): VersionLoader {
  const lists = loadOnce<VersionList>();
  const idFiles = loadOnce<RoutesById>();
  return {
    list: () =>
      lists("", async () => ((await get(`/${SITE_VERSIONS_FILE}`, { cache: "no-cache" })) as SiteVersions).versions),
    routes(version, id) {
      const url = idFileUrl(version.routes, idFileOf(id, version.routes.count));
      return idFiles(url, async () => new Map(Object.entries((await get(url)) as Record<string, string>)));
    },
  };
}
