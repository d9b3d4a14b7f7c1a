/**
 * The idf of a clause's terms in an entry, tempered outside the content by the term's idf
 * in the content (RANKING.contentIdfShare): a word that few titles or headings have but
 * most sections use (`getting`, `make`, `release`) says little of a page.
 */
import { idf, type WeightedTerm } from "./entryScorer";
import type { LoadedEntry } from "./loadedEntry";
import { RANKING } from "./ranking";

/**
 * A clause's terms in the content, with their df there. The clause's own content terms:
 * their postings are loaded for every search, so a result never depends on what earlier
 * searches read. Worked out once per search, for the four other entries.
 */
export function contentDfs(content: LoadedEntry, terms: WeightedTerm[]): Map<string, number> {
  return new Map(terms.map(({ term, id }) => [term, content.index.df(id)]));
}

/** The idf of each of `terms` in `entry`, given the content entry and the terms' `contentDf` there. */
export function temperedIdfs(
  entry: LoadedEntry,
  content: LoadedEntry,
  terms: WeightedTerm[],
  contentDf: Map<string, number>,
): number[] {
  const share = RANKING.contentIdfShare;
  return terms.map(({ term, id }) => {
    const own = idf(entry.index.df(id), entry.count);
    const df = entry === content ? undefined : contentDf.get(term);
    return df === undefined ? own : own ** (1 - share) * idf(df, content.count) ** share;
  });
}
