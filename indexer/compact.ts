/**
 * The compact form of an elasticlunr index (see format.ts): encoding after the build,
 * decoding into a live elasticlunr index in the worker and the CLI.
 */
import type elasticlunr from "elasticlunr";
import type { CompactIndex, SearchDocument } from "./format";
import { createIndex, type LunrIndex } from "./lunr";

/** Serializes an elasticlunr index (built over `documents`, in that order) compactly. */
export function encodeIndex(index: LunrIndex, documents: SearchDocument[]): CompactIndex {
  const positionOf = new Map(documents.map((doc, position) => [String(doc.i), position]));
  const terms: Record<string, number[]> = {};
  const root = index.index.t;
  if (!root) return { v: 1, terms };
  const collected: [string, number[]][] = [];
  walkTrie(trieRoot(root), "", (term, node) => {
    const postings: [number, number][] = [];
    for (const [ref, info] of Object.entries(node.docs)) {
      const position = positionOf.get(ref);
      if (position === undefined) throw new Error(`index has a document ${ref} that is not in the documents list`);
      // elasticlunr stores sqrt(count); store the count itself.
      postings.push([position, Math.round((info.tf ?? 1) ** 2)]);
    }
    if (postings.length === 0) return;
    postings.sort((a, b) => a[0] - b[0]);
    const encoded: number[] = [];
    let previous = 0;
    for (const [position, tf] of postings) {
      encoded.push(position - previous);
      if (tf > 1) encoded.push(-tf);
      previous = position;
    }
    collected.push([term, encoded]);
  });
  collected.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  for (const [term, encoded] of collected) terms[term] = encoded;
  return { v: 1, terms };
}

/** Rebuilds the elasticlunr index of an entry from its compact form. */
export function decodeIndex(compact: CompactIndex, documents: SearchDocument[]): LunrIndex {
  if (!compact || compact.v !== 1 || typeof compact.terms !== "object" || compact.terms === null) {
    throw new Error("unsupported search index format");
  }
  const index = createIndex();
  const lengths = new Array<number>(documents.length).fill(0);
  const root = trieRoot(index.index.t!);
  for (const term of Object.keys(compact.terms)) {
    const postings = compact.terms[term];
    const node = ensureNode(root, term);
    let position = 0;
    for (let k = 0; k < postings.length; k++) {
      position += postings[k];
      let tf = 1;
      if (k + 1 < postings.length && postings[k + 1] < 0) tf = -postings[++k];
      const doc = documents[position];
      if (!doc) throw new Error("search index posting points past the documents");
      if (!(doc.i in node.docs)) node.df += 1;
      node.docs[doc.i] = { tf: Math.sqrt(tf) };
      lengths[position] += tf;
    }
  }
  documents.forEach((doc, position) => {
    index.documentStore.addDoc(doc.i, doc as never);
    index.documentStore.addFieldLength(doc.i, "t", lengths[position]);
  });
  return index;
}

/** A node of elasticlunr's inverted index: one key per next character, plus docs and df. */
export interface TrieNode {
  docs: Record<string, { tf?: number }>;
  df: number;
  [char: string]: unknown;
}

/** The root node of an elasticlunr inverted index (its typings do not show the field). */
export function trieRoot(inverted: elasticlunr.InvertedIndex): TrieNode {
  return (inverted as unknown as { root: TrieNode }).root;
}

export function childrenOf(node: TrieNode): [string, TrieNode][] {
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

function ensureNode(root: TrieNode, term: string): TrieNode {
  let node = root;
  for (let k = 0; k < term.length; k++) {
    const char = term[k];
    let next = node[char] as TrieNode | undefined;
    if (next === undefined) {
      next = { docs: {}, df: 0 };
      node[char] = next;
    }
    node = next;
  }
  return node;
}
