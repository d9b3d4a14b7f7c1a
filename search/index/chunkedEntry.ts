/**
 * One entry of an index file as the build writes it (version 4, contracts/searchIndex.ts):
 * its documents in chunk files of DOCUMENT_CHUNK_SIZE, its terms and their postings with
 * their values (search/engine/postingValue.ts) in chunk files by term range
 * (postingsChunks.ts), all its terms in one more file (for typos), and in the index file
 * itself only where these are.
 */
import { DOCUMENT_CHUNK_SIZE, packDocuments, SearchDocumentType, type ChunkedIndex, type IndexEntry, type SearchDocument } from "../../contracts/searchIndex";
import { apiRanges } from "../engine/loadedEntry";
import { pageCounts } from "../engine/pageTable";
import type { CountedTerms } from "./countedTerms";
import type { IndexedDocument } from "./documents";
import { hashedName } from "./boundaries";
import { PostingsTable, valuedPostings } from "./postings";
import { chunkPostings, type WrittenChunk } from "./postingsChunks";

export interface ChunkedEntry {
  entry: IndexEntry;
  /** Chunk file name → bytes. */
  files: Map<string, string>;
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

/** A document chunk as last written, with what its documents came from. */
interface DocumentBlock {
  counts: CountedTerms[];
  ids: number[];
  name: string;
  bytes: string;
}

/**
 * What a persistent worker keeps of one entry between merges, for one route table (a new
 * table, new breadcrumbs: start afresh): its postings, and its document chunks, which are
 * written again only where a document's shard or id changed.
 */
export class EntryMemo {
  readonly postings = new PostingsTable();
  readonly chunks = new Map<string, WrittenChunk>();
  blocks: DocumentBlock[] = [];
  termsFile?: TermsFile;
}

/** An entry's terms file, for the terms it was made from (the postings table keeps that array while no term comes or goes). */
interface TermsFile {
  terms: string[];
  name: string;
  text: string;
  maxLength: number;
}

function termsFile(terms: string[], memo: EntryMemo | undefined): TermsFile {
  if (memo?.termsFile?.terms === terms) return memo.termsFile;
  const text = JSON.stringify(terms);
  const file = { terms, name: hashedName(text), text, maxLength: terms.reduce((longest, term) => Math.max(longest, term.length), 0) };
  if (memo) memo.termsFile = file;
  return file;
}

function documentBlock(type: SearchDocumentType, entries: IndexedDocument[], titles: Map<number, SearchDocument>, known: DocumentBlock | undefined): DocumentBlock {
  const counts = entries.map((entry) => entry.terms);
  const ids = entries.map((entry) => entry.doc.i);
  // The same shard documents under the same ids (and so the same pages and titles): the same bytes.
  if (known && known.counts.length === counts.length && counts.every((c, k) => c === known.counts[k] && ids[k] === known.ids[k])) return known;
  const bytes = JSON.stringify(packDocuments(entries.map((entry) => chunkDocument(entry.doc, type, titles))));
  return { counts, ids, name: hashedName(bytes), bytes };
}

/** Entry `type` of an index file over `entries`; `titles`: the pages' Title documents by id. */
export function chunkedEntry(type: SearchDocumentType, entries: IndexedDocument[], titles: Map<number, SearchDocument>, memo?: EntryMemo): ChunkedEntry {
  const documents = entries.map((entry) => entry.doc);
  const { terms, lists } = memo ? memo.postings.update(type, entries) : valuedPostings(type, entries);
  const postings = chunkPostings(terms, lists, memo?.chunks);
  const files = new Map(postings.bytes);
  const blocks: DocumentBlock[] = [];
  for (let from = 0; from < documents.length; from += DOCUMENT_CHUNK_SIZE) {
    const block = documentBlock(type, entries.slice(from, from + DOCUMENT_CHUNK_SIZE), titles, memo?.blocks[blocks.length]);
    files.set(block.name, block.bytes);
    blocks.push(block);
  }
  if (memo) memo.blocks = blocks;
  const docs = blocks.map((block) => block.name);
  const allTerms = termsFile(terms, memo);
  files.set(allTerms.name, allTerms.text);
  const pages = type === SearchDocumentType.Title ? {} : { pages: pageCounts(documents.map((doc) => doc.p ?? -1), [...titles.keys()]) };
  const index: ChunkedIndex = {
    v: 4,
    termCount: terms.length,
    maxLength: allTerms.maxLength,
    terms: allTerms.name,
    count: documents.length,
    api: apiRanges(documents),
    first: postings.first,
    bounds: postings.bounds,
    files: postings.files,
    docs,
    ...pages,
  };
  return { entry: { documents: [], index }, files };
}
