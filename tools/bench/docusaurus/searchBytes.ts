/**
 * The search bytes a reader downloads before the first result, gzip -9: the files the
 * search worker fetches for the root scope (a guide page's searches) and a first query.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { SearchEngine } from "../../../search/engine/engine";
import { DROPDOWN_LIMIT } from "../../../search/engine/present";
import { searchReading } from "../../../search/engine/searching";

export interface SearchFiles {
  files: string[];
  raw: number;
  gzip: number;
}

function measure(files: string[]): SearchFiles {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files, raw, gzip };
}

/**
 * Ours: search-manifest.json (fetched first, no-cache), the root context's index file it
 * names, and the chunk files a first query reads: its terms' postings, its rows' texts.
 */
export function ourSearchFiles(distDir: string, firstQuery: string): SearchFiles {
  const manifestFile = join(distDir, "search-manifest.json");
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as { contexts: Record<string, { url: string }> };
  const root = manifest.contexts[""];
  if (!root) throw new Error(`${manifestFile} names no root index`);
  const indexFile = join(distDir, root.url.replace(/^\/+/, ""));
  const engine = SearchEngine.load(JSON.parse(readFileSync(indexFile, "utf8")));
  const chunks: string[] = [];
  searchReading(engine, firstQuery, DROPDOWN_LIMIT, (name) => {
    chunks.push(join(distDir, name));
    return JSON.parse(readFileSync(join(distDir, name), "utf8"));
  });
  return measure([manifestFile, indexFile, ...chunks]);
}

/** The root index URL docusaurus-search-local's worker fetches, from the constants it generated for the build. */
export function theirRootIndexPath(generatedConstants: string): string {
  const m = /searchIndexUrl\s*=\s*"([^"]+)"/.exec(generatedConstants);
  if (!m) throw new Error("docusaurus-search-local's generated constants have no searchIndexUrl");
  return m[1].replace("{dir}", "").replace(/[?#].*$/, "");
}

/** Theirs: the one index file of the root scope (with useAllContextsWithNoSearchContext, every doc). */
export function theirSearchFiles(buildDir: string, generatedDir: string): SearchFiles {
  const constants = readFileSync(join(generatedDir, "@easyops-cn", "docusaurus-search-local", "default", "generated-constants.js"), "utf8");
  return measure([join(buildDir, theirRootIndexPath(constants))]);
}
