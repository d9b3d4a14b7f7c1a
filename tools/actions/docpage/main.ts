/**
 * The doc_page tool: compiles a group of docs per request, as a Bazel persistent worker
 * or once per process (`@params` file). Arguments: the flags the docs share, then each
 * doc's own after `--doc` (a request without `--doc` is one doc):
 *   --shards OUT --links OUT [--unused OUT] [--file PATH=FILE]... [--anchor-routes FILE]
 *   [--manifest FILE --assets FILE --renderer FILE [--table-parts DIR --table-parts-at URL]]
 *   [--route-base BASE --docs-dir DIR]
 *   --doc --src FILE --doc-path PATH [--route ROUTE] [--date FILE] --page OUT --texts DIR --texts-at PATH
 *         [--html OUT] [--markdown OUT] ...
 * `--shards` is the group's search shards file: each doc's shard (indexer/index/shard.ts) as
 * one line of JSON, in the request's order. `--links` is the group's link facts: a JSON list,
 * a doc's facts (anchors, outgoing links with lines) a line each. One file per group, not per
 * doc, because the search merge and the link check read every doc of the site: with an input
 * per doc, Bazel's staging and checking of the inputs outgrew the work itself.
 * `--texts` is the folder of the group's section texts (one Bazel tree artifact for its docs),
 * `--texts-at` the same folder as the site names it from the search base
 * (`search-texts/docs/guide.0.texts`); its files are named by their hashes. With `--html`,
 * the same request renders the doc's full HTML page with the site's server renderer
 * (tools/actions/prerender/siteRenderer.ts); with `--table-parts`, the page's part of the route
 * table goes in that folder (the group's tree artifact, `/_table/docs/docs/guide.0/` to the
 * site, `--table-parts-at`) as a file named by its bytes, which the docs beside it share,
 * instead of inline in its HTML and page data (contracts/data.ts PageTableRef). In a
 * persistent worker, a doc whose key (its flags, the digests of what it reads, the tool) is the one it had last time gets the files
 * it was given then, linked back (worker/keptOutputs.ts).
 * `--file` names a file beside the docs that a doc may link or show (filesBeside.ts); a
 * kept doc is compiled again when a file it used changed, and `--unused` lists the files
 * no doc of the group used, for Bazel (an edit to one of those does not run the group).
 * A doc kept out of search (unlisted, or a draft left out) has no line in `--shards`; a
 * draft the route table does not list is left out: its page is the not-found page.
 * `--route` is the route Bazel laid the doc's files out for; a doc whose front matter gives
 * another (a slug Bazel has not read yet) fails, saying how to make it read it.
 * `--date` is the doc's last commit (git_dates: `{"author", "timestamp"}`), for "Last updated";
 * a doc without one shows the front matter's `last_update`, or no date.
 * `--route-base` and `--docs-dir` compile a docs version's docs (`/docs/1.2`,
 * `versioned_docs/version-1.2`): their `--doc-path`s and `--file` paths read `docs/` for the
 * version's folder, so ids, sidebars and links are the version's own; their routes are
 * under its route base, and the files beside them are served from their real folder.
 */
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { parseToolArgs, requireFlags, stringOptions, UsageError } from "../../cli/cli";
import { loadSiteRenderer, writeOutput, type RendererInputs } from "../prerender/siteRenderer";
import { KeptOutputs } from "../worker/keptOutputs";
import { DigestCache, runWorker, type InputDigests } from "../worker/worker";
import type { PageFile, SiteManifest } from "../../../contracts/data";
import { onceEach } from "../../../contracts/memo";
import { shardLine } from "../../../indexer/index/shard";
import { compileDoc } from "./compile";
import { readLastCommit } from "./lastUpdate";
import { filesNamedBy, parseFileFlags } from "./filesBeside";
import { readDocFile } from "./source";

const REQUIRED = ["src", "doc-path", "page", "shards", "texts", "texts-at", "links"] as const;
const RENDERING = ["manifest", "assets", "renderer"] as const;
const OPTIONS = {
  ...stringOptions(
    ...REQUIRED,
    "anchor-routes",
    "html",
    "markdown",
    "unused",
    "date",
    "route",
    "route-base",
    "docs-dir",
    "table-parts",
    "table-parts-at",
    ...RENDERING,
  ),
  file: { type: "string", multiple: true },
} as const;

export type DocPageArgs = Record<(typeof REQUIRED)[number], string> & {
  "anchor-routes"?: string;
  /** Where the doc goes as Markdown (its route plus `.md`). */
  markdown?: string;
  unused?: string;
  /** The doc's last commit, as git_dates writes it. */
  date?: string;
  /** The route the build laid the doc's files out for (none: the doc is not deployed). */
  route?: string;
  /** The docs version's route base (`/docs/1.2`); none: `/docs`. */
  "route-base"?: string;
  /** The docs version's folder under the content root (`versioned_docs/version-1.2`); none: `docs`. */
  "docs-dir"?: string;
  /** The files beside the docs: path under the content root → file. */
  files: Map<string, string>;
  /** Where the doc's HTML page goes, the files it is rendered with, and where its part of the table goes. */
  html?: { out: string; tableParts?: { dir: string; at: string } } & RendererInputs;
};

export function parseDocPageArgs(args: string[]): DocPageArgs {
  const { values } = parseToolArgs("doc_page", { args, options: OPTIONS });
  const {
    html,
    manifest,
    assets,
    renderer,
    file,
    "table-parts": partsDir,
    "table-parts-at": partsAt,
    ...rest
  } = requireFlags("doc_page", values, ...REQUIRED);
  const parsed: DocPageArgs = { ...rest, files: parseFileFlags(file) };
  if ((partsDir === undefined) !== (partsAt === undefined))
    throw new UsageError("doc_page", "--table-parts and --table-parts-at go together");
  if (html !== undefined) {
    if (manifest === undefined || assets === undefined || renderer === undefined) {
      throw new UsageError("doc_page", "--html needs --manifest, --assets and --renderer");
    }
    const tableParts = partsDir !== undefined && partsAt !== undefined ? { dir: partsDir, at: partsAt } : undefined;
    parsed.html = { out: html, manifest, assets, renderer, ...(tableParts ? { tableParts } : {}) };
  }
  return parsed;
}

/** The API reference's anchor routes, read once per digest (every doc of the site gets them). */
const anchorRoutes = new DigestCache<Record<string, string>>();

/** Each doc's files from earlier requests (persistent worker only). */
const kept = KeptOutputs.forWorker("docpage");

/** A request's arguments → each doc's: the shared flags followed by its own. */
export function splitDocs(args: readonly string[]): string[][] {
  const start = args.indexOf("--doc");
  if (start < 0) return [[...args]];
  const shared = args.slice(0, start);
  const docs: string[][] = [];
  for (const arg of args.slice(start)) {
    if (arg === "--doc") docs.push([...shared]);
    else docs[docs.length - 1].push(arg);
  }
  return docs;
}

/** A doc's lines of its group's files: its link facts, and its search shard ("" when kept out of search). */
interface GroupLines {
  links: string;
  shard: string;
}

/** The lines as a kept doc's data, and back: link facts are one line of JSON, the shard line follows. */
const keptData = ({ links, shard }: GroupLines): string => `${links}\n${shard}`;
function keptLines(data: string): GroupLines {
  const end = data.indexOf("\n");
  return { links: data.slice(0, end), shard: data.slice(end + 1) };
}

/** A compiled doc: its files, path → text (its section texts in its group's folder), its lines of the group's files, and the files beside the docs it used. */
function compile(
  options: DocPageArgs,
  inputs: InputDigests,
): { files: [string, string][]; used: string[] } & GroupLines {
  const anchorRoutesFile = options["anchor-routes"];
  const loaded = options.html ? loadSiteRenderer(options.html, inputs) : undefined;
  const compiled = compileDoc({
    file: options.src,
    docPath: options["doc-path"],
    bytes: readDocFile(options.src),
    anchorRoutes: anchorRoutesFile
      ? anchorRoutes.get(anchorRoutesFile, inputs, (path) => JSON.parse(readFileSync(path, "utf8")))
      : undefined,
    files: options.files,
    lastCommit: options.date === undefined ? undefined : readLastCommit(options.date),
    listed: loaded && ((docPath) => routesBySource(loaded.common.manifest).has(docPath)),
    routeOf: loaded && ((docPath) => routesBySource(loaded.common.manifest).get(docPath)),
    laidOutFor: options.route,
    routeBase: options["route-base"],
    docsDir: options["docs-dir"],
    textsAt: options["texts-at"],
  });
  // A draft left out: its declared files say "no such page" (Bazel fixes the outputs before any doc is read).
  const rendered =
    options.html && loaded
      ? loaded.renderer.renderPage(
          compiled.leftOut
            ? { ...loaded.common, kind: "notfound", url: compiled.page.route }
            : {
                ...loaded.common,
                kind: "doc",
                url: compiled.page.route,
                page: compiled.page,
                links: compiled.links.links.map((link) => link.href),
                tableParts: options.html.tableParts?.at,
              },
        )
      : undefined;
  // A doc's data goes with its part of the route table: the client renders the page with it after a navigation.
  const pageFile: PageFile | null = compiled.leftOut
    ? null
    : { ...compiled.page, ...(rendered ? { table: rendered.table } : {}) };
  const files: [string, string][] = [[options.page, JSON.stringify(pageFile)]];
  if (options.html && rendered) files.push([options.html.out, rendered.html]);
  if (options.html?.tableParts && rendered?.part)
    files.push([join(options.html.tableParts.dir, basename(rendered.part.url)), rendered.part.text]);
  if (options.markdown) files.push([options.markdown, compiled.markdown]);
  for (const [name, text] of compiled.texts) files.push([join(options.texts, basename(name)), text]);
  return {
    files,
    links: JSON.stringify(compiled.links),
    shard: compiled.shard ? shardLine(compiled.shard) : "",
    used: compiled.usedFiles,
  };
}

/** Whether `path` holds `text` already (Bazel deletes an action's outputs, so only a file two docs share can be there). */
function sameFile(path: string, text: string): boolean {
  return existsSync(path) && readFileSync(path, "utf8") === text;
}

/** The routes of the docs a route table lists, by path under the content root: once per table. */
const routesBySource = onceEach(
  (manifest: SiteManifest) => new Map(manifest.docs.map((doc) => [doc.source, doc.route])),
);

/** The key a doc's files are kept under, or none if a file it reads has no digest (run once). */
function keyOf(
  store: KeptOutputs | undefined,
  args: string[],
  options: DocPageArgs,
  inputs: InputDigests,
  named: readonly string[],
): string | undefined {
  if (!store) return undefined;
  const read = [
    options.src,
    options.date,
    options["anchor-routes"],
    options.html?.manifest,
    options.html?.assets,
    options.html?.renderer,
  ];
  const digests = read.filter((path) => path !== undefined).map((path) => inputs.get(path));
  // The files beside the docs it names, by path and digest (a renamed file changes the key too).
  for (const path of named) digests.push(`${path}:${inputs.get(options.files.get(path)!) ?? ""}`);
  // The group's list of files beside the docs is not the doc's: a file added elsewhere leaves its key.
  const own = args.filter(
    (arg, i) => arg !== "--file" && args[i - 1] !== "--file" && arg !== "--unused" && args[i - 1] !== "--unused",
  );
  return digests.every((digest) => digest !== undefined) ? store.keyOf(own, digests as string[]) : undefined;
}

/** The files beside the docs that a doc's source names. */
function referencedFiles(options: DocPageArgs): string[] {
  if (options.files.size === 0) return [];
  return filesNamedBy(readDocFile(options.src).toString("utf8"), options["doc-path"], options.files);
}

export function handle(args: string[], inputs: InputDigests = new Map(), store = kept): string {
  const docs = splitDocs(args).map((docArgs) => ({ options: parseDocPageArgs(docArgs), args: docArgs }));
  const { shards: shardsFile, links: linksFile } = docs[0].options;
  if (docs.some(({ options }) => options.shards !== shardsFile || options.links !== linksFile))
    throw new UsageError("doc_page", "--shards and --links are the group's: give them once, before the first --doc");
  const todo: ({ options: DocPageArgs; key?: string; files: [string, string][]; used: string[] } & GroupLines)[] = [];
  // The files beside the docs each doc names (its source read once), and with what a compile
  // used, the ones Bazel must not skip.
  const named = new Map(docs.map(({ options }) => [options, referencedFiles(options)]));
  const used = new Set([...named.values()].flat());
  const lines: GroupLines[] = [];
  const errors: string[] = [];
  for (const { options, args: docArgs } of docs) {
    // The folders are the group's (Bazel tree artifacts), there even when they hold nothing.
    mkdirSync(options.texts, { recursive: true });
    if (options.html?.tableParts) mkdirSync(options.html.tableParts.dir, { recursive: true });
    const key = keyOf(store, docArgs, options, inputs, named.get(options)!);
    const keptDoc = key === undefined ? undefined : store!.restore(options.page, key);
    if (keptDoc !== undefined) {
      lines.push(keptLines(keptDoc));
      continue;
    }
    try {
      const compiled = compile(options, inputs);
      todo.push({ options, key, ...compiled });
      lines.push(compiled);
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
  }
  // No compiled file is written unless every doc compiled; every error is told at once.
  if (errors.length > 0) throw new Error(errors.join("\n"));
  for (const { options, key, files, links, shard, used: compiledUsed } of todo) {
    // A file another doc of the group has too (a shared part of the table) is there already
    // when that doc was kept: left as it is, so the kept doc's file keeps its inode.
    for (const [path, text] of files) if (!sameFile(path, text)) writeOutput(path, text);
    // A doc that used a file its source does not plainly name cannot be keyed on it: it is not kept.
    const unnamed = compiledUsed.filter((path) => !used.has(path));
    for (const path of unnamed) used.add(path);
    if (key !== undefined && unnamed.length === 0)
      store!.keep(
        options.page,
        key,
        files.map(([path]) => path),
        keptData({ links, shard }),
      );
  }
  writeOutput(linksFile, `[\n${lines.map(({ links }) => links).join(",\n")}\n]\n`);
  // A doc kept out of search has no line.
  const shards = lines.map(({ shard }) => shard).filter((line) => line !== "");
  writeOutput(shardsFile, shards.join("\n") + "\n");
  const unusedFile = docs[0].options.unused;
  if (unusedFile !== undefined) {
    const files = docs[0].options.files;
    writeOutput(
      unusedFile,
      [...files]
        .filter(([path]) => !used.has(path))
        .map(([, file]) => file + "\n")
        .join(""),
    );
  }
  return "";
}

if (require.main === module) runWorker((args, inputs) => handle(args, inputs));
