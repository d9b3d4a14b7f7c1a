/**
 * Splits an entry's postings (build.ts's compact index) into chunk files by term range,
 * so that a search fetches the ranges of the terms it looks up and no others. Where a
 * chunk ends is decided by the terms themselves (a term whose hash is 0 modulo the span
 * starts one), not by sizes, so an edit that changes some postings leaves the bounds, and
 * so the bytes and names, of the other chunks as they were. A chunk that would grow past
 * MAX_CHUNK_BYTES is cut there.
 */
import { createHash } from "node:crypto";
import { chunkFileName, type ChunkedIndex, type CompactIndex, type PostingsChunk } from "../../contracts/searchIndex";

/** About 3-4 kB gzip: a word's postings and its neighbours'. */
export const TARGET_CHUNK_BYTES = 12_000;
export const MAX_CHUNK_BYTES = 48_000;

/** FNV-1a, 32 bits: a cheap, stable hash of a term. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let k = 0; k < text.length; k++) {
    hash ^= text.charCodeAt(k);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Each document's field length (the sum of its term counts), from delta-encoded postings. */
export function fieldLengths(compact: CompactIndex, documentCount: number): number[] {
  const lengths = new Array<number>(documentCount).fill(0);
  for (const postings of Object.values(compact.terms)) {
    let position = -1;
    postings.forEach((value, k) => {
      if (value < 0) lengths[position] += -value - 1;
      else {
        position = k === 0 ? value : position + value;
        lengths[position] += 1;
      }
    });
  }
  return lengths;
}

/** Terms per chunk on average: a power of two, so that small changes in size keep the same span. */
function spanOf(terms: string[], sizes: number[]): number {
  const total = sizes.reduce((sum, size) => sum + size, 0);
  const ideal = terms.length > 0 ? TARGET_CHUNK_BYTES / Math.max(1, total / terms.length) : 1;
  return 2 ** Math.max(0, Math.round(Math.log2(Math.max(1, ideal))));
}

export function chunkPostings(compact: CompactIndex, documentCount: number): { index: ChunkedIndex; files: Map<string, string> } {
  const terms = Object.keys(compact.terms).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const lists = terms.map((term) => compact.terms[term]);
  const sizes = lists.map((postings) => JSON.stringify(postings).length + 1);
  const span = spanOf(terms, sizes);
  const first: number[] = [];
  let bytes = 0;
  terms.forEach((term, id) => {
    if (id === 0 || fnv1a(term) % span === 0 || bytes + sizes[id] > MAX_CHUNK_BYTES) {
      first.push(id);
      bytes = 0;
    }
    bytes += sizes[id];
  });
  if (first.length === 0) first.push(0);
  const files = new Map<string, string>();
  const names = first.map((from, k) => {
    const chunk: PostingsChunk = lists.slice(from, first[k + 1] ?? terms.length);
    const text = JSON.stringify(chunk);
    const name = chunkFileName(createHash("sha256").update(text).digest("hex").slice(0, 16));
    files.set(name, text);
    return name;
  });
  return { index: { v: 2, terms, lengths: fieldLengths(compact, documentCount), first, files: names }, files };
}
