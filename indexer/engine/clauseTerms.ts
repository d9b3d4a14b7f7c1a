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
import { correctedStems, exactTerm, fuzzyTerms, prefixTerms, stemsOfTyped, typedStems, type TermMatch } from "./terms";

/**
 * Adds to `into` the files expandClause reads for `clause` in `index` that have not been
 * added. A word being typed completes: from its top, the most common terms it begins, when
 * it has one (widePrefixes.ts: one or a few letters in a large site), else from its terms
 * (the chunks of its range).
 */
export function clauseFiles(index: TermIndex, clause: QueryClause, into: Set<string>): void {
  for (const also of clause.also ?? []) index.missingTerm(stem(also.token), into);
  if (clause.phrase) return;
  const stemmed = stem(clause.token);
  for (const term of [stemmed, clause.token]) index.missingTerm(term, into);
  if (clause.prefix) {
    index.missingCompletions(clause.token, into);
    for (const typedStem of typedStems(clause.token)) index.missingTerm(typedStem, into);
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
  if (clause.prefix) {
    // The typed text, not its stem: the stem of a half-typed word is noise (`taks` → `tak`).
    add(index.topOf(clause.token) ?? prefixTerms(index, clause.token), RANKING.prefixWeight);
    add(stemsOfTyped(index, clause.token), RANKING.prefixWeight);
  }
  if (clause.distance > 0) {
    // A typo is seldom in a word's first letter, and forgiving one there joins unrelated
    // words (`night` → `right`): corrections keep it.
    const first = clause.token[0];
    const typo = (matches: TermMatch[]) =>
      add(
        matches.filter((match) => match.term[0] === first),
        RANKING.fuzzyWeight,
      );
    typo(fuzzyTerms(index, stemmed, clause.distance, false));
    if (stemmed !== clause.token) typo(fuzzyTerms(index, clause.token, clause.distance, false));
    typo(correctedStems(index, clause.token, stem));
    if (clause.prefix) typo(fuzzyTerms(index, clause.token, clause.distance, true));
  }
  return [...byTerm.values()];
}

/** The terms of clauses in entries, each worked out once per search. */
export class ClauseTerms {
  /** By entry (a segmented index has one of each type per segment), then by clause. */
  private readonly known = new Map<LoadedEntry, Map<string, WeightedTerm[]>>();

  /**
   * The terms of `clause` in `entry`. While they are not known: none, and the files to read
   * added to `missing`; without `missing` (the caller has read them), an error.
   */
  of(entry: LoadedEntry, clause: QueryClause, missing?: Set<string>): WeightedTerm[] {
    const also = clause.also?.map((term) => `${term.token}:${term.weight}`).join(",") ?? "";
    const key = `${clause.token}\u0000${clause.prefix}\u0000${clause.distance}\u0000${also}`;
    let known = this.known.get(entry);
    if (!known) this.known.set(entry, (known = new Map()));
    let terms = known.get(key);
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
    known.set(key, terms);
    return terms;
  }
}
