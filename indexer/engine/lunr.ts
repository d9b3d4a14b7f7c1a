/**
 * elasticlunr, set up with our tokenizer so that the index (built by the merge) and
 * the queries (run by the worker and the CLI) see the same terms: our index tokens,
 * our stop-word list, then elasticlunr's Porter stemmer.
 */
// Must come first: elasticlunr assigns a global that strict (bundled ESM) code must declare.
import "./lunrGlobal";
import elasticlunr from "elasticlunr";
import { indexTokens, isStopWord } from "./tokenizer";

/** The one field of every index, and its ref: the document id. */
export interface IndexedDocument {
  i: number;
  t: string;
}

export type LunrIndex = elasticlunr.Index<IndexedDocument>;

const stemCache = new Map<string, string>();

/** Porter stem of a lowercased token (cached: the same words come back all the time). */
export function stem(token: string): string {
  let stemmed = stemCache.get(token);
  if (stemmed === undefined) {
    stemmed = elasticlunr.stemmer(token);
    if (stemCache.size > 50_000) stemCache.clear();
    stemCache.set(token, stemmed);
  }
  return stemmed;
}

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

/** The terms `text` is indexed under: what the index pipeline makes of it. */
export function indexTerms(text: string, names = true): string[] {
  configure();
  return indexTokens(text, names)
    .filter((token) => !isStopWord(token))
    .map(stem);
}
