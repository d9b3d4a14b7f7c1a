/**
 * The merge of the per-doc search shards: one index file per search context, plus
 * `search-manifest.json` with each file's content hash, and the chunk files they point
 * into: each entry's documents and postings (chunkedEntry.ts). The section texts are
 * not here: each page's doc_page action wrote them (textChunks.ts). Pure (parsed shards and
 * route table in, file bytes out); the build step around it is tools/actions/searchindex.
 *
 * A large site is merged in segments (SegmentedIndexFile): `mergeSegment` merges a run of the
 * docs' groups into its chunk files and its entries, each segment in an action of its own, and
 * `indexFiles` writes the index files from the segments' entries, which is little work. A
 * site of one segment gets the index files of one (`mergeIndexes`).
 * Same inputs, same bytes: documents are sorted by route, index terms by name. A
 * persistent worker passes a MergeMemo, which changes the work, never the bytes.
 */
import { createHash } from "node:crypto";
import type { SiteManifest } from "../../contracts/data";
import {
  indexFileName,
  MANIFEST_FILE_NAME,
  SEARCH_CONTEXTS,
  SEARCH_DOCUMENT_TYPES,
  SearchDocumentType,
  type IndexFile,
  type QueryRules,
  type SearchManifest,
  type SegmentedIndexFile,
} from "../../contracts/searchIndex";
import { chunkedEntry, EntryMemo, type ChunkOptions } from "./chunkedEntry";
import type { IndexShard } from "./countedTerms";
import { ContextMemo, documentsOf, numberedPages, PagesMemo } from "./documents";
import type { FileBytes } from "./fileBytes";

/** What a merge keeps for the next one, per entry of each index file, while the route table stays the same. */
export class MergeMemo {
  private readonly entries = new Map<string, EntryMemo>();
  private readonly contexts = new Map<string, ContextMemo>();
  readonly pages = new PagesMemo();
  constructor(readonly routeTable: string) {}

  context(context: string): ContextMemo {
    let memo = this.contexts.get(context);
    if (!memo) this.contexts.set(context, (memo = new ContextMemo()));
    return memo;
  }

  of(context: string, type: SearchDocumentType): EntryMemo {
    const key = `${context}\0${type}`;
    let memo = this.entries.get(key);
    if (!memo) this.entries.set(key, (memo = new EntryMemo()));
    return memo;
  }
}

/** The search contexts, each with an index file: the root one ("") first. */
const CONTEXTS = ["", ...SEARCH_CONTEXTS.map((c) => c.path)];

/** A segment's part of each index file: its 5 entries, by search context. */
export type SegmentEntries = Record<string, IndexFile>;

/** A merged segment: its chunk files (name → bytes) and its entries. */
export interface MergedSegment {
  files: Map<string, FileBytes>;
  entries: SegmentEntries;
}

/**
 * The chunk files and entries of the docs of `shards`; `memo` (for the same route table) only
 * saves work. A docs version's table (`version.path`, `/docs/1.2`) gives it its own scopes.
 */
export function mergeSegment(
  shards: IndexShard[],
  manifest: SiteManifest,
  memo?: MergeMemo,
  options: ChunkOptions = {},
): MergedSegment {
  const pages = numberedPages(shards, manifest, memo?.pages);
  const files = new Map<string, FileBytes>();
  const entries: SegmentEntries = {};
  for (const context of CONTEXTS) {
    const byType = documentsOf(pages, context, manifest.version.path, memo?.context(context));
    const titleIds = Array.from(byType[SearchDocumentType.Title].ids);
    entries[context] = SEARCH_DOCUMENT_TYPES.map((type) => {
      const chunked = chunkedEntry(type, byType[type], titleIds, memo?.of(context, type), options);
      for (const [chunk, bytes] of chunked.files) files.set(chunk, bytes);
      return chunked.entry;
    });
  }
  return { files, entries };
}

/** Whether a segment has no document in a context: it is left out of that context's index file. */
const isEmpty = (file: IndexFile): boolean => file.every((entry) => entry.index.count === 0);

/** A context's index file from its segments' entries: one segment's as it is, several as a SegmentedIndexFile. */
function indexFileOf(segments: IndexFile[]): IndexFile | SegmentedIndexFile {
  const filled = segments.filter((file) => !isEmpty(file));
  if (filled.length <= 1) return filled[0] ?? segments[0];
  return { segments: filled };
}

/** The index file of each context and the search manifest (file name → bytes), from the segments' entries in order. */
export function indexFiles(segments: SegmentEntries[], rules?: QueryRules): Map<string, string> {
  const files = new Map<string, string>();
  const searchManifest: SearchManifest = { contexts: {} };
  // In the manifest, which the worker reads anyway: a table of a few hundred bytes costs no request.
  if (rules && Object.keys(rules.synonyms).length > 0) searchManifest.query = rules;
  for (const context of CONTEXTS) {
    const name = indexFileName(context);
    const text = JSON.stringify(indexFileOf(segments.map((segment) => segment[context])));
    files.set(name, text);
    searchManifest.contexts[context] = {
      url: "/" + name,
      hash: createHash("sha256").update(text).digest("hex").slice(0, 8),
    };
  }
  files.set(MANIFEST_FILE_NAME, JSON.stringify(searchManifest));
  return files;
}

/** The file name → bytes of every output of a site merged as one segment, from parsed inputs (made bytes, without a memo). */
export function mergeIndexes(
  shards: IndexShard[],
  manifest: SiteManifest,
  memo?: MergeMemo,
  rules?: QueryRules,
  options: ChunkOptions = {},
): Map<string, FileBytes> {
  const { files, entries } = mergeSegment(shards, manifest, memo, options);
  for (const [name, bytes] of indexFiles([entries], rules)) files.set(name, bytes);
  return files;
}
