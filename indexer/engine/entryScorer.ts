/**
 * Scores the documents of one entry for a query's clauses without an object per posting:
 * at 10,000 pages a common word has tens of thousands of postings, and a keystroke must
 * not wait for them. Arrays the size of the entry are kept from one search to the next.
 *
 * Per clause, a document takes the best of its matching terms (weight × idf × its BM25
 * weight × the entry's type weight, × (1 + RANKING.sectionBoost) for content whose
 * section heading has the term); a document's sum is over its clauses. The idf is the
 * entry's own unless the caller gives one per term (engine.ts tempers it by the content's).
 */
import { SearchDocumentType } from "../../contracts/searchIndex";
import type { LoadedEntry } from "./loadedEntry";
import { readPostingValue } from "./postingValue";
import { RANKING } from "./ranking";
import type { TermMatch } from "./terms";

export interface WeightedTerm extends TermMatch {
  weight: number;
}

/** What a matching document's postings say of it. */
export interface DocumentFacts {
  position: number;
  /** The sum of its clauses' scores. */
  sum: number;
  /** Bit k: it matched clause k; `exact`: by the clause's own term (not a completion or a typo). */
  matched: number;
  exact: number;
  /** Titles and headings: its length in index terms, and in words (up to 15). */
  length: number;
  words: number;
}

/** BM25's idf: how rare a term is among `count` documents, `df` of which have it. */
export function idf(df: number, count: number): number {
  return Math.log(1 + (count - df + 0.5) / (df + 0.5));
}

export class EntryScorer {
  private readonly sum: Float64Array;
  private readonly matched: Uint32Array;
  private readonly exact: Uint32Array;
  private readonly shape: Uint8Array;
  private readonly best: Float64Array;
  private readonly seenInClause: Int32Array;
  private readonly touched: Int32Array;
  private readonly clauseTouched: Int32Array;
  private stamp = 0;

  constructor(count: number) {
    this.sum = new Float64Array(count);
    this.matched = new Uint32Array(count);
    this.exact = new Uint32Array(count);
    this.shape = new Uint8Array(count);
    this.best = new Float64Array(count);
    this.seenInClause = new Int32Array(count);
    this.touched = new Int32Array(count);
    this.clauseTouched = new Int32Array(count);
  }

  /**
   * Scores `entry` for clauses with these terms (clause k: `expansions[k]`, at most 31, queries.ts keeps 12):
   * `onClause` for each document and clause it matched, then `onDocument` for each document.
   * `idfs[k][j]`, if given: the idf of `expansions[k][j]`.
   */
  run(
    entry: LoadedEntry,
    expansions: WeightedTerm[][],
    onClause: (position: number, clause: number, score: number) => void,
    onDocument: (facts: DocumentFacts) => void,
    idfs?: number[][],
  ): void {
    const typeWeight = RANKING.typeWeights[entry.type];
    const content = entry.type === SearchDocumentType.Content;
    const inHeading = typeWeight * (1 + RANKING.sectionBoost);
    let touched = 0;
    expansions.forEach((terms, clause) => {
      const stamp = ++this.stamp;
      let count = 0;
      terms.forEach(({ id, weight }, j) => {
        const { docs, values, from, to } = entry.index.postings(id)!;
        const termIdf = idfs ? idfs[clause][j] : idf(to - from, entry.count);
        for (let k = from; k < to; k++) {
          const position = docs[k];
          const facts = readPostingValue(entry.type, values[k]);
          const score = weight * termIdf * facts.weight * (content && facts.inHeading ? inHeading : typeWeight);
          if (this.seenInClause[position] !== stamp) {
            this.seenInClause[position] = stamp;
            this.best[position] = score;
            this.clauseTouched[count++] = position;
            this.shape[position] = facts.length * 16 + facts.words;
          } else if (score > this.best[position]) this.best[position] = score;
          if (weight === 1) this.exact[position] |= 1 << clause;
        }
      });
      for (let k = 0; k < count; k++) {
        const position = this.clauseTouched[k];
        if (this.matched[position] === 0) this.touched[touched++] = position;
        this.matched[position] |= 1 << clause;
        this.sum[position] += this.best[position];
        onClause(position, clause, this.best[position]);
      }
    });
    for (let k = 0; k < touched; k++) {
      const position = this.touched[k];
      const shape = this.shape[position];
      onDocument({
        position,
        sum: this.sum[position],
        matched: this.matched[position],
        exact: this.exact[position],
        length: shape >> 4,
        words: shape & 15,
      });
      this.sum[position] = 0;
      this.matched[position] = 0;
      this.exact[position] = 0;
    }
  }
}
