/**
 * The idf of a clause's terms in an entry, over the documents of its type in every segment
 * (segments.ts), tempered outside the content by the term's idf in the content
 * (RANKING.contentIdfShare): a word that few titles or headings have but most sections use
 * (`getting`, `make`, `release`) says little of a page.
 */
import { SEARCH_DOCUMENT_TYPES, SearchDocumentType } from "../../contracts/searchIndex";
import type { ClauseTerms } from "./clauseTerms";
import { idf, type WeightedTerm } from "./entryScorer";
import type { QueryClause } from "./queries";
import { RANKING } from "./ranking";
import type { Segments } from "./segments";

/** A type's documents in all segments: how many, and how many of them have each term. */
export interface TypeDfs {
  count: number;
  df: Map<string, number>;
}

/**
 * Per clause, per type, the df of the clause's terms summed over the segments. The clause's
 * own content terms: their postings are loaded for every search, so a result never depends
 * on what earlier searches read.
 */
export function siteDfs(segments: Segments, clauses: QueryClause[], terms: ClauseTerms): TypeDfs[][] {
  return clauses.map((clause) =>
    SEARCH_DOCUMENT_TYPES.map((type) => {
      const df = new Map<string, number>();
      for (const entries of segments.segments) {
        const entry = entries[type];
        for (const { term, id } of terms.of(entry, clause)) df.set(term, (df.get(term) ?? 0) + entry.index.df(id));
      }
      return { count: segments.count(type), df };
    }),
  );
}

/** The idf of each of `terms` in documents of `type`, given the clause's dfs (siteDfs). */
export function temperedIdfs(type: SearchDocumentType, terms: WeightedTerm[], dfs: TypeDfs[]): number[] {
  const share = RANKING.contentIdfShare;
  const own = dfs[type];
  const content = dfs[SearchDocumentType.Content];
  return terms.map(({ term }) => {
    const idfOwn = idf(own.df.get(term) ?? 0, own.count);
    const df = type === SearchDocumentType.Content ? undefined : content.df.get(term);
    return df === undefined ? idfOwn : idfOwn ** (1 - share) * idf(df, content.count) ** share;
  });
}
