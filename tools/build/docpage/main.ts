/**
 * The doc_page tool: compiles one doc per request, as a Bazel persistent worker or
 * once per process (`@params` file). Arguments:
 *   --src FILE --doc-path PATH --page OUT --shard OUT --texts DIR --links OUT
 *   [--anchor-routes FILE] [--html OUT --manifest FILE --assets FILE --renderer FILE]
 * `--texts` is the page's own folder of section texts (textDirOf(route)); its files are
 * named by their hashes. With `--html`, the same request renders the doc's full HTML page
 * with the site's server renderer (tools/build/prerender/siteRenderer.ts).
 */
import { mkdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { parseToolArgs, requireFlags, stringOptions, UsageError } from "../../cli/cli";
import { loadSiteRenderer, writeOutput, type RendererInputs } from "../prerender/siteRenderer";
import { DigestCache, runWorker, type InputDigests } from "../worker/worker";
import { compileDoc } from "./compile";
import { readDocFile } from "./source";

const REQUIRED = ["src", "doc-path", "page", "shard", "texts", "links"] as const;
const RENDERING = ["manifest", "assets", "renderer"] as const;
const OPTIONS = stringOptions(...REQUIRED, "anchor-routes", "html", ...RENDERING);

export type DocPageArgs = Record<(typeof REQUIRED)[number], string> & {
  "anchor-routes"?: string;
  /** Where the doc's HTML page goes, and the files it is rendered with. */
  html?: { out: string } & RendererInputs;
};

export function parseDocPageArgs(args: string[]): DocPageArgs {
  const { values } = parseToolArgs("doc_page", { args, options: OPTIONS });
  const { html, manifest, assets, renderer, ...rest } = requireFlags("doc_page", values, ...REQUIRED);
  const parsed: DocPageArgs = { ...rest };
  if (html !== undefined) {
    if (manifest === undefined || assets === undefined || renderer === undefined) {
      throw new UsageError("doc_page", "--html needs --manifest, --assets and --renderer");
    }
    parsed.html = { out: html, manifest, assets, renderer };
  }
  return parsed;
}

/** The API reference's anchor routes, read once per digest (every doc of the site gets them). */
const anchorRoutes = new DigestCache<Record<string, string>>();

export function handle(args: string[], inputs: InputDigests = new Map()): string {
  const options = parseDocPageArgs(args);
  const anchorRoutesFile = options["anchor-routes"];
  const compiled = compileDoc({
    file: options.src,
    docPath: options["doc-path"],
    bytes: readDocFile(options.src),
    anchorRoutes: anchorRoutesFile ? anchorRoutes.get(anchorRoutesFile, inputs, (path) => JSON.parse(readFileSync(path, "utf8"))) : undefined,
  });
  // Every output is written once all of them are ready, each through a rename.
  const files: [string, string][] = [
    [options.page, JSON.stringify(compiled.page)],
    [options.shard, JSON.stringify(compiled.shard)],
    [options.links, JSON.stringify(compiled.links)],
  ];
  if (options.html) {
    const { renderer, common } = loadSiteRenderer(options.html, inputs);
    files.push([options.html.out, renderer.renderPage({ ...common, kind: "doc", url: compiled.page.route, page: compiled.page })]);
  }
  // The folder is the page's own (a Bazel tree artifact): each text file by its base name.
  mkdirSync(options.texts, { recursive: true });
  for (const [name, text] of compiled.texts) files.push([join(options.texts, basename(name)), text]);
  for (const [path, text] of files) writeOutput(path, text);
  return "";
}

if (require.main === module) runWorker(handle);
