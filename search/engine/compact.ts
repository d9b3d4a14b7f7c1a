/**
 * An entry's term index as the engine searches it, from what the build wrote
 * (contracts/searchIndex.ts): version 1 has every postings list inline, with term
 * counts; version 3 (the build's) has the sorted terms, with the postings in chunk files
 * by term range, read when a search needs them, each posting with its value
 * (postingValue.ts).
 */
import type { ChunkedIndex, CompactIndex } from "../../contracts/searchIndex";

/** Decoded postings of a range of terms: term `first + j` has docs/values from starts[j] to starts[j + 1]. */
interface PostingsBlock {
  first: number;
  starts: Int32Array;
  docs: Int32Array;
  values: Int32Array;
}

/**
 * The postings of one term: positions (increasing) and values, [from, to) of the arrays.
 * A value is the term count in version 1 until the engine turns it into a posting value.
 */
export interface Postings {
  docs: Int32Array;
  values: Int32Array;
  from: number;
  to: number;
}

/**
 * - `terms`, sorted (UTF-16 order), so that exact terms, prefixes and typo walks are
 *   binary searches and range scans;
 * - the postings of each term, by chunk: `postings(id)` is null until its chunk is added.
 */
export class TermIndex {
  /** The length of the longest term. */
  readonly maxLength: number;
  private readonly blocks: (PostingsBlock | undefined)[];

  constructor(
    readonly terms: string[],
    readonly documentCount: number,
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
    return { docs: block.docs, values: block.values, from: block.starts[j], to: block.starts[j + 1] };
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
    this.blocks[k] = decodeBlock(first, lists, this.documentCount, "pairs");
  }

  /** Calls `visit` with every loaded posting: term id, document position, value; sets the value it returns. */
  rewriteValues(visit: (id: number, position: number, value: number) => number): void {
    for (const block of this.blocks) {
      if (!block) continue;
      for (let j = 0; j + 1 < block.starts.length; j++) {
        for (let k = block.starts[j]; k < block.starts[j + 1]; k++) block.values[k] = visit(block.first + j, block.docs[k], block.values[k]);
      }
    }
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
 * Decodes the postings lists of consecutive terms, positions delta-encoded: "counts"
 * (version 1: a position, then -count when above 1) or "pairs" (version 3: position,
 * value, …). Throws on anything a build cannot have written: a posting that is not an
 * integer, points past the documents or does not increase, a count without a document.
 */
function decodeBlock(first: number, lists: unknown[], documentCount: number, format: "counts" | "pairs"): PostingsBlock {
  let total = 0;
  for (const postings of lists) {
    if (!Array.isArray(postings)) throw new Error(`the postings of term ${first} and on are not lists`);
    if (format === "pairs" && postings.length % 2 !== 0) throw new Error(`the postings of term ${first} and on are not pairs`);
    total += postings.length;
  }
  const starts = new Int32Array(lists.length + 1);
  const docs = new Int32Array(total);
  const values = new Int32Array(total);
  let n = 0;
  lists.forEach((list, j) => {
    starts[j] = n;
    const postings = list as unknown[];
    let position = -1;
    for (let k = 0; k < postings.length; k++) {
      const value = postings[k];
      if (typeof value !== "number" || !Number.isInteger(value)) throw new Error("search index posting is not an integer");
      const isValue = format === "pairs" ? k % 2 === 1 : value < 0;
      if (isValue) {
        if (format === "counts" && (k === 0 || (postings[k - 1] as number) < 0)) throw new Error("search index term count without a document");
        if (format === "pairs" && value <= 0) throw new Error("search index posting value is not positive");
        values[n - 1] = Math.abs(value);
        continue;
      }
      if (value < 0 || (k > 0 && value === 0)) throw new Error("search index postings do not increase");
      position = k === 0 ? value : position + value;
      if (position >= documentCount) throw new Error("search index posting points past the documents");
      docs[n] = position;
      values[n] = 1;
      n++;
    }
  });
  starts[lists.length] = n;
  return { first, starts, docs: docs.subarray(0, n), values: values.subarray(0, n) };
}

function isSorted(terms: string[]): boolean {
  for (let k = 1; k < terms.length; k++) if (!(terms[k - 1] < terms[k])) return false;
  return true;
}

/** Loads version 1: every postings list inline, with term counts for values. */
function loadInline(compact: CompactIndex, documentCount: number): TermIndex {
  const terms = Object.keys(compact.terms);
  // JSON objects list integer-like keys ("2", "10") first: sort when the file's order was lost.
  if (!isSorted(terms)) terms.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const block = decodeBlock(0, terms.map((term) => compact.terms[term]), documentCount, "counts");
  return new TermIndex(terms, documentCount, [0], [""], [block]);
}

/** Loads version 3: the terms; the postings come chunk by chunk (addChunk). */
function loadChunked(index: ChunkedIndex): TermIndex {
  const { terms, count, first, files } = index;
  if (!Array.isArray(terms) || !terms.every((term) => typeof term === "string") || !isSorted(terms)) throw new Error("its terms are not a sorted list");
  if (!Number.isInteger(count) || count < 0) throw new Error("its document count is not a count");
  const chunksOk =
    Array.isArray(first) && Array.isArray(files) && first.length === files.length && first.length > 0 && first[0] === 0 &&
    first.every((id, k) => Number.isInteger(id) && (k === 0 || id > first[k - 1]) && id < Math.max(1, terms.length)) &&
    files.every((file) => typeof file === "string" && file.length > 0);
  if (!chunksOk) throw new Error("its postings chunks are not a list of term ranges and files");
  return new TermIndex(terms, count, first, files);
}

/** Loads an entry's term index over `documentCount` documents (version 1). Throws on anything a build cannot have written. */
export function loadTermIndex(compact: CompactIndex | ChunkedIndex, documentCount: number): TermIndex {
  if (compact && compact.v === 3) return loadChunked(compact);
  if (!compact || compact.v !== 1 || typeof compact.terms !== "object" || compact.terms === null || Array.isArray(compact.terms)) {
    throw new Error("unsupported search index format");
  }
  return loadInline(compact, documentCount);
}
