/**
 * Builds one search index file (5 entries, one per document type): the documents, and
 * over them the compact form (format.ts) of the elasticlunr index of field `t`, merged
 * from the term counts each doc_page action made with the same pipeline (shard.ts).
 */
import { TERMS, type CountedTerms } from "./countedTerms";
import type { DocumentsByType } from "./documents";
import { SEARCH_DOCUMENT_TYPES, type CompactIndex, type IndexEntry, type IndexFile } from "../../contracts/searchIndex";

/** Postings of one term: delta-encoded positions, each followed by -tf when tf > 1. */
interface Postings {
  encoded: number[];
  last: number;
}

/** The compact index over documents whose term counts are `counts`, in that order. */
export function compactIndex(counts: CountedTerms[]): CompactIndex {
  const postingsOf = new Map<string, Postings>();
  counts.forEach(({ ids, counts: tfs }, position) => {
    for (let k = 0; k < ids.length; k++) {
      const term = TERMS[ids[k]];
      const tf = tfs[k];
      const postings = postingsOf.get(term);
      // Positions only grow, so the lists come out sorted and delta-encoded as they grow.
      if (postings === undefined) {
        postingsOf.set(term, { encoded: tf > 1 ? [position, -tf] : [position], last: position });
      } else {
        postings.encoded.push(position - postings.last);
        if (tf > 1) postings.encoded.push(-tf);
        postings.last = position;
      }
    }
  });
  const sorted = [...postingsOf.keys()].sort();
  return { v: 1, terms: Object.fromEntries(sorted.map((term) => [term, postingsOf.get(term)!.encoded])) };
}

/** The index file over `byType`, version 1: documents and postings inline (what tests write; the build writes version 4, chunkedEntry.ts). */
export function buildIndexFile(byType: DocumentsByType): IndexFile {
  return SEARCH_DOCUMENT_TYPES.map((type): IndexEntry => {
    const entries = byType[type] ?? [];
    return { documents: entries.map((entry) => entry.doc), index: compactIndex(entries.map((entry) => entry.terms)) };
  });
}
