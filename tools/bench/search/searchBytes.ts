/**
 * What a reader downloads to search, gzip -9: before the first result (the manifest, the
 * root context's index file and the chunk files a first query reads, as a new worker
 * fetches them) and for each later query of a session (the chunk files it reads that
 * earlier queries did not).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { MANIFEST_FILE_NAME, type SearchManifest } from "../../../contracts/searchIndex";
import { SearchEngine } from "../../../indexer/engine/engine";
import { DROPDOWN_LIMIT } from "../../../indexer/engine/present";
import { searchReading } from "../../../indexer/engine/searching";
import { median, percentile } from "../stats/stats";

/** A dist's root index file, from its manifest. */
function rootIndexFile(dist: string): string {
  const manifest = JSON.parse(readFileSync(join(dist, MANIFEST_FILE_NAME), "utf8")) as SearchManifest;
  const root = manifest.contexts[""];
  if (!root) throw new Error(`${join(dist, MANIFEST_FILE_NAME)} names no root index`);
  return join(dist, root.url.replace(/^\/+/, ""));
}

/** A fresh engine over a dist's root index file, and the chunk files each query makes it read. */
function session(dist: string, indexFile = rootIndexFile(dist)): (query: string) => string[] {
  const engine = SearchEngine.load(JSON.parse(readFileSync(indexFile, "utf8")));
  return (query) => {
    const read: string[] = [];
    searchReading(engine, query, DROPDOWN_LIMIT, (name) => {
      read.push(join(dist, name));
      return JSON.parse(readFileSync(join(dist, name), "utf8"));
    });
    return read;
  };
}

/** The files a new worker fetches before the first result of `query` (as the dropdown asks it). */
export function firstSearchFiles(dist: string, query: string): string[] {
  const indexFile = rootIndexFile(dist);
  return [join(dist, MANIFEST_FILE_NAME), indexFile, ...session(dist, indexFile)(query)];
}

/** Gzip -9 sizes, each file compressed once. */
export class GzipSizes {
  private readonly sizes = new Map<string, number>();
  of(files: string[]): number {
    let total = 0;
    for (const file of files) {
      let size = this.sizes.get(file);
      if (size === undefined) this.sizes.set(file, (size = gzipSync(readFileSync(file), { level: 9 }).length));
      total += size;
    }
    return total;
  }
}

export interface BytesFigures {
  median: number;
  p95: number;
  max: number;
}

function figures(bytes: number[]): BytesFigures {
  return { median: median(bytes), p95: percentile(bytes, 95), max: Math.max(...bytes) };
}

export interface SearchBytes {
  /** Before the first result, over `firsts` queries each in a new worker. */
  first: BytesFigures;
  firsts: number;
  /** Each later query of one session, over the rest of the queries in order. */
  later: BytesFigures;
  laters: number;
  /** The same over the session's next `firsts` queries only, while less of the index is loaded. */
  early: BytesFigures;
}

/** The bytes of `firstCount` queries as a first search each, then of all `queries` in one session. */
export function searchBytes(dist: string, queries: string[], firstCount = 40): SearchBytes {
  const gzip = new GzipSizes();
  const firstQueries = queries
    .filter((_, k) => k % Math.max(1, Math.floor(queries.length / firstCount)) === 0)
    .slice(0, firstCount);
  const first = firstQueries.map((query) => gzip.of(firstSearchFiles(dist, query)));
  const search = session(dist);
  const seen = new Set<string>();
  const later = queries.map((query) => {
    const fresh = search(query).filter((file) => !seen.has(file));
    for (const file of fresh) seen.add(file);
    return gzip.of(fresh);
  });
  // The session's first query is a first search: the later ones are the rest.
  return {
    first: figures(first),
    firsts: first.length,
    later: figures(later.slice(1)),
    laters: later.length - 1,
    early: figures(later.slice(1, 1 + first.length)),
  };
}

export interface TypedWordBytes {
  word: string;
  /** Gzip bytes of every file fetched while the word is typed key by key, manifest and index file included. */
  bytes: number;
  requests: number;
  /** The keystroke (1-based) whose query first had results. */
  firstResultsAt: number;
  /** Gzip bytes fetched until then, manifest and index file included. */
  firstResultsBytes: number;
}

/**
 * A word typed key by key in a new worker: each prefix searched in turn in one session
 * (every keystroke's query runs: the worst case, when none is cancelled), counting the
 * files each fetches that an earlier one did not.
 */
export function typedWordBytes(dist: string, word: string): TypedWordBytes {
  const gzip = new GzipSizes();
  const indexFile = rootIndexFile(dist);
  const engine = SearchEngine.load(JSON.parse(readFileSync(indexFile, "utf8")), manifestRules(dist));
  const files = new Set([join(dist, MANIFEST_FILE_NAME), indexFile]);
  let firstResultsAt = 0;
  let firstResultsBytes = 0;
  for (let k = 1; k <= word.length; k++) {
    const results = searchReading(engine, word.slice(0, k), DROPDOWN_LIMIT, (name) => {
      files.add(join(dist, name));
      return JSON.parse(readFileSync(join(dist, name), "utf8"));
    });
    if (results.length > 0 && firstResultsAt === 0) {
      firstResultsAt = k;
      firstResultsBytes = gzip.of([...files]);
    }
  }
  return { word, bytes: gzip.of([...files]), requests: files.size, firstResultsAt, firstResultsBytes };
}

function manifestRules(dist: string) {
  return (JSON.parse(readFileSync(join(dist, MANIFEST_FILE_NAME), "utf8")) as SearchManifest).query;
}
