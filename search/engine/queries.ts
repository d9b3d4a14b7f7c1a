/**
 * Query expansion: from what the reader typed to the ordered list of queries the
 * engine runs (the reference's "smart queries").
 * - All tokens (at most 12) are required; the last one may still be being typed.
 * - If some tokens are stop words and some are not, a list without them is added
 *   (stop words are not in the index, so a required stop word matches nothing).
 * - A token with punctuation that the index splits (`addTask("x"`) gets a list with
 *   its pieces instead.
 * - If the stop-word-free list has more than 2 tokens, lists that each drop one token
 *   are added, dropping the last token first.
 * - Then, for 2 tokens or more than 3, the pages with most of the words: queries that
 *   take any n-2, n-3, … tokens of the n (down to half of them; for 2 tokens, either),
 *   so that the best page still shows when the reader used a word it lacks (below the
 *   pages that have them all, which the lists before found first).
 * - Each list is run plain and with a prefix on the last token, at edit distance 0
 *   and then 1 (typos; only tokens longer than 1 character get one).
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

export interface SmartQuery {
  /** The tokens of the list, for highlighting on the target page. */
  tokens: string[];
  clauses: QueryClause[];
  /** The fewest clauses a document must match; when absent, every clause. */
  minMatch?: number;
}

/** The lists of tokens to try, main lists first; `typing` marks the token being typed. */
interface TokenList {
  tokens: string[];
  typingLast: boolean;
  minMatch?: number;
}

/** A token with characters the index splits on becomes its indexed pieces. */
function pieces(token: string): string[] {
  const parts = tokenParts(token);
  if (parts.length === 1 && parts[0].token === token) return [token];
  // Top-level pieces only: those not inside an earlier, longer piece.
  const top: { token: string; start: number; end: number }[] = [];
  for (const part of parts) if (!top.some((p) => p.start <= part.start && part.end <= p.end)) top.push(part);
  return top.map((p) => p.token);
}

function sameList(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((token, k) => token === b[k]);
}

export function tokenLists(input: string): { main: TokenList[]; dropOne: TokenList[]; most: TokenList[] } {
  const tokens = splitTokens(input).slice(0, MAX_QUERY_TOKENS);
  if (tokens.length === 0 || tokens.every(isStopWord)) return { main: [], dropOne: [], most: [] };
  const last = tokens.length - 1;
  const main: TokenList[] = [{ tokens, typingLast: true }];
  const addMain = (list: string[], typingLast: boolean) => {
    if (list.length > 0 && !main.some((m) => sameList(m.tokens, list))) main.push({ tokens: list, typingLast });
  };

  const stopFree = tokens.filter((token) => !isStopWord(token));
  const lastKept = !isStopWord(tokens[last]);
  addMain(stopFree, lastKept);

  const split = stopFree.flatMap((token) => pieces(token)).filter((token) => !isStopWord(token));
  addMain(split, lastKept && pieces(tokens[last]).length === 1);

  const dropOne: TokenList[] = [];
  if (stopFree.length > 2) {
    for (let k = stopFree.length - 1; k >= 0; k--) {
      const list = stopFree.filter((_, j) => j !== k);
      dropOne.push({ tokens: list, typingLast: lastKept && k !== stopFree.length - 1 });
    }
  }
  const most: TokenList[] = [];
  const n = stopFree.length;
  for (let minMatch = n === 2 ? 1 : n - 2; n >= 2 && minMatch >= Math.ceil(n / 2); minMatch--) {
    most.push({ tokens: stopFree, typingLast: lastKept, minMatch });
  }
  return { main, dropOne, most };
}

function queriesOf(lists: TokenList[]): SmartQuery[] {
  const queries: SmartQuery[] = [];
  for (let distance = 0; distance <= FUZZY_DISTANCE; distance++) {
    for (const list of lists) {
      // A fuzzy query where no token is long enough to take a typo is the plain one again.
      if (distance > 0 && !list.tokens.some((token) => token.length > distance && !isStopWord(token))) continue;
      const clauses = (prefixLast: boolean): QueryClause[] =>
        list.tokens.map((token, k) => ({
          token,
          prefix: prefixLast && k === list.tokens.length - 1,
          // A typo of a stop word would only find unrelated words (`how` → `row`).
          distance: token.length > distance && !isStopWord(token) ? distance : 0,
        }));
      const minMatch = list.minMatch !== undefined ? { minMatch: list.minMatch } : {};
      queries.push({ tokens: list.tokens, clauses: clauses(false), ...minMatch });
      if (list.typingLast) queries.push({ tokens: list.tokens, clauses: clauses(true), ...minMatch });
    }
  }
  return queries;
}

/** The queries for an input, in the order they run. Empty when nothing can match. */
export function smartQueries(input: string): SmartQuery[] {
  const { main, dropOne, most } = tokenLists(input);
  return [...queriesOf(main), ...queriesOf(dropOne), ...queriesOf(most)];
}
