/**
 * The search engine shared by the browser worker and the CLI: loads the 5 entries of an
 * index file (compact.ts: terms and postings by term range, no elasticlunr structures) and
 * answers a query the way the site ranks it.
 *
 * The query's words become clauses (indexedClauses.ts): each word as typed (a prefix while
 * it is being typed); a word no index has becomes its pieces, and a piece or word still
 * found nowhere forgives one typo. Each clause scores BM25 (k1 1.2, b 0.75) in each of the
 * 5 indexes (Title, Heading, Description, Keywords, Content; outside the content a term's
 * idf is tempered by its idf in the content, termIdfs.ts), taking its best matching term
 * (clauseTerms.ts): the exact (stemmed) term counts fully, a completion of the typed prefix
 * or a typo less. A title or heading that is exactly the query (more so as typed,
 * exactMatch.ts) and content whose section heading has the term count more (RANKING).
 * Documents are then ranked by page (pageRanking.ts), and results are grouped under their
 * page (grouping.ts, results.ts). A large site's index comes in segments, searched as one
 * (segments.ts; its idfs over all of them, termIdfs.ts).
 */
import { SearchDocumentType } from "../../contracts/searchIndex";
import { ChunkFiles, MissingIndexFiles, throwIfMissing } from "./chunkFiles";
import { ClauseTerms } from "./clauseTerms";
import { EntryScorer, type DocumentFacts } from "./entryScorer";
import { exactBoosts } from "./exactMatch";
import { groupByPage } from "./grouping";
import { indexedClauses } from "./indexedClauses";
import { asIndexError, loadIndexSegments, SearchIndexError } from "./indexFile";
import { inRanges, pageOf as pageOfEntry, type LoadedEntry } from "./loadedEntry";
import { PageRanking } from "./pageRanking";
import { DROPDOWN_LIMIT } from "./present";
import { isQuestion, type QueryClause } from "./queries";
import { RANKING } from "./ranking";
import { NO_RULES, type QueryRules } from "./synonyms";
import { resultsOf, type GroupedRow, type SearchAnswer, type SearchResult } from "./results";
import { Segments } from "./segments";
import { siteDfs, temperedIdfs, type TypeDfs } from "./termIdfs";
import { TextChunkTable } from "./texts";

export { MissingIndexFiles, SearchIndexError };
export type { SearchAnswer, SearchResult };

/**
 * A search for at most this many results (the dropdown's) reads a common term's best postings
 * only (PostingsChunk.whole): its few best pages are among them. A longer list, and its count,
 * read the whole lists.
 */
const FEW_RESULTS = DROPDOWN_LIMIT;

export class SearchEngine {
  private readonly texts = new TextChunkTable();
  private readonly chunks: ChunkFiles;
  /** Per entry, its scorer's arrays, kept between searches. */
  private readonly scorers = new Map<LoadedEntry, EntryScorer>();
  /** Every segment's entries. */
  private readonly entries: LoadedEntry[];

  private constructor(
    private readonly segments: Segments,
    private readonly rules: QueryRules,
  ) {
    this.entries = segments.entries;
    this.chunks = new ChunkFiles(this.entries, this.texts);
  }

  /**
   * Loads a parsed index file (of one segment or several), with the site's query rules (its
   * search manifest's `query`). Throws SearchIndexError when it is not an index file.
   */
  static load(data: unknown, rules: QueryRules = NO_RULES): SearchEngine {
    return new SearchEngine(new Segments(loadIndexSegments(data)), rules);
  }

  /** The text chunk files the results still need before they can be presented (snippets). */
  textFilesFor(results: SearchResult[]): string[] {
    return this.texts.missing(results.map((result) => result.document));
  }

  /** Every chunk file known so far (postings, documents, texts of documents read), relative to the site base. */
  get files(): string[] {
    return this.chunks.all;
  }

  /** Takes in a chunk file, parsed. Throws SearchIndexError when it is not one of this index's. */
  addFile(name: string, data: unknown): void {
    asIndexError(name, () => this.chunks.add(name, data));
  }

  /**
   * The results of a query. Throws MissingIndexFiles when what it needs (the postings of
   * its terms, then the documents of its best hits) is in chunk files not added yet:
   * searching.ts reads them and searches again.
   */
  search(input: string, limit: number): SearchResult[] {
    return this.searchShown(input, limit, limit).results;
  }

  /**
   * The first `shown` of a query's (at most `limit`) results, and how many there are: only
   * the documents of those are read. Rows are ranked and grouped by page position, which
   * needs no document, so the first screen of the /search page reads a few document chunks,
   * not one per result, and its rows are those of the whole list.
   */
  searchShown(input: string, limit: number, shown: number): SearchAnswer {
    const terms = new ClauseTerms();
    const missing = new Set<string>();
    const { clauses, words, apiName } = indexedClauses(input, this.entries, terms, missing, this.rules);
    throwIfMissing(missing);
    if (clauses.length === 0) return { count: 0, results: [] };
    const whole = limit > FEW_RESULTS;
    for (const entry of this.entries) {
      for (const clause of clauses)
        this.chunks.missingPostings(
          entry.index,
          terms.of(entry, clause, missing).map((term) => term.id),
          missing,
          whole,
        );
    }
    throwIfMissing(missing);
    const segments = this.segments;
    const isGuide = (page: number) => {
      const title = segments.place(SearchDocumentType.Title, page);
      return !inRanges(title.entry.api, title.position);
    };
    const ranking = new PageRanking(clauses.length, segments.count(SearchDocumentType.Title), isGuide, words);
    // A reader who names a type's options wants the type: no guide comes first for being a guide.
    if (apiName) ranking.guideBoost = 1;
    else if (isQuestion(input)) ranking.guideBoost *= RANKING.questionGuideBoost;
    const dfs = siteDfs(segments, clauses, terms);
    segments.segments.forEach((entries, segment) => {
      for (const entry of entries) this.rank(entry, segment, clauses, terms, dfs, ranking, missing);
    });
    const rows = ranking.rows(limit).map((row, k): GroupedRow => {
      const { entry, segment, position } = segments.place(row.type, row.position);
      const page = segments.pageOf(entry, segment, position);
      // A document without a page stands alone.
      return { ...row, page: page >= 0 ? page : -1 - k, tree: null };
    });
    const grouped = groupByPage(rows, (row) => row.page);
    const results = resultsOf(
      grouped.slice(0, shown),
      (type, position) => segments.place(type, position),
      clauses,
      terms,
      missing,
    );
    throwIfMissing(missing);
    return { count: grouped.length, results };
  }

  /** Scores every document of `entry` (of segment `segment`) that matches a clause, into `ranking`. */
  private rank(
    entry: LoadedEntry,
    segment: number,
    clauses: QueryClause[],
    terms: ClauseTerms,
    dfs: TypeDfs[][],
    ranking: PageRanking,
    missing: Set<string>,
  ): void {
    if (entry.count === 0) return;
    let scorer = this.scorers.get(entry);
    if (!scorer) this.scorers.set(entry, (scorer = new EntryScorer(entry.count)));
    const expansions = clauses.map((clause) => terms.of(entry, clause));
    const documents: DocumentFacts[] = [];
    // Where the segment's pages and this entry's documents start among all: looked up once, not per posting.
    const firstPage = this.segments.positionOf(SearchDocumentType.Title, segment, 0);
    const firstPosition = this.segments.positionOf(entry.type, segment, 0);
    const pageOf = (position: number) => {
      const page = pageOfEntry(entry, position);
      return page >= 0 ? firstPage + page : page;
    };
    scorer.run(
      entry,
      expansions,
      (position, clause, score) =>
        ranking.clause(pageOf(position), clause, score, entry.type === SearchDocumentType.Title),
      (facts) => documents.push(facts),
      expansions.map((expansion, k) => temperedIdfs(entry.type, expansion, dfs[k])),
    );
    const boosts = exactBoosts(entry, documents, clauses, missing);
    documents.forEach((facts, k) => {
      ranking.document(
        pageOf(facts.position),
        entry.type,
        firstPosition + facts.position,
        facts.sum,
        facts.matched,
        boosts[k],
      );
    });
  }
}
