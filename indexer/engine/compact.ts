/**
 * An entry's term index as the engine searches it, from where the build wrote it
 * (contracts/searchIndex.ts, version 6): the terms and postings of each term range in a
 * chunk file, read when a search looks up a word in that range, each posting with its
 * value (postingValue.ts), and all the terms in one more file, read to forgive a typo or
 * to complete a prefix that spans many ranges. A common term's chunk holds its best postings,
 * and its whole list is read only by a search that asks for more than a few results.
 */
import { lowerBound, partitionPoint, upperBound } from "../../contracts/bounds";
import type { ChunkedIndex } from "../../contracts/searchIndex";
import { isFileName } from "./chunkFiles";
import { chunkOfTerm, holdsOneTerm, prefixChunks, termChunk, type ChunkLayout } from "./widePrefixes";

/** Decoded postings of a range of terms: term `first + j` has docs/values from starts[j] to starts[j + 1]. */
interface PostingsBlock {
  first: number;
  starts: Int32Array;
  docs: Int32Array;
  values: Int32Array;
}

/** A completion from a wide prefix's top (PrefixTop): its id is past the index's terms. */
export interface TopTerm {
  term: string;
  id: number;
}

/** A completion of a prefix's top, as loaded: its term, its (rough) df and its best postings. */
interface TopPostings {
  term: string;
  df: number;
  postings: Postings;
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
  /** The files of the prefix tops whose first chunk holds one term, by prefix. */
  topFiles?: Record<string, string>;
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
  /** Prefix → the file of its top, where its first chunk holds one term. */
  readonly topFiles: ReadonlyMap<string, string>;
  private readonly firsts: number[];
  private readonly bounds: string[];
  private readonly layout: ChunkLayout;
  private readonly blocks: (PostingsBlock | undefined)[];
  /** Term id → term, where known. */
  private readonly terms: string[];
  private allKnown: boolean;
  /** Wide prefixes' tops, by prefix, from the chunks added; their completions by id (from termCount on). */
  private readonly tops = new Map<string, TopTerm[]>();
  private readonly topPostings: TopPostings[] = [];
  /** Chunks of a common term whose whole list has not been added, by chunk: its parts' files, number of documents, and the parts' lists added so far. */
  private readonly partial = new Map<number, { files: string[]; df: number; lists: (unknown[] | undefined)[] }>();

  constructor(layout: TermLayout) {
    ({ termCount: this.termCount, documentCount: this.documentCount, maxLength: this.maxLength } = layout);
    ({ chunkFiles: this.chunkFiles, termsFile: this.termsFile, firsts: this.firsts, bounds: this.bounds } = layout);
    this.terms = new Array<string>(layout.termCount);
    this.blocks = layout.firsts.map(() => undefined);
    this.allKnown = layout.termCount === 0;
    this.layout = { bounds: this.bounds, firsts: this.firsts, termCount: this.termCount };
    this.topFiles = new Map(Object.entries(layout.topFiles ?? {}));
    // A chunk of one term: that term is its first.
    this.firsts.forEach((id, k) => {
      if (holdsOneTerm(this.layout, k)) this.terms[id] = this.bounds[k];
    });
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
    return chunkOfTerm(this.bounds, term);
  }

  /** The chunks [from, to] whose ranges would hold the terms from `low` to `high`. */
  chunksBetween(low: string, high: string): [number, number] {
    return [this.chunkOfTerm(low), this.chunkOfTerm(high)];
  }

  /**
   * Adds to `into` the files to read before `prefix`'s completions are known: its top's file
   * if the index names one, else the first chunk of its range, which holds its top if it has
   * one (widePrefixes.ts); then, if it has none, the other chunks of its range.
   */
  missingCompletions(prefix: string, into: Set<string>): void {
    const [from, to] = prefixChunks(this.layout, prefix);
    if (from > to) return;
    const file = this.topFiles.get(prefix);
    if (file !== undefined) {
      if (!this.tops.has(prefix)) into.add(file);
    } else if (from === to || this.blocks[from]) {
      if (!this.tops.has(prefix)) this.missingRange(from, to, into);
    } else into.add(this.chunkFiles[from]);
  }

  /** The completions of `prefix`'s top, most common first; null when it has none (what missingCompletions names must be added). */
  topOf(prefix: string): TopTerm[] | null {
    const [from, to] = prefixChunks(this.layout, prefix);
    if (from >= to) return null;
    const top = this.tops.get(prefix);
    if (top) return top;
    if (this.topFiles.has(prefix) || !this.blocks[from]) throw new Error(`the top of "${prefix}" is not loaded`);
    return null;
  }

  /** Takes in a top's file (PrefixTop), parsed. Throws when it is not the top of a prefix this index names. */
  addTop(data: unknown): void {
    const [top] = decodeTops([data], -1, this.layout, this.documentCount, this.topFiles);
    this.addTops([top]);
  }

  private addTops(tops: { prefix: string; terms: TopPostings[] }[]): void {
    for (const top of tops) {
      this.tops.set(
        top.prefix,
        top.terms.map((term) => {
          this.topPostings.push(term);
          return { term: term.term, id: this.termCount + this.topPostings.length - 1 };
        }),
      );
    }
  }

  /** Whether `id` is a completion of a prefix's top rather than a term of the index. */
  isTopTerm(id: number): boolean {
    return id >= this.termCount;
  }

  /** Adds to `into` the file to read before it is known whether `term` is a term: none when the layout tells. */
  missingTerm(term: string, into: Set<string>): void {
    if (this.allKnown) return;
    const k = termChunk(this.layout, term);
    if (k >= 0 && !this.termsKnown(k)) into.add(this.chunkFiles[k]);
  }

  /** Adds to `into` the files of chunks [from, to] whose terms are not known. */
  private missingRange(from: number, to: number, into: Set<string>): void {
    if (this.allKnown) return;
    for (let k = from; k <= to; k++) if (!this.termsKnown(k)) into.add(this.chunkFiles[k]);
  }

  /** Whether chunk `k`'s terms are known: it was added, or it holds one term. */
  private termsKnown(k: number): boolean {
    return this.blocks[k] !== undefined || holdsOneTerm(this.layout, k);
  }

  /** Adds to `into` the terms file, unless every term is known. */
  missingAllTerms(into: Set<string>): void {
    if (!this.allKnown) into.add(this.termsFile);
  }

  /** The ids [from, to) of the terms of chunks `[first, last]` (known). */
  private idRange(first: number, last: number): [number, number] {
    if (this.allKnown) return [0, this.termCount];
    if (first > last) return [0, 0];
    for (let k = first; k <= last; k++)
      if (!this.termsKnown(k)) throw new Error(`the terms of chunk ${k} are not loaded`);
    return [this.firsts[first], this.endOf(last)];
  }

  private endOf(k: number): number {
    return k + 1 < this.firsts.length ? this.firsts[k + 1] : this.termCount;
  }

  /** The id of a term, or -1 (its chunk, or all terms, must be known). */
  idOf(term: string): number {
    const chunk = termChunk(this.layout, term);
    if (chunk < 0) return -1;
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
    if (id >= this.termCount) return this.topPostings[id - this.termCount].postings;
    const block = this.blocks[this.chunkOf(id)];
    if (!block) return null;
    const j = id - block.first;
    return { docs: block.docs, values: block.values, from: block.starts[j], to: block.starts[j + 1] };
  }

  /** The number of documents that have term `id` (its chunk must be loaded); a top's completion, as its top says. */
  df(id: number): number {
    if (id >= this.termCount) return this.topPostings[id - this.termCount].df;
    const whole = this.partial.get(this.chunkOf(id));
    if (whole) return whole.df;
    const postings = this.postings(id);
    if (!postings) throw new Error(`the postings of term ${id} are not loaded`);
    return postings.to - postings.from;
  }

  /** Whether chunk `k` has been added. */
  hasChunk(k: number): boolean {
    return this.blocks[k] !== undefined;
  }

  /** The files of the whole list of chunk `k`'s common term still to add while only its best postings are here; else none. */
  wholeFiles(k: number): string[] {
    const whole = this.partial.get(k);
    return whole ? [...new Set(whole.files.filter((_, p) => whole.lists[p] === undefined))] : [];
  }

  /**
   * Adds `file`, a part of chunk `k`'s whole list (a PostingsChunk of its one term); with the
   * last part, the whole list takes the place of the best postings. Throws when it is not a
   * part of that term's whole list.
   */
  addWhole(k: number, file: string, data: unknown): void {
    const whole = this.partial.get(k);
    if (!whole) return;
    const { terms, postings } = (data ?? {}) as { terms?: unknown; postings?: unknown };
    if (
      !Array.isArray(terms) ||
      terms.length !== 1 ||
      terms[0] !== this.bounds[k] ||
      !Array.isArray(postings) ||
      postings.length !== 1 ||
      !Array.isArray(postings[0])
    )
      throw new Error(`the whole list of chunk ${k} is not its term's`);
    whole.files.forEach((name, p) => {
      if (name === file) whole.lists[p] = postings[0] as unknown[];
    });
    if (whole.lists.some((list) => list === undefined)) return;
    const block = decodeBlock(this.firsts[k], [joinedParts(whole.lists as unknown[][])], this.documentCount);
    if (block.docs.length !== whole.df)
      throw new Error(`the whole list of chunk ${k} does not hold ${whole.df} documents`);
    this.blocks[k] = block;
    this.partial.delete(k);
  }

  /** Adds chunk `k` from its parsed file (PostingsChunk). Throws when it is not that chunk. */
  addChunk(k: number, data: unknown): void {
    // Added already (its term's whole list may be here since): two entries can share a file.
    if (this.blocks[k]) return;
    const first = this.firsts[k];
    const end = this.endOf(k);
    const { terms, postings, tops, whole } = (data ?? {}) as {
      terms?: unknown;
      postings?: unknown;
      tops?: unknown;
      whole?: { files?: unknown[]; df?: unknown };
    };
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
    const loadedTops = decodeTops(tops ?? [], k, this.layout, this.documentCount, this.topFiles);
    if (
      whole !== undefined &&
      (terms.length !== 1 ||
        !Array.isArray(whole?.files) ||
        whole.files.length === 0 ||
        !whole.files.every(isFileName) ||
        !isCount(whole.df) ||
        whole.df <= block.docs.length)
    )
      throw new Error(`postings chunk ${k} holds a common term's best postings without its whole list`);
    terms.forEach((term, j) => {
      this.terms[first + j] = term;
    });
    this.blocks[k] = block;
    if (whole) {
      const files = whole.files as string[];
      this.partial.set(k, { files, df: whole.df as number, lists: files.map(() => undefined) });
    }
    this.addTops(loadedTops);
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
    const [firstChunk, lastChunk] = prefixChunks(this.layout, prefix);
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
/**
 * A whole list from its parts, in order: each part's list starts from position 0, as any
 * list does, so each part's first posting is made relative to the one before it.
 */
function joinedParts(parts: unknown[][]): unknown[] {
  const joined: unknown[] = [];
  let last = 0;
  for (const part of parts) {
    let position = 0;
    for (let k = 0; k < part.length; k += 2) {
      const delta = part[k] as number;
      position = k === 0 ? delta : position + delta;
      joined.push(joined.length === 0 ? position : k === 0 ? position - last : delta, part[k + 1]);
    }
    if (part.length > 0) last = position;
  }
  return joined;
}

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

/**
 * The tops a chunk holds (contracts' PrefixTop): wide prefixes whose range starts in chunk
 * `k`; or, with `k` -1, a top's own file, for a prefix that `files` names. Throws on
 * anything a build cannot have written.
 */
function decodeTops(
  data: unknown,
  k: number,
  layout: ChunkLayout,
  documentCount: number,
  files: ReadonlyMap<string, string>,
): { prefix: string; terms: TopPostings[] }[] {
  if (!Array.isArray(data)) throw new Error(`the prefix tops of chunk ${k} are not a list`);
  return data.map((top) => {
    const { p, terms, df, postings } = (top ?? {}) as {
      p?: unknown;
      terms?: unknown;
      df?: unknown;
      postings?: unknown;
    };
    const [from, to] = typeof p === "string" ? prefixChunks(layout, p) : [-1, -1];
    const placed = typeof p === "string" && (k < 0 ? files.has(p) : from === k && !files.has(p));
    if (
      typeof p !== "string" ||
      !placed ||
      to <= from ||
      !Array.isArray(terms) ||
      !terms.every((term) => typeof term === "string" && term.startsWith(p)) ||
      !Array.isArray(df) ||
      df.length !== terms.length ||
      !df.every((n) => Number.isInteger(n) && n > 0) ||
      !Array.isArray(postings) ||
      postings.length !== terms.length
    )
      throw new Error(
        k < 0 ? "a prefix top file holds no top of a prefix" : `chunk ${k} holds a prefix top that is not one`,
      );
    const block = decodeBlock(0, postings, documentCount);
    return {
      prefix: p,
      terms: (terms as string[]).map((term, j) => ({
        term,
        df: df[j] as number,
        postings: { docs: block.docs, values: block.values, from: block.starts[j], to: block.starts[j + 1] },
      })),
    };
  });
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
  if (index?.v !== 6) throw new Error("unsupported search index format");
  const { termCount, maxLength, terms, count, first, bounds, files, tops } = index;
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
  if (tops !== undefined && (typeof tops !== "object" || tops === null || !Object.values(tops).every(isFileName)))
    throw new Error("its prefix tops are not files by prefix");
  return new TermIndex({
    termCount,
    documentCount: count,
    maxLength,
    firsts: first,
    bounds,
    chunkFiles: files,
    termsFile: terms,
    topFiles: tops,
  });
}
