/**
 * A document's counted terms as the merge keeps them: ids into one dictionary of the
 * process's terms, and the counts, in typed arrays shared by the documents of a shard, and
 * the facts a posting's value needs of its document. The merge's persistent worker keeps
 * every parsed shard from one build to the next: `{term: count}` objects cost about four
 * times the memory, and a typed array or a facts object per document more than the data of
 * a heading's few terms. Ids depend on the order terms were first seen, so they never
 * reach the output: terms are sorted by name.
 */
import type { FlatTermCounts, SearchShard, ShardDocument, ShardLine, ShardLineDocument } from "../../contracts/data";
import { boundedMemo } from "../../contracts/boundedMemo";
import { SearchDocumentType } from "../../contracts/searchIndex";
import { lineDocument, shardAsLine } from "./shard";

/**
 * A document's terms: its ids and counts are at [from, to) of its shard's arrays. Worked
 * out with them, once per parsed document, the facts its postings' values need besides the
 * average length: a one-doc edit works out those of that doc's documents only.
 */
export interface CountedTerms {
  readonly ids: Uint32Array;
  readonly counts: Uint8Array | Uint16Array | Uint32Array;
  readonly from: number;
  readonly to: number;
  /** The sum of its counts. */
  readonly docLength: number;
  /** Words of a title or heading (0 for the other types). */
  readonly words: number;
  /** Content: a bit per place, set for each of its terms that its section's heading has (the shard's bits, as `ids`; see inSection). */
  readonly sectionBits: Uint8Array | null;
}

/** Whether the term at place `k` of a document's shard arrays is in its section's heading: a bit each, as few are. */
export const inSection = ({ sectionBits }: CountedTerms, k: number): boolean =>
  sectionBits !== null && (sectionBits[k >> 3] & (1 << (k & 7))) !== 0;

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

/**
 * A parsed shard's document: its line's fields and its counted terms, in one object (a
 * persistent merge keeps every document of its segments: an object each, not two). Every
 * field is always there, undefined where the line has none: one shape, its fields in the
 * object itself.
 */
export interface IndexShardDocument extends CountedTerms {
  type: SearchDocumentType;
  t: string | undefined;
  h: string | undefined;
  s: string | undefined;
  f: string | undefined;
  o: number | undefined;
}

/** A search shard with its documents' terms counted compactly. */
export interface IndexShard {
  route: string;
  documents: IndexShardDocument[];
}

/**
 * Several documents (as a shards file has them) with their terms counted: their ids, counts
 * and section marks share one array each. `text` gives the one copy of a string its documents repeat.
 */
function countedDocuments(documents: ShardLineDocument[], text = (s: string) => s): IndexShardDocument[] {
  const shared = (s: string | undefined) => (s === undefined ? s : text(s));
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
  let at = 0;
  return documents.map(({ type, t, h, s, f, o, terms, w, m }) => {
    const from = at;
    let docLength = 0;
    for (let k = 0; k < terms.length; k += 2) {
      const count = terms[k + 1] as number;
      ids[at] = termId(terms[k] as string);
      counts[at] = count;
      docLength += count;
      at++;
    }
    const content = type === SearchDocumentType.Content;
    if (content && m)
      for (const mark of m) {
        const k = from + mark;
        sectionBits![k >> 3] |= 1 << (k & 7);
      }
    return {
      type,
      // A content document's text is in its texts file; the others' are titles and headings, which repeat.
      t: shared(t),
      h: shared(h),
      s: shared(s),
      f: shared(f),
      o,
      ids,
      counts,
      from,
      to: at,
      docLength,
      words: w ?? 0,
      sectionBits: content ? sectionBits : null,
    };
  });
}

/** One document, parsed as a shard's document (its counted terms with its fields). */
export const countedTerms = (doc: Pick<ShardDocument, "type" | "t" | "s" | "terms">): IndexShardDocument =>
  countedDocuments([lineDocument(doc)])[0];

/**
 * One copy of each string the documents repeat, within a shard (the section heading, the
 * texts file) and across the site (anchors such as `#usage`, headings such as
 * `Installation`): a persistent merge keeps every shard of its segments, so each copy saved
 * is saved for every document. Forgotten past a bound; a string seen again then is kept anew.
 */
const once = boundedMemo(1_000_000, (text) => text);

/** A shard's documents with their terms counted compactly, their repeated strings shared. */
export const indexShardLine = (shard: ShardLine): IndexShard => ({
  route: shard.route,
  documents: countedDocuments(shard.documents, once),
});

/** indexShardLine for a shard as made. */
export const indexShard = (shard: SearchShard): IndexShard => indexShardLine(shardAsLine(shard));

/** A document's counts as parsed. */
export function termCounts({ ids, counts, from, to }: CountedTerms): FlatTermCounts {
  const terms: FlatTermCounts = [];
  for (let k = from; k < to; k++) terms.push(TERMS[ids[k]], counts[k]);
  return terms;
}

/** The shard as it was parsed (for comparing two shards by their JSON). */
export function plainShard(shard: IndexShard): SearchShard {
  return {
    route: shard.route,
    documents: shard.documents.map(({ ids, counts, from, to, docLength, words, sectionBits, ...fields }) => ({
      // The fields the line had (the others are undefined here).
      ...(Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as typeof fields),
      terms: termCounts({ ids, counts, from, to, docLength, words, sectionBits }),
    })),
  };
}

export const indexShards = (shards: SearchShard[]): IndexShard[] => shards.map(indexShard);
