/**
 * The tops of an entry's wide prefixes (contracts' PrefixTop, engine/widePrefixes.ts): for
 * each prefix whose terms span several chunks, WIDE_PREFIX_CHUNKS or more or more than
 * PREFIX_TOP_BYTES of postings, its PREFIX_TOP_TERMS
 * completions with the most documents, each with its PREFIX_TOP_POSTINGS postings of
 * highest value, by the chunk that holds them (the chunk whose range would hold the
 * prefix). A reader typing `pro` most likely types one of the common words it begins, and
 * wants their best documents; the rest waits for the next keystroke.
 *
 * Counts are kept to 2 significant digits and postings by value, so that a one-doc edit
 * changes a top only when that doc is among its best or a count crosses a step.
 */
import {
  PREFIX_TOP_BYTES,
  PREFIX_TOP_POSTINGS,
  PREFIX_TOP_TERMS,
  WIDE_PREFIX_CHUNKS,
  type PrefixTop,
} from "../../contracts/searchIndex";
import { partitionPoint } from "../../contracts/bounds";
import { holdsOneTerm, prefixChunks, type ChunkLayout } from "../engine/widePrefixes";
import { bestPostings } from "./bestPostings";

/** A count to 2 significant digits. */
export const roughCount = (count: number): number => Number(count.toPrecision(2));

/** An entry's prefix tops: by the chunk that holds them, and those with a file of their own (their first chunk holds one term), by prefix. */
export interface PrefixTops {
  byChunk: Map<number, PrefixTop[]>;
  own: Map<string, PrefixTop>;
}

/**
 * The tops of the wide prefixes of sorted `terms` (postings `lists`, of `sizes` bytes; chunks
 * as `layout` says), where each belongs (widePrefixes.ts). Walks the sorted terms as the trie
 * they stand for, going down only under prefixes that span several chunks; a prefix's most
 * common terms are the most common of its children's, so each term is looked at about once.
 */
export function prefixTops(
  terms: string[],
  lists: readonly ArrayLike<number>[],
  layout: ChunkLayout,
  sizes: number[],
): PrefixTops {
  const tops: PrefixTops = { byChunk: new Map(), own: new Map() };
  if (layout.bounds.length < 2) return tops;
  const dfs = new Int32Array(lists.length);
  /** Bytes of the lists before term k (`before[k]`), to size a range of terms at once. */
  const before = new Float64Array(lists.length + 1);
  for (let id = 0; id < lists.length; id++) {
    dfs[id] = lists[id].length / 2;
    before[id + 1] = before[id] + sizes[id];
  }
  /** Adds `id` to `best` (ids, most documents first, then in order), kept to PREFIX_TOP_TERMS. */
  const keep = (best: number[], id: number): void => {
    if (best.length === PREFIX_TOP_TERMS && dfs[id] <= dfs[best[best.length - 1]]) return;
    let at = best.length;
    while (at > 0 && (dfs[best[at - 1]] < dfs[id] || (dfs[best[at - 1]] === dfs[id] && best[at - 1] > id))) at--;
    best.splice(at, 0, id);
    if (best.length > PREFIX_TOP_TERMS) best.pop();
  };
  /** The most common of terms [from, to). */
  const mostCommon = (from: number, to: number): number[] => {
    const best: number[] = [];
    // Most ranges hold a few terms: a full list needs no more than a look at the least one.
    for (let id = from; id < to; id++)
      if (best.length < PREFIX_TOP_TERMS || dfs[id] > dfs[best[best.length - 1]]) keep(best, id);
    return best;
  };
  /** The most common of terms [from, to), which all start with the same `depth` characters; tops the wide prefixes under them. */
  const visit = (from: number, to: number, depth: number): number[] => {
    const best: number[] = [];
    let child = from;
    for (; child < to && terms[child].length === depth; child++) keep(best, child);
    while (child < to) {
      const char = terms[child].charCodeAt(depth);
      const end = partitionPoint(child + 1, to, (k) => terms[k].charCodeAt(depth) === char);
      const prefix = terms[child].slice(0, depth + 1);
      const [first, last] = prefixChunks(layout, prefix);
      let under: number[];
      if (last > first) {
        under = visit(child, end, depth + 1);
        if (last - first + 1 >= WIDE_PREFIX_CHUNKS || before[end] - before[child] > PREFIX_TOP_BYTES)
          add(prefix, under, first);
      } else under = mostCommon(child, end);
      for (const id of under) keep(best, id);
      child = end;
    }
    return best;
  };
  const add = (prefix: string, best: number[], chunk: number): void => {
    const top: PrefixTop = {
      p: prefix,
      terms: best.map((id) => terms[id]),
      df: best.map((id) => roughCount(dfs[id])),
      postings: best.map((id) => bestPostings(lists[id], PREFIX_TOP_POSTINGS)),
    };
    if (holdsOneTerm(layout, chunk)) {
      tops.own.set(prefix, top);
      return;
    }
    const list = tops.byChunk.get(chunk) ?? [];
    list.push(top);
    tops.byChunk.set(chunk, list);
  };
  visit(0, terms.length, 0);
  // Each chunk's tops in the order of their prefixes, as a search would find them.
  for (const list of tops.byChunk.values()) list.sort((a, b) => (a.p < b.p ? -1 : 1));
  return tops;
}
