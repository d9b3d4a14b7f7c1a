/**
 * Finding index terms in elasticlunr's inverted index (a character trie): the exact
 * term, terms that start with a prefix (typing), and terms within an edit distance
 * (typos), optionally followed by anything (a typo while typing).
 */
import { childrenOf, type TrieNode } from "./compact";

export interface TermMatch {
  term: string;
  node: TrieNode;
}

/** Expansions are capped so that a one-letter prefix cannot touch the whole index. */
export const MAX_EXPANSIONS = 300;

export function findNode(root: TrieNode, term: string): TrieNode | null {
  let node: TrieNode | undefined = root;
  for (let k = 0; k < term.length && node; k++) {
    node = Object.prototype.hasOwnProperty.call(node, term[k]) ? (node[term[k]] as TrieNode) : undefined;
  }
  return node ?? null;
}

export function exactTerm(root: TrieNode, term: string): TermMatch[] {
  const node = term ? findNode(root, term) : null;
  return node && node.df > 0 ? [{ term, node }] : [];
}

/** Terms that start with `prefix`, shortest first (breadth-first), at most `cap`. */
export function prefixTerms(root: TrieNode, prefix: string, cap = MAX_EXPANSIONS): TermMatch[] {
  const start = prefix ? findNode(root, prefix) : null;
  if (!start) return [];
  return breadthFirst([{ term: prefix, node: start }], cap);
}

/**
 * Index terms that the typed token already extends, as a stem is extended by its word's
 * ending: typing `dependenc` finds `depend` (the stem of `dependency`). Only terms of at
 * least 4 characters that miss at most 3 of the typed ones count.
 */
export function stemsOfTyped(root: TrieNode, typed: string): TermMatch[] {
  const found: TermMatch[] = [];
  const shortest = Math.max(4, typed.length - 3);
  let node: TrieNode | null = root;
  for (let k = 0; k < typed.length && node; k++) {
    node = Object.prototype.hasOwnProperty.call(node, typed[k]) ? (node[typed[k]] as TrieNode) : null;
    if (node && node.df > 0 && k + 1 >= shortest && k + 1 < typed.length) found.push({ term: typed.slice(0, k + 1), node });
  }
  return found;
}

function breadthFirst(starts: TermMatch[], cap: number): TermMatch[] {
  const found: TermMatch[] = [];
  let level = starts;
  while (level.length > 0 && found.length < cap) {
    const next: TermMatch[] = [];
    for (const entry of level) {
      if (entry.node.df > 0) {
        found.push(entry);
        if (found.length >= cap) break;
      }
      for (const [char, child] of childrenOf(entry.node).sort((a, b) => (a[0] < b[0] ? -1 : 1))) next.push({ term: entry.term + char, node: child });
    }
    level = next;
  }
  return found;
}

/**
 * Terms within `distance` edits (insert, delete, substitute, swap two neighbours) of
 * `term`; with `prefix`, terms that start with such a string. Walks the trie with one
 * row of the edit-distance table per node, pruning branches whose row minimum exceeds
 * `distance`.
 */
export function fuzzyTerms(root: TrieNode, term: string, distance: number, prefix: boolean, cap = MAX_EXPANSIONS): TermMatch[] {
  const found: TermMatch[] = [];
  const prefixStarts: TermMatch[] = [];
  const firstRow = Array.from({ length: term.length + 1 }, (_, k) => k);
  const visit = (node: TrieNode, path: string, row: number[], previousRow: number[] | null): void => {
    const last = row[term.length];
    if (prefix && last <= distance) {
      // Everything below matches: collected breadth-first below, shortest first.
      prefixStarts.push({ term: path, node });
      return;
    }
    if (!prefix && last <= distance && node.df > 0) found.push({ term: path, node });
    if (Math.min(...row) > distance) return;
    const previousChar = path[path.length - 1];
    for (const [char, child] of childrenOf(node)) {
      const next = [row[0] + 1];
      for (let k = 1; k <= term.length; k++) {
        let cost = Math.min(next[k - 1] + 1, row[k] + 1, row[k - 1] + (term[k - 1] === char ? 0 : 1));
        if (previousRow && k > 1 && term[k - 1] === previousChar && term[k - 2] === char) cost = Math.min(cost, previousRow[k - 2] + 1);
        next.push(cost);
      }
      visit(child, path + char, next, row);
    }
  };
  visit(root, "", firstRow, null);
  if (prefix) return breadthFirst(prefixStarts.sort((a, b) => a.term.length - b.term.length || (a.term < b.term ? -1 : 1)), cap);
  return found.sort((a, b) => (a.term < b.term ? -1 : 1)).slice(0, cap);
}
