/**
 * Snippets: HTML-escaped text with `<mark>` around the matched words, cut to a window
 * of at most `maxLength` characters around the first match.
 */
import { escapeHtml } from "../../contracts/html";
import { stem } from "./lunr";
import { indexTokenSpansOf } from "./tokenizer";

/** A match in the text: [start, length]. */
export type Position = [number, number];

/**
 * Where `text` holds one of the matched index terms: its tokens (and their parts) are
 * stemmed as the index did. Sorted by start, the longer first; overlaps are dropped.
 * With `window`, scanning stops that many characters after the first match (a snippet
 * never shows more, and sections of the API reference are long).
 */
export function matchPositions(text: string, terms: Iterable<string>, window = Infinity): Position[] {
  const wanted = new Set(terms);
  if (wanted.size === 0) return [];
  const from = firstCandidatePiece(text, wanted);
  if (from < 0) return [];
  const found: Position[] = [];
  let stopAt = Infinity;
  for (const span of indexTokenSpansOf(from > 0 ? text.slice(from) : text)) {
    if (span.start + from > stopAt) break;
    if (wanted.has(stem(span.token)) || wanted.has(span.token)) {
      found.push([span.start + from, span.end - span.start]);
      if (stopAt === Infinity) stopAt = span.start + from + window;
    }
  }
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const positions: Position[] = [];
  let end = 0;
  for (const position of found) {
    if (position[0] < end) continue;
    positions.push(position);
    end = position[0] + position[1];
  }
  return positions;
}

const WORD = /[\p{L}\p{N}_]/u;
const IDEOGRAPH_CHAR = /\p{Unified_Ideograph}/u;
const PIECE_BREAK = /[\s-]/;

/**
 * How much of a term surely begins every word that stems to it: the Porter stemmer only
 * rewrites a word's last few letters (`dependency` → `depend`, `ability` → `abl`).
 */
export function stemPrefix(term: string): string {
  return term.slice(0, Math.max(1, term.length - 3));
}

/**
 * Where to start looking for matches: the start of the first whitespace-separated piece
 * of `text` that has a token (or part) matching one of `wanted`, found by looking only at
 * the pieces where a wanted term's stem prefix starts a word; -1 when none has. The long
 * sections of the API reference often match far from their start: tokenizing and
 * stemming all the text before the first match would cost the dropdown its speed.
 */
function firstCandidatePiece(text: string, wanted: Set<string>): number {
  const lower = text.toLowerCase();
  // Lowercasing one character at a time must give the same text (no `İ`, no final sigma).
  if (lower.length !== text.length || text.includes("Σ")) return 0;
  const prefixes = [...new Set([...wanted].map((term) => stemPrefix(term.toLowerCase())))];
  const next = prefixes.map(() => -2);
  let from = 0;
  for (;;) {
    let candidate = -1;
    for (let k = 0; k < prefixes.length; k++) {
      if (next[k] !== -1 && next[k] < from) next[k] = wordStart(lower, prefixes[k], from);
      if (next[k] >= 0 && (candidate < 0 || next[k] < candidate)) candidate = next[k];
    }
    if (candidate < 0) return -1;
    let start = candidate;
    while (start > 0 && !PIECE_BREAK.test(text[start - 1])) start--;
    let end = candidate;
    while (end < text.length && !PIECE_BREAK.test(text[end])) end++;
    for (const span of indexTokenSpansOf(text.slice(start, end))) {
      if (wanted.has(stem(span.token)) || wanted.has(span.token)) return start;
    }
    from = end;
  }
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** The first place from `from` where `prefix` starts a token or a part of one, or -1. */
function wordStart(lower: string, prefix: string, from: number): number {
  for (let at = lower.indexOf(prefix, from); at >= 0; at = lower.indexOf(prefix, at + 1)) {
    if (at === 0) return at;
    const before = String.fromCodePoint(
      lower.codePointAt(at - (at >= 2 && isLowSurrogate(lower.charCodeAt(at - 1)) ? 2 : 1))!,
    );
    if (
      !WORD.test(before) ||
      IDEOGRAPH_CHAR.test(before) ||
      IDEOGRAPH_CHAR.test(String.fromCodePoint(lower.codePointAt(at)!))
    )
      return at;
  }
  return -1;
}

interface Chunk {
  html: string;
  length: number;
}

const CHUNK = /\p{Unified_Ideograph}|[\p{L}\p{N}_]+|[^\p{Unified_Ideograph}\p{L}\p{N}_]+/gu;
const FIRST_CHUNK = /^(?:\p{Unified_Ideograph}|[\p{L}\p{N}_]+|[^\p{Unified_Ideograph}\p{L}\p{N}_]+)/u;

/** Ideographs one by one, runs of word characters, and what lies between them. */
function looseChunks(text: string): Chunk[] {
  const chunks: Chunk[] = [];
  for (const match of text.matchAll(CHUNK)) {
    chunks.push({ html: escapeHtml(match[0]), length: match[0].length });
  }
  return chunks;
}

/** Marks a matched word: only the typed token inside it if it is there literally, else all of it. */
function markedChunk(word: string, tokens: string[]): Chunk {
  const lower = word.toLowerCase();
  for (const token of tokens) {
    const at = token ? lower.indexOf(token) : -1;
    if (at >= 0 && lower.length === word.length) {
      const html =
        escapeHtml(word.slice(0, at)) +
        "<mark>" +
        escapeHtml(word.slice(at, at + token.length)) +
        "</mark>" +
        escapeHtml(word.slice(at + token.length));
      return { html, length: word.length };
    }
  }
  return { html: `<mark>${escapeHtml(word)}</mark>`, length: word.length };
}

/**
 * The snippet: starts from the first match and grows by whole chunks, on the left while
 * the left part is not longer than the right one (or nothing is left on the right),
 * else on the right, while the text stays within `maxLength`. "…" shows cut text.
 * Only the text within `maxLength` of the first match can show, so only that is cut
 * into chunks (a section of the API reference runs to 60,000 characters).
 */
export function highlightStemmed(text: string, positions: Position[], tokens: string[], maxLength: number): string {
  const matches: Position[] = [];
  let cursor = 0;
  for (const [start, length] of positions) {
    if (start < cursor || start + length > text.length) continue;
    matches.push([start, length]);
    cursor = start + length;
  }
  // The center: the first match, or without one the first chunk of the text.
  let centerStart = 0;
  let centerEnd: number;
  let centerChunk: Chunk;
  if (matches.length > 0) {
    [centerStart] = matches[0];
    centerEnd = centerStart + matches[0][1];
    centerChunk = markedChunk(text.slice(centerStart, centerEnd), tokens);
  } else {
    const first = FIRST_CHUNK.exec(text);
    if (!first) return "";
    centerEnd = first[0].length;
    centerChunk = { html: escapeHtml(first[0]), length: first[0].length };
  }
  // A chunk cut by the window's edge is dropped: it could not have fit anyway.
  const from = Math.max(0, centerStart - maxLength - 1);
  const left = looseChunks(text.slice(from, centerStart));
  if (from > 0) left.shift();
  let to = Math.min(text.length, centerEnd + maxLength + 1);
  const right: Chunk[] = [];
  cursor = centerEnd;
  for (const [start, length] of matches.slice(1)) {
    if (start + length > to) {
      to = start;
      break;
    }
    right.push(...looseChunks(text.slice(cursor, start)), markedChunk(text.slice(start, start + length), tokens));
    cursor = start + length;
  }
  right.push(...looseChunks(text.slice(cursor, to)));
  if (to === centerEnd + maxLength + 1 && to < text.length) right.pop();
  const moreLeft = from > 0;
  const moreRight = to < text.length;

  const { parts, leftLeft, rightLeft } = growAround(centerChunk, left, right, maxLength);
  if (leftLeft || moreLeft) parts.unshift("…");
  if (rightLeft || moreRight) parts.push("…");
  return parts.join("");
}

/** The chunks on one side of the center, nearest first, and what was taken from them. */
interface Side {
  next(): Chunk | undefined;
  take(): void;
  length: number;
  cut: boolean;
}

function sideOf(chunks: Chunk[], fromEnd: boolean): Side {
  return {
    next: () => (fromEnd ? chunks[chunks.length - 1] : chunks[0]),
    take: () => void (fromEnd ? chunks.pop() : chunks.shift()),
    length: 0,
    cut: false,
  };
}

/**
 * Grows the snippet from its center by whole chunks: on the left while the left part is
 * not longer than the right one (or nothing more can come from the right), else on the
 * right, while the text stays within `maxLength`. A side whose next chunk does not fit
 * is done. Says whether chunks were left over on each side.
 */
function growAround(
  center: Chunk,
  left: Chunk[],
  right: Chunk[],
  maxLength: number,
): { parts: string[]; leftLeft: boolean; rightLeft: boolean } {
  const parts = [center.html];
  let total = center.length;
  const before = sideOf(left, true);
  const after = sideOf(right, false);
  while (total < maxLength) {
    const rightDone = right.length === 0 || after.cut;
    const side =
      left.length > 0 && !before.cut && (before.length <= after.length || rightDone)
        ? before
        : !rightDone
          ? after
          : null;
    if (!side) break;
    const chunk = side.next()!;
    if (total + chunk.length > maxLength) {
      side.cut = true;
      continue;
    }
    side.take();
    if (side === before) parts.unshift(chunk.html);
    else parts.push(chunk.html);
    side.length += chunk.length;
    total += chunk.length;
  }
  return { parts, leftLeft: left.length > 0, rightLeft: right.length > 0 };
}

/**
 * The simple highlight (page titles in paths, keyword rows): marks the first literal
 * occurrence of the first token found, then does the same before and after it.
 */
export function highlight(text: string, tokens: string[]): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) {
    for (const token of tokens) {
      const at = token ? lower.indexOf(token) : -1;
      if (at >= 0) {
        return (
          highlight(text.slice(0, at), tokens) +
          "<mark>" +
          escapeHtml(text.slice(at, at + token.length)) +
          "</mark>" +
          highlight(text.slice(at + token.length), tokens)
        );
      }
    }
  }
  return escapeHtml(text);
}

/** Snippet of `text` for a result that matched `terms` (index terms) with query `tokens`. */
export function snippet(text: string, terms: Iterable<string>, tokens: string[], maxLength: number): string {
  return highlightStemmed(text, matchPositions(text, terms, maxLength), tokens, maxLength);
}
