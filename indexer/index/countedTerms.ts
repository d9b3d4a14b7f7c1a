/**
 * A parsed shard as the merge keeps it: its documents' fields and counted terms as columns,
 * with no object per document. Term ids index one dictionary of the process's terms; ids,
 * counts and section marks sit in typed arrays shared by the documents of a shard, beside
 * the facts a posting's value needs (a document's length, a title's or heading's words). The
 * merge's persistent worker keeps every parsed shard from one build to the next: at 100,000
 * docs, an object per search document (2.8 million of them) was a quarter of its memory,
 * and most of what its collector had to walk. Ids depend on the order terms were first seen,
 * so they never reach the output: terms are sorted by name.
 */
import type { FlatTermCounts, SearchShard, ShardDocument, ShardLine, ShardLineDocument } from "../../contracts/data";
import { boundedMemo } from "../../contracts/boundedMemo";
import { SearchDocumentType } from "../../contracts/searchIndex";
import { lineDocument, shardAsLine } from "./shard";

const idOfTerm = new Map<string, number>();
/** The term of each id. */
export const TERMS: string[] = [];

export function termId(term: string): number {
  let id = idOfTerm.get(term);
  if (id === undefined) {
    id = TERMS.length;
    idOfTerm.set(term, id);
    TERMS.push(term);
  }
  return id;
}

/** Per document, after the terms' places: its length, its type and words, its text's place + 1 (0: none). */
const FACTS = 3;
/** A document's type takes the low 3 bits of its second fact, its words the rest. */
const TYPE_BITS = 3;
/** The strings of a document, in this order: its text, anchor, section (or page title), text file. */
const STRINGS = 4;

/**
 * A parsed shard. Document `k` (0 for the title) has its terms at places [from(k), to(k)) of
 * `ids` and `counts`; its fields come from the methods named after them.
 */
export class IndexShard {
  constructor(
    readonly route: string,
    /** Its documents. */
    readonly count: number,
    /** The places of its documents' terms (count + 1), then FACTS numbers per document. */
    private readonly facts: Uint32Array,
    readonly ids: Uint32Array,
    readonly counts: Uint8Array | Uint16Array | Uint32Array,
    /** Content: a bit per place, set for each term that its section's heading has (see inSection). */
    private readonly sectionBits: Uint8Array | null,
    /** STRINGS per document, undefined where its line has none. */
    private readonly strings: (string | undefined)[],
  ) {}

  from(k: number): number {
    return this.facts[k];
  }

  to(k: number): number {
    return this.facts[k + 1];
  }

  /** The sum of its counts. */
  docLength(k: number): number {
    return this.facts[this.count + 1 + FACTS * k];
  }

  type(k: number): SearchDocumentType {
    return this.facts[this.count + 2 + FACTS * k] & ((1 << TYPE_BITS) - 1);
  }

  /** A title's or heading's words (0 for the other types). */
  words(k: number): number {
    return this.facts[this.count + 2 + FACTS * k] >>> TYPE_BITS;
  }

  /** A Content document's place in its text file. */
  o(k: number): number | undefined {
    const place = this.facts[this.count + 3 + FACTS * k];
    return place === 0 ? undefined : place - 1;
  }

  t(k: number): string | undefined {
    return this.strings[STRINGS * k];
  }

  h(k: number): string | undefined {
    return this.strings[STRINGS * k + 1];
  }

  s(k: number): string | undefined {
    return this.strings[STRINGS * k + 2];
  }

  f(k: number): string | undefined {
    return this.strings[STRINGS * k + 3];
  }

  /** Whether the term at `place` of a Content document is in its section's heading: a bit each, as few are. */
  inSection(place: number): boolean {
    return this.sectionBits !== null && (this.sectionBits[place >> 3] & (1 << (place & 7))) !== 0;
  }

  /** Whether document `k` is document `j` of `other` field for field, terms included (a page parsed again). */
  sameDocument(k: number, other: IndexShard, j: number): boolean {
    for (let n = 1; n <= FACTS; n++)
      if (this.facts[this.count + n + FACTS * k] !== other.facts[other.count + n + FACTS * j]) return false;
    for (let n = 0; n < STRINGS; n++)
      if (this.strings[STRINGS * k + n] !== other.strings[STRINGS * j + n]) return false;
    const from = this.from(k);
    const length = this.to(k) - from;
    const otherFrom = other.from(j);
    if (other.to(j) - otherFrom !== length) return false;
    for (let n = 0; n < length; n++)
      if (
        this.ids[from + n] !== other.ids[otherFrom + n] ||
        this.counts[from + n] !== other.counts[otherFrom + n] ||
        this.inSection(from + n) !== other.inSection(otherFrom + n)
      )
        return false;
    return true;
  }
}

/**
 * A shard's line with its terms counted compactly: ids, counts and section marks share one
 * array each. `text` gives the one copy of a string its documents repeat.
 */
function countedShard(route: string, documents: ShardLineDocument[], text = (s: string) => s): IndexShard {
  const shared = (s: string | undefined) => (s === undefined ? s : text(s));
  const count = documents.length;
  const total = documents.reduce((sum, { terms }) => sum + terms.length / 2, 0);
  const ids = new Uint32Array(total);
  let most = 0;
  for (const { terms } of documents)
    for (let k = 1; k < terms.length; k += 2) most = Math.max(most, terms[k] as number);
  // A count is rarely past 255 (a word's uses in one section): one byte each.
  const counts =
    most <= 0xff ? new Uint8Array(total) : most <= 0xffff ? new Uint16Array(total) : new Uint32Array(total);
  const sectionBits = documents.some(({ type }) => type === SearchDocumentType.Content)
    ? new Uint8Array((total + 7) >> 3)
    : null;
  const facts = new Uint32Array(count + 1 + FACTS * count);
  const strings: (string | undefined)[] = new Array(STRINGS * count);
  let at = 0;
  documents.forEach(({ type, t, h, s, f, o, terms, w, m }, k) => {
    const from = at;
    let docLength = 0;
    for (let n = 0; n < terms.length; n += 2) {
      const termCount = terms[n + 1] as number;
      ids[at] = termId(terms[n] as string);
      counts[at] = termCount;
      docLength += termCount;
      at++;
    }
    if (type === SearchDocumentType.Content && m)
      for (const mark of m) sectionBits![(from + mark) >> 3] |= 1 << ((from + mark) & 7);
    facts[k] = from;
    facts[count + 1 + FACTS * k] = docLength;
    facts[count + 2 + FACTS * k] = type | ((w ?? 0) << TYPE_BITS);
    facts[count + 3 + FACTS * k] = o === undefined ? 0 : o + 1;
    // A content document's text is in its texts file; the others' are titles and headings, which repeat.
    [t, h, s, f].forEach((value, n) => {
      strings[STRINGS * k + n] = shared(value);
    });
  });
  facts[count] = at;
  return new IndexShard(route, count, facts, ids, counts, sectionBits, strings);
}

/**
 * One copy of each string the documents repeat, within a shard (the section heading, the
 * texts file) and across the site (anchors such as `#usage`, headings such as
 * `Installation`): a persistent merge keeps every shard of its segments, so each copy saved
 * is saved for every document. Forgotten past a bound; a string seen again then is kept anew.
 */
const once = boundedMemo(1_000_000, (text) => text);

/** A shard's line with its terms counted compactly, its repeated strings shared. */
export const indexShardLine = (shard: ShardLine): IndexShard => countedShard(shard.route, shard.documents, once);

/** indexShardLine for a shard as made. */
export const indexShard = (shard: SearchShard): IndexShard => indexShardLine(shardAsLine(shard));

export const indexShards = (shards: SearchShard[]): IndexShard[] => shards.map(indexShard);

/** One document as a shard of its own (for tests and term indexes of single texts). */
export const countedDocument = (doc: Pick<ShardDocument, "type" | "t" | "s" | "terms">, route = "/"): IndexShard =>
  countedShard(route, [lineDocument(doc)]);

/** Document `k`'s counts as parsed. */
export function termCounts(shard: IndexShard, k: number): FlatTermCounts {
  const terms: FlatTermCounts = [];
  for (let place = shard.from(k); place < shard.to(k); place++)
    terms.push(TERMS[shard.ids[place]], shard.counts[place]);
  return terms;
}

/** Document `k` as it was parsed: the fields its line had (type, t, h, s, f, o: one order for every shard), then its terms. */
export function plainDocument(shard: IndexShard, k: number): ShardDocument {
  const fields = { type: shard.type(k), t: shard.t(k), h: shard.h(k), s: shard.s(k), f: shard.f(k), o: shard.o(k) };
  const doc = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return { ...(doc as Omit<ShardDocument, "terms">), terms: termCounts(shard, k) };
}

/** The shard as it was parsed (for comparing two shards by their JSON, and for tests). */
export function plainShard(shard: IndexShard): SearchShard {
  return { route: shard.route, documents: Array.from({ length: shard.count }, (_, k) => plainDocument(shard, k)) };
}
