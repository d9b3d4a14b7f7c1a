/**
 * What a posting carries besides its document, in chunked index files: the BM25 weight
 * of the term in that document, which the build works out (it knows every document's
 * length, which a first search should not download), and what ranking asks of the
 * document without reading it: for a title or heading its length in index terms (is it
 * exactly the query?) and in words (could it be the query as typed?), for content whether
 * its section heading has the term too.
 */
import { isTitleOrHeading, SearchDocumentType } from "../../contracts/searchIndex";

/** BM25's parameters. */
export const BM25 = { k1: 1.2, b: 0.75 };

/**
 * The stored weight is a step on a log scale: each 5% more than the one before, from 0.005
 * up to k1 + 1 = 2.2, BM25's most (126 steps). Ranking compares weights relatively, so equal
 * relative steps lose least (steps of equal size are coarsest where weights are small); and
 * few distinct values compress well, which shrinks the postings of common words most.
 * Coarser steps shrink them further but cost the relevance sets (indexer/relevance) their
 * first results; 5% keeps those as with exact weights.
 */
const STEP = 1.05;
const LOWEST = 0.005;
const STEPS = Math.ceil(Math.log((BM25.k1 + 1) / LOWEST) / Math.log(STEP)) + 1;
/** The weight of each stored step (1 to STEPS), looked up: ranking reads millions. */
const WEIGHTS = Float64Array.from({ length: STEPS + 1 }, (_, q) => LOWEST * STEP ** (q - 1));

/** The weight of a stored step; past the last, BM25's most (no build writes one). */
const weightOf = (q: number): number => WEIGHTS[q] ?? WEIGHTS[STEPS];

/** The step (1 to STEPS) that stores `weight`. */
function weightStep(weight: number): number {
  return Math.min(STEPS, Math.max(1, 1 + Math.round(Math.log(weight / LOWEST) / Math.log(STEP))));
}

/**
 * The average length of `count` documents of `total` terms, as BM25 compares with it: to 2
 * significant digits, so that an edit of one document among many leaves it, and every
 * other document's postings, as they were (the merge then re-works the edited ones only).
 */
export function averageLength(total: number, count: number): number {
  return count > 0 ? Number(Math.max(1, total / count).toPrecision(2)) : 1;
}

/** BM25's term-frequency part: how much a term counts in a document of `length` terms. */
export function termWeight(tf: number, length: number, averageLength: number): number {
  const { k1, b } = BM25;
  return (tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * Math.max(1, length)) / averageLength));
}

export interface PostingFacts {
  weight: number;
  /** Titles and headings: the document's length in index terms (up to 15). */
  length: number;
  /** Titles and headings: the number of words of its text (up to 15). */
  words: number;
  /** Content: whether the document's section heading has the term. */
  inHeading: boolean;
}

/** The largest value `postingValue` makes: a title's or heading's at the last step. */
export const MAX_POSTING_VALUE = STEPS * 256 + 255;

/** The stored value of a posting: an integer. (Positional arguments: the build makes millions.) */
export function postingValue(
  type: SearchDocumentType,
  weight: number,
  length: number,
  words: number,
  inHeading: boolean,
): number {
  const q = weightStep(weight);
  if (isTitleOrHeading(type)) return q * 256 + Math.min(15, length) * 16 + Math.min(15, words);
  if (type === SearchDocumentType.Content) return q * 2 + (inHeading ? 1 : 0);
  return q;
}

export function readPostingValue(type: SearchDocumentType, value: number): PostingFacts {
  if (isTitleOrHeading(type))
    return { weight: weightOf(value >> 8), length: (value >> 4) % 16, words: value % 16, inHeading: false };
  if (type === SearchDocumentType.Content)
    return { weight: weightOf(value >> 1), length: 0, words: 0, inHeading: value % 2 === 1 };
  return { weight: weightOf(value), length: 0, words: 0, inHeading: false };
}
