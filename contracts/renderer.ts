/**
 * The site's server renderer as the build loads it: site/server/renderer.ts exports a
 * `renderer` of this type, //site:renderer bundles it, and the doc and prerender steps `require`
 * that bundle. The build never imports the site's code; it runs the site's own bundle.
 */
import type { AssetList, PageData, PageKind, SiteManifest } from "./data";

export interface RenderPageInput {
  kind: PageKind;
  url: string;
  page?: PageData;
  manifest: SiteManifest;
  manifestUrl: string;
  assets: AssetList;
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
  /** One complete HTML document. */
  renderPage(input: RenderPageInput): string;
  /** The site's `_headers` file (contracts/headersFile.ts). */
  headersFile(): string;
  /** The configuration the build reads; throws, naming the field, when a value is bad. */
  buildConfig(): BuildConfig;
}

/** The name the renderer bundle exports it under. */
export const RENDERER_EXPORT = "renderer";
