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
import { BEST_POSTINGS, SPLIT_POSTINGS } from "../../contracts/searchIndex";
import { bestPostings } from "./bestPostings";
import { hashedName, spanFor, startsChunk } from "./boundaries";
import type { FileBytes } from "./fileBytes";
import type { PostingList } from "./postings";
import { prefixTops } from "./prefixTops";

/** About 3-4 kB gzip: a word's postings and its neighbours'. */
export const TARGET_CHUNK_BYTES = 12_000;
export const MAX_CHUNK_BYTES = 48_000;

/** The characters of an integer in decimal. */
function digits(n: number): number {
  let count = n < 0 ? 2 : 1;
  for (let rest = Math.abs(n); rest >= 10; rest = Math.floor(rest / 10)) count++;
  return count;
}

/** Lists are never changed in place (postings.ts), so a kept list keeps its size. */
const sizeOfList = new WeakMap<PostingList, number>();

/** The length of a list's JSON, worked out without making it: a worker keeps a size per list, not its text. */
function listSize(list: PostingList): number {
  let size = sizeOfList.get(list);
  if (size === undefined) {
    size = list.length === 0 ? 2 : list.length + 1;
    for (let k = 0; k < list.length; k++) size += digits(list[k]);
    sizeOfList.set(list, size);
  }
  return size;
}

/** A list's JSON (through an array: stringifying one is native, joining a typed array is not). */
const listJson = (list: PostingList): string => JSON.stringify(Array.from(list));

/** A chunk as last written, under its first term: its terms, its lists (compared by identity), its tops' text, and its files' names. */
export interface WrittenChunk {
  terms: string[];
  lists: PostingList[];
  tops: string;
  name: string;
  /** The file of a common term's whole list, written apart. */
  whole?: string;
}

/**
 * What a persistent worker keeps of an entry's chunks: each chunk as last written, under its
 * first term, and the files of the tops of their own (small), by name.
 */
export class ChunkMemo {
  readonly chunks = new Map<string, WrittenChunk>();
  tops = new Map<string, string>();
}

/** Whether a list is a common term's: its chunk holds its best postings, its whole list is a file apart. */
const isSplit = (list: PostingList | undefined): boolean => list !== undefined && list.length > 2 * SPLIT_POSTINGS;

export interface ChunkedPostings {
  /** The id of each chunk's first term. */
  first: number[];
  /** Each chunk's first term. */
  bounds: string[];
  files: string[];
  /** File name → bytes (PostingsChunk, also for a common term's whole list; PrefixTop for a top of its own). */
  bytes: Map<string, FileBytes>;
  /** The files of the tops of their own (prefixTops.ts), by prefix. */
  tops: Record<string, string>;
}

/** Whether a chunk written before holds exactly these terms and lists. */
function unchanged(
  known: WrittenChunk | undefined,
  terms: string[],
  lists: PostingList[],
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

/** A chunk's text and, for a common term's, its whole list's. */
function chunkTexts(
  terms: string[],
  lists: PostingList[],
  tops: string,
  segment: string,
): { text: string; whole?: { name: string; text: string } } {
  const topsText = tops ? `,"tops":${tops}` : "";
  const termsText = JSON.stringify(terms);
  if (lists.length === 1 && isSplit(lists[0])) {
    const wholeText = `{"terms":${termsText},"postings":[${listJson(lists[0])}]}`;
    const whole = { name: hashedName(wholeText, segment), text: wholeText };
    const best = JSON.stringify(bestPostings(lists[0], BEST_POSTINGS));
    const file = JSON.stringify({ file: whole.name, df: lists[0].length / 2 });
    return { text: `{"terms":${termsText},"postings":[${best}]${topsText},"whole":${file}}`, whole };
  }
  return { text: `{"terms":${termsText},"postings":[${lists.map(listJson).join(",")}]${topsText}}` };
}

/** The files of the chunks as last written, their bytes made again only if asked for. */
export function keptPostingFiles(memo: ChunkMemo, segment = ""): Map<string, FileBytes> {
  const bytes = new Map<string, FileBytes>();
  for (const known of memo.chunks.values()) {
    const again = () => chunkTexts(known.terms, known.lists, known.tops, segment);
    bytes.set(known.name, () => again().text);
    if (known.whole) bytes.set(known.whole, () => again().whole!.text);
  }
  for (const [name, text] of memo.tops) bytes.set(name, text);
  return bytes;
}

/**
 * Chunks sorted `terms` and their postings `lists`: where each chunk starts, its file, and
 * the files' bytes. `memo` (a persistent worker's, updated here) saves joining and hashing
 * again the chunks whose terms and lists are all as last time (lists: the same arrays); their
 * bytes are made again only if asked for (FileBytes).
 * `segment`: the folder of the files' segment (SegmentedIndexFile), if any.
 */
export function chunkPostings(terms: string[], lists: PostingList[], memo?: ChunkMemo, segment = ""): ChunkedPostings {
  const written = memo?.chunks;
  // Each list's JSON size (and its term's) picks the bounds.
  const sizes = lists.map((list, id) => listSize(list) + terms[id].length + 4);
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
  const bytes = new Map<string, FileBytes>();
  const now = new Map<string, WrittenChunk>();
  const files = first.map((from, k) => {
    const to = first[k + 1] ?? terms.length;
    const known = written?.get(terms[from]);
    const topsText = tops.has(k) ? JSON.stringify(tops.get(k)) : "";
    if (unchanged(known, terms, lists, topsText, from, to)) {
      const again = () => chunkTexts(known.terms, known.lists, known.tops, segment);
      bytes.set(known.name, () => again().text);
      if (known.whole) bytes.set(known.whole, () => again().whole!.text);
      now.set(terms[from], known);
      return known.name;
    }
    const chunk = { terms: terms.slice(from, to), lists: lists.slice(from, to), tops: topsText };
    const { text, whole } = chunkTexts(chunk.terms, chunk.lists, chunk.tops, segment);
    const name = hashedName(text, segment);
    bytes.set(name, text);
    if (whole) bytes.set(whole.name, whole.text);
    now.set(terms[from], { ...chunk, name, ...(whole ? { whole: whole.name } : {}) });
    return name;
  });
  if (written) {
    written.clear();
    for (const [term, chunk] of now) written.set(term, chunk);
  }
  const topFiles: Record<string, string> = {};
  const topTexts = new Map<string, string>();
  for (const [prefix, top] of own) {
    const text = JSON.stringify(top);
    const name = hashedName(text, segment);
    topFiles[prefix] = name;
    bytes.set(name, text);
    topTexts.set(name, text);
  }
  if (memo) memo.tops = topTexts;
  return { first, bounds, files, bytes, tops: topFiles };
}
