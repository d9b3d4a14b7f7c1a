/**
 * Docs versions, laid out as Docusaurus lays them out: where a version's pages and search
 * files go. A version's route base (`/docs/1.2`) takes the place of `/docs` in its docs'
 * routes; its search files sit in its search base, `/` for the last version and
 * `<route base>/` for the others, as docusaurus-search-local places them. With the last
 * version at `/docs`, every answer here is paths.ts's and searchIndex.ts's own.
 *
 * This module is apart from paths.ts and searchIndex.ts because the client's bundle loads
 * those: esbuild picks minified names by the characters of every file it bundles, so code
 * added there would change the site's bytes. The build's Starlark twins are in
 * tools/rules/private/site_layout.bzl (contracts/siteLayout.test.ts checks that they agree).
 */
import type { DocsVersionFacts } from "./data";
import type { RouteFiles } from "./routeFiles";
import { type RouteFrontMatter, routeFromDocPath, searchContextOf } from "./paths";
import { indexFileName, MANIFEST_FILE_NAME, SEARCH_CHUNK_DIR, SEARCH_CONTEXTS, SEARCH_TEXT_DIR } from "./searchIndex";

/**
 * The route of the docs folder (Docusaurus's `routeBasePath`): where an unversioned site's docs
 * are, and its last docs version's by default.
 */
export const DOCS_ROUTE_BASE = "/docs";

/** Where a docs version's pages go (its route base) and its search files (its search base). */
export interface VersionPaths {
  routeBase: string;
  searchBase: string;
}

/** An unversioned site's, and a last version's at `/docs`: today's layout. */
export const UNVERSIONED: VersionPaths = { routeBase: DOCS_ROUTE_BASE, searchBase: "/" };

/**
 * A docs version's route base from its path part (Docusaurus's `versions[name].path`; by
 * default "" for the last version, "next" for current when it is not the last, otherwise
 * the version's name): "" → `/docs`, "1.2" → `/docs/1.2`.
 */
export function versionRouteBase(pathPart: string): string {
  return pathPart ? `${DOCS_ROUTE_BASE}/${pathPart}` : DOCS_ROUTE_BASE;
}

/** A docs version's paths: the last version's search files are at the site root, the others' in their route base. */
export function versionPaths(routeBase: string, isLast: boolean): VersionPaths {
  return { routeBase, searchBase: isLast ? "/" : `${routeBase}/` };
}

/**
 * A versioned doc's path as its version's routes, ids and links read it, with `docs` in place
 * of the version's folder: (`versioned_docs/version-1.2/a/b.md`, `versioned_docs/version-1.2`)
 * → `docs/a/b.md`. Null when the file is not in that folder.
 */
export function versionDocPath(file: string, docsDir: string): string | null {
  return file.startsWith(`${docsDir}/`) ? `docs${file.slice(docsDir.length)}` : null;
}

/** The inverse of versionDocPath: (`docs/a/b.md`, `versioned_docs/version-1.2`) → `versioned_docs/version-1.2/a/b.md`. */
export function versionedDocFile(docPath: string, docsDir: string): string | null {
  return docPath.startsWith("docs/") ? docsDir + docPath.slice("docs".length) : null;
}

/** Whether `route` is `base` or under it (`/docs/1.2/x` is under `/docs/1.2`, `/docs/1.20` is not). */
function isUnder(route: string, base: string): boolean {
  return route === base || route.startsWith(`${base}/`);
}

/**
 * The docs version whose route base holds `route`, the longest base first, so that the last
 * version's `/docs` comes last (Docusaurus's getActiveVersion); undefined outside every base.
 */
export function versionOfRoute<V extends { path: string }>(route: string, versions: readonly V[]): V | undefined {
  return [...versions].sort((a, b) => b.path.length - a.path.length).find((v) => isUnder(route, v.path));
}

/**
 * A version's route as the same doc's route at `/docs`: (`/docs/1.2/api/x`, `/docs/1.2`) →
 * `/docs/api/x`. A route outside the route base is returned as it is.
 */
export function unversionedRoute(route: string, routeBase: string): string {
  return isUnder(route, routeBase) ? DOCS_ROUTE_BASE + route.slice(routeBase.length) : route;
}

/** The inverse of unversionedRoute: (`/docs/api/x`, `/docs/1.2`) → `/docs/1.2/api/x`; a route outside `/docs` as it is. */
export function versionedRoute(route: string, routeBase: string): string {
  return isUnder(route, DOCS_ROUTE_BASE) ? routeBase + route.slice(DOCS_ROUTE_BASE.length) : route;
}

/**
 * A versioned doc's route: routeFromDocPath's, by Docusaurus's rules, moved into the version's
 * route base, so that a `slug` starting with `/` starts there (`slug: /x` in version 1.2 →
 * `/docs/1.2/x`). `docPath` is the doc's path in its version (versionDocPath).
 */
export function versionDocRoute(docPath: string, frontMatter: RouteFrontMatter, routeBase: string): string {
  return versionedRoute(routeFromDocPath(docPath, frontMatter), routeBase);
}

/** The search context of a version's route, read at `/docs` (`/docs/1.2/api/x` is in 'docs/api' of 1.2). */
export function versionSearchContextOf(pathname: string, routeBase: string): string {
  return searchContextOf(unversionedRoute(pathname, routeBase));
}

/** Where a version's categories' generated index pages live: `<route base>/category/` (paths.ts's GENERATED_INDEX_DIR at `/docs`). */
export function generatedIndexDirOf(routeBase: string): string {
  return `${routeBase}/category/`;
}

/** Where a docs version's search files are in the site, for its search base (`/`, `/docs/1.2/`). */
export interface SearchFiles {
  /** The index file of each scope (the root scope first, then SEARCH_CONTEXTS), then `search-manifest.json`. */
  files: string[];
  /** The folder of the postings and document chunks. */
  chunkDir: string;
  /** The folder of the pages' section texts (a folder per doc group in it, named by the build). */
  textDir: string;
}

/**
 * The search files of a docs version, as paths in the site: at its root for `/` (where an
 * unversioned site's are), under `docs/1.2/` for `/docs/1.2/`.
 */
export function searchFilesOf(searchBase: string): SearchFiles {
  const dir = searchBase.replace(/^\/+/, "");
  const contexts = ["", ...SEARCH_CONTEXTS.map((context) => context.path)];
  return {
    files: [...contexts.map((context) => dir + indexFileName(context)), dir + MANIFEST_FILE_NAME],
    chunkDir: dir + SEARCH_CHUNK_DIR,
    textDir: dir + SEARCH_TEXT_DIR,
  };
}

/**
 * A docs version's own paths in the site besides its docs' pages, from the site's root: its
 * generated index pages' folder and its search files and folders (`/docs/1.2/category`,
 * `/docs/1.2/search-chunks`…). A redirect's source may not be at or under one.
 */
export function versionOwnPaths(version: VersionPaths): string[] {
  const search = searchFilesOf(version.searchBase);
  return [generatedIndexDirOf(version.routeBase).slice(0, -1), ...search.files, search.chunkDir, search.textDir].map(
    (path) => (path.startsWith("/") ? path : `/${path}`),
  );
}

/** A version's facts alone (name, label, path, main doc), from a table's richer `version`. */
export function versionFactsOf(version: DocsVersionFacts): DocsVersionFacts {
  const { name, label, path, mainDocRoute } = version;
  return { name, label, path, mainDocRoute };
}

/** Where the site lists its docs versions, beside their route tables (written only when it has cut versions). */
export const SITE_VERSIONS_FILE = "_site/versions.json";

/** `/_site/versions.json`: every docs version, in Docusaurus's order, and where its route table is. */
export interface SiteVersions {
  /** Each with its route base as `path` (`/docs/1.2`). */
  versions: (DocsVersionFacts & {
    banner?: "unreleased" | "unmaintained";
    /** The version served at `/docs` (Docusaurus's lastVersion). */
    isLast?: true;
    /** Where its search files are: `/` for the last version. */
    searchBase: string;
    /** Its route table's files (contracts/routeFiles.ts): a doc's counterpart by id is in its ids file. */
    routes: RouteFiles;
  })[];
}
