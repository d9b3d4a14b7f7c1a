/**
 * The prerender tool: one doc's page artifact → its full HTML document, in a
 * persistent worker (React's server renderer stays loaded between requests, and the
 * parsed manifest while its digest stays the same: at 10,000 docs it is megabytes).
 * `--special DIR` renders the home, search and not-found pages.
 * Args: (--page FILE --out FILE | --special DIR) --manifest FILE --assets FILE
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { AssetList, PageData, SiteManifest } from "../../site/lib/data";
import { INLINE_SCRIPTS, renderPage } from "../../site/server/render";
import { manifestUrl } from "../assemble/naming";
import { DigestCache, runWorker, type InputDigests } from "../worker/worker";
import { headersFile } from "../serve/headers";

function flag(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at < 0 ? undefined : args[at + 1];
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
  const common = sharedInputs(flag(args, "--manifest")!, flag(args, "--assets")!, inputs);
  const special = flag(args, "--special");
  if (special) {
    write(join(special, "index.html"), renderPage({ ...common, kind: "home", url: "/" }));
    write(join(special, "search/index.html"), renderPage({ ...common, kind: "search", url: "/search" }));
    write(join(special, "404.html"), renderPage({ ...common, kind: "notfound", url: "/404.html" }));
    write(join(special, "_headers"), headersFile(INLINE_SCRIPTS));
    return "";
  }
  const page = JSON.parse(readFileSync(flag(args, "--page")!, "utf8")) as PageData;
  write(flag(args, "--out")!, renderPage({ ...common, kind: "doc", url: page.route, page }));
  return "";
}

if (require.main === module) runWorker(handle);
