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
import { loadTermIndex, type TermIndex } from "./compact";
import { API_CONTEXT, inContext, SEARCH_DOCUMENT_TYPES, SearchDocumentType, type IndexEntry, type SearchDocument } from "../../contracts/searchIndex";
import { groupByPage, type TreeStatus } from "./grouping";
import { indexTerms, stem } from "./lunr";
import { smartQueries, type QueryClause, type SmartQuery } from "./queries";
import { exactTerm, fuzzyTerms, prefixTerms, stemsOfTyped, type TermMatch } from "./terms";
import { ChunkFiles, MissingIndexFiles } from "./chunkFiles";
import { TextChunkTable } from "./texts";

export { MissingIndexFiles };
import { splitTokens } from "./tokenizer";

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
  k1: 1.2,
  b: 0.75,
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

interface LoadedEntry {
  type: SearchDocumentType;
  /** Content only: the index terms of each document's section heading, made on first use. */
  sectionTerms: Map<number, Set<string>>;
  documents: SearchDocument[];
  index: TermIndex;
  count: number;
  averageLength: number;
}

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

/** The documents worth scoring: with every clause required, those of the smallest clause; else any clause's. */
function candidates(perClause: Map<number, unknown>[], all: boolean): Iterable<number> {
  if (all) return perClause.reduce((a, b) => (b.size < a.size ? b : a)).keys();
  const union = new Set<number>();
  for (const scores of perClause) for (const position of scores.keys()) union.add(position);
  return union;
}

export class SearchIndexError extends Error {}

function isDocument(value: unknown): value is SearchDocument {
  const doc = value as SearchDocument;
  // A Content document's text may be in a text chunk instead (texts.ts checks where).
  return !!doc && typeof doc === "object" && typeof doc.i === "number" && (typeof doc.t === "string" || typeof doc.c === "number") && typeof doc.u === "string";
}

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
  private readonly entries: LoadedEntry[];
  private readonly titles: Map<number, SearchDocument>;
  private readonly texts: TextChunkTable;
  private readonly chunks: ChunkFiles;

  private constructor(entries: LoadedEntry[], texts: TextChunkTable) {
    this.entries = entries;
    this.texts = texts;
    this.chunks = new ChunkFiles(entries.map((entry) => entry.index), texts);
    this.titles = new Map(entries[SearchDocumentType.Title].documents.map((doc) => [doc.i, doc]));
  }

  /** Loads a parsed index file. Throws SearchIndexError when it is not one. */
  static load(data: unknown): SearchEngine {
    const file = checkIndexFile(data);
    let texts: TextChunkTable;
    try {
      texts = new TextChunkTable(file[SearchDocumentType.Content]);
    } catch (error) {
      throw new SearchIndexError(`entry ${SearchDocumentType.Content} of the search index: ${(error as Error).message}`);
    }
    const entries = file.map((entry, type): LoadedEntry => {
      let index: TermIndex;
      try {
        index = loadTermIndex(entry.index, entry.documents.length);
      } catch (error) {
        throw new SearchIndexError(`entry ${type} of the search index: ${(error as Error).message}`);
      }
      let total = 0;
      for (let position = 0; position < index.lengths.length; position++) total += index.lengths[position];
      return {
        type,
        documents: entry.documents,
        index,
        sectionTerms: new Map(),
        count: entry.documents.length,
        averageLength: entry.documents.length > 0 ? Math.max(1, total / entry.documents.length) : 1,
      };
    });
    return new SearchEngine(entries, texts);
  }

  /** The text chunk files the results still need before they can be presented (snippets). */
  textFilesFor(results: SearchResult[]): string[] {
    return this.texts.missing(results.map((result) => result.document));
  }

  /** Every chunk file the index refers to (postings and texts), relative to the site base. */
  get files(): string[] {
    return this.chunks.all;
  }

  /** Takes in a chunk file (postings or texts), parsed. Throws SearchIndexError when it is not one of this index's. */
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
   * The results of a query. Throws MissingIndexFiles when the postings it needs are in
   * chunk files not added yet (searching.ts reads them and searches again).
   */
  search(input: string, limit: number): SearchResult[] {
    const queries = smartQueries(input);
    const results: SearchResult[] = [];
    const collected = new Set<number>();
    const expansions = new Map<string, WeightedTerm[]>();
    for (const query of queries) {
      const missing = new Set<string>();
      for (const entry of this.entries) {
        for (const clause of query.clauses) this.chunks.missingPostings(entry.index, this.expand(entry, clause, expansions).map((term) => term.id), missing);
      }
      if (missing.size > 0) throw new MissingIndexFiles([...missing]);
      for (const entry of this.entries) {
        if (results.length >= limit) break;
        const hits = this.run(entry, query, expansions).slice(0, limit);
        for (const hit of hits) {
          if (results.length >= limit) break;
          const document = entry.documents[hit.position];
          if (collected.has(document.i)) continue;
          collected.add(document.i);
          const page = entry.type === SearchDocumentType.Title ? document : (this.titles.get(document.p ?? -1) ?? null);
          results.push({ document, type: entry.type, page, tokens: query.tokens, terms: hit.terms, score: hit.score, tree: null });
        }
      }
      if (results.length >= limit) break;
    }
    return groupByPage(results);
  }

  /** The hits of one query in one index, best first (with `minMatch`, most clauses matched first). */
  private run(entry: LoadedEntry, query: SmartQuery, cache: Map<string, WeightedTerm[]>): Hit[] {
    if (entry.count === 0) return [];
    const required = query.minMatch ?? query.clauses.length;
    const perClause: Map<number, { score: number; terms: string[] }>[] = [];
    for (const clause of query.clauses) {
      const terms = this.expand(entry, clause, cache);
      if (terms.length > 0) perClause.push(this.clauseScores(entry, terms));
    }
    if (perClause.length < required) return [];
    const hits: Hit[] = [];
    for (const position of candidates(perClause, required === query.clauses.length)) {
      const matches: { score: number; terms: string[] }[] = [];
      for (const scores of perClause) {
        const match = scores.get(position);
        if (match) matches.push(match);
      }
      const matched = matches.length;
      if (matched < required) continue;
      const score = matches.reduce((sum, match) => sum + match.score, 0);
      const terms = matches.flatMap((match) => match.terms);
      const section = entry.type === SearchDocumentType.Content ? this.sectionTermsOf(entry, position) : null;
      const inHeading = section ? matches.filter((match) => match.terms.some((term) => section.has(term))).length : 0;
      hits.push({ position, score: score * this.boostOf(entry, position, query, matched, inHeading), terms, matched });
    }
    return hits.sort((a, b) => b.matched - a.matched || b.score - a.score || a.position - b.position);
  }

  /** RANKING's boosts of a document that matched `matched` clauses, `inHeading` of them in its section heading. */
  private boostOf(entry: LoadedEntry, position: number, query: SmartQuery, matched: number, inHeading: number): number {
    let boost = 1;
    if (entry.type === SearchDocumentType.Content) boost *= 1 + (RANKING.sectionBoost * inHeading) / matched;
    if ((entry.type === SearchDocumentType.Title || entry.type === SearchDocumentType.Heading) && matched === query.clauses.length) {
      // Exactly the query: all its terms and nothing else (API headings also hold the
      // qualified names of their type, so the text is compared too), more so as typed.
      const text = entry.documents[position].t;
      if (isLiteral(text, query.tokens)) boost *= RANKING.exactTextBoost * RANKING.literalBoost;
      else if (entry.index.lengths[position] === query.clauses.length) boost *= RANKING.exactTextBoost;
    }
    if (!inContext(entry.documents[position].u, API_CONTEXT)) boost *= RANKING.guideBoost;
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

  private sectionTermsOf(entry: LoadedEntry, position: number): Set<string> {
    let terms = entry.sectionTerms.get(position);
    if (!terms) {
      terms = new Set(indexTerms(entry.documents[position].s ?? ""));
      entry.sectionTerms.set(position, terms);
    }
    return terms;
  }

  /** Per document: the best score among the clause's terms, and every term it has. */
  private clauseScores(entry: LoadedEntry, terms: WeightedTerm[]): Map<number, { score: number; terms: string[] }> {
    const scores = new Map<number, { score: number; terms: string[] }>();
    const { k1, b } = RANKING;
    const { lengths } = entry.index;
    for (const { term, id, weight } of terms) {
      const { docs, tfs, from, to } = entry.index.postings(id)!;
      const df = to - from;
      const idf = Math.log(1 + (entry.count - df + 0.5) / (df + 0.5));
      for (let k = from; k < to; k++) {
        const position = docs[k];
        const tf = tfs[k];
        const length = lengths[position] || 1;
        const score = weight * idf * ((tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * length) / entry.averageLength)));
        const previous = scores.get(position);
        if (!previous) scores.set(position, { score, terms: [term] });
        else {
          previous.terms.push(term);
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
