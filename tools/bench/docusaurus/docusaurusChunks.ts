/**
 * The route chunks Docusaurus loads before it hydrates a page. Its HTML names only the
 * runtime and main bundle; the client then preloads every chunk of the matched routes
 * (the page, and the /docs layout routes above it, whose props hold the sidebars).
 * The build leaves the maps in .docusaurus/: routesChunkNames.json (route key → chunk
 * names) and client-manifest.json (chunk name → chunk ids → files).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { PageAsset } from "./firstLoad";

interface ClientManifest {
  origins: Record<string, (string | number)[]>;
  assets: Record<string, { js?: { publicPath: string }[]; css?: { publicPath: string }[] }>;
}

/** Route keys are `<path>-<hash>`: the page's own, and those of the layout routes that contain it. */
export function matchedRouteKeys(keys: string[], route: string): string[] {
  return keys.filter((key) => {
    const path = key.slice(0, key.lastIndexOf("-"));
    return path === route || route.startsWith(path + "/");
  });
}

function chunkNamesIn(value: unknown, out: Set<string>): void {
  if (typeof value === "string") out.add(value);
  else if (value && typeof value === "object") for (const v of Object.values(value)) chunkNamesIn(v, out);
}

export function routeChunkAssets(generatedDir: string, route: string): PageAsset[] {
  const chunkNames = JSON.parse(readFileSync(join(generatedDir, "routesChunkNames.json"), "utf8")) as Record<
    string,
    unknown
  >;
  const manifest = JSON.parse(readFileSync(join(generatedDir, "client-manifest.json"), "utf8")) as ClientManifest;
  const keys = matchedRouteKeys(Object.keys(chunkNames), route);
  if (!keys.some((key) => key.slice(0, key.lastIndexOf("-")) === route))
    throw new Error(`Docusaurus has no route ${route}`);
  const names = new Set<string>();
  for (const key of keys) chunkNamesIn(chunkNames[key], names);
  const assets: PageAsset[] = [];
  for (const name of names) {
    for (const id of manifest.origins[name] ?? []) {
      const files = manifest.assets[String(id)] ?? {};
      for (const js of files.js ?? []) assets.push({ url: js.publicPath, kind: "js", module: false });
      for (const css of files.css ?? []) assets.push({ url: css.publicPath, kind: "css", module: false });
    }
  }
  return assets;
}
