/**
 * elasticlunr, set up with our tokenizer so that the index (built by the merge) and
 * the queries (run by the worker and the CLI) see the same terms: our index tokens,
 * our stop-word list, then elasticlunr's Porter stemmer.
 */
// Must come first: elasticlunr assigns a global that strict (bundled ESM) code must declare.
import "./lunrGlobal";
import elasticlunr from "elasticlunr";
import { boundedMemo } from "../../contracts/boundedMemo";
import { indexTokens, isStopWord } from "./tokenizer";

/** The one field of every index, and its ref: the document id. */
export interface IndexedDocument {
  i: number;
  t: string;
}

export type LunrIndex = elasticlunr.Index<IndexedDocument>;

/** Porter stem of a lowercased token (remembered: the same words come back all the time). */
export const stem = boundedMemo(50_000, (token) => elasticlunr.stemmer(token));

function stopWordFilter(token: string): string | undefined {
  return isStopWord(token) ? undefined : token;
}

function stemmer(token: string): string {
  return stem(token);
}

let configured = false;

/** Registers our tokenizer and pipeline functions with elasticlunr (once per process). */
function configure(): void {
  if (configured) return;
  configured = true;
  // elasticlunr tokenizes every field with its global `tokenizer`: make it ours.
  (elasticlunr as unknown as { tokenizer: (text?: unknown) => string[] }).tokenizer = (text?: unknown) =>
    text === undefined || text === null ? [] : indexTokens(String(text));
  elasticlunr.Pipeline.registerFunction(stopWordFilter, "projenStopWordFilter");
  elasticlunr.Pipeline.registerFunction(stemmer, "projenStemmer");
}

/** An empty index over field `t` with ref `i` that keeps no copy of the documents. */
export function createIndex(): LunrIndex {
  configure();
  const index = new elasticlunr.Index<IndexedDocument>();
  index.addField("t");
  index.setRef("i");
  index.saveDocument(false);
  index.pipeline.reset();
  index.pipeline.add(stopWordFilter, stemmer);
  return index;
}

/** What the index pipeline makes of `text`: its index tokens, stop words dropped, stemmed. */
function pipelineTerms(text: string, names: boolean): string[] {
  return indexTokens(text, names)
    .filter((token) => !isStopWord(token))
    .map(stem);
}

/** A run of text without whitespace: no index term reaches across whitespace, so a text's terms are its words' in order. */
const WORD = /\S+/g;
/**
 * Words shorter than this have their terms remembered (most of a text's words are such
 * and repeat). A longer word can be a slice that holds its whole text alive in V8.
 */
const REMEMBERED_WORD_LENGTH = 13;
const REMEMBERED_WORDS = 100_000;
/** Each remembered word's terms: with the words of names, and without. */
const namedWordTerms = boundedMemo(REMEMBERED_WORDS, (word) => pipelineTerms(word, true));
const plainWordTerms = boundedMemo(REMEMBERED_WORDS, (word) => pipelineTerms(word, false));

function termsOfWord(word: string, names: boolean): string[] {
  if (word.length >= REMEMBERED_WORD_LENGTH) return pipelineTerms(word, names);
  return names ? namedWordTerms(word) : plainWordTerms(word);
}

/** The terms `text` is indexed under: what the index pipeline makes of it. */
export function indexTerms(text: string, names = true): string[] {
  configure();
  const terms: string[] = [];
  for (const [word] of text.matchAll(WORD)) for (const term of termsOfWord(word, names)) terms.push(term);
  return terms;
}
