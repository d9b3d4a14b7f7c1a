/**
 * The list of a site's docs versions (`_site/versions.json`, contracts/versions.ts), from
 * each version's route table: its facts and where the table's files are served. The
 * tables are given in Docusaurus's order (current first unless versions.json places it).
 */
import type { SiteManifest } from "../../../contracts/data";
import { routeFilesOf } from "../../../contracts/siteFiles";
import { type SiteVersions, versionFactsOf } from "../../../contracts/versions";

/** A route table as read from its file: the text (its files' folder is named by its bytes) and the parsed table. */
export interface VersionTable {
  text: string;
  table: SiteManifest;
}

export function siteVersionsOf(tables: VersionTable[]): SiteVersions {
  return {
    versions: tables.map(({ text, table }) => {
      const { banner, searchBase, latest } = table.version;
      return {
        ...versionFactsOf(table.version),
        ...(banner ? { banner } : {}),
        ...(latest ? {} : { isLast: true as const }),
        searchBase: searchBase ?? "/",
        routes: routeFilesOf(text, table.docs.length),
      };
    }),
  };
}
