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

export interface SiteRenderer {
  /** One complete HTML document. */
  renderPage(input: RenderPageInput): string;
  /** The site's `_headers` file (contracts/headersFile.ts). */
  headersFile(): string;
}

/** The name the renderer bundle exports it under. */
export const RENDERER_EXPORT = "renderer";
