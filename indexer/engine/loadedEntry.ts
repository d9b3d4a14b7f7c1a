/**
 * One entry of an index file, loaded for search: its term index with posting values
 * (postingValue.ts), its documents, and the positions of the API reference's documents.
 * Version 4 (the build's) comes with its values; version 1 (documents and term counts
 * inline, as tests write it) gets them here, the way the build works them out.
 */
import { API_CONTEXT, contextTest, DOCUMENT_CHUNK_SIZE, SearchDocumentType, type IndexEntry, type SearchDocument } from "../../contracts/searchIndex";
import { loadTermIndex, type TermIndex } from "./compact";
import { DocumentTable } from "./documentTable";
import { pagePositions } from "./pageTable";
import { indexTerms } from "./lunr";
import { averageLength, postingValue, termWeight } from "./postingValue";
import { splitTokens } from "./tokenizer";

export interface LoadedEntry {
  type: SearchDocumentType;
  index: TermIndex;
  docs: DocumentTable;
  count: number;
  /** Ranges [from, to) of positions, flat, of the documents in the API reference. */
  api: number[];
  /** The page (its Title position) of each document; null in the Title entry, where it is the position. */
  pages: Int32Array | null;
}

/** The page of the document at `position`. */
export function pageOf(entry: LoadedEntry, position: number): number {
  return entry.pages ? entry.pages[position] : position;
}

/** The ranges of positions of documents in the API reference, flat (documents are in route order). */
export function apiRanges(documents: { u: string }[]): number[] {
  const ranges: number[] = [];
  const inApi = contextTest(API_CONTEXT);
  documents.forEach((doc, position) => {
    if (!inApi(doc.u)) return;
    if (ranges.length > 0 && ranges[ranges.length - 1] === position) ranges[ranges.length - 1] = position + 1;
    else ranges.push(position, position + 1);
  });
  return ranges;
}

export function inRanges(ranges: number[], position: number): boolean {
  for (let k = 0; k < ranges.length; k += 2) if (position >= ranges[k] && position < ranges[k + 1]) return true;
  return false;
}

/** What a posting's value says of its document, but the weight: from the document itself. */
export interface DocumentFacts {
  wordsOf(position: number): number;
  /** Content: whether `term` is in the section heading of the document at `position`. */
  inHeading(position: number, term: string): boolean;
}

/** The facts of `documents`, worked out on first use. */
export function documentFacts(documents: SearchDocument[]): DocumentFacts {
  const sections = new Map<number, Set<string>>();
  return {
    wordsOf: (position) => splitTokens(documents[position].t).length,
    inHeading: (position, term) => {
      let set = sections.get(position);
      if (!set) sections.set(position, (set = new Set(indexTerms(documents[position].s ?? ""))));
      return set.has(term);
    },
  };
}

/** The value of each posting of `index`, whose values are still term counts (lengths: the sums of those). */
export function postingValues(type: SearchDocumentType, index: TermIndex, facts: DocumentFacts): void {
  const lengths = new Float64Array(index.documentCount);
  index.rewriteValues((_, position, tf) => ((lengths[position] += tf), tf));
  const total = lengths.reduce((sum, length) => sum + length, 0);
  const average = averageLength(total, lengths.length);
  const titleOrHeading = type === SearchDocumentType.Title || type === SearchDocumentType.Heading;
  index.rewriteValues((id, position, tf) =>
    postingValue(
      type,
      termWeight(tf, lengths[position], average),
      lengths[position],
      titleOrHeading ? facts.wordsOf(position) : 0,
      type === SearchDocumentType.Content && facts.inHeading(position, index.termAt(id)),
    ),
  );
}

function checkRanges(api: unknown, count: number): number[] {
  const ok = Array.isArray(api) && api.length % 2 === 0 && api.every((n, k) => Number.isInteger(n) && n >= (k > 0 ? api[k - 1] : 0) && n <= count);
  if (!ok) throw new Error("its API reference ranges are not ranges of positions");
  return api as number[];
}

/** The pages of inline documents: their `p` (a title's `i`) as a Title position. */
function inlinePages(type: SearchDocumentType, documents: SearchDocument[], titlePositions: Map<number, number>): Int32Array | null {
  if (type === SearchDocumentType.Title) return null;
  return Int32Array.from(documents, (doc) => titlePositions.get(doc.p ?? -1) ?? -1);
}

/**
 * Loads entry `type` of an index file. Throws when it is not one a build writes.
 * `titlePositions`: the Title entry's ids → positions, for documents that came inline.
 */
export function loadEntry(entry: IndexEntry, type: SearchDocumentType, titlePositions: Map<number, number>): LoadedEntry {
  if (entry.index && entry.index.v === 4) {
    const index = loadTermIndex(entry.index, 0);
    const { count, docs } = entry.index;
    if (!Array.isArray(docs) || docs.length !== Math.ceil(count / DOCUMENT_CHUNK_SIZE) || !docs.every((file) => typeof file === "string" && file.length > 0)) {
      throw new Error("its document chunks are not one file per chunk");
    }
    const pages = type === SearchDocumentType.Title ? null : pagePositions(entry.index.pages, count);
    return { type, index, docs: new DocumentTable(count, docs), count, api: checkRanges(entry.index.api, count), pages };
  }
  const { documents } = entry;
  const index = loadTermIndex(entry.index, documents.length);
  postingValues(type, index, documentFacts(documents));
  const pages = inlinePages(type, documents, titlePositions);
  return { type, index, docs: new DocumentTable(documents.length, [], documents), count: documents.length, api: apiRanges(documents), pages };
}
