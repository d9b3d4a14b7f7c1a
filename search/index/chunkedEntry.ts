/**
 * One entry of an index file as the build writes it (version 3, contracts/searchIndex.ts):
 * its documents in chunk files of DOCUMENT_CHUNK_SIZE, its postings with their values
 * (search/engine/postingValue.ts) in chunk files by term range (postingsChunks.ts), and
 * in the index file itself only the sorted terms and where the rest is.
 */
import { DOCUMENT_CHUNK_SIZE, SearchDocumentType, type CompactIndex, type IndexEntry, type PostingsChunk, type SearchDocument } from "../../contracts/searchIndex";
import { loadTermIndex } from "../engine/compact";
import { apiRanges, documentFacts, postingValues } from "../engine/loadedEntry";
import { compactIndex } from "./build";
import type { IndexedDocument } from "./documents";
import { chunkPostings, hashedName } from "./postingsChunks";
import type { TextPlace } from "./textChunks";

export interface ChunkedEntry {
  entry: IndexEntry;
  /** Chunk file name → bytes. */
  files: Map<string, string>;
}

/** The postings lists of `compact` with values instead of term counts: `[position, value, …]`, positions delta-encoded. */
function valuedLists(type: SearchDocumentType, compact: CompactIndex, documents: SearchDocument[]): { terms: string[]; lists: PostingsChunk } {
  const index = loadTermIndex(compact, documents.length);
  postingValues(type, index, documentFacts(documents));
  const lists = index.terms.map((_, id) => {
    const { docs, values, from, to } = index.postings(id)!;
    const list: number[] = [];
    for (let k = from; k < to; k++) list.push(k === from ? docs[k] : docs[k] - docs[k - 1], values[k]);
    return list;
  });
  return { terms: index.terms, lists };
}

/** What a document chunk holds of a document: a Content text's place instead of the text, the page's Title position. */
function chunkDocument(doc: SearchDocument, type: SearchDocumentType, textPlaces: Map<SearchDocument, TextPlace>, titlePosition: Map<number, number>): SearchDocument {
  const placed: SearchDocument = { ...doc };
  if (type === SearchDocumentType.Content) {
    const place = textPlaces.get(doc);
    if (!place) throw new Error(`no text chunk for ${doc.u}${doc.h ?? ""}`);
    delete (placed as Partial<SearchDocument>).t;
    placed.f = place.name;
    placed.o = place.offset;
  }
  if (type !== SearchDocumentType.Title) placed.q = titlePosition.get(doc.p ?? -1) ?? -1;
  return placed;
}

/** Entry `type` of an index file over `entries`; `titlePosition`: a page's Title id → its position in the Title entry. */
export function chunkedEntry(type: SearchDocumentType, entries: IndexedDocument[], textPlaces: Map<SearchDocument, TextPlace>, titlePosition: Map<number, number>): ChunkedEntry {
  const documents = entries.map((entry) => entry.doc);
  const { terms, lists } = valuedLists(type, compactIndex(entries.map((entry) => entry.terms)), documents);
  const postings = chunkPostings(terms, lists);
  const files = new Map(postings.bytes);
  const docs: string[] = [];
  for (let from = 0; from < documents.length; from += DOCUMENT_CHUNK_SIZE) {
    const bytes = JSON.stringify(documents.slice(from, from + DOCUMENT_CHUNK_SIZE).map((doc) => chunkDocument(doc, type, textPlaces, titlePosition)));
    const name = hashedName(bytes);
    files.set(name, bytes);
    docs.push(name);
  }
  const index = { v: 3 as const, terms, count: documents.length, api: apiRanges(documents), first: postings.first, files: postings.files, docs };
  return { entry: { documents: [], index }, files };
}
