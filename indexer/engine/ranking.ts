/**
 * The ranking's constants, in one place (engine.ts scores documents, pageRanking.ts
 * pages). Tuned on indexer/relevance's golden and reader query sets.
 */
import { BM25 } from "./postingValue";

export const RANKING = {
  ...BM25,
  /** A completion of the token being typed, relative to the exact term. */
  prefixWeight: 0.4,
  /** A term one typo away. */
  fuzzyWeight: 0.35,
  /**
   * A page's word for what the reader typed (synonyms.ts): a little less than the reader's
   * own word, since a page that uses the reader's word is as likely the answer, but more
   * than a typo.
   */
  synonymWeight: 0.9,
  /** Each word of a reader's phrase that has a synonym ("npm script"): a page with one of them is a weaker match than one with the synonym. */
  phrasePartWeight: 0.5,
  /**
   * Two typed words joined (`auto merge` → `automerge`, queries.ts): what each of them counts
   * for where the index has the one word, a little more than half, so that the one word
   * counts for about as much as both.
   */
  joinedWeight: 0.6,
  /** What a match counts by where it is, by document type: title, heading, description, keywords, content. */
  typeWeights: [12, 3, 3, 5, 1],
  /** A title or heading that is exactly the query (all its terms matched, nothing else). */
  exactTextBoost: 2,
  /** …and as typed, not only after stemming: `JobPermission` before `JobPermissions`. */
  literalBoost: 1.5,
  /** Content whose section heading also has the clause's term. */
  sectionBoost: 1.5,
  /** How much a document loses for the query's words it lacks: (share matched) ** this. */
  coverageExponent: 1.25,
  /**
   * The same for a page, over all its documents: less, since a page that has most of the
   * words in its sections is often the answer while one missing word is a reader's own.
   */
  pageCoverageExponent: 1,
  /**
   * How much of a term's idf in a title, heading, description or keywords entry comes
   * from its idf in the content (a geometric mean): a word rare among titles but common
   * across sections is not what makes a page the answer.
   */
  contentIdfShare: 0.5,
  /** What the words of a page's title count for its sections that lack them, relative to the title. */
  titleContext: 0.1,
  /** A page's best document with several words together, added to its spread-out score this many times. */
  togetherWeight: 2,
  /**
   * Guides over the API reference: outside the API context a reader more often wants
   * the page that explains; an API name still finds its type through its heading.
   */
  guideBoost: 1.5,
  /**
   * …times this when the reader asked a question ("how do i…", "what is…"): a question
   * is answered by a guide, while an API page lists names that happen to share its words.
   */
  questionGuideBoost: 2,
  /** The first page's rows before the next page's (a title and its best sections). */
  firstPageRows: 3,
  /** Only a page's documents within this share of its best one's score come before the next pages. */
  rowShare: 0.7,
};
