/**
 * The site's server renderer and what every page's HTML shares (the route table, the
 * asset list), as a build tool loads them: the renderer is a bundle given by path
 * (contracts/renderer.ts), so no tool imports the site's code. In a persistent worker each
 * stays in memory while its Bazel digest stays the same (a large site's route table is
 * megabytes).
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { AssetList, SiteManifest } from "../../../contracts/data";
import { RENDERER_EXPORT, type SiteRenderer } from "../../../contracts/renderer";
import type { RouteFiles } from "../../../contracts/routeFiles";
import { routeFilesOf } from "../../../contracts/siteFiles";
import { DigestCache, type InputDigests } from "../worker/worker";

/** The files a page's HTML is rendered with. */
export interface RendererInputs {
  manifest: string;
  assets: string;
  renderer: string;
}

export interface LoadedRenderer {
  renderer: SiteRenderer;
  common: { manifest: SiteManifest; routes: RouteFiles; assets: AssetList };
}

const manifests = new DigestCache<{ manifest: SiteManifest; routes: RouteFiles }>();
const assetLists = new DigestCache<AssetList>();
const renderers = new DigestCache<SiteRenderer>();

/** Loads the renderer bundle afresh: a rebuilt bundle has the same path and new bytes. */
export function loadRendererBundle(path: string): SiteRenderer {
  const file = resolve(path);
  delete require.cache[file];
  const renderer = (require(file) as Record<string, SiteRenderer | undefined>)[RENDERER_EXPORT];
  if (!renderer || typeof renderer.renderPage !== "function")
    throw new Error(`${path} does not export a site renderer`);
  return renderer;
}

export function loadSiteRenderer(files: RendererInputs, inputs: InputDigests): LoadedRenderer {
  const { manifest, routes } = manifests.get(files.manifest, inputs, (path) => {
    const text = readFileSync(path, "utf8");
    const manifest = JSON.parse(text) as SiteManifest;
    return { manifest, routes: routeFilesOf(text, manifest.docs.length) };
  });
  const assets = assetLists.get(files.assets, inputs, (path) => JSON.parse(readFileSync(path, "utf8")) as AssetList);
  const renderer = renderers.get(files.renderer, inputs, loadRendererBundle);
  return { renderer, common: { manifest, routes, assets } };
}

/** A route table (site_manifest's file), read once by a one-shot step. */
export function readRouteTable(path: string): SiteManifest {
  return JSON.parse(readFileSync(path, "utf8")) as SiteManifest;
}

/** Writes through a rename, so a killed action never leaves half a file. */
export function writeOutput(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path + ".tmp", text);
  renameSync(path + ".tmp", path);
}
