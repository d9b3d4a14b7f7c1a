/**
 * The search engine shared by the browser worker and the CLI: loads the 5 entries of an
 * index file (compact.ts: sorted terms and flat postings, no elasticlunr structures) and
 * answers a query the way the site ranks it.
 *
 * Queries (queries.ts) run in order; for each, the 5 indexes are searched in type order
 * (Title, Heading, Description, Keywords, Content). From each search the best `limit`
 * hits are taken, hits whose id was already collected are dropped, and only enough to
 * fill `limit` are kept. Collecting stops once `limit` results exist; then results are
 * grouped under their page (grouping.ts).
 *
 * Within one index, a document must match every clause of the query. It scores BM25
 * (k1 1.2, b 0.75) per clause, taking the clause's best matching term: the exact
 * (stemmed) term counts fully, a completion of the typed prefix or a typo less. Then
 * (RANKING) a title or heading that is exactly the query (more so as typed), a guide page
 * (outside the API reference) and content whose section heading holds the query's terms
 * rank higher.
 */
import type { TermIndex } from "./compact";
import { SEARCH_DOCUMENT_TYPES, SearchDocumentType, type IndexEntry, type SearchDocument } from "../../contracts/searchIndex";
import { ChunkFiles, MissingIndexFiles } from "./chunkFiles";
import { isDocument } from "./documentTable";
import { groupByPage, type TreeStatus } from "./grouping";
import { inRanges, loadEntry, type LoadedEntry } from "./loadedEntry";
import { stem } from "./lunr";
import { BM25, readPostingValue } from "./postingValue";
import { smartQueries, type QueryClause, type SmartQuery } from "./queries";
import { exactTerm, fuzzyTerms, prefixTerms, stemsOfTyped, type TermMatch } from "./terms";
import { TextChunkTable } from "./texts";
import { splitTokens } from "./tokenizer";

export { MissingIndexFiles };

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

/** Ranking knobs. The type order and the query order come first; these rank within one index. */
export const RANKING = {
  ...BM25,
  /** A completion of the token being typed, relative to the exact term. */
  prefixWeight: 0.6,
  /** A term one typo away. */
  fuzzyWeight: 0.35,
  /** A title or heading that is exactly the query (all its terms matched, nothing else). */
  exactTextBoost: 2,
  /** …and as typed, not only after stemming: `JobPermission` before `JobPermissions`. */
  literalBoost: 1.2,
  /**
   * Guides over the API reference: outside the API context a reader more often wants
   * the page that explains; an API name still finds its type through its heading.
   */
  guideBoost: 1.5,
  /** Content whose section heading also has the query's terms: up to this much more. */
  sectionBoost: 0.5,
};

interface WeightedTerm extends TermMatch {
  weight: number;
}

interface Hit {
  /** The document's position in its entry. */
  position: number;
  score: number;
  terms: string[];
  /** How many of the query's clauses it matched. */
  matched: number;
}

/** What one clause found in one document. */
interface ClauseMatch {
  score: number;
  terms: string[];
  /** Titles and headings: the document's length in index terms, and in words. */
  length: number;
  words: number;
  /** Content: whether one of the terms is in the section heading too. */
  inHeading: boolean;
  /** Whether one of the terms is the clause's own (not a completion or a typo). */
  exact: boolean;
}

/** The documents worth scoring: with every clause required, those of the smallest clause; else any clause's. */
function candidates(perClause: Map<number, unknown>[], all: boolean): Iterable<number> {
  if (all) return perClause.reduce((a, b) => (b.size < a.size ? b : a)).keys();
  const union = new Set<number>();
  for (const scores of perClause) for (const position of scores.keys()) union.add(position);
  return union;
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

  private constructor(private readonly entries: LoadedEntry[]) {
    this.chunks = new ChunkFiles(entries, this.texts);
  }

  /** Loads a parsed index file. Throws SearchIndexError when it is not one. */
  static load(data: unknown): SearchEngine {
    const file = checkIndexFile(data);
    const entries = file.map((entry, type): LoadedEntry => {
      try {
        return loadEntry(entry, type);
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
    const results: SearchResult[] = [];
    const collected = new Set<number>();
    const expansions = new Map<string, WeightedTerm[]>();
    for (const query of smartQueries(input)) {
      const missing = new Set<string>();
      for (const entry of this.entries) {
        for (const clause of query.clauses) this.chunks.missingPostings(entry.index, this.expand(entry, clause, expansions).map((term) => term.id), missing);
      }
      if (missing.size > 0) throw new MissingIndexFiles([...missing]);
      this.collect(query, expansions, results, collected, limit, missing);
      if (missing.size > 0) throw new MissingIndexFiles([...missing]);
      if (results.length >= limit) break;
    }
    return groupByPage(results);
  }

  /**
   * Adds the best hits of one query to `results`, entry by entry, skipping ids already
   * collected. A hit whose document is not loaded goes to `missing` instead, counted as
   * a result, so that no more is asked for than could be shown.
   */
  private collect(query: SmartQuery, expansions: Map<string, WeightedTerm[]>, results: SearchResult[], collected: Set<number>, limit: number, missing: Set<string>) {
    let pending = 0;
    for (const entry of this.entries) {
      if (results.length + pending >= limit) break;
      for (const hit of this.run(entry, query, expansions, missing).slice(0, limit)) {
        if (results.length + pending >= limit) break;
        const document = entry.docs.get(hit.position);
        if (!document) {
          missing.add(entry.docs.missing(hit.position)!);
          pending++;
          continue;
        }
        const page = entry.type === SearchDocumentType.Title ? document : this.pageOf(document);
        if (!page || collected.has(document.i)) continue;
        collected.add(document.i);
        results.push({ document, type: entry.type, page, tokens: query.tokens, terms: hit.terms, score: hit.score, tree: null });
      }
    }
  }

  /** The Title document of a document's page: as its chunk tells it (`pt`, `pb`), or (documents inline) by id. */
  private pageOf(document: SearchDocument): SearchDocument | undefined {
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

  /** The hits of one query in one index, best first (with `minMatch`, most clauses matched first). */
  private run(entry: LoadedEntry, query: SmartQuery, cache: Map<string, WeightedTerm[]>, missing: Set<string>): Hit[] {
    if (entry.count === 0) return [];
    const required = query.minMatch ?? query.clauses.length;
    const perClause: Map<number, ClauseMatch>[] = [];
    for (const clause of query.clauses) {
      const terms = this.expand(entry, clause, cache);
      if (terms.length > 0) perClause.push(this.clauseScores(entry, terms));
    }
    if (perClause.length < required) return [];
    const hits: Hit[] = [];
    for (const position of candidates(perClause, required === query.clauses.length)) {
      const matches: ClauseMatch[] = [];
      for (const scores of perClause) {
        const match = scores.get(position);
        if (match) matches.push(match);
      }
      if (matches.length < required) continue;
      const score = matches.reduce((sum, match) => sum + match.score, 0);
      const boost = this.boostOf(entry, position, query, matches, missing);
      hits.push({ position, score: score * boost, terms: matches.flatMap((match) => match.terms), matched: matches.length });
    }
    return hits.sort((a, b) => b.matched - a.matched || b.score - a.score || a.position - b.position);
  }

  /** RANKING's boosts of a document from what its clauses found in it. */
  private boostOf(entry: LoadedEntry, position: number, query: SmartQuery, matches: ClauseMatch[], missing: Set<string>): number {
    let boost = 1;
    const matched = matches.length;
    if (entry.type === SearchDocumentType.Content) boost *= 1 + (RANKING.sectionBoost * matches.filter((match) => match.inHeading).length) / matched;
    if ((entry.type === SearchDocumentType.Title || entry.type === SearchDocumentType.Heading) && matched === query.clauses.length) {
      // Exactly the query: all its terms and nothing else, more so as typed (API headings
      // also hold the qualified names of their type, so the text itself is compared: read
      // the document when its word count says it may be the query).
      const mayBeLiteral = matches[0].words === query.tokens.length && matches.every((match) => match.exact);
      const document = mayBeLiteral ? entry.docs.get(position) : undefined;
      if (mayBeLiteral && !document) missing.add(entry.docs.missing(position)!);
      if (document && isLiteral(document.t, query.tokens)) boost *= RANKING.exactTextBoost * RANKING.literalBoost;
      else if (matches[0].length === matched) boost *= RANKING.exactTextBoost;
    }
    if (!inRanges(entry.api, position)) boost *= RANKING.guideBoost;
    return boost;
  }

  /** The index terms of a clause in an entry, once per search. */
  private expand(entry: LoadedEntry, clause: QueryClause, cache: Map<string, WeightedTerm[]>): WeightedTerm[] {
    const key = `${entry.type}\u0000${clause.token}\u0000${clause.prefix}\u0000${clause.distance}`;
    let terms = cache.get(key);
    if (!terms) {
      terms = entry.count === 0 ? [] : expandClause(entry.index, clause);
      cache.set(key, terms);
    }
    return terms;
  }

  /** Per document: the best score among the clause's terms, and every term it has. */
  private clauseScores(entry: LoadedEntry, terms: WeightedTerm[]): Map<number, ClauseMatch> {
    const scores = new Map<number, ClauseMatch>();
    for (const { term, id, weight } of terms) {
      const { docs, values, from, to } = entry.index.postings(id)!;
      const df = to - from;
      const idf = Math.log(1 + (entry.count - df + 0.5) / (df + 0.5));
      for (let k = from; k < to; k++) {
        const facts = readPostingValue(entry.type, values[k]);
        const score = weight * idf * facts.weight;
        const previous = scores.get(docs[k]);
        if (!previous) scores.set(docs[k], { score, terms: [term], length: facts.length, words: facts.words, inHeading: facts.inHeading, exact: weight === 1 });
        else {
          previous.terms.push(term);
          previous.inHeading ||= facts.inHeading;
          previous.exact ||= weight === 1;
          if (score > previous.score) previous.score = score;
        }
      }
    }
    return scores;
  }
}

/** Whether `text` is the `tokens`, as typed (lowercase), and nothing else. */
function isLiteral(text: string, tokens: string[]): boolean {
  if (tokens.length === 0 || !text.toLowerCase().includes(tokens[0])) return false;
  const words = splitTokens(text);
  return words.length === tokens.length && words.every((word, k) => word === tokens[k]);
}

/** The index terms a clause matches, each with its weight (exact term first). */
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
