/**
 * The list of a site's docs versions (`_site/versions.json`, contracts/versions.ts), from
 * each version's route table: its facts and the hashed URL the table is served at. The
 * tables are given in Docusaurus's order (current first unless versions.json places it).
 */
import type { SiteManifest } from "../../../contracts/data";
import { manifestUrl } from "../../../contracts/siteFiles";
import { type SiteVersions, versionFactsOf } from "../../../contracts/versions";

/** A route table as read from its file: the text (its URL is made of its bytes) and the parsed table. */
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
        manifestUrl: manifestUrl(text),
      };
    }),
  };
}
