/**
 * What the reader typed, as the words the engine looks for (engine.ts turns each into
 * clauses once it knows which terms the index has):
 * - The input is lowercased and split on whitespace and hyphens; stop words are dropped
 *   (they are not in the index); at most 12 words are kept.
 * - The last word may still be being typed (unless it is a stop word): it also matches
 *   the terms it begins.
 * - A word with characters the index splits on (`addTask("build")`) also has its pieces,
 *   for when the index does not hold it whole.
 * No word is required: a page with most of them still ranks (engine.ts), below the pages
 * with all of them.
 */
import { isStopWord, splitTokens, tokenParts } from "./tokenizer";

export const MAX_QUERY_TOKENS = 12;
export const FUZZY_DISTANCE = 1;

export interface QueryClause {
  /** The token as typed (lowercased). */
  token: string;
  /** Match terms that start with the token (the reader may still be typing it). */
  prefix: boolean;
  /** Allowed edit distance. */
  distance: number;
}

export interface QueryWord {
  token: string;
  /** The reader may still be typing it. */
  typing: boolean;
  /** Its indexed pieces when the index splits it (`package.json` → package, json); else itself. */
  pieces: string[];
}

/** A token with characters the index splits on becomes its indexed pieces (top level only, no stop words). */
function pieces(token: string): string[] {
  const parts = tokenParts(token);
  if (parts.length === 1 && parts[0].token === token) return [token];
  const top: { token: string; start: number; end: number }[] = [];
  for (const part of parts) if (!top.some((p) => p.start <= part.start && part.end <= p.end)) top.push(part);
  const kept = top.map((p) => p.token).filter((piece) => !isStopWord(piece));
  return kept.length > 0 ? kept : [token];
}

/** The words of an input, in order. Empty when nothing can match. */
export function queryWords(input: string): QueryWord[] {
  const tokens = splitTokens(input).slice(0, MAX_QUERY_TOKENS);
  const lastTyping = tokens.length > 0 && !isStopWord(tokens[tokens.length - 1]);
  const words = tokens.filter((token) => !isStopWord(token));
  return words.map((token, k) => ({ token, typing: lastTyping && k === words.length - 1, pieces: pieces(token) }));
}

/** A word's clause as typed: exact, or a prefix while typing. */
export function wordClause(token: string, typing: boolean): QueryClause {
  return { token, prefix: typing, distance: 0 };
}

/** A word a typo can be forgiven in: letters and digits (a typo of `<img` would find `img`). */
const WORD = /^[\p{L}\p{N}_]+$/u;

/** The same clause forgiving a typo, if the token is a word long enough to take one. */
export function withTypo(clause: QueryClause): QueryClause {
  return clause.token.length > FUZZY_DISTANCE && WORD.test(clause.token)
    ? { ...clause, distance: FUZZY_DISTANCE }
    : clause;
}
