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
import { runWorker, type InputDigests } from "../worker/worker";
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

interface Shared {
  manifest: SiteManifest;
  manifestUrl: string;
  assets: AssetList;
}

/** The parsed manifest and asset list, kept across requests under their Bazel digests. */
let shared: { key: string; value: Shared } | undefined;

function sharedInputs(manifestPath: string, assetsPath: string, inputs: InputDigests): Shared {
  const digests = [inputs.get(manifestPath), inputs.get(assetsPath)];
  const key = digests.every(Boolean) ? digests.join(" ") : undefined;
  if (key !== undefined && shared?.key === key) return shared.value;
  const manifestText = readFileSync(manifestPath, "utf8");
  const value = {
    manifest: JSON.parse(manifestText) as SiteManifest,
    manifestUrl: manifestUrl(manifestText),
    assets: JSON.parse(readFileSync(assetsPath, "utf8")) as AssetList,
  };
  shared = key === undefined ? undefined : { key, value };
  return value;
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
