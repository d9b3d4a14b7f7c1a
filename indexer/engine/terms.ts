/**
 * Finding index terms in an entry's sorted term list (compact.ts): the exact term,
 * terms that start with a prefix (typing), and terms within an edit distance (typos),
 * optionally followed by anything (a typo while typing). The sorted list is walked as
 * the character trie it stands for: the terms under a prefix are one range of it. Each
 * needs the terms it looks at to be known (engine.ts reads them first).
 */
import { partitionPoint } from "../../contracts/bounds";
import type { TermIndex } from "./compact";

export interface TermMatch {
  term: string;
  /** The term's id in its TermIndex. */
  id: number;
}

/** Expansions are capped so that a one-letter prefix cannot touch the whole index. */
export const MAX_EXPANSIONS = 300;

const byLengthThenText = (a: TermMatch, b: TermMatch) =>
  a.term.length - b.term.length || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0);

export function exactTerm(index: TermIndex, term: string): TermMatch[] {
  const id = term ? index.idOf(term) : -1;
  return id >= 0 ? [{ term, id }] : [];
}

/** Terms that start with `prefix`, shortest first (then in order), at most `cap`. */
export function prefixTerms(index: TermIndex, prefix: string, cap = MAX_EXPANSIONS): TermMatch[] {
  if (!prefix) return [];
  const [from, to] = index.prefixRange(prefix);
  const found: TermMatch[] = [];
  for (let id = from; id < to; id++) found.push({ term: index.termAt(id), id });
  return found.sort(byLengthThenText).slice(0, cap);
}

/**
 * Index terms that the typed token already extends, as a stem is extended by its word's
 * ending: typing `dependenc` finds `depend` (the stem of `dependency`). Only terms of at
 * least 4 characters that miss at most 3 of the typed ones count, or of 6 characters that
 * miss 4 (`applicatio` → `applic`, a stem that long is one word's), and only when the
 * letters they miss begin an ending the stemmer takes off.
 */
export function stemsOfTyped(index: TermIndex, typed: string): TermMatch[] {
  return typedStems(typed).flatMap((stem) => exactTerm(index, stem));
}

/**
 * The endings the stemmer takes off English words: the letters typed past a stem must be
 * the start of one (`dependenc`: `enc` of `ency` past `depend`), else the stem is another
 * word's (`overide` is not a form of `over`).
 */
const ENDINGS = (
  "s es ed ing ion ions ation ations ational tional ance ence ency ancy ement ment ent ant able ible " +
  "al ally ly ic ical ism ist ity ive ively iveness ize izer ization ise isation ous ously ousness " +
  "ful fully fulness ness er ers or ors y ies ate ated ating ator"
).split(" ");

/** Whether `letters` begin one of ENDINGS. */
const beginsEnding = (letters: string) => ENDINGS.some((ending) => ending.startsWith(letters));

/** The beginnings of a typed token that stemsOfTyped looks up. */
export function typedStems(typed: string): string[] {
  const stems: string[] = [];
  const shortest = typed.length - 4 >= 6 ? typed.length - 4 : Math.max(4, typed.length - 3);
  for (let length = shortest; length < typed.length; length++)
    if (beginsEnding(typed.slice(length))) stems.push(typed.slice(0, length));
  return stems;
}

/**
 * Terms within `distance` edits (insert, delete, substitute, swap two neighbours) of
 * `term`; with `prefix`, terms that start with such a string. Walks the prefixes of the
 * sorted terms depth first with one row of the edit-distance table per prefix, skipping
 * every term under a prefix whose row minimum exceeds `distance`.
 */
export function fuzzyTerms(
  index: TermIndex,
  term: string,
  distance: number,
  prefix: boolean,
  cap = MAX_EXPANSIONS,
): TermMatch[] {
  // No term (nor prefix of one) is that close to a longer token: do not walk for nothing.
  if (term.length - distance > index.maxLength) return [];
  const terms = index.allTerms();
  const found: TermMatch[] = [];
  /** With `prefix`: the prefixes within the distance, each standing for every term under it. */
  const starts: { path: string; from: number; to: number }[] = [];
  const n = term.length;
  // `from`..`to`: the terms that start with `path` (of length `depth`).
  const visit = (
    from: number,
    to: number,
    depth: number,
    path: string,
    row: number[],
    previousRow: number[] | null,
  ): void => {
    const last = row[n];
    if (prefix && last <= distance) {
      starts.push({ path, from, to });
      return;
    }
    let child = from;
    if (terms[from].length === depth) {
      if (!prefix && last <= distance) found.push({ term: path, id: from });
      child++;
    }
    let min = row[0];
    for (let k = 1; k <= n; k++) if (row[k] < min) min = row[k];
    if (min > distance) return;
    const previousChar = path.charCodeAt(depth - 1);
    while (child < to) {
      const char = terms[child].charCodeAt(depth);
      // The terms that continue with `char` end where the next character differs.
      const end = partitionPoint(child + 1, to, (k) => terms[k].charCodeAt(depth) === char);
      const next = [row[0] + 1];
      for (let k = 1; k <= n; k++) {
        let cost = Math.min(next[k - 1] + 1, row[k] + 1, row[k - 1] + (term.charCodeAt(k - 1) === char ? 0 : 1));
        if (previousRow && k > 1 && term.charCodeAt(k - 1) === previousChar && term.charCodeAt(k - 2) === char)
          cost = Math.min(cost, previousRow[k - 2] + 1);
        next.push(cost);
      }
      visit(child, end, depth + 1, path + String.fromCharCode(char), next, row);
      child = end;
    }
  };
  if (terms.length > 0)
    visit(
      0,
      terms.length,
      0,
      "",
      Array.from({ length: n + 1 }, (_, k) => k),
      null,
    );
  if (!prefix) return found.sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0)).slice(0, cap);
  // Shortest completions first: by how much each adds to its prefix, then by prefix (shortest first), then in order.
  starts.sort((a, b) => a.path.length - b.path.length || (a.path < b.path ? -1 : 1));
  const completions: { match: TermMatch; added: number; start: number }[] = [];
  starts.forEach((start, k) => {
    for (let id = start.from; id < start.to; id++)
      completions.push({ match: { term: terms[id], id }, added: terms[id].length - start.path.length, start: k });
  });
  completions.sort((a, b) => a.added - b.added || a.start - b.start || (a.match.term < b.match.term ? -1 : 1));
  return completions.slice(0, cap).map((c) => c.match);
}

/** The longest word corrected before stemming (each length gives some 70 strings per letter to stem). */
export const MAX_CORRECTED_LENGTH = 32;

/** The letters a typo's correction may insert or substitute. */
const LETTERS = "abcdefghijklmnopqrstuvwxyz0123456789";

/**
 * The index terms that the word is one typo away from before stemming: the index holds
 * stems, and a typo in a word's ending moves its stem away (`dependecies` stems to
 * `dependeci`, three edits from `depend`; `dependencies`, one edit away, stems to it).
 * Each string one edit (insert, delete, substitute, swap two neighbours) from `word` is
 * stemmed and looked up.
 */
export function correctedStems(index: TermIndex, word: string, stemOf: (word: string) => string): TermMatch[] {
  // A word that long is no word of the index one edit away, whatever stemming takes off it.
  if (!/^[a-z0-9]+$/.test(word) || word.length > MAX_CORRECTED_LENGTH) return [];
  const candidates = new Set<string>();
  for (let k = 0; k <= word.length; k++) {
    const before = word.slice(0, k);
    if (k < word.length) {
      const after = word.slice(k + 1);
      candidates.add(before + after);
      if (k + 1 < word.length) candidates.add(before + word[k + 1] + word[k] + word.slice(k + 2));
      for (const letter of LETTERS) if (letter !== word[k]) candidates.add(before + letter + after);
    }
    for (const letter of LETTERS) candidates.add(before + letter + word.slice(k));
  }
  const found = new Map<string, TermMatch>();
  for (const candidate of candidates) {
    const term = stemOf(candidate);
    if (found.has(term)) continue;
    const match = exactTerm(index, term);
    if (match.length > 0) found.set(term, match[0]);
  }
  return [...found.values()].sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
}

/**
 * The typos between two words: insertions, deletions, substitutions and swaps of
 * neighbours, the measure fuzzyTerms walks the terms with.
 */
export function typoDistance(a: string, b: string): number {
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, k) => k)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      let cost = Math.min(row[j - 1] + 1, rows[i - 1][j] + 1, rows[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        cost = Math.min(cost, rows[i - 2][j - 2] + 1);
      row.push(cost);
    }
    rows.push(row);
  }
  return rows[a.length][b.length];
}
