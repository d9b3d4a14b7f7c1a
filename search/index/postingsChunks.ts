/**
 * Splits an entry's postings into chunk files by term range, so that a search fetches
 * the ranges of the terms it looks up and no others. Where a chunk ends is decided by the
 * terms themselves (a term whose hash is 0 modulo the span starts one), not by sizes, so
 * an edit that changes some postings leaves the bounds, and so the bytes and names, of
 * the other chunks as they were. A chunk that would grow past MAX_CHUNK_BYTES is cut there.
 */
import type { PostingsChunk } from "../../contracts/searchIndex";
import { hashedName, spanFor, startsChunk } from "./boundaries";

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

/** A chunk as last written, under its first term: its lists (compared by identity), name and bytes. */
export interface WrittenChunk {
  lists: number[][];
  name: string;
  text: string;
}

/**
 * Chunks the postings `lists` of sorted `terms`: the first term of each chunk, its file, and
 * the files' bytes. `written` (a persistent worker's, updated here) saves joining and hashing
 * again the chunks whose lists are all the same arrays as last time.
 */
export function chunkPostings(terms: string[], lists: PostingsChunk, written?: Map<string, WrittenChunk>): { first: number[]; files: string[]; bytes: Map<string, string> } {
  // Each list serialized once: its size picks the bounds, and a chunk's bytes are its lists' joined.
  const texts = lists.map(listText);
  const sizes = texts.map((text) => text.length + 1);
  const span = spanFor(sizes.reduce((sum, size) => sum + size, 0) / Math.max(1, sizes.length), TARGET_CHUNK_BYTES);
  const first: number[] = [];
  let size = 0;
  terms.forEach((term, id) => {
    if (id === 0 || startsChunk(term, span) || size + sizes[id] > MAX_CHUNK_BYTES) {
      first.push(id);
      size = 0;
    }
    size += sizes[id];
  });
  if (first.length === 0) first.push(0);
  const bytes = new Map<string, string>();
  const now = new Map<string, WrittenChunk>();
  const files = first.map((from, k) => {
    const to = first[k + 1] ?? terms.length;
    const known = written?.get(terms[from]);
    const same = known !== undefined && known.lists.length === to - from && known.lists.every((list, t) => list === lists[from + t]);
    const text = same ? known.text : `[${texts.slice(from, to).join(",")}]`;
    const chunk = same ? known : { lists: lists.slice(from, to), name: hashedName(text), text };
    now.set(terms[from], chunk);
    bytes.set(chunk.name, text);
    return chunk.name;
  });
  if (written) {
    written.clear();
    for (const [term, chunk] of now) written.set(term, chunk);
  }
  return { first, files, bytes };
}
