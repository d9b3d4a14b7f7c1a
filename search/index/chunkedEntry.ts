/**
 * One entry of an index file as the build writes it (version 3, contracts/searchIndex.ts):
 * its documents in chunk files of DOCUMENT_CHUNK_SIZE, its postings with their values
 * (search/engine/postingValue.ts) in chunk files by term range (postingsChunks.ts), and
 * in the index file itself only the sorted terms and where the rest is.
 */
import { DOCUMENT_CHUNK_SIZE, SearchDocumentType, type DocumentChunk, type IndexEntry, type PostingsChunk, type SearchDocument } from "../../contracts/searchIndex";
import { apiRanges } from "../engine/loadedEntry";
import { indexTerms } from "../engine/lunr";
import { postingValue, termWeight } from "../engine/postingValue";
import { splitTokens } from "../engine/tokenizer";
import type { TermCounts } from "../../contracts/data";
import type { IndexedDocument } from "./documents";
import { hashedName } from "./boundaries";
import { chunkPostings } from "./postingsChunks";

export interface ChunkedEntry {
  entry: IndexEntry;
  /** Chunk file name → bytes. */
  files: Map<string, string>;
}

/**
 * The postings of `entries`, in one pass over their term counts: sorted terms, and for
 * each a list `[position, value, …]` with positions delta-encoded and each value as
 * postingValue.ts makes it (the engine makes the same values from version 1's counts).
 */
export function valuedPostings(type: SearchDocumentType, entries: IndexedDocument[]): { terms: string[]; lists: PostingsChunk } {
  const facts = entries.map(({ doc, terms }) => docFacts(type, doc, terms));
  const average = facts.length > 0 ? Math.max(1, facts.reduce((sum, { length }) => sum + length, 0) / facts.length) : 1;
  const postings = new Map<string, { list: number[]; last: number }>();
  entries.forEach(({ terms }, position) => {
    const { keys, length, words, inSection } = facts[position];
    keys.forEach((term, k) => {
      const value = postingValue(type, termWeight(terms[term], length, average), length, words, inSection !== null && inSection[k]);
      const known = postings.get(term);
      if (known === undefined) postings.set(term, { list: [position, value], last: position });
      else {
        known.list.push(position - known.last, value);
        known.last = position;
      }
    });
  });
  const terms = [...postings.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { terms, lists: terms.map((term) => postings.get(term)!.list) };
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

/** What a document chunk holds of a document: a Content text's place (textChunks.ts) instead of the text; its page's title and breadcrumbs. */
function chunkDocument(doc: SearchDocument, type: SearchDocumentType, titles: Map<number, SearchDocument>): SearchDocument {
  const placed: SearchDocument = { ...doc };
  if (type === SearchDocumentType.Content) {
    if (doc.f === undefined || doc.o === undefined) throw new Error(`no text file for ${doc.u}${doc.h ?? ""}: its shard was not made by doc_page`);
    delete (placed as Partial<SearchDocument>).t;
  }
  const title = type === SearchDocumentType.Title ? undefined : titles.get(doc.p ?? -1);
  if (title) {
    placed.pt = title.t;
    placed.pb = title.b;
  }
  return placed;
}

/** Entry `type` of an index file over `entries`; `titles`: the pages' Title documents by id. */
export function chunkedEntry(type: SearchDocumentType, entries: IndexedDocument[], titles: Map<number, SearchDocument>): ChunkedEntry {
  const documents = entries.map((entry) => entry.doc);
  const { terms, lists } = valuedPostings(type, entries);
  const postings = chunkPostings(terms, lists);
  const files = new Map(postings.bytes);
  const docs: string[] = [];
  for (let from = 0; from < documents.length; from += DOCUMENT_CHUNK_SIZE) {
    const chunk: DocumentChunk = documents.slice(from, from + DOCUMENT_CHUNK_SIZE).map((doc) => chunkDocument(doc, type, titles));
    const bytes = JSON.stringify(chunk);
    const name = hashedName(bytes);
    files.set(name, bytes);
    docs.push(name);
  }
  const index = { v: 3 as const, terms, count: documents.length, api: apiRanges(documents), first: postings.first, files: postings.files, docs };
  return { entry: { documents: [], index }, files };
}
