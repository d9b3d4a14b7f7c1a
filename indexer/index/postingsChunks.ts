/**
 * Splits an entry's terms and postings into chunk files by term range, so that a search
 * fetches the ranges of the words it looks up and no others (a chunk holds its terms, so
 * the index file needs only each range's first term). Where a chunk ends is decided by the
 * terms themselves (a term whose hash is 0 modulo the span starts one), not by sizes, so
 * an edit that changes some postings leaves the bounds, and so the bytes and names, of
 * the other chunks as they were. A chunk that would grow past MAX_CHUNK_BYTES is cut there.
 * A chunk also holds the tops of the wide prefixes that begin in its range (prefixTops.ts).
 * A common term (more than SPLIT_POSTINGS documents) has a chunk of its own with its best
 * postings only, and its whole list in files apart, one per WHOLE_PART_SPAN positions
 * (PostingsChunk.whole): an edit changes the values of every term of the section it edits,
 * and with a file per list it wrote the whole lists of the section's common words again,
 * 25 to 36 MB at 100,000 docs of the benchmark's corpus.
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

/** The characters of an integer in decimal (lists hold no negative numbers, and mostly small ones). */
function digits(n: number): number {
  if (n < 10_000 && n >= 0) return n < 10 ? 1 : n < 100 ? 2 : n < 1000 ? 3 : 4;
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

/**
 * The JSON of list[from, to), with `first` in place of its first number: its digits written
 * straight into a buffer, four times quicker than stringifying it as an array (native, but
 * through a copy and a number-to-string per posting); the lists of common words hold
 * hundreds of thousands of numbers. Lists hold no negative numbers.
 */
function rangeJson(list: PostingList, from = 0, to = list.length, first = list[from]): string {
  // A number and its comma: at most 6 characters in a 16-bit list, 11 in a 32-bit one (a part's first, 11).
  const out = Buffer.allocUnsafe(13 + (list instanceof Uint16Array ? 6 : 11) * (to - from));
  let at = 0;
  out[at++] = 0x5b; // [
  for (let k = from; k < to; k++) {
    if (k > from) out[at++] = 0x2c; // ,
    let value = k === from ? first : list[k];
    at += digits(value);
    for (let place = at - 1; ; place--) {
      out[place] = 0x30 + (value % 10);
      value = Math.floor(value / 10);
      if (value === 0) break;
    }
  }
  out[at++] = 0x5d; // ]
  return out.toString("latin1", 0, at);
}

/** A list's JSON. */
export const listJson = (list: PostingList): string => rangeJson(list);

/** Positions per file of a common term's whole list. */
export const WHOLE_PART_SPAN = 32_768;

/** Where an entry's chunk files go: the folder of their segment (SegmentedIndexFile), if any, and the positions per part of a whole list (tests make it small). */
export interface ChunkLayoutOptions {
  segment?: string;
  partSpan?: number;
}

/** The postings of a part of a whole list: list[from, to), the first at position `first` (a part's list starts from 0, as a list does). */
interface ListPart {
  from: number;
  to: number;
  first: number;
}

/** A whole list cut into parts of `span` positions each: part k holds positions [k × span, (k + 1) × span), empty ones too, up to the last posting's. */
export function listParts(list: PostingList, span = WHOLE_PART_SPAN): ListPart[] {
  const parts: ListPart[] = [];
  let position = 0;
  for (let k = 0; k < list.length; k += 2) {
    position = k === 0 ? list[0] : position + list[k];
    const part = Math.floor(position / span);
    while (parts.length <= part) parts.push({ from: k, to: k, first: position });
    parts[part].to = k + 2;
  }
  return parts;
}

/** Whether two parts hold the same postings. */
function samePart(a: PostingList, pa: ListPart, b: PostingList, pb: ListPart): boolean {
  if (pa.to - pa.from !== pb.to - pb.from || (pa.to > pa.from && pa.first !== pb.first)) return false;
  for (let k = 1; k < pa.to - pa.from; k++) if (a[pa.from + k] !== b[pb.from + k]) return false;
  return true;
}

/** A part's file: a PostingsChunk of its one term. */
const partText = (termsText: string, list: PostingList, part: ListPart) =>
  `{"terms":${termsText},"postings":[${rangeJson(list, part.from, part.to, part.first)}]}`;

/** A chunk as last written, under its first term: its terms, its lists (compared by identity), its tops' text, and its files' names. */
export interface WrittenChunk {
  terms: string[];
  lists: PostingList[];
  tops: string;
  name: string;
  /** The files of a common term's whole list, a part each, written apart. */
  whole?: string[];
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

/** A file of a chunk's, its bytes made or to make. */
interface NamedFile {
  name: string;
  text: FileBytes;
}

/** The files of the parts of a common term's whole list; a part that `known` (its chunk last time) holds too keeps its name, its bytes made only if asked for. */
function wholeFiles(
  termsText: string,
  list: PostingList,
  { segment = "", partSpan }: ChunkLayoutOptions,
  known?: WrittenChunk,
): NamedFile[] {
  const knownList = known?.whole && known.lists.length === 1 ? known.lists[0] : undefined;
  const knownParts = knownList && listParts(knownList, partSpan);
  return listParts(list, partSpan).map((part, p) => {
    if (knownList && knownParts![p] && samePart(list, part, knownList, knownParts![p]))
      return { name: known!.whole![p], text: () => partText(termsText, list, part) };
    const text = partText(termsText, list, part);
    return { name: hashedName(text, segment), text };
  });
}

/** A chunk's text and, for a common term's, its whole list's files (`known`: the chunk as last written). */
function chunkTexts(
  terms: string[],
  lists: PostingList[],
  tops: string,
  layout: ChunkLayoutOptions,
  known?: WrittenChunk,
): { text: string; whole?: NamedFile[] } {
  const topsText = tops ? `,"tops":${tops}` : "";
  const termsText = JSON.stringify(terms);
  if (lists.length === 1 && isSplit(lists[0])) {
    const whole = wholeFiles(termsText, lists[0], layout, known?.terms[0] === terms[0] ? known : undefined);
    const best = JSON.stringify(bestPostings(lists[0], BEST_POSTINGS));
    const file = JSON.stringify({ files: whole.map(({ name }) => name), df: lists[0].length / 2 });
    return { text: `{"terms":${termsText},"postings":[${best}]${topsText},"whole":${file}}`, whole };
  }
  return { text: `{"terms":${termsText},"postings":[${lists.map(listJson).join(",")}]${topsText}}` };
}

/** Puts the files of a chunk as last written into `bytes`, their bytes made again only if asked for. */
function keepChunk(known: WrittenChunk, layout: ChunkLayoutOptions, bytes: Map<string, FileBytes>): void {
  bytes.set(known.name, () => chunkTexts(known.terms, known.lists, known.tops, layout).text);
  known.whole?.forEach((name, p) => {
    const part = () => listParts(known.lists[0], layout.partSpan)[p];
    bytes.set(name, () => partText(JSON.stringify(known.terms), known.lists[0], part()));
  });
}

/** The files of the chunks as last written, their bytes made again only if asked for. */
export function keptPostingFiles(memo: ChunkMemo, layout: ChunkLayoutOptions = {}): Map<string, FileBytes> {
  const bytes = new Map<string, FileBytes>();
  for (const known of memo.chunks.values()) keepChunk(known, layout, bytes);
  for (const [name, text] of memo.tops) bytes.set(name, text);
  return bytes;
}

/**
 * Chunks sorted `terms` and their postings `lists`: where each chunk starts, its file, and
 * the files' bytes. `memo` (a persistent worker's, updated here) saves joining and hashing
 * again the chunks whose terms and lists are all as last time (lists: the same arrays); their
 * bytes are made again only if asked for (FileBytes).
 * `layout`: where its files go (ChunkLayoutOptions).
 */
export function chunkPostings(
  terms: string[],
  lists: PostingList[],
  memo?: ChunkMemo,
  layout: ChunkLayoutOptions = {},
): ChunkedPostings {
  const segment = layout.segment ?? "";
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
      keepChunk(known, layout, bytes);
      now.set(terms[from], known);
      return known.name;
    }
    const chunk = { terms: terms.slice(from, to), lists: lists.slice(from, to), tops: topsText };
    const { text, whole } = chunkTexts(chunk.terms, chunk.lists, chunk.tops, layout, known);
    const name = hashedName(text, segment);
    bytes.set(name, text);
    for (const part of whole ?? []) bytes.set(part.name, part.text);
    now.set(terms[from], { ...chunk, name, ...(whole ? { whole: whole.map((part) => part.name) } : {}) });
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
