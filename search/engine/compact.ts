/**
 * An entry's index as the engine searches it, loaded for search in the worker and the
 * CLI from what the build wrote (contracts/searchIndex.ts): version 1 has every postings
 * list inline; version 2 (the build's) has the sorted terms and field lengths, with the
 * postings in chunk files by term range that are read when a search needs them.
 */
import type { ChunkedIndex, CompactIndex } from "../../contracts/searchIndex";

/** Decoded postings of a range of terms: term `first + j` has docs/tfs from starts[j] to starts[j + 1]. */
interface PostingsBlock {
  first: number;
  starts: Int32Array;
  docs: Int32Array;
  tfs: Int32Array;
}

/** The postings of one term: positions (increasing) and term counts, [from, to) of the arrays. */
export interface Postings {
  docs: Int32Array;
  tfs: Int32Array;
  from: number;
  to: number;
}

/**
 * - `terms`, sorted (UTF-16 order), so that exact terms, prefixes and typo walks are
 *   binary searches and range scans;
 * - `lengths`: each document's field length, the sum of its term counts;
 * - the postings of each term, by chunk: `postings(id)` is null until its chunk is added.
 */
export class TermIndex {
  /** The length of the longest term. */
  readonly maxLength: number;
  private readonly blocks: (PostingsBlock | undefined)[];

  constructor(
    readonly terms: string[],
    readonly lengths: Float64Array,
    /** The first term of each chunk, increasing from 0. */
    private readonly firsts: number[],
    /** Each chunk's file ("" for postings that came with the index). */
    readonly chunkFiles: string[],
    /** Chunks already decoded (an index with its postings inline). */
    loaded: PostingsBlock[] = [],
  ) {
    let longest = 0;
    for (const term of terms) if (term.length > longest) longest = term.length;
    this.maxLength = longest;
    this.blocks = firsts.map((_, k) => loaded[k]);
  }

  /** The number of indexed documents (the length of the entry's `documents`). */
  get documentCount(): number {
    return this.lengths.length;
  }

  /** The id of a term, or -1. */
  idOf(term: string): number {
    const at = lowerBound(this.terms, term, 0);
    return at < this.terms.length && this.terms[at] === term ? at : -1;
  }

  /** The chunk that holds the postings of term `id`. */
  chunkOf(id: number): number {
    let lo = 0;
    let hi = this.firsts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (this.firsts[mid] <= id) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** The postings of term `id`, or null while its chunk has not been added. */
  postings(id: number): Postings | null {
    const block = this.blocks[this.chunkOf(id)];
    if (!block) return null;
    const j = id - block.first;
    return { docs: block.docs, tfs: block.tfs, from: block.starts[j], to: block.starts[j + 1] };
  }

  /** The number of documents that have term `id` (its chunk must be loaded). */
  df(id: number): number {
    const postings = this.postings(id);
    if (!postings) throw new Error(`the postings of "${this.terms[id]}" are not loaded`);
    return postings.to - postings.from;
  }

  /** Whether chunk `k` has been added. */
  hasChunk(k: number): boolean {
    return this.blocks[k] !== undefined;
  }

  /** Adds chunk `k` from its parsed file. Throws when it is not that chunk. */
  addChunk(k: number, lists: unknown): void {
    const first = this.firsts[k];
    const end = k + 1 < this.firsts.length ? this.firsts[k + 1] : this.terms.length;
    if (!Array.isArray(lists) || lists.length !== end - first) throw new Error(`postings chunk ${k} does not hold ${end - first} terms`);
    this.blocks[k] = decodeBlock(first, lists, this.documentCount, null);
  }

  /** The ids [from, to) of the terms that start with `prefix` (all terms for ""). */
  prefixRange(prefix: string, from = 0, to = this.terms.length): [number, number] {
    const first = lowerBound(this.terms, prefix, from, to);
    let lo = first;
    let hi = to;
    // Terms with the prefix sit together right from `first`: find where they stop.
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.terms[mid].startsWith(prefix)) lo = mid + 1;
      else hi = mid;
    }
    return [first, lo];
  }
}

/** The first position in sorted `terms` [from, to) whose term is not below `term`. */
export function lowerBound(terms: string[], term: string, from = 0, to = terms.length): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (terms[mid] < term) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Decodes the delta-encoded postings lists of consecutive terms. Throws on anything a
 * build cannot have written: a posting that is not an integer, points past the documents
 * or does not increase, a count without a document. Adds field lengths when given.
 */
function decodeBlock(first: number, lists: unknown[], documentCount: number, lengths: Float64Array | null): PostingsBlock {
  let total = 0;
  for (const postings of lists) {
    if (!Array.isArray(postings)) throw new Error(`the postings of term ${first} and on are not lists`);
    total += postings.length;
  }
  const starts = new Int32Array(lists.length + 1);
  const docs = new Int32Array(total);
  const tfs = new Int32Array(total);
  let n = 0;
  lists.forEach((list, j) => {
    starts[j] = n;
    const postings = list as unknown[];
    let position = -1;
    for (let k = 0; k < postings.length; k++) {
      const value = postings[k];
      if (typeof value !== "number" || !Number.isInteger(value)) throw new Error("search index posting is not an integer");
      if (value < 0) {
        if (k === 0 || (postings[k - 1] as number) < 0) throw new Error("search index term count without a document");
        tfs[n - 1] = -value;
        if (lengths) lengths[position] += -value - 1;
        continue;
      }
      if (k > 0 && value === 0) throw new Error("search index postings do not increase");
      position = k === 0 ? value : position + value;
      if (position >= documentCount) throw new Error("search index posting points past the documents");
      docs[n] = position;
      tfs[n] = 1;
      if (lengths) lengths[position] += 1;
      n++;
    }
  });
  starts[lists.length] = n;
  return { first, starts, docs: docs.subarray(0, n), tfs: tfs.subarray(0, n) };
}

function isSorted(terms: string[]): boolean {
  for (let k = 1; k < terms.length; k++) if (!(terms[k - 1] < terms[k])) return false;
  return true;
}

/** Loads version 1: every postings list inline, the field lengths summed from them. */
function loadInline(compact: CompactIndex, documentCount: number): TermIndex {
  const terms = Object.keys(compact.terms);
  // JSON objects list integer-like keys ("2", "10") first: sort when the file's order was lost.
  if (!isSorted(terms)) terms.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const lengths = new Float64Array(documentCount);
  const block = decodeBlock(0, terms.map((term) => compact.terms[term]), documentCount, lengths);
  return new TermIndex(terms, lengths, [0], [""], [block]);
}

/** Loads version 2: the terms and lengths; the postings come chunk by chunk (addChunk). */
function loadChunked(index: ChunkedIndex, documentCount: number): TermIndex {
  const { terms, lengths, first, files } = index;
  if (!Array.isArray(terms) || !terms.every((term) => typeof term === "string") || !isSorted(terms)) throw new Error("its terms are not a sorted list");
  if (!Array.isArray(lengths) || lengths.length !== documentCount || !lengths.every((n) => typeof n === "number" && n >= 0)) {
    throw new Error("its field lengths are not one number per document");
  }
  const chunksOk =
    Array.isArray(first) && Array.isArray(files) && first.length === files.length && first.length > 0 && first[0] === 0 &&
    first.every((id, k) => Number.isInteger(id) && (k === 0 || id > first[k - 1]) && id < Math.max(1, terms.length)) &&
    files.every((file) => typeof file === "string" && file.length > 0);
  if (!chunksOk) throw new Error("its postings chunks are not a list of term ranges and files");
  return new TermIndex(terms, Float64Array.from(lengths), first, files);
}

/** Loads an entry's index over `documentCount` documents. Throws on anything a build cannot have written. */
export function loadTermIndex(compact: CompactIndex | ChunkedIndex, documentCount: number): TermIndex {
  if (compact && compact.v === 2) return loadChunked(compact, documentCount);
  if (!compact || compact.v !== 1 || typeof compact.terms !== "object" || compact.terms === null || Array.isArray(compact.terms)) {
    throw new Error("unsupported search index format");
  }
  return loadInline(compact, documentCount);
}
