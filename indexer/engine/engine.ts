/**
 * The search engine shared by the browser worker and the CLI: loads the 5 entries of an
 * index file (compact.ts: terms and postings by term range, no elasticlunr structures) and
 * answers a query the way the site ranks it.
 *
 * The query's words (queries.ts) become clauses: each word as typed (a prefix while it
 * is being typed); a word no index has becomes its pieces, and a piece or word still
 * found nowhere forgives one typo. Each clause scores BM25 (k1 1.2, b 0.75) in each of
 * the 5 indexes (Title, Heading, Description, Keywords, Content; outside the content
 * a term's idf is tempered by its idf in the content), taking its best matching term:
 * the exact (stemmed) term counts fully, a completion of the typed prefix or a typo less.
 * A title or heading that is exactly the query (more so as typed) and content whose
 * section heading has the term count more (RANKING). Documents are then ranked by page
 * (pageRanking.ts), and results are grouped under their page (grouping.ts).
 */
import type { TermIndex } from "./compact";
import { DOCUMENT_CHUNK_SIZE, SEARCH_DOCUMENT_TYPES, SearchDocumentType, type IndexEntry, type SearchDocument } from "../../contracts/searchIndex";
import { ChunkFiles, MissingIndexFiles } from "./chunkFiles";
import { isDocument } from "./documentTable";
import { groupByPage, type TreeStatus } from "./grouping";
import { inRanges, loadEntry, pageOf, type LoadedEntry } from "./loadedEntry";
import { stem } from "./lunr";
import { EntryScorer, idf, type DocumentFacts, type WeightedTerm } from "./entryScorer";
import { PageRanking, type ScoredDocument } from "./pageRanking";
import { queryWords, withTypo, wordClause, MAX_QUERY_TOKENS, type QueryClause } from "./queries";
import { RANKING } from "./ranking";
import { exactTerm, fuzzyTerms, prefixTerms, stemsOfTyped, typedStems, typoDistance, type TermMatch } from "./terms";
import { TextChunkTable } from "./texts";
import { splitTokens } from "./tokenizer";

export { MissingIndexFiles, RANKING };

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
interface GroupedRow extends ScoredDocument {
  page: number;
  tree: TreeStatus;
}

export class SearchIndexError extends Error {}

/** Checks the shape of a parsed index file: an array of 5 `{documents, index}` entries. */
export function checkIndexFile(data: unknown): IndexEntry[] {
  if (!Array.isArray(data) || data.length !== SEARCH_DOCUMENT_TYPES.length) {
    throw new SearchIndexError(`the search index is not a list of ${SEARCH_DOCUMENT_TYPES.length} entries`);
  }
  data.forEach((entry: IndexEntry, type) => {
    if (!entry || !Array.isArray(entry.documents) || !entry.documents.every(isDocument) || !entry.index || typeof entry.index !== "object") {
      throw new SearchIndexError(`entry ${type} of the search index is not {documents, index}`);
    }
  });
  return data as IndexEntry[];
}

export class SearchEngine {
  private readonly texts = new TextChunkTable();
  private readonly chunks: ChunkFiles;
  private titleById: Map<number, SearchDocument> | null = null;
  /** Per entry, its scorer's arrays, kept between searches. */
  private readonly scorers: (EntryScorer | undefined)[] = [];

  private constructor(private readonly entries: LoadedEntry[]) {
    this.chunks = new ChunkFiles(entries, this.texts);
  }

  /** Loads a parsed index file. Throws SearchIndexError when it is not one. */
  static load(data: unknown): SearchEngine {
    const file = checkIndexFile(data);
    const titlePositions = new Map(file[SearchDocumentType.Title].documents.map((title, position) => [title.i, position]));
    const entries = file.map((entry, type): LoadedEntry => {
      try {
        return loadEntry(entry, type, titlePositions);
      } catch (error) {
        throw new SearchIndexError(`entry ${type} of the search index: ${(error as Error).message}`);
      }
    });
    return new SearchEngine(entries);
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
    try {
      this.chunks.add(name, data);
    } catch (error) {
      throw new SearchIndexError(`${name}: ${(error as Error).message}`);
    }
  }

  /** The number of documents of each type. */
  get sizes(): number[] {
    return this.entries.map((entry) => entry.count);
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
    const expansions = new Map<string, WeightedTerm[]>();
    const missing = new Set<string>();
    const { clauses, words } = this.clausesOf(input, expansions, missing);
    if (missing.size > 0) throw new MissingIndexFiles([...missing]);
    if (clauses.length === 0) return { count: 0, results: [] };
    for (const entry of this.entries) {
      for (const clause of clauses) this.chunks.missingPostings(entry.index, this.expand(entry, clause, expansions, missing).map((term) => term.id), missing);
    }
    if (missing.size > 0) throw new MissingIndexFiles([...missing]);
    const titles = this.entries[SearchDocumentType.Title];
    const ranking = new PageRanking(clauses.length, titles.count, (page) => !inRanges(titles.api, page), words);
    const contentDfs = clauses.map((clause) => this.contentDfs(clause, expansions));
    for (const entry of this.entries) this.rank(entry, clauses, expansions, contentDfs, ranking, missing);
    const rows = ranking.rows(limit).map((row, k): GroupedRow => {
      const page = pageOf(this.entries[row.type], row.position);
      // A document without a page stands alone.
      return { ...row, page: page >= 0 ? page : -1 - k, tree: null };
    });
    const grouped = groupByPage(rows, (row) => row.page);
    const results = this.present(grouped.slice(0, shown), clauses, expansions, missing);
    if (missing.size > 0) throw new MissingIndexFiles([...missing]);
    return { count: grouped.length, results };
  }

  /**
   * The clauses of an input: each word as typed; a word no index has, its pieces; a word
   * still found nowhere, with a typo forgiven. `words[k]`: clause k's word. What cannot be
   * told before more term chunks are read adds them to `missing` (the search reads them and
   * runs again).
   */
  private clausesOf(input: string, cache: Map<string, WeightedTerm[]>, missing: Set<string>): { clauses: QueryClause[]; words: number[] } {
    /** Whether some entry has the clause's terms; undefined until their chunks are read. */
    const found = (clause: QueryClause): boolean | undefined => {
      const needed = new Set<string>();
      const any = this.entries.some((entry) => this.expand(entry, clause, cache, needed).length > 0);
      for (const file of needed) missing.add(file);
      return any || needed.size === 0 ? any : undefined;
    };
    const clauses: QueryClause[] = [];
    const words: number[] = [];
    const seen = new Set<string>();
    for (const word of queryWords(input)) {
      if (seen.has(word.token) || clauses.length + word.pieces.length > MAX_QUERY_TOKENS) continue;
      seen.add(word.token);
      // A word being typed completes only while it is not a word of the index yet (a
      // finished word reads no chunk of the terms it begins).
      const known = found(wordClause(word.token, false));
      if (known === undefined) {
        // Read in the same round what the next may look up: a typed word's completions, a split word's pieces.
        if (word.typing) this.readAhead(wordClause(word.token, true), missing);
        if (word.pieces.length > 1) for (const piece of word.pieces) found(wordClause(piece, false));
      }
      const typing = word.typing && known === false;
      const whole = wordClause(word.token, typing);
      const parts = found(whole) !== false || word.pieces.length === 1 ? [whole] : word.pieces.map((piece, k) => wordClause(piece, typing && k === word.pieces.length - 1));
      const index = seen.size - 1;
      for (const part of new Map(parts.map((p) => [p.token, p])).values()) {
        // A piece of code (`onerror=alert(1)`) is not a word with a typo.
        clauses.push(found(part) !== false || parts.length > 1 ? part : withTypo(part));
        words.push(index);
      }
    }
    return { clauses, words };
  }

  /** Adds to `missing` the term chunks `clause` reads in each entry, but not a terms file: that only once the clause is known to be needed. */
  private readAhead(clause: QueryClause, missing: Set<string>): void {
    for (const entry of this.entries) {
      const needed = new Set<string>();
      clauseFiles(entry.index, clause, needed);
      if (!needed.has(entry.index.termsFile)) for (const file of needed) missing.add(file);
    }
  }

  /** Scores every document of `entry` that matches a clause, into `ranking`. */
  private rank(
    entry: LoadedEntry,
    clauses: QueryClause[],
    cache: Map<string, WeightedTerm[]>,
    contentDfs: Map<string, number>[],
    ranking: PageRanking,
    missing: Set<string>,
  ): void {
    if (entry.count === 0) return;
    let scorer = this.scorers[entry.type];
    if (!scorer) scorer = this.scorers[entry.type] = new EntryScorer(entry.count);
    const expansions = clauses.map((clause) => this.expand(entry, clause, cache));
    const documents: DocumentFacts[] = [];
    scorer.run(
      entry,
      expansions,
      (position, clause, score) => ranking.clause(pageOf(entry, position), clause, score, entry.type === SearchDocumentType.Title),
      (facts) => documents.push(facts),
      expansions.map((terms, k) => this.idfs(entry, terms, contentDfs[k])),
    );
    const read = this.readsLiterals(entry, documents, clauses);
    for (const facts of documents) {
      const boost = this.exactBoost(entry, facts, clauses, read ? missing : null);
      ranking.document(pageOf(entry, facts.position), entry.type, facts.position, facts.sum, facts.matched, boost);
    }
  }

  /**
   * Whether the titles or headings that may be the query as typed are few enough to read:
   * their documents span at most MAX_LITERAL_CHUNKS chunks. (At 10,000 pages, "Details 1"
   * is the heading of a thousand sections: reading them all would cost a megabyte, and
   * which to prefer among a thousand equal headings is moot.) Decided by positions alone,
   * so a result never depends on what earlier searches read.
   */
  private readsLiterals(entry: LoadedEntry, documents: DocumentFacts[], clauses: QueryClause[]): boolean {
    if (entry.type !== SearchDocumentType.Title && entry.type !== SearchDocumentType.Heading) return false;
    const chunks = new Set<number>();
    for (const facts of documents) {
      if (this.mayBeLiteral(entry, facts, clauses)) chunks.add(Math.floor(facts.position / DOCUMENT_CHUNK_SIZE));
      if (chunks.size > MAX_LITERAL_CHUNKS) return false;
    }
    return true;
  }

  /** Whether a document's text may be the query as typed (or within its typos): a title or heading with all the clauses and as many words. */
  private mayBeLiteral(entry: LoadedEntry, facts: DocumentFacts, clauses: QueryClause[]): boolean {
    if (entry.type !== SearchDocumentType.Title && entry.type !== SearchDocumentType.Heading) return false;
    const all = (1 << clauses.length) - 1;
    const typo = clauses.some((clause) => clause.distance > 0);
    return facts.matched === all && facts.words === clauses.length && (facts.exact === all || typo);
  }

  /**
   * A clause's terms in the content, with their df there. The clause's own content terms:
   * their postings are loaded for every search, so a result never depends on what earlier
   * searches read. Worked out once per search, for the four other entries.
   */
  private contentDfs(clause: QueryClause, cache: Map<string, WeightedTerm[]>): Map<string, number> {
    const content = this.entries[SearchDocumentType.Content];
    return new Map(this.expand(content, clause, cache).map(({ term, id }) => [term, content.index.df(id)]));
  }

  /**
   * The idf of each of a clause's terms in `entry`, tempered outside the content by the
   * term's idf in the content (RANKING.contentIdfShare): a word that few titles or headings
   * have but most sections use (`getting`, `make`, `release`) says little of a page.
   */
  private idfs(entry: LoadedEntry, terms: WeightedTerm[], contentDf: Map<string, number>): number[] {
    const content = this.entries[SearchDocumentType.Content];
    const share = RANKING.contentIdfShare;
    return terms.map(({ term, id }) => {
      const own = idf(entry.index.df(id), entry.count);
      const df = entry === content ? undefined : contentDf.get(term);
      return df === undefined ? own : own ** (1 - share) * idf(df, content.count) ** share;
    });
  }

  /**
   * RANKING's boost of a title or heading that is exactly the query (more so as typed, which
   * its text tells: read when `missing` is given, which it adds the document's chunk to).
   */
  private exactBoost(entry: LoadedEntry, facts: DocumentFacts, clauses: QueryClause[], missing: Set<string> | null): number {
    if (entry.type !== SearchDocumentType.Title && entry.type !== SearchDocumentType.Heading) return 1;
    if (facts.matched !== (1 << clauses.length) - 1) return 1;
    // API headings also hold the qualified names of their type, so the text itself is
    // compared: read the document when its word count says it may be the query (as typed,
    // or within the typo a clause forgives: `JobPermision` is JobPermission, not JobPermissions).
    const read = missing !== null && this.mayBeLiteral(entry, facts, clauses);
    const document = read ? entry.docs.get(facts.position) : undefined;
    if (read && !document) missing.add(entry.docs.missing(facts.position)!);
    if (document && isLiteral(document.t, clauses)) return RANKING.exactTextBoost * RANKING.literalBoost;
    // As many index terms as clauses, or as many words (an API name holds its name's
    // words too): the query, give or take a stem, a typo or an unfinished word.
    return facts.length === clauses.length || facts.words === clauses.length ? RANKING.exactTextBoost : 1;
  }

  /**
   * The results for ranked rows. A row whose document is not loaded goes to `missing`
   * instead (the search runs again once it is).
   */
  private present(rows: GroupedRow[], clauses: QueryClause[], cache: Map<string, WeightedTerm[]>, missing: Set<string>): SearchResult[] {
    const results: SearchResult[] = [];
    for (const row of rows) {
      const tokens = row.clauses.map((clause) => clauses[clause].token);
      const entry = this.entries[row.type];
      const terms = clauses.flatMap((clause) => this.expand(entry, clause, cache).filter(({ id }) => hasPosting(entry.index, id, row.position)).map(({ term }) => term));
      const document = entry.docs.get(row.position);
      if (!document) {
        missing.add(entry.docs.missing(row.position)!);
        continue;
      }
      const page = entry.type === SearchDocumentType.Title ? document : this.titleOf(document);
      if (page) results.push({ document, type: entry.type, page, tokens, terms, score: row.score, tree: row.tree });
    }
    return results;
  }

  /** The Title document of a document's page: as its chunk tells it (`pt`, `pb`), or (documents inline) by id. */
  private titleOf(document: SearchDocument): SearchDocument | undefined {
    const titles = this.entries[SearchDocumentType.Title].docs;
    if (document.pt !== undefined) return { i: document.p ?? -1, t: document.pt, u: document.u, b: document.pb };
    if (!this.titleById) {
      this.titleById = new Map();
      for (let position = 0; position < titles.count; position++) {
        const title = titles.get(position);
        if (title) this.titleById.set(title.i, title);
      }
    }
    return this.titleById.get(document.p ?? -1);
  }

  /** The index terms of a clause in an entry, once per search; none, with the files to read added to `missing`, while they are not known. */
  private expand(entry: LoadedEntry, clause: QueryClause, cache: Map<string, WeightedTerm[]>, missing?: Set<string>): WeightedTerm[] {
    const key = `${entry.type}\u0000${clause.token}\u0000${clause.prefix}\u0000${clause.distance}`;
    let terms = cache.get(key);
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
    cache.set(key, terms);
    return terms;
  }
}

/** Whether `position` is in the postings of term `id` (loaded; positions ascend). */
function hasPosting(index: TermIndex, id: number, position: number): boolean {
  const { docs, from, to } = index.postings(id)!;
  let low = from;
  let high = to - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (docs[middle] === position) return true;
    if (docs[middle] < position) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** Whether `text` is the clauses' tokens as typed (lowercase), or within their forgiven typos, and nothing else. */
function isLiteral(text: string, clauses: QueryClause[]): boolean {
  if (clauses.length === 0 || (clauses[0].distance === 0 && !text.toLowerCase().includes(clauses[0].token))) return false;
  const words = splitTokens(text);
  return words.length === clauses.length && words.every((word, k) => word === clauses[k].token || typoDistance(word, clauses[k].token) <= clauses[k].distance);
}

/** Titles or headings that may be the query as typed are read only when they are in at most this many document chunks. */
export const MAX_LITERAL_CHUNKS = 8;

/** A prefix whose terms span this many chunks or more is completed from the terms file, not its chunks. */
export const WIDE_PREFIX_CHUNKS = 4;

/** Adds to `into` the files expandClause reads for `clause` in `index` that have not been added. */
export function clauseFiles(index: TermIndex, clause: QueryClause, into: Set<string>): void {
  const stemmed = stem(clause.token);
  for (const term of [stemmed, clause.token]) index.missingTerms(term, term, into);
  if (clause.prefix) {
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
  add(exactTerm(index, stemmed), 1);
  if (stemmed !== clause.token) add(exactTerm(index, clause.token), 1);
  if (clause.prefix) {
    // The typed text, not its stem: the stem of a half-typed word is noise (`taks` → `tak`).
    add(prefixTerms(index, clause.token), RANKING.prefixWeight);
    add(stemsOfTyped(index, clause.token), RANKING.prefixWeight);
  }
  if (clause.distance > 0) {
    add(fuzzyTerms(index, stemmed, clause.distance, false), RANKING.fuzzyWeight);
    if (stemmed !== clause.token) add(fuzzyTerms(index, clause.token, clause.distance, false), RANKING.fuzzyWeight);
    if (clause.prefix) add(fuzzyTerms(index, clause.token, clause.distance, true), RANKING.fuzzyWeight);
  }
  return [...byTerm.values()];
}
