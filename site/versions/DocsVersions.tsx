/**
 * What the page knows of the site's docs versions, for the version dropdown, the banner and
 * the reader's preferred version. The page's own version is its route table's, known from the
 * first render. A site with cut versions fetches the list of versions once the browser is idle
 * after hydration, and where another version has the doc on screen only when a reader may want
 * it (the dropdown hovered, focused or opened; the banner's link to the latest version): one ids
 * file per version. An unversioned site fetches nothing.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useSite } from "../app/SiteContext";
import { whenIdle } from "../lib/idle";
import { useDocsPreferredVersion } from "../theme/docsVersion";
import { createVersionLoader, type RoutesById, type VersionList, type VersionLoader } from "./versionData";

export interface DocsVersions {
  /** Every version in Docusaurus's order; null until fetched (and on an unversioned site). */
  list: VersionList | null;
  /** Of each version, the routes by doc id fetched so far. */
  routes: ReadonlyMap<string, RoutesById>;
  /**
   * Fetches the list and, given a doc id, where the named versions (every version when none are
   * named) have the doc with that id.
   */
  want(id?: string, names?: readonly string[]): void;
}

const NOTHING: DocsVersions = { list: null, routes: new Map(), want() {} };
const DocsVersionsContext = createContext<DocsVersions>(NOTHING);

function useVersionState(loader: VersionLoader | null): DocsVersions {
  const [list, setList] = useState<VersionList | null>(null);
  const [routes, setRoutes] = useState<ReadonlyMap<string, RoutesById>>(() => new Map());
  const want = useCallback(
    (id?: string, names?: readonly string[]) => {
      if (!loader) return;
      loader
        .list()
        .then((all) => {
          setList((known) => known ?? all);
          const wanted = id === undefined ? [] : all.filter((v) => !names || names.includes(v.name));
          return Promise.all(wanted.map(async (v) => [v.name, await loader.routes(v, id!)] as const));
        })
        .then((loaded) => {
          if (loaded.length === 0) return;
          setRoutes((known) => withRoutes(known, loaded));
        })
        // Nothing breaks without them: the links keep pointing at each version's first doc.
        .catch((error: unknown) => console.warn("Loading the docs versions failed.", error));
    },
    [loader],
  );
  return useMemo(() => ({ list, routes, want }), [list, routes, want]);
}

/** `known` with the ids files `loaded` (version name → routes by id): the same map if it adds nothing. */
function withRoutes(
  known: ReadonlyMap<string, RoutesById>,
  loaded: readonly (readonly [string, RoutesById])[],
): ReadonlyMap<string, RoutesById> {
  const fresh = loaded.filter(([name, routes]) => [...routes.keys()].some((id) => !known.get(name)?.has(id)));
  if (fresh.length === 0) return known;
  const next = new Map(known);
  for (const [name, routes] of fresh) next.set(name, new Map([...(next.get(name) ?? []), ...routes]));
  return next;
}

export function DocsVersionsProvider({ children }: { children: ReactNode }) {
  const { index, versionLoader: loader } = useSite();
  const versioned = index.manifest.version.versioned === true;
  const versionLoader = useMemo(() => (versioned ? (loader ?? createVersionLoader()) : null), [versioned, loader]);
  const value = useVersionState(versionLoader);
  const { want } = value;
  useEffect(() => (versionLoader ? whenIdle(() => want()) : undefined), [versionLoader, want]);
  return <DocsVersionsContext.Provider value={value}>{children}</DocsVersionsContext.Provider>;
}

export function useDocsVersions(): DocsVersions {
  return useContext(DocsVersionsContext);
}

/** The reader's preferred version; a stale stored name is removed once the site's versions are known. */
export function usePreferredDocsVersion(): [string | null, (name: string) => void] {
  const own = useSite().index.manifest.version;
  const { list } = useDocsVersions();
  const known = useMemo(
    () => (list ? list.map((v) => v.name) : own.versioned ? null : [own.name]),
    [list, own.versioned, own.name],
  );
  return useDocsPreferredVersion(known);
}
