/**
 * A site with a cut version, for the client's version tests: current (the last version, at
 * /docs) and 1.0 (at /docs/1.0, unmaintained), each with its route table; 1.0 lacks the
 * registry doc. Its version loader answers from memory and records what was fetched.
 */
import type { DocsVersionFacts, ManifestDoc, SiteManifest } from "../../contracts/data";
import type { SiteVersions } from "../../contracts/versions";
import { tableFiles, type FrameTables, type RouteFiles } from "../../contracts/routeFiles";
import { indexManifest } from "../lib/routeMatch";
import { createVersionLoader } from "../versions/versionData";
import { NO_NAVIGATION_SERVICES, type SiteValue } from "../app/SiteContext";
import { serverRouteComponents } from "../server/routeComponents";
import { assets } from "./fixtures";

const doc = (route: string, id: string): ManifestDoc => ({
  route,
  id,
  title: id,
  source: `docs/${id}.md`,
  sidebar: "docs",
});

const current: DocsVersionFacts = { name: "current", label: "Next", path: "/docs", mainDocRoute: "/docs/intro" };

export const currentTable: SiteManifest = {
  version: { ...current, badge: true, versioned: true },
  docs: [doc("/docs/intro", "intro"), doc("/docs/tasks", "tasks"), doc("/docs/registry", "registry")],
  sidebars: { docs: [{ type: "link", label: "Intro", href: "/docs/intro" }] },
};

export const oldTable: SiteManifest = {
  version: {
    name: "1.0",
    label: "1.0",
    path: "/docs/1.0",
    mainDocRoute: "/docs/1.0/intro",
    banner: "unmaintained",
    badge: true,
    versioned: true,
    searchBase: "/docs/1.0/",
    latest: current,
  },
  docs: [doc("/docs/1.0/intro", "intro"), doc("/docs/1.0/tasks", "tasks")],
  sidebars: { docs: [{ type: "link", label: "Intro", href: "/docs/1.0/intro" }] },
};

/** Where each table's files are: current's ids in two files, 1.0's in one. */
const currentFiles: RouteFiles = { base: "/_site/table-A/", count: 2 };
const oldFiles: RouteFiles = { base: "/_site/table-B/", count: 1 };

export const siteVersions: SiteVersions = {
  versions: [
    { ...current, isLast: true, searchBase: "/", routes: currentFiles },
    { ...oldTable.version, banner: "unmaintained", searchBase: "/docs/1.0/", routes: oldFiles },
  ],
};

/** A table's ids files as the build writes them (contracts/routeFiles.ts), parsed. */
function idFiles(table: SiteManifest, files: RouteFiles): [string, unknown][] {
  return [...tableFiles(table, files, {} as FrameTables)]
    .filter(([url]) => url.includes("/ids/"))
    .map(([url, text]) => [url, JSON.parse(text)]);
}

const files: Record<string, unknown> = Object.fromEntries([
  ["/_site/versions.json", siteVersions],
  ...idFiles(currentTable, currentFiles),
  ...idFiles(oldTable, oldFiles),
]);

/** A table's doc ids → routes, all of them. */
export function routesById(table: SiteManifest): ReadonlyMap<string, string> {
  return new Map(table.docs.flatMap((d) => (d.id ? [[d.id, d.route] as const] : [])));
}

/** The versioned site as the page of `table` sees it; `fetched` lists the URLs its loader asked for. */
export function versionedSite(table: SiteManifest): { site: SiteValue; fetched: string[] } {
  const fetched: string[] = [];
  const versionLoader = createVersionLoader(async (url) => {
    fetched.push(url);
    if (!(url in files)) throw new Error(`Loading ${url} failed: HTTP 404`);
    return files[url];
  });
  const site: SiteValue = {
    index: indexManifest(table),
    workerUrl: assets.worker,
    routes: serverRouteComponents,
    navigation: NO_NAVIGATION_SERVICES,
    versionLoader,
  };
  return { site, fetched };
}
