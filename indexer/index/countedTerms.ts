/**
 * A document's counted terms as the merge keeps them: ids into one dictionary of the
 * process's terms, and the counts, in typed arrays. The merge's persistent worker keeps
 * every parsed shard from one build to the next, and `{term: count}` objects cost about
 * four times the memory. Ids depend on the
 * order terms were first seen, so they never reach the output: terms are sorted by name.
 */
import type { SearchShard, ShardDocument, TermCounts } from "../../contracts/data";

export interface CountedTerms {
  readonly ids: Uint32Array;
  readonly counts: Uint16Array | Uint32Array;
}

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
 * The counted terms of several documents: their ids and counts share one pair of arrays,
 * each document's a view into them (a typed array of its own costs more than its data
 * for the few terms of a heading).
 */
function countedTermsOf(documents: TermCounts[]): CountedTerms[] {
  const names = documents.map((terms) => Object.keys(terms));
  const total = names.reduce((sum, list) => sum + list.length, 0);
  const ids = new Uint32Array(total);
  const wide = documents.some((terms, d) => names[d].some((name) => terms[name] > 0xffff));
  const counts = wide ? new Uint32Array(total) : new Uint16Array(total);
  let at = 0;
  return documents.map((terms, d) => {
    const from = at;
    for (const name of names[d]) {
      ids[at] = termId(name);
      counts[at++] = terms[name];
    }
    return { ids: ids.subarray(from, at), counts: counts.subarray(from, at) };
  });
}

/** One document's counted terms. */
export const countedTerms = (terms: TermCounts): CountedTerms => countedTermsOf([terms])[0];

/** A search shard with its documents' terms counted compactly. */
export interface IndexShard {
  route: string;
  documents: (Omit<ShardDocument, "terms"> & { terms: CountedTerms })[];
}

/**
 * A shard's documents with their terms counted compactly, one pair of arrays per shard, and
 * the strings its documents repeat (the section heading, the texts file) as one string
 * each: a persistent merge keeps every shard of the site, so each copy saved is saved for
 * every document.
 */
export function indexShard(shard: SearchShard): IndexShard {
  const terms = countedTermsOf(shard.documents.map((doc) => doc.terms));
  const strings = new Map<string, string>();
  const once = (text: string) => {
    const known = strings.get(text);
    if (known !== undefined) return known;
    strings.set(text, text);
    return text;
  };
  const documents = shard.documents.map((doc, d) => {
    const kept = { ...doc, terms: terms[d] };
    if (doc.s !== undefined) kept.s = once(doc.s);
    if (doc.f !== undefined) kept.f = once(doc.f);
    return kept;
  });
  return { route: shard.route, documents };
}

/** The shard as it was parsed (for comparing two shards by their JSON). */
export function plainShard(shard: IndexShard): SearchShard {
  const terms = ({ ids, counts }: CountedTerms) =>
    Object.fromEntries(Array.from(ids, (id, k) => [TERMS[id], counts[k]]));
  return { route: shard.route, documents: shard.documents.map((doc) => ({ ...doc, terms: terms(doc.terms) })) };
}

export const indexShards = (shards: SearchShard[]): IndexShard[] => shards.map(indexShard);
