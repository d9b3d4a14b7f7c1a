/**
 * The compact form of an elasticlunr index (see format.ts), loaded for search in the
 * worker and the CLI. The build writes it in build.ts.
 */
import type { CompactIndex } from "../../contracts/searchIndex";

/**
 * An entry's index as the engine searches it, loaded straight from the compact form
 * (no elasticlunr trie: building one costs far more than parsing the file):
 * - `terms`, sorted (UTF-16 order), so that exact terms, prefixes and typo walks are
 *   binary searches and range scans;
 * - the postings of term k in `docs`/`tfs` from `starts[k]` to `starts[k + 1]`, as
 *   positions in the entry's `documents` (increasing) and term counts;
 * - `lengths`: each document's field length, the sum of its term counts.
 */
export class TermIndex {
  constructor(
    readonly terms: string[],
    readonly starts: Int32Array,
    readonly docs: Int32Array,
    readonly tfs: Int32Array,
    readonly lengths: Float64Array,
  ) {
    let longest = 0;
    for (const term of terms) if (term.length > longest) longest = term.length;
    this.maxLength = longest;
  }

  /** The length of the longest term. */
  readonly maxLength: number;


  /** The number of indexed documents (the length of the entry's `documents`). */
  get documentCount(): number {
    return this.lengths.length;
  }

  /** The id of a term, or -1. */
  idOf(term: string): number {
    const at = lowerBound(this.terms, term, 0);
    return at < this.terms.length && this.terms[at] === term ? at : -1;
  }

  /** The number of documents that have term `id`. */
  df(id: number): number {
    return this.starts[id + 1] - this.starts[id];
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
 * Loads an entry's compact index over `documentCount` documents. Throws on anything a
 * build cannot have written: another version, a posting that is not an integer, points
 * past the documents or does not increase, a count without a document.
 */
export function loadTermIndex(compact: CompactIndex, documentCount: number): TermIndex {
  if (!compact || compact.v !== 1 || typeof compact.terms !== "object" || compact.terms === null || Array.isArray(compact.terms)) {
    throw new Error("unsupported search index format");
  }
  const terms = Object.keys(compact.terms);
  let sorted = true;
  for (let k = 1; k < terms.length && sorted; k++) sorted = terms[k - 1] < terms[k];
  // JSON objects list integer-like keys ("2", "10") first: sort when the file's order was lost.
  if (!sorted) terms.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  let total = 0;
  for (const term of terms) {
    const postings = compact.terms[term];
    if (!Array.isArray(postings)) throw new Error(`the postings of "${term}" are not a list`);
    total += postings.length;
  }
  const starts = new Int32Array(terms.length + 1);
  const docs = new Int32Array(total);
  const tfs = new Int32Array(total);
  const lengths = new Float64Array(documentCount);
  let n = 0;
  for (let id = 0; id < terms.length; id++) {
    starts[id] = n;
    const postings = compact.terms[terms[id]];
    let position = -1;
    for (let k = 0; k < postings.length; k++) {
      const value = postings[k];
      if (typeof value !== "number" || !Number.isInteger(value)) throw new Error("search index posting is not an integer");
      if (value < 0) {
        if (k === 0 || postings[k - 1] < 0) throw new Error("search index term count without a document");
        tfs[n - 1] = -value;
        lengths[position] += -value - 1;
        continue;
      }
      if (k > 0 && value === 0) throw new Error("search index postings do not increase");
      position = k === 0 ? value : position + value;
      if (position >= documentCount) throw new Error("search index posting points past the documents");
      docs[n] = position;
      tfs[n] = 1;
      lengths[position] += 1;
      n++;
    }
  }
  starts[terms.length] = n;
  return new TermIndex(terms, starts, docs.subarray(0, n), tfs.subarray(0, n), lengths);
}
