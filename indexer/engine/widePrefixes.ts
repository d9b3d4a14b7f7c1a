/**
 * Where a term or a prefix's terms would be, from an entry's layout alone (what the index
 * file says: each postings chunk's first term and first term id), as the build and the
 * engine both work it out; and which prefixes are too wide to complete from their terms.
 *
 * A chunk that holds one term (a word whose postings fill a chunk, in a small vocabulary
 * nearly every word) is known without reading it: no other term is in its range, so a
 * search reads it only for that term's postings.
 *
 * In a large site one or a few letters begin thousands of terms, and in a small vocabulary
 * a few letters begin the few words every page has: either way their postings come to
 * megabytes, which the next keystroke makes useless. The build gives such a prefix a top
 * (contracts' PrefixTop: its most common completions and their best postings) in the
 * first chunk of its range, which a search reads for the prefix as typed anyway, or, when
 * that chunk holds one term only, in a file of its own that the index names.
 */
import { lowerBound } from "../../contracts/bounds";

export interface ChunkLayout {
  /** Each chunk's first term. */
  bounds: readonly string[];
  /** Each chunk's first term id. */
  firsts: readonly number[];
  termCount: number;
}

/** The postings chunk whose range would hold `term`, given each chunk's first term (`bounds`). */
export function chunkOfTerm(bounds: readonly string[], term: string): number {
  return Math.max(0, lowerBound(bounds, term + "\u0000") - 1);
}

/** Whether chunk `k` holds one term only: its first term. */
export function holdsOneTerm(layout: ChunkLayout, k: number): boolean {
  const end = k + 1 < layout.firsts.length ? layout.firsts[k + 1] : layout.termCount;
  return end - layout.firsts[k] === 1;
}

/** The chunk that may hold `term`, or -1 when the layout tells it is no term (its chunk holds one other term). */
export function termChunk(layout: ChunkLayout, term: string): number {
  const k = chunkOfTerm(layout.bounds, term);
  return holdsOneTerm(layout, k) && layout.bounds[k] !== term ? -1 : k;
}

/**
 * The chunks [from, to] that may hold terms that start with `prefix` (from > to: none): the
 * range that would hold them, less a first chunk that holds one term that does not.
 */
export function prefixChunks(layout: ChunkLayout, prefix: string): [number, number] {
  let from = chunkOfTerm(layout.bounds, prefix);
  const to = chunkOfTerm(layout.bounds, prefix + "\uffff");
  if (holdsOneTerm(layout, from) && !layout.bounds[from].startsWith(prefix)) from++;
  return [from, to];
}
