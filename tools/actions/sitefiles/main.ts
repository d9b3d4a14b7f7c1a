/**
 * The site_files step: what crawlers and tools read at the site's root, from the route
 * table and the site configuration (through the renderer bundle):
 *   --out DIR --manifest FILE --renderer FILE [--llms]
 * writes `sitemap.xml` and `robots.txt`, and with `--llms`, `llms.txt`. One small action:
 * a body edit leaves the route table's bytes, so it does not run again.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { SiteManifest } from "../../../contracts/data";
import { parseToolArgs, requireFlags, runMain, stringOptions } from "../../cli/cli";
import { loadRendererBundle, writeOutput } from "../prerender/siteRenderer";
import { expandParams } from "../worker/worker";
import { llmsTxt } from "./llms";
import { robotsTxt } from "./robots";
import { indexableRoutes, sitemapXml } from "./sitemap";

export interface SiteFilesArgs {
  out: string;
  manifest: string;
  renderer: string;
  llms: boolean;
}

export function parseSiteFilesArgs(args: string[]): SiteFilesArgs {
  const { values } = parseToolArgs("site_files", {
    args,
    options: { ...stringOptions("out", "manifest", "renderer"), llms: { type: "boolean" } },
  });
  return { ...requireFlags("site_files", values, "out", "manifest", "renderer"), llms: values.llms === true };
}

function main(args: SiteFilesArgs): void {
  const manifest = JSON.parse(readFileSync(args.manifest, "utf8")) as SiteManifest;
  const config = loadRendererBundle(args.renderer).buildConfig();
  writeOutput(join(args.out, "sitemap.xml"), sitemapXml(config.url, indexableRoutes(manifest)));
  writeOutput(join(args.out, "robots.txt"), robotsTxt(config.url, config.noIndex));
  if (args.llms) writeOutput(join(args.out, "llms.txt"), llmsTxt(config.url, config.title, config.tagline, manifest));
}

if (require.main === module) runMain(undefined, () => main(parseSiteFilesArgs(expandParams(process.argv.slice(2)))));
