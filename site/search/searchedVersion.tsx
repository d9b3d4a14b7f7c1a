/**
 * Which docs version the /search page searches (its `version` parameter, as a search base).
 * A version other than the last is named above the results; a parameter that is no version
 * of the site gets a message listing the versions there are, each a link to the same query
 * there, instead of a bare loading error.
 */
import type { JSX } from "react";
import type { DocsVersionFacts } from "../../contracts/data";
import { useSite } from "../app/SiteContext";
import { Link } from "../components/Link/Link";
import { useDocsVersions } from "../versions/DocsVersions";
import { BASE_URL, searchPageHref, versionParamOf } from "./urls";

type SearchableVersion = DocsVersionFacts & { searchBase: string; isLast?: true };

/** The site's versions with their search bases: the route table's one on an unversioned site, null until fetched. */
function useSearchableVersions(): readonly SearchableVersion[] | null {
  const own = useSite().index.manifest.version;
  const { list } = useDocsVersions();
  if (list) return list;
  return own.versioned ? null : [{ ...own, searchBase: own.searchBase ?? BASE_URL, isLast: true }];
}

export interface SearchedVersion {
  /** The version whose index is searched, once the site's versions are known. */
  known: SearchableVersion | null;
  versions: readonly SearchableVersion[] | null;
}

export function useSearchedVersion(versionUrl: string): SearchedVersion {
  const versions = useSearchableVersions();
  return { known: versions?.find((v) => v.searchBase === versionUrl) ?? null, versions };
}

/** "Docs version: 1.2" when the page searches a version other than the last. */
export function SearchedVersionLine({ searched }: { searched: SearchedVersion }): JSX.Element | null {
  if (!searched.known || searched.known.isLast) return null;
  return <p className="search-page__version">Docs version: {searched.known.label}</p>;
}

/** Whether a loading error means the `version` parameter names no version of the site. */
export function isUnknownVersion(searched: SearchedVersion, versionUrl: string, error: string | null): boolean {
  return (
    error !== null && /HTTP 404/.test(error) && searched.versions !== null && !searched.known && versionUrl !== BASE_URL
  );
}

export function UnknownVersionAlert(props: {
  param: string | null;
  error: string;
  query: string;
  context: string;
  versions: readonly SearchableVersion[];
}): JSX.Element {
  const { param, error, query, context, versions } = props;
  return (
    <div className="search-page__error" role="alert">
      <p>
        There is no docs version &quot;{param}&quot; on this site ({error}). Search a version:{" "}
        {versions.map((v, i) => (
          <span key={v.name}>
            {i > 0 ? " · " : null}
            <Link href={searchPageHref(query, context, versionParamOf(v.searchBase))}>{v.label}</Link>
          </span>
        ))}
      </p>
    </div>
  );
}
