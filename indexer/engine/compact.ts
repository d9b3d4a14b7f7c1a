/**
 * An entry's term index as the engine searches it, from where the build wrote it
 * (contracts/searchIndex.ts, version 4): the terms and postings of each term range in a
 * chunk file, read when a search looks up a word in that range, each posting with its
 * value (postingValue.ts), and all the terms in one more file, read to forgive a typo or
 * to complete a prefix that spans many ranges.
 */
import { lowerBound, partitionPoint, upperBound } from "../../contracts/bounds";
import type { ChunkedIndex } from "../../contracts/searchIndex";
import { isFileName } from "./chunkFiles";

/** Decoded postings of a range of terms: term `first + j` has docs/values from starts[j] to starts[j + 1]. */
interface PostingsBlock {
  first: number;
  starts: Int32Array;
  docs: Int32Array;
  values: Int32Array;
}

/** The postings of one term: positions (increasing) and values, [from, to) of the arrays. */
export interface Postings {
  docs: Int32Array;
  values: Int32Array;
  from: number;
  to: number;
}

/** Where an entry's terms and postings are: chunk k holds the terms from `firsts[k]`, the first of them `bounds[k]`. */
export interface TermLayout {
  termCount: number;
  documentCount: number;
  /** The length of the longest term. */
  maxLength: number;
  /** The first term id of each chunk, increasing from 0. */
  firsts: number[];
  /** The first term of each chunk. */
  bounds: string[];
  /** Each chunk's file. */
  chunkFiles: string[];
  /** The file of all the terms. */
  termsFile: string;
}

/**
 * - the terms, sorted (UTF-16 order), known by chunk (or all at once from the terms file),
 *   so that exact terms, prefixes and typo walks are binary searches and range scans;
 * - the postings of each term, by chunk: `postings(id)` is null until its chunk is added.
 */
export class TermIndex {
  readonly termCount: number;
  readonly documentCount: number;
  readonly maxLength: number;
  readonly chunkFiles: string[];
  readonly termsFile: string;
  private readonly firsts: number[];
  private readonly bounds: string[];
  private readonly blocks: (PostingsBlock | undefined)[];
  /** Term id → term, where known. */
  private readonly terms: string[];
  private allKnown: boolean;

  constructor(layout: TermLayout) {
    ({ termCount: this.termCount, documentCount: this.documentCount, maxLength: this.maxLength } = layout);
    ({ chunkFiles: this.chunkFiles, termsFile: this.termsFile, firsts: this.firsts, bounds: this.bounds } = layout);
    this.terms = new Array<string>(layout.termCount);
    this.blocks = layout.firsts.map(() => undefined);
    this.allKnown = layout.termCount === 0;
  }

  /** Whether every term is known (the terms file was added, or there are none). */
  get hasAllTerms(): boolean {
    return this.allKnown;
  }

  /** Every term, sorted. Throws while they are not all known. */
  allTerms(): string[] {
    if (!this.allKnown) throw new Error("the terms file is not loaded");
    return this.terms;
  }

  /** Term `id` (its chunk, or all terms, must be known). */
  termAt(id: number): string {
    const term = this.terms[id];
    if (term === undefined) throw new Error(`term ${id} is not loaded`);
    return term;
  }

  /** The chunk whose range would hold `term`. */
  chunkOfTerm(term: string): number {
    return Math.max(0, lowerBound(this.bounds, term + "\u0000") - 1);
  }

  /** The chunks [from, to] whose ranges would hold the terms from `low` to `high`. */
  chunksBetween(low: string, high: string): [number, number] {
    return [this.chunkOfTerm(low), this.chunkOfTerm(high)];
  }

  /** Adds to `into` the files to read before the terms from `low` to `high` are known. */
  missingTerms(low: string, high: string, into: Set<string>): void {
    if (this.allKnown) return;
    const [from, to] = this.chunksBetween(low, high);
    for (let k = from; k <= to; k++) if (!this.blocks[k]) into.add(this.chunkFiles[k]);
  }

  /** Adds to `into` the terms file, unless every term is known. */
  missingAllTerms(into: Set<string>): void {
    if (!this.allKnown) into.add(this.termsFile);
  }

  /** The ids [from, to) of the terms of chunks `[first, last]` (known). */
  private idRange(first: number, last: number): [number, number] {
    if (this.allKnown) return [0, this.termCount];
    for (let k = first; k <= last; k++) if (!this.blocks[k]) throw new Error(`the terms of chunk ${k} are not loaded`);
    return [this.firsts[first], this.endOf(last)];
  }

  private endOf(k: number): number {
    return k + 1 < this.firsts.length ? this.firsts[k + 1] : this.termCount;
  }

  /** The id of a term, or -1 (its chunk, or all terms, must be known). */
  idOf(term: string): number {
    const chunk = this.chunkOfTerm(term);
    const [from, to] = this.idRange(chunk, chunk);
    const at = lowerBound(this.terms, term, from, to);
    return at < to && this.terms[at] === term ? at : -1;
  }

  /** The chunk that holds the postings of term `id`. */
  chunkOf(id: number): number {
    return Math.max(0, upperBound(this.firsts, id) - 1);
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
    if (!postings) throw new Error(`the postings of term ${id} are not loaded`);
    return postings.to - postings.from;
  }

  /** Whether chunk `k` has been added. */
  hasChunk(k: number): boolean {
    return this.blocks[k] !== undefined;
  }

  /** Adds chunk `k` from its parsed file (PostingsChunk). Throws when it is not that chunk. */
  addChunk(k: number, data: unknown): void {
    const first = this.firsts[k];
    const end = this.endOf(k);
    const { terms, postings } = (data ?? {}) as { terms?: unknown; postings?: unknown };
    if (
      !Array.isArray(terms) ||
      !Array.isArray(postings) ||
      terms.length !== end - first ||
      postings.length !== terms.length
    ) {
      throw new Error(`postings chunk ${k} does not hold ${end - first} terms`);
    }
    if (
      !isSortedTerms(terms) ||
      (terms.length > 0 && terms[0] !== this.bounds[k]) ||
      (k + 1 < this.bounds.length && terms.length > 0 && !(terms[terms.length - 1] < this.bounds[k + 1]))
    ) {
      throw new Error(`postings chunk ${k} does not hold the terms of its range`);
    }
    if (this.allKnown && terms.some((term, j) => term !== this.terms[first + j]))
      throw new Error(`postings chunk ${k} holds other terms than the terms file`);
    const block = decodeBlock(first, postings, this.documentCount);
    terms.forEach((term, j) => {
      this.terms[first + j] = term;
    });
    this.blocks[k] = block;
  }

  /** Adds the terms file, parsed (TermsFile). Throws when it is not this index's. */
  addTerms(data: unknown): void {
    const matches =
      Array.isArray(data) &&
      data.length === this.termCount &&
      isSortedTerms(data) &&
      this.firsts.every((id, k) => this.termCount === 0 || data[id] === this.bounds[k]);
    if (!matches) throw new Error("the terms file does not hold this index's terms");
    if (this.terms.some((term, id) => term !== data[id]))
      throw new Error("the terms file holds other terms than its chunks");
    (data as string[]).forEach((term, id) => {
      this.terms[id] = term;
    });
    this.allKnown = true;
  }

  /** The ids [from, to) of the terms that start with `prefix` (the chunks of its range, or all terms, must be known). */
  prefixRange(prefix: string): [number, number] {
    const [firstChunk, lastChunk] = this.chunksBetween(prefix, prefix + "\uffff");
    const [from, to] = this.idRange(firstChunk, lastChunk);
    const start = lowerBound(this.terms, prefix, from, to);
    // Terms with the prefix sit together right from `start`: find where they stop.
    return [start, partitionPoint(start, to, (k) => this.terms[k].startsWith(prefix))];
  }
}

/**
 * Decodes the postings lists of consecutive terms: `[position, value, …]`, positions
 * delta-encoded. Throws on anything a build cannot have written: a posting that is not an
 * integer, points past the documents or does not increase, a value that is not positive.
 */
function decodeBlock(first: number, lists: unknown[], documentCount: number): PostingsBlock {
  let total = 0;
  for (const postings of lists) {
    if (!Array.isArray(postings)) throw new Error(`the postings of term ${first} and on are not lists`);
    if (postings.length % 2 !== 0) throw new Error(`the postings of term ${first} and on are not pairs`);
    total += postings.length / 2;
  }
  const starts = new Int32Array(lists.length + 1);
  const docs = new Int32Array(total);
  const values = new Int32Array(total);
  let n = 0;
  lists.forEach((list, j) => {
    starts[j] = n;
    const postings = list as unknown[];
    let position = -1;
    for (let k = 0; k < postings.length; k += 2) {
      const delta = postings[k];
      const value = postings[k + 1];
      if (!Number.isInteger(delta) || !Number.isInteger(value))
        throw new Error("search index posting is not an integer");
      if ((delta as number) < 0 || (k > 0 && delta === 0)) throw new Error("search index postings do not increase");
      if ((value as number) <= 0) throw new Error("search index posting value is not positive");
      position = k === 0 ? (delta as number) : position + (delta as number);
      if (position >= documentCount) throw new Error("search index posting points past the documents");
      docs[n] = position;
      values[n] = value as number;
      n++;
    }
  });
  starts[lists.length] = n;
  return { first, starts, docs, values };
}

function isSorted(terms: string[]): boolean {
  for (let k = 1; k < terms.length; k++) if (!(terms[k - 1] < terms[k])) return false;
  return true;
}

function isSortedTerms(terms: unknown[]): terms is string[] {
  return terms.every((term) => typeof term === "string") && isSorted(terms as string[]);
}

const isCount = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;

/**
 * Loads an entry's term index: where its terms and postings are; they come chunk by chunk
 * (addChunk) or all at once (addTerms). Throws on anything a build cannot have written.
 */
export function loadTermIndex(index: ChunkedIndex): TermIndex {
  if (index?.v !== 4) throw new Error("unsupported search index format");
  const { termCount, maxLength, terms, count, first, bounds, files } = index;
  if (!isCount(termCount) || !isCount(maxLength) || !isFileName(terms))
    throw new Error("its terms are not a count and a file");
  if (!isCount(count)) throw new Error("its document count is not a count");
  const chunksOk =
    Array.isArray(first) &&
    Array.isArray(files) &&
    Array.isArray(bounds) &&
    first.length === files.length &&
    bounds.length === first.length &&
    first.length > 0 &&
    first[0] === 0 &&
    first.every((id, k) => Number.isInteger(id) && (k === 0 || id > first[k - 1]) && id < Math.max(1, termCount)) &&
    isSortedTerms(bounds) &&
    files.every(isFileName);
  if (!chunksOk) throw new Error("its postings chunks are not a list of term ranges and files");
  return new TermIndex({
    termCount,
    documentCount: count,
    maxLength,
    firsts: first,
    bounds,
    chunkFiles: files,
    termsFile: terms,
  });
}
