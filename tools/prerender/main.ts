/**
 * The prerender tool: one doc's page artifact → its full HTML document, in a
 * persistent worker (React's server renderer stays loaded between requests, and the
 * parsed manifest while its digest stays the same: at 10,000 docs it is megabytes).
 * `--special DIR` renders the home, search and not-found pages.
 * Args: (--page FILE --out FILE | --special DIR) --manifest FILE --assets FILE
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import type { AssetList, PageData, SiteManifest } from "../../site/lib/data";
import { INLINE_SCRIPTS, renderPage } from "../../site/server/render";
import { manifestUrl } from "../assemble/naming";
import { DigestCache, runWorker, type InputDigests } from "../worker/worker";
import { headersFile } from "../serve/headers";

const OPTIONS = {
  manifest: { type: "string" },
  assets: { type: "string" },
  special: { type: "string" },
  page: { type: "string" },
  out: { type: "string" },
} as const;

/** One request: a doc's page (`page` → `out`), or the special pages into `special`. */
export type PrerenderArgs = { manifest: string; assets: string } & ({ special: string } | { page: string; out: string });

export function parsePrerenderArgs(args: string[]): PrerenderArgs {
  let values;
  try {
    ({ values } = parseArgs({ args, options: OPTIONS }));
  } catch (error) {
    throw new Error(`prerender: ${error instanceof Error ? error.message : String(error)}`);
  }
  const { manifest, assets, special, page, out } = values;
  if (manifest === undefined) throw new Error("prerender: missing --manifest");
  if (assets === undefined) throw new Error("prerender: missing --assets");
  if (special) return { manifest, assets, special };
  if (page === undefined || out === undefined) throw new Error("prerender: needs --page FILE --out FILE, or --special DIR");
  return { manifest, assets, page, out };
}

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path + ".tmp", text);
  renameSync(path + ".tmp", path);
}

/** The parsed manifest and asset list, kept across requests under their Bazel digests. */
const manifests = new DigestCache<{ manifest: SiteManifest; manifestUrl: string }>();
const assetLists = new DigestCache<AssetList>();

function sharedInputs(manifestPath: string, assetsPath: string, inputs: InputDigests) {
  const { manifest, manifestUrl: url } = manifests.get(manifestPath, inputs, (path) => {
    const text = readFileSync(path, "utf8");
    return { manifest: JSON.parse(text) as SiteManifest, manifestUrl: manifestUrl(text) };
  });
  const assets = assetLists.get(assetsPath, inputs, (path) => JSON.parse(readFileSync(path, "utf8")) as AssetList);
  return { manifest, manifestUrl: url, assets };
}

export function handle(args: string[], inputs: InputDigests = new Map()): string {
  const request = parsePrerenderArgs(args);
  const common = sharedInputs(request.manifest, request.assets, inputs);
  if ("special" in request) {
    const { special } = request;
    write(join(special, "index.html"), renderPage({ ...common, kind: "home", url: "/" }));
    write(join(special, "search/index.html"), renderPage({ ...common, kind: "search", url: "/search" }));
    write(join(special, "404.html"), renderPage({ ...common, kind: "notfound", url: "/404.html" }));
    write(join(special, "_headers"), headersFile(INLINE_SCRIPTS));
    return "";
  }
  const page = JSON.parse(readFileSync(request.page, "utf8")) as PageData;
  write(request.out, renderPage({ ...common, kind: "doc", url: page.route, page }));
  return "";
}

if (require.main === module) runWorker(handle);
