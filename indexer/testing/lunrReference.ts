/**
 * The reference for the build: the index elasticlunr itself builds (its own addDoc over
 * our pipeline, the heading aliases added as the old build did), as each term's documents
 * and counts. Tests check that the index the build writes holds exactly these.
 */
import elasticlunr from "elasticlunr";
import type { SearchDocument } from "../../contracts/searchIndex";
import { createIndex, stem, type LunrIndex } from "../engine/lunr";
import { indexTokens } from "../engine/tokenizer";

/**
 * elasticlunr's index over `documents`, each heading with its alias terms (once, tf 1);
 * `names: false` as for titles and headings (no words of CamelCase names).
 */
export function lunrIndexOf(
  documents: SearchDocument[],
  aliasesOf: (doc: SearchDocument) => string[] = () => [],
  names = true,
): LunrIndex {
  const index = createIndex();
  // elasticlunr tokenizes with its one global tokenizer (ours, set by createIndex).
  const global = elasticlunr as unknown as { tokenizer: (text?: unknown) => string[] };
  const ours = global.tokenizer;
  global.tokenizer = (text?: unknown) => (text === undefined || text === null ? [] : indexTokens(String(text), names));
  try {
    addAll(index, documents, aliasesOf);
  } finally {
    global.tokenizer = ours;
  }
  return index;
}

function addAll(index: LunrIndex, documents: SearchDocument[], aliasesOf: (doc: SearchDocument) => string[]): void {
  for (const doc of documents) {
    index.addDoc({ i: doc.i, t: doc.t }, false);
    const inverted = index.index.t!;
    for (const alias of aliasesOf(doc)) {
      const term = stem(alias);
      if (inverted.getTermFrequency(term, doc.i) === 0) inverted.addToken(term, { ref: doc.i, tf: 1 });
    }
  }
}

/** Each term of an elasticlunr index built over `documents` (in that order): its documents' positions → the term's count there. */
export function referencePostings(index: LunrIndex, documents: SearchDocument[]): Map<string, Map<number, number>> {
  const positionOf = new Map(documents.map((doc, position) => [String(doc.i), position]));
  const postings = new Map<string, Map<number, number>>();
  const root = index.index.t;
  if (!root) return postings;
  walkTrie(trieRoot(root), "", (term, node) => {
    const counts = new Map<number, number>();
    for (const [ref, info] of Object.entries(node.docs)) {
      const position = positionOf.get(ref);
      if (position === undefined) throw new Error(`index has a document ${ref} that is not in the documents list`);
      // elasticlunr stores sqrt(count): the count itself.
      counts.set(position, Math.round((info.tf ?? 1) ** 2));
    }
    if (counts.size > 0) postings.set(term, counts);
  });
  return postings;
}

/** A node of elasticlunr's inverted index: one key per next character, plus docs and df. */
interface TrieNode {
  docs: Record<string, { tf?: number }>;
  df: number;
  [char: string]: unknown;
}

/** The root node of an elasticlunr inverted index (its typings do not show the field). */
function trieRoot(inverted: elasticlunr.InvertedIndex): TrieNode {
  return (inverted as unknown as { root: TrieNode }).root;
}

function childrenOf(node: TrieNode): [string, TrieNode][] {
  const children: [string, TrieNode][] = [];
  for (const key in node) {
    if (key !== "docs" && key !== "df") children.push([key, node[key] as TrieNode]);
  }
  return children;
}

function walkTrie(node: TrieNode, prefix: string, visit: (term: string, node: TrieNode) => void): void {
  if (node.df > 0) visit(prefix, node);
  for (const [char, child] of childrenOf(node)) walkTrie(child, prefix + char, visit);
}
