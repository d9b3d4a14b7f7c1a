/**
 * The search index files: what the merge writes and the worker reads.
 *
 * A file is a JSON array of exactly 5 entries, one per document type (the position is
 * the type), each `{documents, index}`. Documents use the reference's short field
 * names. `index` is an elasticlunr index over field `t` (ref `i`) in a compact form:
 *
 *   {"v": 1, "terms": {"<stemmed term>": [pos, pos, -tf, pos, ...], ...}}
 *
 * Each posting list holds positions in `documents`, delta-encoded (the first is the
 * position itself, each next one the distance from the previous); a negative number
 * after a position is the term frequency in that document when it is more than 1.
 * A document's field length is the sum of its term frequencies, so it is not stored.
 * elasticlunr's own JSON (a character trie with a `{docs, df}` object per node) is
 * about 10x larger; `loadTermIndex` (compact.ts) searches this form as it is (sorted
 * terms, flat postings) instead of rebuilding that trie.
 *
 * The text of Content documents is not in the index file: each one names its place in a
 * text chunk instead (`c`, `o`), and the Content entry lists the chunk files (`text`).
 * A chunk (`search-chunks/<content hash>.json`, a JSON array of strings) holds sections of
 * one page, so a first search downloads postings and titles but no page text; the worker
 * fetches a chunk only for a result it shows (its snippet), and a one-page edit changes
 * only that page's chunks.
 *
 * This module has no dependencies: the page's bundle imports its constants.
 */
export enum SearchDocumentType {
  Title = 0,
  Heading = 1,
  Description = 2,
  Keywords = 3,
  Content = 4,
}

export const SEARCH_DOCUMENT_TYPES = [
  SearchDocumentType.Title,
  SearchDocumentType.Heading,
  SearchDocumentType.Description,
  SearchDocumentType.Keywords,
  SearchDocumentType.Content,
] as const;

/** One search document, with the reference's short field names. */
export interface SearchDocument {
  /** Document id. Description and Keywords documents reuse their page's Title id. */
  i: number;
  /**
   * The indexed text: title, heading, description, keywords or section text. A Content
   * document's text is in its chunk, so in an index file it has `c` and `o` instead.
   */
  t: string;
  /** The page URL. */
  u: string;
  /** The anchor (`#id`), or "" for the text before the first heading. Not on titles. */
  h?: string;
  /** The id of the page's Title document. Not on titles. */
  p?: number;
  /** Breadcrumbs: navbar label, then the sidebar categories holding the page. Titles only. */
  b?: string[];
  /** The section or page title. On descriptions, keywords and content. */
  s?: string;
  /** Content, in an index file: the position of its text chunk in the entry's `text`. */
  c?: number;
  /** Content, in an index file: the position of its text in that chunk. */
  o?: number;
}

/** A text chunk file: section texts of one page, in document order. */
export type TextChunk = string[];

export interface CompactIndex {
  v: 1;
  terms: Record<string, number[]>;
}

/**
 * What the build writes for an entry (version 2): the sorted terms and each document's
 * field length, with the postings (encoded as in version 1) in chunk files by term range,
 * so that a search fetches the postings of the terms it looks up and no others.
 */
export interface ChunkedIndex {
  v: 2;
  terms: string[];
  /** Per document: its field length, the sum of its term counts. */
  lengths: number[];
  /** Chunk k holds the postings of the terms from `first[k]` up to `first[k + 1]` (or the last term). */
  first: number[];
  /** Chunk k's file, relative to the site base. */
  files: string[];
}

/** A postings chunk file: the postings lists of its terms, in term order. */
export type PostingsChunk = number[][];

export interface IndexEntry {
  documents: SearchDocument[];
  index: CompactIndex | ChunkedIndex;
  /** Content only: the text chunk files its documents point into, relative to the site base. */
  text?: string[];
}

export type IndexFile = IndexEntry[];

/** What `search-manifest.json` holds: per search context, its index file and content hash. */
export interface SearchManifest {
  contexts: Record<string, { url: string; hash: string }>;
}

/** The search context of the API reference, and its label. */
export const API_CONTEXT = "docs/api";
export const API_CONTEXT_LABEL = "API Reference";
export const SEARCH_CONTEXTS: { path: string; label: string }[] = [{ path: API_CONTEXT, label: API_CONTEXT_LABEL }];

/** Whether a page URL is in a search context: its path is the context path or under it. */
export function inContext(url: string, context: string): boolean {
  const uri = url.replace(/^\/+/, "");
  return context === "" || uri === context || uri.startsWith(context + "/");
}

/** `search-index.json` for the root scope, `search-index-docs-api.json` for `docs/api`. */
export function indexFileName(context: string): string {
  return context ? `search-index-${context.replace(/\//g, "-")}.json` : "search-index.json";
}

export const MANIFEST_FILE_NAME = "search-manifest.json";

/** The folder of the postings and text chunks (content-hashed names: cached for good). */
export const SEARCH_CHUNK_DIR = "search-chunks";

/** A chunk's file name, from the hash of its bytes. */
export function chunkFileName(hash: string): string {
  return `${SEARCH_CHUNK_DIR}/${hash}.json`;
}
