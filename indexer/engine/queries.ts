/**
 * What the reader typed, as the words the engine looks for (engine.ts turns each into
 * clauses once it knows which terms the index has):
 * - The input is lowercased and split on whitespace and hyphens; stop words are dropped
 *   (they are not in the index), and so is question filler (FILLER) unless nothing else is
 *   left; at most 12 words are kept.
 * - A phrase of the docs team's synonyms table (synonyms.ts) becomes one word that also
 *   matches the pages' own words for it (a word the reader typed as well counts once).
 * - Two words typed side by side also match the one word they make (joinPairs).
 * - "X options" / "X props" also looks for the API type named X…Options (apiNames), and a
 *   few words that are not a question, for the name they make.
 * - A stop word typed alone is the start of a word.
 * - The last word may still be being typed (unless it is a stop word): it also matches
 *   the terms it begins.
 * - A word with characters the index splits on (`addTask("build")`) also has its pieces,
 *   for when the index does not hold it whole.
 * No word is required: a page with most of them still ranks (engine.ts), below the pages
 * with all of them.
 */
import { apiNames, NO_RULES, synonymSpans, type QueryRules } from "./synonyms";
import { isStopWord, splitTokens, tokenParts } from "./tokenizer";
import { stem } from "./lunr";
import { RANKING } from "./ranking";

export const MAX_QUERY_TOKENS = 12;
export const FUZZY_DISTANCE = 1;

export interface QueryClause {
  /** The token as typed (lowercased). */
  token: string;
  /** Match terms that start with the token (the reader may still be typing it). */
  prefix: boolean;
  /** Allowed edit distance. */
  distance: number;
  /** Other terms that match it (synonyms, API names), each at its weight. */
  also?: AlsoTerm[];
  /** A reader's phrase: only its `also` terms are looked up. */
  phrase?: boolean;
}

export interface QueryWord {
  token: string;
  /** The reader may still be typing it. */
  typing: boolean;
  /** Its indexed pieces when the index splits it (`package.json` → package, json); else itself. */
  pieces: string[];
  /** Other words that count for it (synonyms.ts), each with its weight; the token itself is not looked up when `phrase`. */
  also?: AlsoTerm[];
  /** A reader's phrase (synonyms.ts): its own words count only as `also` terms. */
  phrase?: boolean;
  /** Looked for only if the index has it (an API name joined from words): a word no page has is dropped, not forgiven a typo. */
  optional?: boolean;
  /** With `optional`: only if a title or heading has it (a name typed as words, synonyms.ts). */
  heading?: boolean;
  /** With `optional`: the words it joins, which count only as this name when the index has it. */
  joins?: string[];
}

/** A term that also matches a clause, and what it counts for relative to the clause's own term. */
export interface AlsoTerm {
  token: string;
  weight: number;
}

/**
 * Words that carry no topic in a reader's question ("i want a way to…"), dropped like stop
 * words unless they are all the query has. (The question words themselves, how, what,
 * can, do, is, my…, are stop words already.)
 */
export const FILLER: ReadonlySet<string> = new Set(
  "want wants wanted need needs needed way ways possible please help trying try anyone someone something thing things properly correctly come comes coming getting gets happen happens still anymore".split(
    " ",
  ),
);

/**
 * First words that make a query a question or a task to do ("how do i…", "enable
 * prettier"): such a reader wants a guide more than an API listing (RANKING.questionGuideBoost).
 */
const QUESTION_WORDS = new Set(
  (
    "how what why where when which can could should does do is are " +
    "add enable disable create set change configure use run remove delete publish install upgrade write " +
    "deploy make turn override replace exclude pass start stop skip customize generate share define"
  ).split(" "),
);

/** Whether the reader asked a question or for a task (a question word or a verb first, or a question mark). */
export function isQuestion(input: string): boolean {
  const first = splitTokens(input)[0];
  return input.includes("?") || (first !== undefined && QUESTION_WORDS.has(first));
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

/**
 * A synonym's word that the reader also typed counts once, as the reader's own: "github
 * actions workflows" (github actions → github workflows) does not count `workflows` twice.
 */
function withoutOwnWords(words: QueryWord[]): QueryWord[] {
  const own = new Set(words.filter((word) => !word.phrase).map((word) => stem(word.token)));
  return words.map((word) =>
    word.also
      ? { ...word, also: word.also.filter((also) => !own.has(stem(also.token)) || also.token === word.token) }
      : word,
  );
}

/** A word that two typed words can be joined into: letters and digits. */
const JOINABLE = /^[a-z0-9]+$/;

/**
 * Two words typed next to each other also match the one word they make (`auto merge` →
 * `automerge`, `mono repo` → `monorepo`): the index holds names (`autoMerge`) and
 * hyphenated words (`auto-merge`) whole too, and readers split them. Each of the two words
 * is then found where the joined one is, as itself (RANKING.joinedWeight).
 */
function joinPairs(words: QueryWord[], at: Map<QueryWord, number>): void {
  for (let k = 0; k + 1 < words.length; k++) {
    const [a, b] = [words[k], words[k + 1]];
    if (a.typing || b.typing || at.get(b) !== (at.get(a) ?? -2) + 1) continue;
    if (!JOINABLE.test(a.token) || !JOINABLE.test(b.token)) continue;
    const joined = { token: a.token + b.token, weight: RANKING.joinedWeight };
    words[k] = { ...a, also: [...(a.also ?? []), joined] };
    words[k + 1] = { ...b, also: [...(b.also ?? []), joined] };
    at.set(words[k], at.get(a)!);
    at.set(words[k + 1], at.get(b)!);
  }
}

/** The words of an input, in order, with the synonyms of `rules` applied. Empty when nothing can match. */
export function queryWords(input: string, rules: QueryRules = NO_RULES): QueryWord[] {
  const tokens = splitTokens(input).slice(0, MAX_QUERY_TOKENS);
  // A stop word typed alone is the start of a word (`a` of `api`): the dropdown answers from the first key.
  if (tokens.length === 1 && isStopWord(tokens[0])) return [{ token: tokens[0], typing: true, pieces: [tokens[0]] }];
  const lastTyping = tokens.length > 0 && !isStopWord(tokens[tokens.length - 1]);
  const { starts, covered } = synonymSpans(tokens, rules);
  const words: QueryWord[] = [];
  /** Where each plain word was in the input. */
  const at = new Map<QueryWord, number>();
  tokens.forEach((token, k) => {
    const phrase = starts.get(k);
    if (phrase) words.push(phrase);
    else if (!isStopWord(token) && !covered.has(k)) {
      const word = { token, typing: lastTyping && k === tokens.length - 1, pieces: pieces(token) };
      words.push(word);
      at.set(word, k);
    }
  });
  joinPairs(words, at);
  const topical = words.filter((word) => word.phrase || !FILLER.has(word.token));
  const kept = withoutOwnWords(topical.length > 0 ? topical : words);
  return [...kept, ...apiNames(kept, isQuestion(input))];
}

/** A word's clause as typed: exact, or a prefix while typing; with its synonyms when `word` has them. */
export function wordClause(token: string, typing: boolean, word?: QueryWord): QueryClause {
  const clause: QueryClause = { token, prefix: typing, distance: 0 };
  if (word?.also && word.also.length > 0) clause.also = word.also;
  if (word?.phrase) clause.phrase = true;
  return clause;
}

/** A word a typo can be forgiven in: letters and digits (a typo of `<img` would find `img`). */
const WORD = /^[\p{L}\p{N}_]+$/u;

/**
 * A typo is forgiven from this many characters: a shorter word is a typo away from too many
 * terms to mean one, and forgiving it reads the whole terms file (at 10,000 docs, the
 * largest file a keystroke could fetch).
 */
export const MIN_TYPO_LENGTH = 4;

/** The same clause forgiving a typo, if the token is a word long enough to take one. */
export function withTypo(clause: QueryClause): QueryClause {
  return !clause.phrase && clause.token.length >= MIN_TYPO_LENGTH && WORD.test(clause.token)
    ? { ...clause, distance: FUZZY_DISTANCE }
    : clause;
}
