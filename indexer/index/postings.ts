/**
 * An entry's postings: sorted terms, and for each a list `[position, value, …]` with
 * positions delta-encoded and each value as postingValue.ts makes it (the engine makes the
 * same values from version 1's counts), in a typed array: a persistent worker keeps the
 * lists of every entry it merges. A list whose deltas fit in 16 bits (values always do) is a
 * Uint16Array, the rest Int32Arrays: in a 25,000-doc segment that halves the lists' memory,
 * as the long lists, of common words, have small deltas.
 * `valuedPostings` works them out in one pass; `PostingsTable` keeps them from one merge to the next in a persistent worker and, when
 * the documents keep their positions and the average length stays, re-works only the
 * postings of the documents whose counts changed. Both give the same lists.
 */
import { partitionPoint } from "../../contracts/bounds";
import type { SearchDocumentType } from "../../contracts/searchIndex";
import { averageLength, MAX_POSTING_VALUE, postingValue, termWeight } from "../engine/postingValue";
import { TERMS, type IndexShard } from "./countedTerms";

/** A term's postings, `[position, value, …]` (PostingsLists in the index files). */
export type PostingList = Uint16Array | Int32Array;

/** The largest number a Uint16Array list holds. */
const NARROW = 0xffff;
const VALUES_NARROW = MAX_POSTING_VALUE <= NARROW;

const isNarrow = (widest: number) => VALUES_NARROW && widest <= NARROW;

/** A list of `length` numbers of which the largest delta is `widest`. */
function newList(length: number, widest: number): PostingList {
  return isNarrow(widest) ? new Uint16Array(length) : new Int32Array(length);
}

/**
 * Lists of the given lengths and widest deltas, as views of two buffers (narrow, wide): a
 * buffer of its own costs a list about 200 bytes besides its numbers, and a 25,000-doc
 * segment has some 180,000 lists. A list patched later gets a buffer of its own; the old
 * view's numbers stay in the shared buffer until the next fresh pass replaces them all.
 */
function listsIn(lengths: Int32Array, widest: Int32Array): (PostingList | undefined)[] {
  let narrowTotal = 0;
  let wideTotal = 0;
  for (let id = 0; id < lengths.length; id++)
    if (isNarrow(widest[id])) narrowTotal += lengths[id];
    else wideTotal += lengths[id];
  const narrow = new Uint16Array(narrowTotal);
  const wide = new Int32Array(wideTotal);
  let narrowAt = 0;
  let wideAt = 0;
  const lists: (PostingList | undefined)[] = new Array(lengths.length);
  for (let id = 0; id < lengths.length; id++) {
    const length = lengths[id];
    if (length === 0) continue;
    if (isNarrow(widest[id])) lists[id] = narrow.subarray(narrowAt, (narrowAt += length));
    else lists[id] = wide.subarray(wideAt, (wideAt += length));
  }
  return lists;
}

export interface Postings {
  terms: string[];
  lists: PostingList[];
}

/** An entry's documents as its postings read them: at each position, the shard that holds its document and the document's index there. */
export interface PostedDocuments {
  readonly pages: readonly { readonly shard: IndexShard }[];
  readonly at: Int32Array;
}

const NO_POSTINGS: PostingList = new Int32Array(0);

/** The value of the posting of the term at `place` of `shard`'s arrays, in its document `k`. */
function postingValueOf(
  type: SearchDocumentType,
  shard: IndexShard,
  k: number,
  place: number,
  average: number,
): number {
  const docLength = shard.docLength(k);
  const weight = termWeight(shard.counts[place], docLength, average);
  return postingValue(type, weight, docLength, shard.words(k), shard.inSection(place));
}

const compareTerms = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Sorts term ids in the order of their terms. */
const byTerm = (ids: number[]) => ids.sort((a, b) => compareTerms(TERMS[a], TERMS[b]));

function totalLength({ pages, at }: PostedDocuments): number {
  let sum = 0;
  for (let position = 0; position < at.length; position++) sum += pages[position].shard.docLength(at[position]);
  return sum;
}

/**
 * The positions of a list of `count` documents where `differs` from the list of `known` before;
 * null when there was none before or their numbers differ (all is worked out anew).
 */
export function changedPositions(
  count: number,
  known: number | undefined,
  differs: (position: number) => boolean,
): number[] | null {
  if (known !== count) return null;
  const changed: number[] = [];
  for (let position = 0; position < count; position++) if (differs(position)) changed.push(position);
  return changed;
}

/** The postings lists of `entries` in the order of their terms, and the terms' ids: counted first, so the lists are laid out once, at their sizes, in two shared buffers. */
function postingsOf(
  type: SearchDocumentType,
  { pages, at }: PostedDocuments,
  average: number,
): { ids: number[]; lists: PostingList[] } {
  const dfs = new Int32Array(TERMS.length);
  const widest = new Int32Array(TERMS.length);
  const last = new Int32Array(TERMS.length);
  for (let position = 0; position < at.length; position++) {
    const { shard } = pages[position];
    for (let place = shard.from(at[position]); place < shard.to(at[position]); place++) {
      const id = shard.ids[place];
      const delta = dfs[id] === 0 ? position : position - last[id];
      if (delta > widest[id]) widest[id] = delta;
      last[id] = position;
      dfs[id]++;
    }
  }
  const byId = listsIn(
    dfs.map((df) => 2 * df),
    widest,
  );
  const filled = new Int32Array(TERMS.length);
  for (let position = 0; position < at.length; position++) {
    const { shard } = pages[position];
    const k = at[position];
    for (let place = shard.from(k); place < shard.to(k); place++) {
      const id = shard.ids[place];
      const list = byId[id]!;
      const n = filled[id];
      list[n] = n === 0 ? position : position - last[id];
      list[n + 1] = postingValueOf(type, shard, k, place, average);
      filled[id] = n + 2;
      last[id] = position;
    }
  }
  const ids: number[] = [];
  for (let id = 0; id < dfs.length; id++) if (dfs[id] > 0) ids.push(id);
  byTerm(ids);
  return { ids, lists: ids.map((id) => byId[id]!) };
}

/** The postings of `entries`, in one pass over their term counts. */
export function valuedPostings(type: SearchDocumentType, entries: PostedDocuments): Postings {
  const { ids, lists } = postingsOf(type, entries, averageLength(totalLength(entries), entries.at.length));
  return { terms: ids.map((id) => TERMS[id]), lists };
}

/**
 * `list` with the postings at the positions of `changes` set to their values (undefined:
 * removed). The same array when nothing changes; undefined when nothing is left. The lists
 * of common words hold a posting for most sections of the site, so the runs between
 * changes are copied whole (typed-array copies), and only the delta after each change is
 * worked out anew.
 */
export function withPostings(
  list: PostingList | undefined,
  changes: Map<number, number | undefined>,
): PostingList | undefined {
  const targets = [...changes.keys()].sort((a, b) => a - b);
  const input = list ?? NO_POSTINGS;
  const values = newValues(input, targets, changes);
  if (values !== null) {
    if (values.size === 0) return list;
    const out = input.slice();
    for (const [index, value] of values) out[index] = value;
    return out;
  }
  const pieces: ArrayLike<number>[] = [];
  let changed = false;
  let k = 0; // the next posting of `input`
  let at = -1; // the position of the posting before k
  let runStart = 0; // input[runStart..k) is kept as it is...
  let runBefore = -1; // ...and the posting before runStart was at this position
  let lastOut = -1; // the position of the last posting kept or written
  const positionOf = (index: number) => (at < 0 ? input[index] : at + input[index]);
  const keepRun = () => {
    if (runStart >= k) return;
    const first = runBefore < 0 ? input[runStart] : runBefore + input[runStart];
    const delta = lastOut < 0 ? first : first - lastOut;
    if (delta === input[runStart]) pieces.push(input.subarray(runStart, k));
    else pieces.push([delta, input[runStart + 1]], input.subarray(runStart + 2, k));
    lastOut = at;
  };
  const write = (position: number, value: number) => {
    pieces.push([lastOut < 0 ? position : position - lastOut, value]);
    lastOut = position;
  };
  for (const target of targets) {
    while (k < input.length && positionOf(k) < target) {
      at = positionOf(k);
      k += 2;
    }
    const value = changes.get(target);
    const present = k < input.length && positionOf(k) === target;
    if (present ? value === input[k + 1] : value === undefined) continue;
    changed = true;
    keepRun();
    if (value !== undefined) write(target, value);
    if (present) {
      at = target;
      k += 2;
    }
    runStart = k;
    runBefore = at;
  }
  if (!changed) return list;
  k = input.length;
  keepRun();
  const out = joined(pieces);
  return out.length > 0 ? out : undefined;
}

/** The pieces in one list: narrow unless a delta is not (a narrow list's runs are narrow). */
function joined(pieces: ArrayLike<number>[]): PostingList {
  let widest = 0;
  for (const piece of pieces) {
    if (piece instanceof Uint16Array) continue;
    for (let k = 0; k < piece.length && widest <= NARROW; k += 2) widest = Math.max(widest, piece[k]);
  }
  const out = newList(
    pieces.reduce((sum, piece) => sum + piece.length, 0),
    widest,
  );
  let at = 0;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.length;
  }
  return out;
}

/**
 * An edit's usual case, new values for postings that are there: the index in `input` of
 * each value that changes (none: the same list), or null when a posting comes or goes,
 * which changes the deltas. One copy of a list of 200,000 numbers instead of pieces joined.
 */
function newValues(
  input: PostingList,
  targets: number[],
  changes: Map<number, number | undefined>,
): Map<number, number> | null {
  const values = new Map<number, number>();
  let k = 0;
  let position = input.length > 0 ? input[0] : 0;
  for (const target of targets) {
    while (k + 2 < input.length && position < target) {
      k += 2;
      position += input[k];
    }
    const value = changes.get(target);
    const present = k < input.length && position === target;
    if (!present) {
      if (value !== undefined) return null;
    } else if (value === undefined) return null;
    else if (value !== input[k + 1]) values.set(k + 1, value);
  }
  return values;
}

/** `list` with the posting of `position` set to `value` (undefined: removed). */
export function withPosting(
  list: PostingList | undefined,
  position: number,
  value: number | undefined,
): PostingList | undefined {
  return withPostings(list, new Map([[position, value]]));
}

/** Past this many changed documents (50, or 5% of a large entry) a fresh pass is quicker than patching lists. */
const patchLimit = (count: number) => Math.max(50, 0.05 * count);

/** Whether the documents at `position` of two entries' lists are the same document of the same shard. */
const sameAt = (a: PostedDocuments, b: PostedDocuments, position: number) =>
  a.pages[position].shard === b.pages[position].shard && a.at[position] === b.at[position];

/**
 * An entry's postings, kept between merges (see the module comment): its terms in order, their
 * ids and lists. Neither a list nor what an update gave is ever changed.
 */
export class PostingsTable {
  /** Undefined before the first update. */
  private entries?: PostedDocuments;
  private lengths = 0;
  private average = Number.NaN;
  /** Term ids in term order, their terms and their lists. */
  private ids: number[] = [];
  private terms: string[] = [];
  private lists: PostingList[] = [];

  /** The postings of `entries`: where the documents are the same as last time, the same lists. */
  update(type: SearchDocumentType, entries: PostedDocuments): Postings {
    const known = this.entries;
    const count = entries.at.length;
    const changed =
      known === entries ? [] : changedPositions(count, known?.at.length, (k) => !sameAt(entries, known!, k));
    const lengthAt = ({ pages, at }: PostedDocuments, position: number) =>
      pages[position].shard.docLength(at[position]);
    let lengths: number;
    if (changed === null) lengths = totalLength(entries);
    else {
      lengths = this.lengths;
      for (const position of changed) lengths += lengthAt(entries, position) - lengthAt(known!, position);
    }
    const average = averageLength(lengths, count);
    if (changed !== null && average === this.average && changed.length <= patchLimit(count))
      this.patch(type, entries, average, changed);
    else {
      const fresh = postingsOf(type, entries, average);
      this.lists = fresh.lists;
      this.order(fresh.ids);
    }
    this.entries = entries;
    this.lengths = lengths;
    this.average = average;
    return { terms: this.terms, lists: this.lists };
  }

  private order(ids: number[]): void {
    this.ids = ids;
    this.terms = ids.map((id) => TERMS[id]);
  }

  /** Where term `id` is in the term order, or where it would go. */
  private placeOf(id: number): number {
    const term = TERMS[id];
    return partitionPoint(0, this.terms.length, (k) => compareTerms(this.terms[k], term) < 0);
  }

  private patch(type: SearchDocumentType, entries: PostedDocuments, average: number, changed: number[]): void {
    // Per term, its new value (undefined: gone) at each changed position; then one pass per list.
    const changes = new Map<number, Map<number, number | undefined>>();
    const change = (id: number, position: number, value: number | undefined) => {
      let known = changes.get(id);
      if (!known) changes.set(id, (known = new Map()));
      known.set(position, value);
    };
    const before = this.entries!;
    for (const position of changed) {
      const { shard } = entries.pages[position];
      const k = entries.at[position];
      const old = before.pages[position].shard;
      const oldK = before.at[position];
      for (let place = old.from(oldK); place < old.to(oldK); place++) change(old.ids[place], position, undefined);
      for (let place = shard.from(k); place < shard.to(k); place++)
        change(shard.ids[place], position, postingValueOf(type, shard, k, place, average));
    }
    const added = new Map<number, PostingList>();
    const removed = new Set<number>();
    // The lists the last update gave stay as they were: a new list of lists, made once.
    let lists: PostingList[] | undefined;
    for (const [id, atPositions] of changes) {
      const place = this.placeOf(id);
      const list = this.ids[place] === id ? this.lists[place] : undefined;
      const next = withPostings(list, atPositions);
      if (next === list) continue;
      if (list === undefined) added.set(id, next!);
      else if (next === undefined) removed.add(id);
      else (lists ??= this.lists.slice())[place] = next;
    }
    if (lists) this.lists = lists;
    if (added.size > 0 || removed.size > 0) this.reorder(added, removed);
  }

  /** The term order with `added` put in their places and `removed` taken out: an edit adds or removes a few terms, which costs far less than sorting every term again. */
  private reorder(added: ReadonlyMap<number, PostingList>, removed: ReadonlySet<number>): void {
    const ids: number[] = [];
    const lists: PostingList[] = [];
    this.ids.forEach((id, k) => {
      if (removed.has(id)) return;
      ids.push(id);
      lists.push(this.lists[k]);
    });
    for (const [id, list] of added) {
      const term = TERMS[id];
      const place = partitionPoint(0, ids.length, (k) => compareTerms(TERMS[ids[k]], term) < 0);
      ids.splice(place, 0, id);
      lists.splice(place, 0, list);
    }
    this.lists = lists;
    this.order(ids);
  }
}
