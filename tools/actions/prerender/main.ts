/**
 * The prerender step for the pages that are not docs: the home, search and not-found
 * pages and the `_headers` file, rendered with the site's server renderer bundle, and the
 * route table's files that clients fetch (`_site/table-<hash>/`, tableFiles.ts). Each doc's HTML is
 * rendered by its own doc_page action (tools/actions/docpage), with the same renderer.
 * It also writes the categories' generated index pages (generatedIndex.ts), HTML and page
 * data, and their links for the link check (`--links`, a list of LinkFacts).
 * Args: --special DIR --links FILE --manifest FILE --assets FILE --renderer FILE
 *   [--no-generated-index] [--generated-only] [TABLE...]
 * On a site with cut versions, TABLE is every version's route table in Docusaurus's order: each
 * has its files in `_site/` (with ids files, where a doc's counterpart is found by its id), and
 * `_site/versions.json` lists them. `_headers`
 * ends with a block per folder of hashed files, every version's search folders included.
 * `--generated-only` writes the generated index pages and their links alone: a docs version's
 * that is not the site's own table (its pages are under its route base, `/docs/1.2/category/`).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseToolArgs, requireFlags, runMain, stringOptions, UsageError } from "../../cli/cli";
import { expandParams } from "../worker/worker";
import type { LinkFacts, PageFile, SiteManifest } from "../../../contracts/data";
import { tableFiles, type FrameTables } from "../../../contracts/routeFiles";
import { routeFilesOf } from "../../../contracts/siteFiles";
import { onceEach } from "../../../contracts/memo";
import type { SiteRenderer } from "../../../contracts/renderer";
import { formatCacheBlocks } from "../../../contracts/headersFile";
import { hashedDirsOf } from "../../../contracts/hosting";
import { htmlFileOf, pageDataFileOf } from "../../../contracts/paths";
import { generatedIndexDirOf, SITE_VERSIONS_FILE } from "../../../contracts/versions";
import { generatedIndexPage } from "./generatedIndex";
import { siteVersionsOf } from "./siteVersions";
import { loadSiteRenderer, writeOutput, type LoadedRenderer, type RendererInputs } from "./siteRenderer";
import { frameRoutes } from "./tableFiles";

export type PrerenderArgs = RendererInputs & {
  special: string;
  links: string;
  noGeneratedIndex?: boolean;
  generatedOnly?: boolean;
  tables: string[];
};

export function parsePrerenderArgs(args: string[]): PrerenderArgs {
  const { values, positionals } = parseToolArgs("prerender", {
    args,
    allowPositionals: true,
    options: {
      ...stringOptions("manifest", "assets", "renderer", "special", "links"),
      "no-generated-index": { type: "boolean" },
      "generated-only": { type: "boolean" },
    },
  });
  const { "no-generated-index": noGeneratedIndex, "generated-only": generatedOnly, ...rest } = values;
  return {
    ...requireFlags("prerender", rest, "special", "links", "manifest", "assets", "renderer"),
    noGeneratedIndex,
    ...(generatedOnly ? { generatedOnly } : {}),
    tables: positionals,
  };
}

function main(args: PrerenderArgs): void {
  const { renderer, common } = loadSiteRenderer(args, new Map());
  const { special } = args;
  if (!args.generatedOnly) {
    const own = { text: readFileSync(args.manifest, "utf8"), table: common.manifest };
    const tables = args.tables.map((file): VersionTable => {
      const text = readFileSync(file, "utf8");
      return text === own.text ? own : { text, table: JSON.parse(text) as SiteManifest };
    });
    const frame = writeTableFiles(special, renderer, common, own);
    writeOutput(join(special, "index.html"), frame.html.home);
    writeOutput(join(special, "search/index.html"), frame.html.search);
    writeOutput(join(special, "404.html"), frame.html.notFound);
    writeOutput(join(special, "_headers"), headersFile(renderer, tables.length > 0 ? tables : [own]));
    // Each docs version's pages read their own table's files.
    for (const version of tables) if (version !== own) writeTableFiles(special, renderer, common, version);
    writeVersionTables(special, tables);
  }
  const links: LinkFacts[] = [];
  const generatedDocs = common.manifest.docs.filter((d) => d.generated);
  if (args.noGeneratedIndex && generatedDocs.length > 0)
    throw new UsageError(
      "prerender",
      `a doc's route is under ${generatedIndexDirOf(common.manifest.version.path)}, where categories' generated index pages go (${generatedDocs[0].route}): move the doc or link the category to a doc`,
    );
  for (const doc of generatedDocs) {
    const generated = generatedIndexPage(common.manifest, doc);
    const url = doc.route;
    const rendered = renderer.renderPage({ ...common, kind: "doc", url, page: generated.page });
    writeOutput(join(special, htmlFileOf(url)), rendered.html);
    const file: PageFile = { ...generated.page, table: rendered.table };
    writeOutput(join(special, pageDataFileOf(url)), JSON.stringify(file));
    links.push(generated.links);
  }
  writeOutput(args.links, JSON.stringify(links));
}

/**
 * A route table's files for the browser (tableFiles.ts), with the frame rendered from it: the
 * pages that are not docs, whose HTML the site's own table's frame gives.
 */
function writeTableFiles(
  special: string,
  renderer: SiteRenderer,
  common: LoadedRenderer["common"],
  version: VersionTable,
): { html: Record<keyof FrameTables, string> } {
  const { table } = version;
  const routes = tableRoutes(version);
  const rendered = Object.entries(frameRoutes(table.version.path)).map(([name, url]) => {
    const kind = name === "home" ? "home" : name === "search" ? "search" : "notfound";
    return [name, renderer.renderPage({ ...common, manifest: table, routes, kind, url })] as const;
  });
  const frame = Object.fromEntries(rendered.map(([name, page]) => [name, page.table])) as unknown as FrameTables;
  for (const [url, file] of tableFiles(table, routes, frame)) writeOutput(join(special, url.slice(1)), file);
  return {
    html: Object.fromEntries(rendered.map(([name, page]) => [name, page.html])) as Record<keyof FrameTables, string>,
  };
}

/** A docs version's route table, as read and as written. */
interface VersionTable {
  text: string;
  table: SiteManifest;
}

/** Where a table's files go, named by a hash of its bytes (megabytes at 100,000 docs): hashed once per table. */
const tableRoutes = onceEach((version: VersionTable) => routeFilesOf(version.text, version.table.docs.length));

/** `_headers`: the site's security headers, then a block per hashed folder, each docs version's search and table folders included. */
function headersFile(renderer: SiteRenderer, tables: VersionTable[]): string {
  const searchBases = tables.map(({ table }) => table.version.searchBase ?? "/");
  const tableBases = tables.map((version) => tableRoutes(version).base);
  return renderer.headersFile() + formatCacheBlocks(hashedDirsOf(searchBases, tableBases));
}

/** The list of versions (none on an unversioned site), each naming its table's files. */
function writeVersionTables(special: string, tables: VersionTable[]): void {
  if (tables.length === 0) return;
  writeOutput(join(special, SITE_VERSIONS_FILE), `${JSON.stringify(siteVersionsOf(tables), null, 2)}\n`);
}

if (require.main === module) runMain(undefined, () => main(parsePrerenderArgs(expandParams(process.argv.slice(2)))));
