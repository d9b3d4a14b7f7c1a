/**
 * The prerender step for the pages that are not docs: the home, search and not-found
 * pages and the `_headers` file, rendered with the site's server renderer bundle, and the
 * route table where clients fetch it (`_site/manifest-<hash>.json`). Each doc's HTML is
 * rendered by its own doc_page action (tools/actions/docpage), with the same renderer.
 * Args: --special DIR --manifest FILE --assets FILE --renderer FILE
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseToolArgs, requireFlags, runMain, stringOptions } from "../../cli/cli";
import { expandParams } from "../worker/worker";
import { loadSiteRenderer, writeOutput, type RendererInputs } from "./siteRenderer";

export type PrerenderArgs = RendererInputs & { special: string };

export function parsePrerenderArgs(args: string[]): PrerenderArgs {
  const { values } = parseToolArgs("prerender", {
    args,
    options: stringOptions("manifest", "assets", "renderer", "special"),
  });
  return requireFlags("prerender", values, "special", "manifest", "assets", "renderer");
}

function main(args: PrerenderArgs): void {
  const { renderer, common } = loadSiteRenderer(args, new Map());
  const { special } = args;
  writeOutput(join(special, "index.html"), renderer.renderPage({ ...common, kind: "home", url: "/" }));
  writeOutput(join(special, "search/index.html"), renderer.renderPage({ ...common, kind: "search", url: "/search" }));
  writeOutput(join(special, "404.html"), renderer.renderPage({ ...common, kind: "notfound", url: "/404.html" }));
  writeOutput(join(special, "_headers"), renderer.headersFile());
  writeOutput(join(special, common.manifestUrl.slice(1)), readFileSync(args.manifest, "utf8"));
}

if (require.main === module) runMain(undefined, () => main(parsePrerenderArgs(expandParams(process.argv.slice(2)))));
