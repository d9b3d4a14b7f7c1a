/**
 * What a search returns for its ranked rows: each row's document (from its chunk, once
 * read), its page's title, the query tokens that found it (what the target page
 * highlights) and the index terms it matched (what its snippet marks).
 */
import { lowerBound } from "../../contracts/bounds";
import { SearchDocumentType, type SearchDocument } from "../../contracts/searchIndex";
import type { ClauseTerms } from "./clauseTerms";
import type { TermIndex } from "./compact";
import type { TreeStatus } from "./grouping";
import type { LoadedEntry } from "./loadedEntry";
import type { ScoredDocument } from "./pageRanking";
import type { QueryClause } from "./queries";

export interface SearchResult {
  document: SearchDocument;
  type: SearchDocumentType;
  /** The Title document of the result's page (for a title result, itself). */
  page: SearchDocument | null;
  /** The tokens of the query that found it: what the target page highlights. */
  tokens: string[];
  /** The index terms it matched: what its snippet marks. */
  terms: string[];
  score: number;
  tree: TreeStatus;
}

/** What a search found: its first results, and how many it found in all. */
export interface SearchAnswer {
  count: number;
  results: SearchResult[];
}

/** A ranked row, placed under its page (a Title position). */
export interface GroupedRow extends ScoredDocument {
  page: number;
  tree: TreeStatus;
}

/**
 * The results for ranked rows (positions among all segments: `place` finds each one's entry). A row whose document is not loaded goes to `missing`
 * instead (the search runs again once it is).
 */
export function resultsOf(
  rows: GroupedRow[],
  place: (type: SearchDocumentType, position: number) => { entry: LoadedEntry; position: number },
  clauses: QueryClause[],
  terms: ClauseTerms,
  missing: Set<string>,
): SearchResult[] {
  const results: SearchResult[] = [];
  for (const row of rows) {
    const tokens = row.clauses.map((clause) => clauses[clause].token);
    const { entry, position } = place(row.type, row.position);
    const matched = clauses.flatMap((clause) =>
      terms
        .of(entry, clause)
        .filter(({ id }) => hasPosting(entry.index, id, position))
        .map(({ term }) => term),
    );
    const document = entry.docs.get(position);
    if (!document) {
      missing.add(entry.docs.missing(position)!);
      continue;
    }
    const page = entry.type === SearchDocumentType.Title ? document : pageTitleOf(document);
    if (page)
      results.push({ document, type: entry.type, page, tokens, terms: matched, score: row.score, tree: row.tree });
  }
  return results;
}

/** The Title document of a document's page, as its chunk tells it (`pt`, `pb`); none for a document without a page. */
function pageTitleOf(document: SearchDocument): SearchDocument | undefined {
  return document.pt === undefined ? undefined : { i: document.p ?? -1, t: document.pt, u: document.u, b: document.pb };
}

/** Whether `position` is in the postings of term `id` (loaded; positions ascend). */
function hasPosting(index: TermIndex, id: number, position: number): boolean {
  const { docs, from, to } = index.postings(id)!;
  const at = lowerBound(docs, position, from, to);
  return at < to && docs[at] === position;
}
