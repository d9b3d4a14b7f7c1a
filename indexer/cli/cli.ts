/**
 * The search CLI: answers queries from a built site's index files, ranked as the site
 * ranks them (same engine as the browser worker).
 *   search [--context docs/api] [--json] [--limit N] [--index-dir DIR] "query"
 *   search [--context docs/api] [--index-dir DIR] --queries FILE   (one JSON line per query)
 * The index dir defaults to the `dist` folder in Bazel runfiles, else `bazel-bin/dist`
 * under the workspace (BUILD_WORKSPACE_DIRECTORY) or the current directory.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { SearchEngine, type SearchResult } from "../engine/engine";
import { searchReading } from "../engine/searching";
import { indexFileName, MANIFEST_FILE_NAME, SEARCH_CONTEXTS, type SearchManifest } from "../../contracts/searchIndex";
import { DROPDOWN_LIMIT, DROPDOWN_SNIPPET_LENGTH, htmlToText, toSuggestion } from "../engine/present";

export interface CliOptions {
  context: string;
  json: boolean;
  limit: number;
  indexDir: string | null;
  queriesFile: string | null;
  query: string | null;
}

export class UsageError extends Error {}

export const USAGE = `usage: search [--context docs/api] [--json] [--limit N] [--index-dir DIR] "query"
       search [--context docs/api] [--limit N] [--index-dir DIR] --queries FILE`;

const OPTIONS = {
  context: { type: "string" },
  json: { type: "boolean" },
  limit: { type: "string" },
  "index-dir": { type: "string" },
  queries: { type: "string" },
} as const;

export function parseCliArgs(args: string[]): CliOptions {
  let parsed: ReturnType<typeof parseArgs<{ args: string[]; options: typeof OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args, options: OPTIONS, allowPositionals: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals: words } = parsed;
  const context = values.context ?? "";
  if (context && !SEARCH_CONTEXTS.some((c) => c.path === context)) {
    throw new UsageError(`unknown context "${context}" (known: ${SEARCH_CONTEXTS.map((c) => c.path).join(", ")})`);
  }
  const limit = values.limit === undefined ? DROPDOWN_LIMIT : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new UsageError("--limit needs a positive integer");
  const queriesFile = values.queries ?? null;
  if (queriesFile === null && words.length === 0) throw new UsageError("give a query or --queries FILE");
  if (queriesFile !== null && words.length > 0) throw new UsageError("give either a query or --queries FILE, not both");
  return {
    context,
    json: values.json ?? false,
    limit,
    indexDir: values["index-dir"] ?? null,
    queriesFile,
    query: words.length > 0 ? words.join(" ") : null,
  };
}

/** Where the built site is, when --index-dir is not given. */
export function defaultIndexDir(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  const candidates: string[] = [];
  if (env.BAZEL_RUNFILES) candidates.push(join(env.BAZEL_RUNFILES, "projen_docs", "dist"));
  if (env.BUILD_WORKSPACE_DIRECTORY) candidates.push(join(env.BUILD_WORKSPACE_DIRECTORY, "bazel-bin", "dist"));
  candidates.push(resolve(cwd, "bazel-bin", "dist"));
  const found = candidates.find((dir) => existsSync(join(dir, indexFileName(""))));
  // Nothing built yet: name the workspace's folder in the error, not the runfiles one.
  return (
    found ??
    (env.BUILD_WORKSPACE_DIRECTORY
      ? join(env.BUILD_WORKSPACE_DIRECTORY, "bazel-bin", "dist")
      : candidates[candidates.length - 1])
  );
}

/** A built site's search-manifest.json, or null when it has none. */
function manifestOf(dir: string): SearchManifest | null {
  const manifestFile = join(dir, MANIFEST_FILE_NAME);
  return existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, "utf8")) as SearchManifest) : null;
}

/** The index file of a context in a built site: named by search-manifest.json when present. */
export function indexFileOf(dir: string, context: string): string {
  const url = manifestOf(dir)?.contexts?.[context]?.url;
  return url ? join(dir, url.replace(/^\/+/, "")) : join(dir, indexFileName(context));
}

export function loadEngine(dir: string, context: string): SearchEngine {
  const file = indexFileOf(dir, context);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw new Error(`no search index at ${file}: build the site first (bazel build //:dist) or pass --index-dir`);
  }
  // The query rules (synonyms) come with the manifest, as the worker reads them.
  return SearchEngine.load(JSON.parse(text), manifestOf(dir)?.query);
}

export interface CliResult {
  type: number;
  title: string;
  url: string;
  hash: string;
  href: string;
  path: string;
  snippet: string;
  tree: string | null;
}

/** The results of a query over a built site's index (`dir`), reading the chunk files it needs from disk. */
export function searchLocal(engine: SearchEngine, dir: string, query: string, limit: number): SearchResult[] {
  return searchReading(engine, query, limit, (name) => {
    const file = join(dir, name);
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch {
      throw new Error(
        `no search index chunk at ${file}: the built site is incomplete, build it again (bazel build //:dist)`,
      );
    }
    return JSON.parse(text);
  });
}

/** The results of one query, as the dropdown shows them (plain text); `dir` is the built site. */
export function answer(engine: SearchEngine, dir: string, query: string, limit: number): CliResult[] {
  return searchLocal(engine, dir, query, limit).map((result) => {
    const view = toSuggestion(result, DROPDOWN_SNIPPET_LENGTH);
    return {
      type: result.type,
      title: htmlToText(result.page ? result.page.t : result.document.t),
      url: result.document.u,
      hash: result.document.h ?? "",
      href: view.href,
      path: htmlToText(view.pathHtml),
      snippet: htmlToText(view.titleHtml),
      tree: view.tree,
    };
  });
}

const TYPE_NAMES = ["title", "heading", "description", "keywords", "content"];

export function formatText(query: string, results: CliResult[]): string {
  if (results.length === 0) return `No results for "${query}"\n`;
  return results
    .map(
      (r, k) =>
        `${String(k + 1).padStart(2)}. ${r.title}  [${TYPE_NAMES[r.type]}]\n    ${r.url}${r.hash}\n    ${r.snippet}\n`,
    )
    .join("");
}

/** A path given on the command line: under `bazel run`, relative to the workspace, not the runfiles. */
export function userPath(path: string, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.BUILD_WORKSPACE_DIRECTORY ?? process.cwd(), path);
}

export function runCli(args: string[], out: (text: string) => void): void {
  const options = parseCliArgs(args);
  const dir = options.indexDir !== null ? userPath(options.indexDir) : defaultIndexDir();
  const engine = loadEngine(dir, options.context);
  if (options.queriesFile !== null) {
    const lines = readFileSync(userPath(options.queriesFile), "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    for (const query of lines)
      out(
        JSON.stringify({ query, context: options.context, results: answer(engine, dir, query, options.limit) }) + "\n",
      );
    return;
  }
  const query = options.query!;
  const results = answer(engine, dir, query, options.limit);
  out(options.json ? JSON.stringify({ query, context: options.context, results }) + "\n" : formatText(query, results));
}

if (require.main === module) {
  try {
    runCli(process.argv.slice(2), (text) => process.stdout.write(text));
  } catch (error) {
    process.stderr.write(`search: ${error instanceof Error ? error.message : String(error)}\n`);
    if (error instanceof UsageError) process.stderr.write(USAGE + "\n");
    process.exit(error instanceof UsageError ? 2 : 1);
  }
}
