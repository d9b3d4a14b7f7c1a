/**
 * The merge of the per-doc search shards: one index file per search context, plus
 * `search-manifest.json` with each file's content hash, and the chunk files they point
 * into: each entry's documents and postings (chunkedEntry.ts). The section texts are
 * not here: each page's doc_page action wrote them (textChunks.ts). Pure (parsed shards and route table in, file bytes out); the build
 * step around it is tools/actions/searchindex.
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
  type QueryRules,
  type SearchManifest,
} from "../../contracts/searchIndex";
import { chunkedEntry, EntryMemo } from "./chunkedEntry";
import type { IndexShard } from "./countedTerms";
import { documentsOf, numberedPages, PagesMemo } from "./documents";

/** What a merge keeps for the next one, per entry of each index file, while the route table stays the same. */
export class MergeMemo {
  private readonly entries = new Map<string, EntryMemo>();
  readonly pages = new PagesMemo();
  constructor(readonly routeTable: string) {}

  of(context: string, type: SearchDocumentType): EntryMemo {
    const key = `${context}\0${type}`;
    let memo = this.entries.get(key);
    if (!memo) this.entries.set(key, (memo = new EntryMemo()));
    return memo;
  }
}

/**
 * The file name → bytes of every output, from parsed inputs; `memo` (for the same route table)
 * only saves work. A docs version's table (`version.path`, `/docs/1.2`) gives it its own scopes.
 * `listSize`: document chunks per list file (ChunkedIndex.lists); tests make it small.
 */
export function mergeIndexes(
  shards: IndexShard[],
  manifest: SiteManifest,
  memo?: MergeMemo,
  rules?: QueryRules,
  listSize?: number,
): Map<string, string> {
  const pages = numberedPages(shards, manifest, memo?.pages);
  const files = new Map<string, string>();
  const searchManifest: SearchManifest = { contexts: {} };
  // In the manifest, which the worker reads anyway: a table of a few hundred bytes costs no request.
  if (rules && Object.keys(rules.synonyms).length > 0) searchManifest.query = rules;
  for (const context of ["", ...SEARCH_CONTEXTS.map((c) => c.path)]) {
    const name = indexFileName(context);
    const byType = documentsOf(pages, context, manifest.version.path);
    const titles = new Map(byType[SearchDocumentType.Title].map((entry) => [entry.doc.i, entry.doc]));
    const entries = SEARCH_DOCUMENT_TYPES.map((type) => {
      const chunked = chunkedEntry(type, byType[type], titles, memo?.of(context, type), listSize);
      for (const [chunk, bytes] of chunked.files) files.set(chunk, bytes);
      return chunked.entry;
    });
    const text = JSON.stringify(entries);
    files.set(name, text);
    searchManifest.contexts[context] = {
      url: "/" + name,
      hash: createHash("sha256").update(text).digest("hex").slice(0, 8),
    };
  }
  files.set(MANIFEST_FILE_NAME, JSON.stringify(searchManifest));
  return files;
}
