/**
 * Snippets: HTML-escaped text with `<mark>` around the matched words, cut to a window
 * of at most `maxLength` characters around the first match.
 */
import { stem } from "./lunr";
import { indexTokenSpansOf } from "./tokenizer";

/** A match in the text: [start, length]. */
export type Position = [number, number];

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#039;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/**
 * Where `text` holds one of the matched index terms: its tokens (and their parts) are
 * stemmed as the index did. Sorted by start, the longer first; overlaps are dropped.
 * With `window`, scanning stops that many characters after the first match (a snippet
 * never shows more, and sections of the API reference are long).
 */
export function matchPositions(text: string, terms: Iterable<string>, window = Infinity): Position[] {
  const wanted = new Set(terms);
  if (wanted.size === 0) return [];
  const found: Position[] = [];
  let stopAt = Infinity;
  for (const span of indexTokenSpansOf(text)) {
    if (span.start > stopAt) break;
    if (wanted.has(stem(span.token)) || wanted.has(span.token)) {
      found.push([span.start, span.end - span.start]);
      if (stopAt === Infinity) stopAt = span.start + window;
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

interface Chunk {
  html: string;
  length: number;
}

/** Ideographs one by one, runs of word characters, and what lies between them. */
function looseChunks(text: string): Chunk[] {
  const chunks: Chunk[] = [];
  for (const match of text.matchAll(/\p{Unified_Ideograph}|[\p{L}\p{N}_]+|[^\p{Unified_Ideograph}\p{L}\p{N}_]+/gu)) {
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
        escapeHtml(word.slice(0, at)) + "<mark>" + escapeHtml(word.slice(at, at + token.length)) + "</mark>" + escapeHtml(word.slice(at + token.length));
      return { html, length: word.length };
    }
  }
  return { html: `<mark>${escapeHtml(word)}</mark>`, length: word.length };
}

/**
 * The snippet: starts from the first match and grows by whole chunks, on the left while
 * the left part is not longer than the right one (or nothing is left on the right),
 * else on the right, while the text stays within `maxLength`. "…" shows cut text.
 */
export function highlightStemmed(text: string, positions: Position[], tokens: string[], maxLength: number): string {
  const chunks: Chunk[] = [];
  let center = -1;
  let cursor = 0;
  for (const [start, length] of positions) {
    if (start < cursor || start + length > text.length) continue;
    chunks.push(...looseChunks(text.slice(cursor, start)));
    if (center < 0) center = chunks.length;
    chunks.push(markedChunk(text.slice(start, start + length), tokens));
    cursor = start + length;
  }
  chunks.push(...looseChunks(text.slice(cursor)));
  if (chunks.length === 0) return "";
  if (center < 0) center = 0;

  const left = chunks.slice(0, center);
  const right = chunks.slice(center + 1);
  const parts = [chunks[center].html];
  let total = chunks[center].length;
  let leftLength = 0;
  let rightLength = 0;
  let leftCut = false;
  let rightCut = false;
  while (total < maxLength) {
    const takeLeft = left.length > 0 && !leftCut && (leftLength <= rightLength || right.length === 0 || rightCut);
    const takeRight = right.length > 0 && !rightCut;
    if (takeLeft) {
      const chunk = left[left.length - 1];
      if (total + chunk.length > maxLength) {
        leftCut = true;
        continue;
      }
      left.pop();
      parts.unshift(chunk.html);
      leftLength += chunk.length;
      total += chunk.length;
    } else if (takeRight) {
      const chunk = right[0];
      if (total + chunk.length > maxLength) {
        rightCut = true;
        continue;
      }
      right.shift();
      parts.push(chunk.html);
      rightLength += chunk.length;
      total += chunk.length;
    } else {
      break;
    }
  }
  if (left.length > 0) parts.unshift("…");
  if (right.length > 0) parts.push("…");
  return parts.join("");
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
          "<mark>" + escapeHtml(text.slice(at, at + token.length)) + "</mark>" +
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
