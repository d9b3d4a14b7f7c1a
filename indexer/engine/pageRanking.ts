/**
 * Ranking by page: a reader looks for the page that answers, and its words are often
 * spread over its title and several sections, so a page is scored from all of them.
 *
 * - A document's score is the sum over the clauses it matched of its BM25 score (and, a
 *   little, RANKING.titleContext, of its page title's for the clauses it lacks), times
 *   where it is (RANKING.typeWeights: a title counts most), times its boosts, times the
 *   share of the query's clauses it matched (and its title has) to RANKING.coverageExponent.
 * - A page's score is the sum over the clauses of the best score any of its documents
 *   got for that clause, times the share of the words the page has whole, to the power
 *   RANKING.pageCoverageExponent (a page with all the words ranks above one with most of
 *   them, unless that one is much closer), plus RANKING.togetherWeight times its best
 *   document with several clauses together. Outside the API reference it is RANKING.guideBoost more.
 * - Pages are listed best first: the first with up to RANKING.firstPageRows rows, the
 *   others with one (pageRows), then, while there is room, their other documents. Of a
 *   page's title, description and keywords, which share an id, one is a row (the title
 *   if it matched).
 */
import { SearchDocumentType } from "../../contracts/searchIndex";
import { RANKING } from "./ranking";

export interface ScoredDocument {
  /** Its entry (the document type). */
  type: number;
  position: number;
  score: number;
  /** The clauses its page matched (what the target page highlights). */
  clauses: number[];
}

/** A page's title, description and keywords share one id: one of them is a row, the title if it matched (it heads the page's rows), else the best. */
const SHARES_TITLE_ID = new Set([
  SearchDocumentType.Title,
  SearchDocumentType.Description,
  SearchDocumentType.Keywords,
]);

function shown(documents: ScoredDocument[]): ScoredDocument[] {
  const sharing = documents.filter((document) => SHARES_TITLE_ID.has(document.type));
  const kept = sharing.find((document) => document.type === SearchDocumentType.Title) ?? sharing[0];
  return documents.filter((document) => !SHARES_TITLE_ID.has(document.type) || document === kept);
}

/** Pages and their documents as plain numbers: a common word at 10,000 pages touches tens of thousands. */
export class PageRanking {
  /** Per page and clause, the best score of a document of the page. */
  private readonly best: Float64Array;
  /** The same, of the page's title. */
  private readonly titleBest: Float64Array;
  /** A page's best document with several clauses together; -1 until the page is touched (then it is in `pages`). */
  private readonly together: Float64Array;
  private readonly pages: number[] = [];
  private readonly documents = {
    type: [] as number[],
    position: [] as number[],
    page: [] as number[],
    score: [] as number[],
  };

  private readonly wordCount: number;
  /** What a guide's score is multiplied by (RANKING.guideBoost; more for a question, engine.ts). */
  guideBoost = RANKING.guideBoost;

  /**
   * `isGuide(page)`: whether a page (a Title position) is outside the API reference.
   * `words[k]`: the word of the query that clause k comes from (a word split into pieces
   * gives several clauses, which a page must all have to count that word); default, one each.
   */
  constructor(
    private readonly clauses: number,
    pageCount: number,
    private readonly isGuide: (page: number) => boolean,
    private readonly words: number[] = Array.from({ length: clauses }, (_, k) => k),
  ) {
    this.best = new Float64Array(pageCount * clauses);
    this.titleBest = new Float64Array(pageCount * clauses);
    this.together = new Float64Array(pageCount).fill(-1);
    this.wordCount = new Set(words).size;
  }

  /** A document of `page` matched `clause` with `score` (weighted). */
  clause(page: number, clause: number, score: number, title = false): void {
    if (this.together[page] < 0) {
      this.together[page] = 0;
      this.pages.push(page);
    }
    const k = page * this.clauses + clause;
    if (score > this.best[k]) this.best[k] = score;
    if (title) this.titleBest[k] = score;
  }

  /** A document of `page` matched `matched` clauses for `sum`; `boost` is RANKING's boosts of the document itself. */
  document(page: number, type: number, position: number, sum: number, mask: number, boost: number): void {
    let matched = 0;
    // A section is also about its page's title: the title's words count for it, a little.
    for (let clause = 0; clause < this.clauses; clause++) {
      if (mask & (1 << clause)) matched++;
      else if (type !== SearchDocumentType.Title && this.titleBest[page * this.clauses + clause] > 0) {
        matched++;
        sum += RANKING.titleContext * this.titleBest[page * this.clauses + clause];
      }
    }
    const score = sum * boost * (matched / this.clauses) ** RANKING.coverageExponent;
    const documents = this.documents;
    documents.type.push(type);
    documents.position.push(position);
    documents.page.push(page);
    documents.score.push(score);
    // Several words in one place, a one-word query, or a title that is the query.
    if ((matched >= 2 || this.clauses === 1 || boost > 1) && score > this.together[page]) this.together[page] = score;
  }

  /** The clauses of the words the page has whole. */
  private matchedClauses(page: number): number[] {
    const missing = new Set<number>();
    for (let clause = 0; clause < this.clauses; clause++)
      if (!(this.best[page * this.clauses + clause] > 0)) missing.add(this.words[clause]);
    const matched: number[] = [];
    for (let clause = 0; clause < this.clauses; clause++) if (!missing.has(this.words[clause])) matched.push(clause);
    return matched;
  }

  /**
   * 0 for a page with fewer than half the words (of 3 or more): a scattering of unrelated
   * words is not a result. Runs for every page a query touches: no allocation.
   */
  private scoreOf(page: number): number {
    let missingWords = 0;
    for (let clause = 0; clause < this.clauses; clause++)
      if (!(this.best[page * this.clauses + clause] > 0)) missingWords |= 1 << this.words[clause];
    let sum = 0;
    let words = 0;
    let counted = 0;
    for (let clause = 0; clause < this.clauses; clause++) {
      const word = 1 << this.words[clause];
      if (missingWords & word) continue;
      sum += this.best[page * this.clauses + clause];
      if (!(counted & word)) words++;
      counted |= word;
    }
    if (words === 0 || (this.wordCount >= 3 && words < this.wordCount / 2)) return 0;
    const coverage = (words / this.wordCount) ** RANKING.pageCoverageExponent;
    return (sum * coverage + RANKING.togetherWeight * this.together[page]) * (this.isGuide(page) ? this.guideBoost : 1);
  }

  /** The documents to show, best first, at most `limit`. */
  rows(limit: number): ScoredDocument[] {
    const scores = new Map(this.pages.map((page) => [page, this.scoreOf(page)]));
    // Each page listed gives at least one row: no more than `limit` pages are needed.
    const ranked = this.pages
      .filter((page) => scores.get(page)! > 0)
      .sort((a, b) => scores.get(b)! - scores.get(a)! || a - b)
      .slice(0, limit);
    const byPage = new Map(ranked.map((page): [number, ScoredDocument[]] => [page, []]));
    const { type, position, page, score } = this.documents;
    for (let k = 0; k < page.length; k++)
      byPage.get(page[k])?.push({ type: type[k], position: position[k], score: score[k], clauses: [] });
    const rows: ScoredDocument[] = [];
    const later: ScoredDocument[] = [];
    ranked.forEach((id, rank) => {
      const documents = byPage.get(id)!;
      const clauses = this.matchedClauses(id);
      for (const document of documents) document.clauses = clauses;
      const { first, rest } = pageRows(documents, rank === 0 ? RANKING.firstPageRows : 1, limit - rows.length);
      rows.push(...first);
      later.push(...rest);
    });
    for (const document of later) {
      if (rows.length >= limit) break;
      rows.push(document);
    }
    return rows;
  }
}

/**
 * A page's rows before the next page's (`first`, at most `room`) and after (`rest`): its
 * title if it matched (the rows of a page follow its title wherever it is listed,
 * grouping.ts), and its best other documents within RANKING.rowShare of the best one, up
 * to `wanted` rows in all. Each part reads as the page's outline: title, headings, then
 * the rest, best first within a type.
 */
function pageRows(
  documents: ScoredDocument[],
  wanted: number,
  room: number,
): { first: ScoredDocument[]; rest: ScoredDocument[] } {
  const sorted = shown(documents.sort((a, b) => b.score - a.score || a.type - b.type || a.position - b.position));
  const title = sorted.find((document) => document.type === SearchDocumentType.Title);
  const others = sorted.filter((document) => document !== title);
  const take = Math.min(wanted, room) - (title ? 1 : 0);
  const best = others
    .slice(0, Math.max(0, take))
    .filter((document) => document.score >= RANKING.rowShare * others[0].score);
  const first = room > 0 ? [...(title ? [title] : []), ...best] : [];
  const outline = (a: ScoredDocument, b: ScoredDocument) => a.type - b.type;
  return { first: first.sort(outline), rest: sorted.filter((document) => !first.includes(document)).sort(outline) };
}
