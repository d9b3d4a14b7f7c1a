/**
 * Splits an entry's terms and postings into chunk files by term range, so that a search
 * fetches the ranges of the words it looks up and no others (a chunk holds its terms, so
 * the index file needs only each range's first term). Where a chunk ends is decided by the
 * terms themselves (a term whose hash is 0 modulo the span starts one), not by sizes, so
 * an edit that changes some postings leaves the bounds, and so the bytes and names, of
 * the other chunks as they were. A chunk that would grow past MAX_CHUNK_BYTES is cut there.
 * A chunk also holds the tops of the wide prefixes that begin in its range (prefixTops.ts).
 * A common term (more than SPLIT_POSTINGS documents) has a chunk of its own with its best
 * postings only, and its whole list in a file apart (PostingsChunk.whole).
 */
import { BEST_POSTINGS, SPLIT_POSTINGS, type PostingsLists } from "../../contracts/searchIndex";
import { bestPostings } from "./bestPostings";
import { hashedName, spanFor, startsChunk } from "./boundaries";
import { prefixTops } from "./prefixTops";

/** About 3-4 kB gzip: a word's postings and its neighbours'. */
export const TARGET_CHUNK_BYTES = 12_000;
export const MAX_CHUNK_BYTES = 48_000;

/** Lists are never changed in place (postings.ts), so a kept list keeps its text. */
const textOfList = new WeakMap<number[], string>();

function listText(list: number[]): string {
  let text = textOfList.get(list);
  if (text === undefined) textOfList.set(list, (text = JSON.stringify(list)));
  return text;
}

/** A chunk as last written, under its first term: its terms, its lists (compared by identity), its tops' text, name and bytes. */
export interface WrittenChunk {
  terms: string[];
  lists: number[][];
  tops: string;
  name: string;
  text: string;
  /** A common term's whole list, written apart. */
  whole?: { name: string; text: string };
}

/** Whether a list is a common term's: its chunk holds its best postings, its whole list is a file apart. */
const isSplit = (list: number[] | undefined): boolean => list !== undefined && list.length > 2 * SPLIT_POSTINGS;

export interface ChunkedPostings {
  /** The id of each chunk's first term. */
  first: number[];
  /** Each chunk's first term. */
  bounds: string[];
  files: string[];
  /** File name → bytes (PostingsChunk, also for a common term's whole list; PrefixTop for a top of its own). */
  bytes: Map<string, string>;
  /** The files of the tops of their own (prefixTops.ts), by prefix. */
  tops: Record<string, string>;
}

/** Whether a chunk written before holds exactly these terms and lists. */
function unchanged(
  known: WrittenChunk | undefined,
  terms: string[],
  lists: number[][],
  tops: string,
  from: number,
  to: number,
): known is WrittenChunk {
  return (
    known !== undefined &&
    known.tops === tops &&
    known.lists.length === to - from &&
    known.lists.every((list, t) => list === lists[from + t] && known.terms[t] === terms[from + t])
  );
}

function writtenChunk(
  terms: string[],
  lists: number[][],
  texts: string[],
  tops: string,
  segment: string,
): WrittenChunk {
  const topsText = tops ? `,"tops":${tops}` : "";
  const termsText = JSON.stringify(terms);
  if (lists.length === 1 && isSplit(lists[0])) {
    const wholeText = `{"terms":${termsText},"postings":[${texts[0]}]}`;
    const whole = { name: hashedName(wholeText, segment), text: wholeText };
    const best = JSON.stringify(bestPostings(lists[0], BEST_POSTINGS));
    const text = `{"terms":${termsText},"postings":[${best}]${topsText},"whole":${JSON.stringify({ file: whole.name, df: lists[0].length / 2 })}}`;
    return { terms, lists, tops, name: hashedName(text, segment), text, whole };
  }
  const text = `{"terms":${termsText},"postings":[${texts.join(",")}]${topsText}}`;
  return { terms, lists, tops, name: hashedName(text, segment), text };
}

/**
 * Chunks sorted `terms` and their postings `lists`: where each chunk starts, its file, and
 * the files' bytes. `written` (a persistent worker's, updated here) saves joining and hashing
 * again the chunks whose terms and lists are all as last time (lists: the same arrays).
 * `segment`: the folder of the files' segment (SegmentedIndexFile), if any.
 */
export function chunkPostings(
  terms: string[],
  lists: PostingsLists,
  written?: Map<string, WrittenChunk>,
  segment = "",
): ChunkedPostings {
  // Each list serialized once: its size (and its term's) picks the bounds, and a chunk's bytes are its lists' joined.
  const texts = lists.map(listText);
  const sizes = texts.map((text, id) => text.length + terms[id].length + 4);
  // The span is set by the lists that share chunks: counted in, the few lists of common words
  // (a chunk's size or more, so about a chunk each anyway) made every other range a few
  // hundred bytes, a request each.
  const shared = sizes.filter((size) => size < TARGET_CHUNK_BYTES);
  const span = spanFor(shared.reduce((sum, size) => sum + size, 0) / Math.max(1, shared.length), TARGET_CHUNK_BYTES);
  const first: number[] = [];
  let size = 0;
  terms.forEach((term, id) => {
    const alone = isSplit(lists[id]) || isSplit(lists[id - 1]);
    if (id === 0 || alone || startsChunk(term, span) || size + sizes[id] > MAX_CHUNK_BYTES) {
      first.push(id);
      size = 0;
    }
    size += sizes[id];
  });
  if (first.length === 0) first.push(0);
  const bounds = first.map((id) => terms[id] ?? "");
  const { byChunk: tops, own } = prefixTops(terms, lists, { bounds, firsts: first, termCount: terms.length }, sizes);
  const bytes = new Map<string, string>();
  const now = new Map<string, WrittenChunk>();
  const files = first.map((from, k) => {
    const to = first[k + 1] ?? terms.length;
    const known = written?.get(terms[from]);
    const topsText = tops.has(k) ? JSON.stringify(tops.get(k)) : "";
    const chunk = unchanged(known, terms, lists, topsText, from, to)
      ? known
      : writtenChunk(terms.slice(from, to), lists.slice(from, to), texts.slice(from, to), topsText, segment);
    now.set(terms[from], chunk);
    bytes.set(chunk.name, chunk.text);
    if (chunk.whole) bytes.set(chunk.whole.name, chunk.whole.text);
    return chunk.name;
  });
  if (written) {
    written.clear();
    for (const [term, chunk] of now) written.set(term, chunk);
  }
  const topFiles: Record<string, string> = {};
  for (const [prefix, top] of own) {
    const text = JSON.stringify(top);
    const name = hashedName(text, segment);
    topFiles[prefix] = name;
    bytes.set(name, text);
  }
  return { first, bounds, files, bytes, tops: topFiles };
}
