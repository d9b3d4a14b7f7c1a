/**
 * The search index files: what the merge writes and the worker reads.
 *
 * A file is a JSON array of exactly 5 entries, one per document type (the position is
 * the type), each `{documents, index}`. Documents use the reference's short field
 * names. `index` is an index over field `t` (ref `i`), as elasticlunr would build it, in
 * the form the build writes, version 6 (ChunkedIndex below; `documents` stays empty):
 * the index file holds where the rest is, in chunk files (`search-chunks/<content
 * hash>.json`, cached for good): the terms with their postings by term range (the first
 * term of each range is in the index file), the documents by position, and all the
 * sorted terms in one file, read only to forgive a typo or to complete a prefix that
 * spans many ranges. Section texts are in a folder per group of docs
 * (`search-texts/<group>.texts/<content hash>.json`, written by the group's doc_page
 * action, so the merge never rewrites them). A search reads the ranges of the words it looks up, the documents of
 * the hits it shows and their texts for snippets, so a first search costs kilobytes at
 * any size of site, and a one-page edit changes the chunks it touches and few others.
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

/** Whether documents of `type` are titles or headings: short texts that a query can be exactly. */
export function isTitleOrHeading(type: SearchDocumentType): boolean {
  return type === SearchDocumentType.Title || type === SearchDocumentType.Heading;
}

/** One search document, with the reference's short field names. */
export interface SearchDocument {
  /** Document id. Description and Keywords documents reuse their page's Title id. */
  i: number;
  /**
   * The indexed text: title, heading, description, keywords or section text. In a
   * document chunk, a Content document has its text's place (`f`, `o`) instead.
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
  /** Content, in a document chunk: its text chunk file. */
  f?: string;
  /** Content, in a document chunk: the position of its text in that text chunk. */
  o?: number;
  /** In a document chunk, not on titles: the page's title and breadcrumbs (what a result shows of its page). */
  pt?: string;
  pb?: string[];
}

/** A text chunk file: section texts of one page, in document order. */
export type TextChunk = string[];

/**
 * What the build writes for an entry (version 6), so that a first search downloads
 * kilobytes at any size of site: where its terms, postings and documents are. Terms are
 * numbered in sorted order (UTF-16); postings chunk k holds terms `first[k]` up to
 * `first[k + 1]` (or the last), the first being `bounds[k]`, with their lists
 * `[position, value, position, value, …]`, positions delta-encoded and the value as
 * indexer/engine/postingValue.ts makes it (the term's BM25 weight in the document, with what
 * ranking needs to know of the document). The documents are in chunk files of
 * documentChunkSize(type), in order, packed (PackedDocument); the entry's own `documents` list
 * is empty. A Content document names its text chunk file (`f`).
 */
export interface ChunkedIndex {
  v: 6;
  /** The number of terms. */
  termCount: number;
  /** The length of the longest term: a typo walk skips a token no term comes near. */
  maxLength: number;
  /** The file of all the terms, sorted (TermsFile): read to forgive a typo, or to complete a prefix that spans many chunks. */
  terms: string;
  /** The number of documents. */
  count: number;
  /** The ranges [from, to) of positions, flat, of the documents in the API reference (they are in route order). */
  api: number[];
  /** Postings chunk k holds the terms from `first[k]` up to `first[k + 1]` (or the last term). */
  first: number[];
  /** Postings chunk k's first term (chunk 0's is "" when there are no terms). */
  bounds: string[];
  /** Postings chunk k's file, relative to the site base. */
  files: string[];
  /**
   * The files of the prefix tops (PrefixTop, one a file) whose prefix's first chunk holds one
   * term only, by prefix: such a chunk is a common word's postings, too large to read for a top.
   */
  tops?: Record<string, string>;
  /**
   * Document chunk k's file: documents from k × documentChunkSize(type) on. Empty when the
   * entry has more than DOCUMENT_LIST_SIZE chunks: `lists` names them then.
   */
  docs: string[];
  /**
   * A large entry's document chunk files, `size` names to a list file (DocumentList): list j
   * names chunks j × size on. A search reads the list of each result it shows, so the index
   * file holds a name per `size` chunks and stays a few kilobytes at 100,000 pages.
   */
  lists?: { size: number; files: string[] };
  /**
   * Per page, in the Title entry's order, how many of the entry's documents are on it
   * (indexer/engine/pageTable.ts). Absent in the Title entry: one document per page.
   */
  pages?: number[];
}

/** A terms file: every term of an entry, sorted. */
export type TermsFile = string[];

/**
 * Documents per document chunk, by type (title, heading, description, keywords, content).
 * A search reads the chunk of each result it shows, so a chunk is about a kilobyte gzip: a
 * title, a heading or a content document's place is a few dozen bytes, a description a
 * sentence or two of free text.
 */
export const DOCUMENT_CHUNK_SIZES: readonly number[] = [128, 128, 16, 64, 128];

/** An entry with more document chunks than this lists them in list files (ChunkedIndex.lists), this many to a file. */
export const DOCUMENT_LIST_SIZE = 128;

/** A list file: document chunk files, in order. */
export type DocumentList = string[];

/** The documents per document chunk of an entry of `type`. */
export function documentChunkSize(type: SearchDocumentType): number {
  return DOCUMENT_CHUNK_SIZES[type];
}

/** Postings lists, in term order. */
export type PostingsLists = number[][];

/**
 * A postings chunk file: its range's terms, and their postings lists in the same order;
 * and the tops of the wide prefixes whose range begins with it (PrefixTop), if any.
 */
export interface PostingsChunk {
  terms: string[];
  postings: PostingsLists;
  tops?: PrefixTop[];
  /**
   * A chunk of one common term, in more than SPLIT_POSTINGS documents: `postings` holds only its
   * BEST_POSTINGS postings of highest value, enough for a few results; `files` hold its whole
   * list, in parts by ranges of positions (each a PostingsChunk of that term alone, its list
   * starting from position 0 as any list does; in order, they are the list), and `df` is its
   * number of documents. A common word's whole list grows with the site (930,000 postings,
   * 940 kB gzip, at 100,000 pages), and an edit changes the part of its document only.
   */
  whole?: { files: string[]; df: number };
}

/** A term in more documents than this has its best postings in its chunk and its whole list apart (PostingsChunk.whole). */
export const SPLIT_POSTINGS = 16_384;
/** The postings of highest value that the chunk of such a term holds. */
export const BEST_POSTINGS = 4_096;

/**
 * A prefix whose terms span several postings chunks and WIDE_PREFIX_CHUNKS or more of them,
 * or more than PREFIX_TOP_BYTES of postings (`p`, `pro` in a large site; `g` where a few
 * words fill pages), is completed from its top instead of its terms: its completions with
 * the most documents, and of each only the postings with the highest values. It is in the
 * first chunk of the prefix's range, which a search reads for the prefix as typed anyway,
 * or in a file of its own (ChunkedIndex.tops) when that chunk holds one term only, a common
 * word's postings (indexer/engine/widePrefixes.ts).
 */
export interface PrefixTop {
  /** The prefix. */
  p: string;
  /** Its completions with the most documents, most first (PREFIX_TOP_TERMS at most). */
  terms: string[];
  /** Each completion's number of documents, to 2 significant digits (an edit seldom changes it). */
  df: number[];
  /** Each completion's postings with the highest values (PREFIX_TOP_POSTINGS at most), as PostingsLists. */
  postings: PostingsLists;
}

/** A prefix whose terms span this many postings chunks or more completes from its top (PrefixTop). */
export const WIDE_PREFIX_CHUNKS = 4;
/** …and so does one whose terms span more than one chunk and this many bytes of postings lists. */
export const PREFIX_TOP_BYTES = 36_000;
/** The completions a prefix's top holds. */
export const PREFIX_TOP_TERMS = 6;
/** The postings of each completion a prefix's top holds. */
export const PREFIX_TOP_POSTINGS = 24;

/**
 * A document as a document chunk holds it: without each of SHARED_FIELDS whose value is
 * the previous document's in the chunk, and with null for one it lacks that the previous
 * one had. The sections of a page share their URL, page, page title, breadcrumbs and text
 * file, so most documents of a chunk are their id, anchor, heading and text position.
 */
export type PackedDocument = { [K in keyof SearchDocument]?: SearchDocument[K] | null };

/** A document chunk file: its documents packed, in order. */
export type DocumentChunk = PackedDocument[];

const SHARED_FIELDS = ["u", "p", "pt", "pb", "f"] as const;

const sameValue = (a: unknown, b: unknown) =>
  a === b || (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, k) => x === b[k]));

/** Documents as a chunk holds them (see PackedDocument). */
export function packDocuments(documents: SearchDocument[]): DocumentChunk {
  return documents.map((doc, k) => {
    const before = documents[k - 1];
    if (!before) return doc;
    const packed: PackedDocument = { ...doc };
    for (const field of SHARED_FIELDS) {
      if (doc[field] === undefined) {
        if (before[field] !== undefined) packed[field] = null;
      } else if (sameValue(doc[field], before[field])) delete packed[field];
    }
    return packed;
  });
}

/** The documents of a chunk, whole again; anything but an array of objects comes back as it is, for the caller to refuse. */
export function unpackDocuments(chunk: unknown): unknown {
  if (!Array.isArray(chunk) || !chunk.every((doc) => doc !== null && typeof doc === "object")) return chunk;
  let before: SearchDocument | undefined;
  return (chunk as PackedDocument[]).map((packed) => {
    const doc = { ...packed } as Record<string, unknown>;
    for (const field of SHARED_FIELDS) {
      if (doc[field] === null) delete doc[field];
      else if (!(field in doc) && before && before[field] !== undefined) doc[field] = before[field];
    }
    return (before = doc as unknown as SearchDocument);
  });
}

export interface IndexEntry {
  documents: SearchDocument[];
  index: ChunkedIndex;
}

/**
 * A large site's index file: its documents in segments, each merged by its own build action
 * from the groups of docs that hash to it, each with its own chunk folder (SEARCH_CHUNK_DIR/<segment>),
 * and each as an index file of 5 entries. A search looks its words up in every segment and
 * ranks the documents of all as one index (its idf over all of them).
 */
export interface SegmentedIndexFile {
  segments: IndexFile[];
}

/** An index file of one segment (a site's whole index up to about 36,000 docs: SEARCH_SEGMENT_DOCS in tools/rules). */
export type IndexFile = IndexEntry[];

/** What `search-manifest.json` holds: per search context, its index file and content hash. */
export interface SearchManifest {
  contexts: Record<string, { url: string; hash: string }>;
  /** How queries are read (the docs team's synonyms); absent when the site has none. */
  query?: QueryRules;
}

/**
 * The docs team's synonyms (content/search-synonyms.yaml): a phrase readers type (lowercase
 * tokens joined by one space) → the words or phrases the pages use for it.
 */
export interface QueryRules {
  synonyms: Record<string, string[]>;
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

/**
 * inContext for documents in page order: a page's documents share its URL, so the answer
 * for the last URL is kept (a merge at 10,000 pages sees 280,000 documents).
 */
export function contextTest(context: string): (url: string) => boolean {
  let last: string | null = null;
  let inside = false;
  return (url) => (url === last ? inside : (inside = inContext((last = url), context)));
}

/** `search-index.json` for the root scope, `search-index-docs-api.json` for `docs/api`. */
export function indexFileName(context: string): string {
  return context ? `search-index-${context.replace(/\//g, "-")}.json` : "search-index.json";
}

export const MANIFEST_FILE_NAME = "search-manifest.json";

/** The folder of the postings and document chunks (content-hashed names: cached for good). */
export const SEARCH_CHUNK_DIR = "search-chunks";

/** The folder of the pages' section texts, a folder per page (content-hashed names). */
export const SEARCH_TEXT_DIR = "search-texts";

/** The folder of a segment's chunks (SegmentedIndexFile); SEARCH_CHUNK_DIR itself for an index of one. */
export function chunkDirOf(segment = ""): string {
  return segment ? `${SEARCH_CHUNK_DIR}/${segment}` : SEARCH_CHUNK_DIR;
}

/** A chunk's file name, from the hash of its bytes; in a segment's folder when given one. */
export function chunkFileName(hash: string, segment = ""): string {
  return `${chunkDirOf(segment)}/${hash}.json`;
}
