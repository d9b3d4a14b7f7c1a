/**
 * An entry's postings: sorted terms, and for each a list `[position, value, …]` with
 * positions delta-encoded and each value as postingValue.ts makes it (the engine makes the
 * same values from version 1's counts). `valuedPostings` works them out in one pass;
 * `PostingsTable` keeps them from one merge to the next in a persistent worker and, when
 * the documents keep their positions and the average length stays, re-works only the
 * postings of the documents whose counts changed. Both give the same lists.
 */
import type { TermCounts } from "../../contracts/data";
import { SearchDocumentType, type PostingsChunk, type SearchDocument } from "../../contracts/searchIndex";
import { indexTerms } from "../engine/lunr";
import { averageLength, postingValue, termWeight } from "../engine/postingValue";
import { splitTokens } from "../engine/tokenizer";
import type { IndexedDocument } from "./documents";

export interface Postings {
  terms: string[];
  lists: PostingsChunk;
}

/** What a posting's value needs of its document besides the average length. */
interface DocFacts {
  keys: string[];
  length: number;
  /** Words of a title or heading (0 for the other types). */
  words: number;
  /** Content: for each of `keys`, whether the section's heading has it. */
  inSection: boolean[] | null;
}

/**
 * Facts kept with the term counts they come from: a persistent worker keeps parsed shards
 * (and so these objects) from one build to the next, and a one-doc edit works out the
 * facts of that doc's documents only. A counts object belongs to one shard document, so
 * its type, text and section heading never change under it.
 */
const factsOfCounts = new WeakMap<TermCounts, DocFacts>();

function docFacts(type: SearchDocumentType, doc: SearchDocument, terms: TermCounts): DocFacts {
  const known = factsOfCounts.get(terms);
  if (known) return known;
  const keys = Object.keys(terms);
  const section = type === SearchDocumentType.Content ? new Set(indexTerms(doc.s ?? "")) : null;
  const facts: DocFacts = {
    keys,
    length: keys.reduce((sum, term) => sum + terms[term], 0),
    words: type === SearchDocumentType.Title || type === SearchDocumentType.Heading ? splitTokens(doc.t).length : 0,
    inSection: section && keys.map((term) => section.has(term)),
  };
  factsOfCounts.set(terms, facts);
  return facts;
}

function valueOf(type: SearchDocumentType, terms: TermCounts, facts: DocFacts, k: number, average: number): number {
  const { keys, length, words, inSection } = facts;
  return postingValue(type, termWeight(terms[keys[k]], length, average), length, words, inSection !== null && inSection[k]);
}

const compareTerms = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function averageOf(facts: DocFacts[]): number {
  return averageLength(facts.reduce((sum, { length }) => sum + length, 0), facts.length);
}

function postingsOf(type: SearchDocumentType, entries: IndexedDocument[], facts: DocFacts[], average: number): Postings {
  const postings = new Map<string, { list: number[]; last: number }>();
  entries.forEach(({ terms }, position) => {
    facts[position].keys.forEach((term, k) => {
      const value = valueOf(type, terms, facts[position], k, average);
      const known = postings.get(term);
      if (known === undefined) postings.set(term, { list: [position, value], last: position });
      else {
        known.list.push(position - known.last, value);
        known.last = position;
      }
    });
  });
  const terms = [...postings.keys()].sort(compareTerms);
  return { terms, lists: terms.map((term) => postings.get(term)!.list) };
}

/** The postings of `entries`, in one pass over their term counts. */
export function valuedPostings(type: SearchDocumentType, entries: IndexedDocument[]): Postings {
  const facts = entries.map(({ doc, terms }) => docFacts(type, doc, terms));
  return postingsOf(type, entries, facts, averageOf(facts));
}

/**
 * `list` with the postings at the positions of `changes` set to their values (undefined:
 * removed), in one pass. The same array when nothing changes; undefined when nothing is left.
 */
export function withPostings(list: number[] | undefined, changes: Map<number, number | undefined>): number[] | undefined {
  const targets = [...changes.keys()].sort((a, b) => a - b);
  const out: number[] = [];
  let changed = false;
  let last = -1;
  let t = 0;
  const emit = (position: number, value: number) => {
    out.push(last < 0 ? position : position - last, value);
    last = position;
  };
  const addBefore = (limit: number) => {
    for (; t < targets.length && targets[t] < limit; t++) {
      const value = changes.get(targets[t]);
      if (value !== undefined) {
        emit(targets[t], value);
        changed = true;
      }
    }
  };
  for (let k = 0, at = 0; list && k < list.length; k += 2) {
    at = k === 0 ? list[0] : at + list[k];
    addBefore(at);
    if (targets[t] !== at) emit(at, list[k + 1]);
    else {
      const value = changes.get(targets[t++]);
      changed ||= value !== list[k + 1];
      if (value !== undefined) emit(at, value);
    }
  }
  addBefore(Number.POSITIVE_INFINITY);
  if (!changed) return list;
  return out.length > 0 ? out : undefined;
}

/** `list` with the posting of `position` set to `value` (undefined: removed). */
export function withPosting(list: number[] | undefined, position: number, value: number | undefined): number[] | undefined {
  return withPostings(list, new Map([[position, value]]));
}

/** Past this many changed documents (50, or 5% of a large entry) a fresh pass is quicker than patching lists. */
const patchLimit = (count: number) => Math.max(50, 0.05 * count);

/** An entry's postings, kept between merges (see the module comment). Lists are never changed in place. */
export class PostingsTable {
  private entries: IndexedDocument[] = [];
  private average = Number.NaN;
  private lists = new Map<string, number[]>();
  private terms: string[] = [];

  update(type: SearchDocumentType, entries: IndexedDocument[]): Postings {
    const facts = entries.map(({ doc, terms }) => docFacts(type, doc, terms));
    const average = averageOf(facts);
    const changed = entries.length === this.entries.length && average === this.average ? this.changedPositions(entries) : null;
    if (changed !== null && changed.length <= patchLimit(entries.length)) this.patch(type, entries, facts, average, changed);
    else {
      const fresh = postingsOf(type, entries, facts, average);
      this.terms = fresh.terms;
      this.lists = new Map(fresh.terms.map((term, k) => [term, fresh.lists[k]]));
    }
    this.entries = entries;
    this.average = average;
    return { terms: this.terms, lists: this.terms.map((term) => this.lists.get(term)!) };
  }

  private changedPositions(entries: IndexedDocument[]): number[] {
    const changed: number[] = [];
    entries.forEach((entry, position) => entry.terms !== this.entries[position].terms && changed.push(position));
    return changed;
  }

  private patch(type: SearchDocumentType, entries: IndexedDocument[], facts: DocFacts[], average: number, changed: number[]): void {
    // Per term, its new value (undefined: gone) at each changed position; then one pass per list.
    const changes = new Map<string, Map<number, number | undefined>>();
    const change = (term: string, position: number, value: number | undefined) => {
      let known = changes.get(term);
      if (!known) changes.set(term, (known = new Map()));
      known.set(position, value);
    };
    for (const position of changed) {
      const before = this.entries[position];
      for (const term of docFacts(type, before.doc, before.terms).keys) change(term, position, undefined);
      const now = facts[position];
      now.keys.forEach((term, k) => change(term, position, valueOf(type, entries[position].terms, now, k, average)));
    }
    let termsChanged = false;
    for (const [term, atPositions] of changes) {
      const list = this.lists.get(term);
      const next = withPostings(list, atPositions);
      if (next === list) continue;
      termsChanged ||= list === undefined || next === undefined;
      if (next === undefined) this.lists.delete(term);
      else this.lists.set(term, next);
    }
    if (termsChanged) this.terms = [...this.lists.keys()].sort(compareTerms);
  }
}
