/**
 * The site_files step: what crawlers and tools read at the site's root, from the route
 * table and the site configuration (through the renderer bundle):
 *   --out DIR --manifest FILE --renderer FILE [--llms] [--lastmod ROUTE=DATE_FILE]... [--table FILE]...
 * writes `sitemap.xml` (with each route's last commit date, from git_dates' files) and
 * `robots.txt`, and with `--llms`, `llms.txt`. One small action: a body edit leaves the
 * route table's bytes, and only a commit that touches a doc changes a date file.
 * On a site with docs versions, `--table` gives every version's route table: the sitemap
 * lists them all, while llms.txt keeps to `--manifest`, the last version's (what Docusaurus
 * serves at /docs).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { keyedValues, parseToolArgs, requireFlags, runMain, stringOptions } from "../../cli/cli";
import { loadRendererBundle, readRouteTable, writeOutput } from "../prerender/siteRenderer";
import { expandParams } from "../worker/worker";
import { llmsTxt } from "./llms";
import { robotsTxt } from "./robots";
import { indexableRoutes, sitemapXml } from "./sitemap";

export interface SiteFilesArgs {
  out: string;
  manifest: string;
  renderer: string;
  llms: boolean;
  /** Route → its doc's git_dates file (`{"timestamp": seconds, …}`). */
  lastmod: Map<string, string>;
  /** Every docs version's route table, on a site with cut versions. */
  tables: string[];
}

export function parseSiteFilesArgs(args: string[]): SiteFilesArgs {
  const { values } = parseToolArgs("site_files", {
    args,
    options: {
      ...stringOptions("out", "manifest", "renderer"),
      llms: { type: "boolean" },
      lastmod: { type: "string", multiple: true },
      table: { type: "string", multiple: true },
    },
  });
  const lastmod = keyedValues("site_files", "lastmod", "ROUTE=FILE", values.lastmod);
  return {
    ...requireFlags("site_files", values, "out", "manifest", "renderer"),
    llms: values.llms === true,
    lastmod,
    tables: values.table ?? [],
  };
}

/** Each route's last commit as a sitemap date (YYYY-MM-DD, UTC). */
function lastmodDates(files: ReadonlyMap<string, string>): Map<string, string> {
  const dates = new Map<string, string>();
  for (const [route, file] of files) {
    const { timestamp } = JSON.parse(readFileSync(file, "utf8")) as { timestamp?: number };
    if (typeof timestamp === "number") dates.set(route, new Date(timestamp * 1000).toISOString().slice(0, 10));
  }
  return dates;
}

function main(args: SiteFilesArgs): void {
  const manifest = readRouteTable(args.manifest);
  const config = loadRendererBundle(args.renderer).buildConfig();
  const tables = args.tables.length > 0 ? args.tables.map(readRouteTable) : [manifest];
  const sitemap = sitemapXml(config.url, indexableRoutes(tables), lastmodDates(args.lastmod));
  writeOutput(join(args.out, "sitemap.xml"), sitemap);
  writeOutput(join(args.out, "robots.txt"), robotsTxt(config.url, config.noIndex));
  if (args.llms) writeOutput(join(args.out, "llms.txt"), llmsTxt(config.url, config.title, config.tagline, manifest));
}

if (require.main === module) runMain(undefined, () => main(parseSiteFilesArgs(expandParams(process.argv.slice(2)))));
