/**
 * The site's server renderer as the build loads it: site/server/renderer.ts exports a
 * `renderer` of this type, //site:renderer bundles it, and the doc and prerender steps `require`
 * that bundle. The build never imports the site's code; it runs the site's own bundle.
 */
import type { AssetList, PageData, PageKind, PageTable, PageTableRef, SiteManifest } from "./data";
import type { RouteFiles } from "./routeFiles";

export interface RenderPageInput {
  kind: PageKind;
  url: string;
  page?: PageData;
  /** The hrefs of a doc's body links (its link facts): the page's part of the table holds their docs. */
  links?: readonly string[];
  manifest: SiteManifest;
  /** Where the client finds the rest of the table (contracts/routeFiles.ts). */
  routes: RouteFiles;
  assets: AssetList;
  /**
   * The URL folder (ending in `/`) where the page's part of the table goes as a file of its own,
   * which its boot data and page file name; absent, the part is inline in both.
   */
  tableParts?: string;
}

export interface RenderedPage {
  /** One complete HTML document. */
  html: string;
  /** What the page's render read of the route table: in its boot data, and beside a doc's data for client navigation. */
  table: PageTableRef;
  /** The part's file, when `tableParts` was given: written at `url` (under the site's root) by the caller. */
  part?: { url: string; table: PageTable; text: string };
}

/** What the build's own steps read of the site configuration (site/config.ts), checked. */
export interface BuildConfig {
  /** The site's origin, e.g. `https://projen.io` (no trailing slash). */
  url: string;
  title: string;
  tagline: string;
  /** "warn" (the spec's default) or "throw": what a broken link or anchor does to the build. */
  onBrokenLinks: "warn" | "throw";
  /** The whole site is kept out of search engines (robots.txt disallows it too). */
  noIndex: boolean;
}

export interface SiteRenderer {
  renderPage(input: RenderPageInput): RenderedPage;
  /** The site's `_headers` file (contracts/headersFile.ts). */
  headersFile(): string;
  /** The configuration the build reads; throws, naming the field, when a value is bad. */
  buildConfig(): BuildConfig;
}

/** The name the renderer bundle exports it under. */
export const RENDERER_EXPORT = "renderer";
