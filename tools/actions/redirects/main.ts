/**
 * The redirects step: reads `redirects.yaml`, checks it against the route table, and writes
 * into the site folder `_redirects` (for hosts), a page at each source (`<source>/index.html`)
 * and `_redirect.js`, the script those pages load; and, outside the site, the rules as JSON
 * (`[{from, to}]`, for steps such as the sitemap that must leave redirected paths out).
 * Args: --redirects FILE --manifest FILE --renderer FILE --site DIR --list FILE [--table FILE]... SOURCE...
 * where each SOURCE is a source the build declared a page for. On a site with docs versions,
 * `--table` gives every version's route table: a target may be a page of any of them.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { SiteManifest } from "../../../contracts/data";
import { htmlFileOf, routeKey } from "../../../contracts/paths";
import { versionOwnPaths } from "../../../contracts/versions";
import { formatRedirectsFile, REDIRECTS_FILE } from "../../../contracts/redirectsFile";
import { parseToolArgs, requireFlags, runMain, stringOptions } from "../../cli/cli";
import { loadRendererBundle, readRouteTable, writeOutput } from "../prerender/siteRenderer";
import { expandParams } from "../worker/worker";
import { REDIRECT_SCRIPT, REDIRECT_SCRIPT_URL, redirectPage } from "./page";
import { checkRedirects, parseRedirects, type SiteFolders } from "./rules";

export interface RedirectsArgs {
  redirects: string;
  manifest: string;
  renderer: string;
  site: string;
  list: string;
  declared: string[];
  /** Every docs version's route table, on a site with cut versions. */
  tables: string[];
}

export function parseRedirectsArgs(args: string[]): RedirectsArgs {
  const { values, positionals } = parseToolArgs("redirects", {
    args,
    options: {
      ...stringOptions("redirects", "manifest", "renderer", "site", "list"),
      table: { type: "string", multiple: true },
    },
    allowPositionals: true,
  });
  const { table, ...rest } = values;
  return {
    ...requireFlags("redirects", rest, "redirects", "manifest", "renderer", "site", "list"),
    declared: positionals,
    tables: table ?? [],
  };
}

/** Where the docs versions' pages and own files are (an unversioned site's one table: no version named). */
export function siteFoldersOf(tables: readonly SiteManifest[]): SiteFolders {
  const versionOf = new Map(tables.flatMap((t) => t.docs.map((d) => [routeKey(d.route), t.version.name] as const)));
  const ownPaths = tables.flatMap(({ version }) =>
    versionOwnPaths({ routeBase: version.path, searchBase: version.searchBase ?? "/" }),
  );
  return { ...(tables.length > 1 ? { versionOf } : {}), ownPaths };
}

function main(args: RedirectsArgs): void {
  const manifest = readRouteTable(args.manifest);
  const tables = args.tables.length > 0 ? args.tables.map(readRouteTable) : [manifest];
  const docs = tables.flatMap((t) => t.docs);
  const rules = parseRedirects(args.redirects, readFileSync(args.redirects, "utf8"));
  checkRedirects(
    args.redirects,
    rules,
    docs.map((d) => d.route),
    args.declared,
    siteFoldersOf(tables),
  );
  const titles = new Map(docs.map((d) => [routeKey(d.route), d.title]));
  const { url, title: siteTitle } = loadRendererBundle(args.renderer).buildConfig();
  const redirects = rules.map(({ from, to }) => ({ from, to }));
  for (const { from, to } of redirects) {
    const title = titles.get(routeKey(to)) ?? siteTitle;
    writeOutput(join(args.site, htmlFileOf(from)), redirectPage({ to, title, siteUrl: url }));
  }
  writeOutput(join(args.site, REDIRECTS_FILE), formatRedirectsFile(redirects));
  writeOutput(join(args.site, REDIRECT_SCRIPT_URL.slice(1)), REDIRECT_SCRIPT);
  writeOutput(args.list, JSON.stringify(redirects, null, 2) + "\n");
}

if (require.main === module) runMain("redirects", () => main(parseRedirectsArgs(expandParams(process.argv.slice(2)))));
