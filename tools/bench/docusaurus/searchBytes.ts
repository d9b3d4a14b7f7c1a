/**
 * The search bytes a reader downloads before the first result, gzip -9: the files the
 * search worker fetches for the root scope (a guide page's searches) and a first query.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { firstSearchFiles } from "../search/searchBytes";

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

/** Ours: what a new worker fetches before the first result of `firstQuery` (../search/searchBytes.ts). */
export function ourSearchFiles(distDir: string, firstQuery: string): SearchFiles {
  return measure(firstSearchFiles(distDir, firstQuery));
}

/** The root index URL docusaurus-search-local's worker fetches, from the constants it generated for the build. */
export function theirRootIndexPath(generatedConstants: string): string {
  const m = /searchIndexUrl\s*=\s*"([^"]+)"/.exec(generatedConstants);
  if (!m) throw new Error("docusaurus-search-local's generated constants have no searchIndexUrl");
  return m[1].replace("{dir}", "").replace(/[?#].*$/, "");
}

/** Theirs: the one index file of the root scope (with useAllContextsWithNoSearchContext, every doc). */
export function theirSearchFiles(buildDir: string, generatedDir: string): SearchFiles {
  const constants = readFileSync(
    join(generatedDir, "@easyops-cn", "docusaurus-search-local", "default", "generated-constants.js"),
    "utf8",
  );
  return measure([join(buildDir, theirRootIndexPath(constants))]);
}
