/**
 * The prerender step: one doc's page artifact → its full HTML document, in a persistent
 * worker. The HTML comes from the site's own server renderer, a bundle given as
 * `--renderer` (contracts/renderer.ts): this tool never imports the site's code. The
 * loaded renderer, the parsed manifest and the asset list stay in memory while their
 * Bazel digests stay the same (at 10,000 docs the manifest is megabytes).
 * `--special DIR` renders the home, search and not-found pages and the `_headers` file, and
 * puts the route table where clients fetch it (`_site/manifest-<hash>.json`).
 * Args: (--page FILE --out FILE | --special DIR) --manifest FILE --assets FILE --renderer FILE
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { AssetList, PageData, SiteManifest } from "../../../contracts/data";
import { RENDERER_EXPORT, type SiteRenderer } from "../../../contracts/renderer";
import { manifestUrl } from "../../../contracts/siteFiles";
import { parseToolArgs, requireFlags, stringOptions, UsageError } from "../../cli/cli";
import { DigestCache, runWorker, type InputDigests } from "../worker/worker";

const OPTIONS = stringOptions("manifest", "assets", "renderer", "special", "page", "out");

interface Shared {
  manifest: string;
  assets: string;
  renderer: string;
}

/** One request: a doc's page (`page` → `out`), or the special pages into `special`. */
export type PrerenderArgs = Shared & ({ special: string } | { page: string; out: string });

export function parsePrerenderArgs(args: string[]): PrerenderArgs {
  const { values } = parseToolArgs("prerender", { args, options: OPTIONS });
  const { manifest, assets, renderer, special, page, out } = requireFlags("prerender", values, "manifest", "assets", "renderer");
  const shared = { manifest, assets, renderer };
  if (special) return { ...shared, special };
  if (page === undefined || out === undefined) throw new UsageError("prerender", "needs --page FILE --out FILE, or --special DIR");
  return { ...shared, page, out };
}

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path + ".tmp", text);
  renameSync(path + ".tmp", path);
}

const manifests = new DigestCache<{ manifest: SiteManifest; manifestUrl: string }>();
const assetLists = new DigestCache<AssetList>();
const renderers = new DigestCache<SiteRenderer>();

/** Loads the renderer bundle afresh: a rebuilt bundle has the same path and new bytes. */
function loadRenderer(path: string): SiteRenderer {
  const file = resolve(path);
  delete require.cache[file];
  const renderer = (require(file) as Record<string, SiteRenderer | undefined>)[RENDERER_EXPORT];
  if (!renderer || typeof renderer.renderPage !== "function") throw new Error(`prerender: ${path} does not export a site renderer`);
  return renderer;
}

function sharedInputs(args: Shared, inputs: InputDigests) {
  const { manifest, manifestUrl: url } = manifests.get(args.manifest, inputs, (path) => {
    const text = readFileSync(path, "utf8");
    return { manifest: JSON.parse(text) as SiteManifest, manifestUrl: manifestUrl(text) };
  });
  const assets = assetLists.get(args.assets, inputs, (path) => JSON.parse(readFileSync(path, "utf8")) as AssetList);
  const renderer = renderers.get(args.renderer, inputs, loadRenderer);
  return { renderer, common: { manifest, manifestUrl: url, assets } };
}

export function handle(argv: string[], inputs: InputDigests = new Map()): string {
  const args = parsePrerenderArgs(argv);
  const { renderer, common } = sharedInputs(args, inputs);
  if ("special" in args) {
    const { special } = args;
    write(join(special, "index.html"), renderer.renderPage({ ...common, kind: "home", url: "/" }));
    write(join(special, "search/index.html"), renderer.renderPage({ ...common, kind: "search", url: "/search" }));
    write(join(special, "404.html"), renderer.renderPage({ ...common, kind: "notfound", url: "/404.html" }));
    write(join(special, "_headers"), renderer.headersFile());
    write(join(special, common.manifestUrl.slice(1)), readFileSync(args.manifest, "utf8"));
    return "";
  }
  const page = JSON.parse(readFileSync(args.page, "utf8")) as PageData;
  write(args.out, renderer.renderPage({ ...common, kind: "doc", url: page.route, page }));
  return "";
}

if (require.main === module) runWorker(handle);
