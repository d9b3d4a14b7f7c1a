/**
 * The index terms a query clause matches in an entry, each with its weight (RANKING): the
 * exact (stemmed) term, completions of a word being typed, terms a typo away; and the
 * chunk files to read before they are known (clauseFiles): the search reads those and
 * asks again.
 */
import type { TermIndex } from "./compact";
import type { WeightedTerm } from "./entryScorer";
import type { LoadedEntry } from "./loadedEntry";
import { stem } from "./lunr";
import type { QueryClause } from "./queries";
import { RANKING } from "./ranking";
import { exactTerm, fuzzyTerms, prefixTerms, stemsOfTyped, typedStems, type TermMatch } from "./terms";

/** A prefix whose terms span this many chunks or more is completed from the terms file, not its chunks. */
export const WIDE_PREFIX_CHUNKS = 4;

/**
 * A word being typed of fewer characters than this completes only when it begins few terms
 * (fewer than WIDE_PREFIX_CHUNKS chunks of them): in a large site one or two letters begin
 * thousands of terms, whose postings the next keystroke makes useless. Such a short word
 * then matches as typed (`ci`, `k8`), which reads one term chunk. A small site completes it.
 */
export const MIN_PREFIX = 3;

/** Whether a clause completes the word being typed (MIN_PREFIX). */
function completes(index: TermIndex, clause: QueryClause): boolean {
  if (!clause.prefix) return false;
  if (clause.token.length >= MIN_PREFIX) return true;
  const [from, to] = index.chunksBetween(clause.token, clause.token + "\uffff");
  return to - from + 1 < WIDE_PREFIX_CHUNKS;
}

/** Adds to `into` the files expandClause reads for `clause` in `index` that have not been added. */
export function clauseFiles(index: TermIndex, clause: QueryClause, into: Set<string>): void {
  for (const also of clause.also ?? []) index.missingTerms(stem(also.token), stem(also.token), into);
  if (clause.phrase) return;
  const stemmed = stem(clause.token);
  for (const term of [stemmed, clause.token]) index.missingTerms(term, term, into);
  if (completes(index, clause)) {
    const end = clause.token + "\uffff";
    const [from, to] = index.chunksBetween(clause.token, end);
    if (to - from + 1 >= WIDE_PREFIX_CHUNKS) index.missingAllTerms(into);
    else index.missingTerms(clause.token, end, into);
    for (const typedStem of typedStems(clause.token)) index.missingTerms(typedStem, typedStem, into);
  }
  if (clause.distance > 0) index.missingAllTerms(into);
}

/** The index terms a clause matches, each with its weight (exact term first); clauseFiles says what it reads. */
export function expandClause(index: TermIndex, clause: QueryClause): WeightedTerm[] {
  const stemmed = stem(clause.token);
  const byTerm = new Map<string, WeightedTerm>();
  const add = (matches: TermMatch[], weight: number) => {
    for (const match of matches) {
      const known = byTerm.get(match.term);
      if (!known || known.weight < weight) byTerm.set(match.term, { ...match, weight });
    }
  };
  for (const also of clause.also ?? []) add(exactTerm(index, stem(also.token)), also.weight);
  if (clause.phrase) return [...byTerm.values()];
  add(exactTerm(index, stemmed), 1);
  if (stemmed !== clause.token) add(exactTerm(index, clause.token), 1);
  if (completes(index, clause)) {
    // The typed text, not its stem: the stem of a half-typed word is noise (`taks` → `tak`).
    add(prefixTerms(index, clause.token), RANKING.prefixWeight);
    add(stemsOfTyped(index, clause.token), RANKING.prefixWeight);
  }
  if (clause.distance > 0) {
    add(fuzzyTerms(index, stemmed, clause.distance, false), RANKING.fuzzyWeight);
    if (stemmed !== clause.token) add(fuzzyTerms(index, clause.token, clause.distance, false), RANKING.fuzzyWeight);
    if (completes(index, clause)) add(fuzzyTerms(index, clause.token, clause.distance, true), RANKING.fuzzyWeight);
  }
  return [...byTerm.values()];
}

/** The terms of clauses in entries, each worked out once per search. */
export class ClauseTerms {
  private readonly known = new Map<string, WeightedTerm[]>();

  /**
   * The terms of `clause` in `entry`. While they are not known: none, and the files to read
   * added to `missing`; without `missing` (the caller has read them), an error.
   */
  of(entry: LoadedEntry, clause: QueryClause, missing?: Set<string>): WeightedTerm[] {
    const also = clause.also?.map((term) => `${term.token}:${term.weight}`).join(",") ?? "";
    const key = `${entry.type}\u0000${clause.token}\u0000${clause.prefix}\u0000${clause.distance}\u0000${also}`;
    let terms = this.known.get(key);
    if (terms) return terms;
    if (entry.count > 0) {
      const needed = new Set<string>();
      clauseFiles(entry.index, clause, needed);
      if (needed.size > 0) {
        if (!missing) throw new Error(`the terms of "${clause.token}" are not loaded`);
        for (const file of needed) missing.add(file);
        return [];
      }
    }
    terms = entry.count === 0 ? [] : expandClause(entry.index, clause);
    this.known.set(key, terms);
    return terms;
  }
}
