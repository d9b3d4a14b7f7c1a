/**
 * One entry of an index file as the build writes it (version 6, contracts/searchIndex.ts):
 * its documents in chunk files of documentChunkSize(type) (a large entry's listed in list files), its terms and their postings with
 * their values (indexer/engine/postingValue.ts) in chunk files by term range
 * (postingsChunks.ts), all its terms in one more file (for typos), and in the index file
 * itself only where these are.
 */
import {
  API_CONTEXT,
  contextTest,
  DOCUMENT_LIST_SIZE,
  documentChunkSize,
  packDocuments,
  SearchDocumentType,
  type ChunkedIndex,
  type IndexEntry,
  type SearchDocument,
} from "../../contracts/searchIndex";
import { pageCounts } from "../engine/pageTable";
import { pageTitle, searchDocument, type EntryDocuments } from "./documents";
import { hashedName } from "./boundaries";
import type { FileBytes } from "./fileBytes";
import { changedPositions, PostingsTable, valuedPostings } from "./postings";
import { ChunkMemo, chunkPostings, keptPostingFiles } from "./postingsChunks";

export interface ChunkedEntry {
  entry: IndexEntry;
  /** Chunk file name → bytes. */
  files: Map<string, FileBytes>;
}

/** What a document chunk holds of the document at `position`: a Content text's place (textChunks.ts) instead of the text; its page's title and breadcrumbs. */
function chunkDocument(type: SearchDocumentType, { pages, at, ids }: EntryDocuments, position: number): SearchDocument {
  const page = pages[position];
  const placed = searchDocument(page, at[position], ids[position]);
  if (type === SearchDocumentType.Content) {
    if (placed.f === undefined || placed.o === undefined)
      throw new Error(`no text file for ${placed.u}${placed.h ?? ""}: its shard was not made by doc_page`);
    delete (placed as Partial<SearchDocument>).t;
  }
  if (type !== SearchDocumentType.Title) {
    placed.pt = pageTitle(page);
    placed.pb = page.breadcrumbs;
  }
  return placed;
}

/** The ranges of positions of documents in the API reference, flat (documents are in route order). */
function apiRanges(pages: EntryDocuments["pages"]): number[] {
  const ranges: number[] = [];
  const inApi = contextTest(API_CONTEXT);
  pages.forEach(({ route }, position) => {
    if (!inApi(route)) return;
    if (ranges.length > 0 && ranges[ranges.length - 1] === position) ranges[ranges.length - 1] = position + 1;
    else ranges.push(position, position + 1);
  });
  return ranges;
}

/** A document chunk as made. */
interface DocumentBlock {
  name: string;
  bytes: string;
}

/**
 * What a persistent worker keeps of one entry between merges, for one route table (a new
 * table, new breadcrumbs: start afresh): its documents, postings, and chunks, which are
 * written again only where a document is not the same one of the same shard with the same
 * id as last time (documents.ts). An entry whose lists are the ones of last time (no
 * document of its type changed) is not worked out again at all.
 */
export class EntryMemo {
  readonly postings = new PostingsTable();
  readonly chunks = new ChunkMemo();
  /** Undefined before the first merge. */
  entries?: EntryDocuments;
  /** The names of the document chunks as last written. */
  blocks: string[] = [];
  api: number[] = [];
  pages?: number[];
  titleIds: number[] = [];
  termsFile?: TermsFile;
  /** The entry as last written. */
  entry?: IndexEntry;
}

/** An entry's terms file, for the terms it was made from (the postings table keeps that array while no term comes or goes). */
interface TermsFile {
  terms: string[];
  name: string;
  text: string;
  maxLength: number;
}

function termsFile(terms: string[], memo: EntryMemo | undefined, segment: string): TermsFile {
  if (memo?.termsFile?.terms === terms) return memo.termsFile;
  const text = JSON.stringify(terms);
  const file = {
    terms,
    name: hashedName(text, segment),
    text,
    maxLength: terms.reduce((longest, term) => Math.max(longest, term.length), 0),
  };
  if (memo) memo.termsFile = file;
  return file;
}

/** The document chunk of the documents at positions [from, to). */
function documentBlock(
  type: SearchDocumentType,
  entries: EntryDocuments,
  from: number,
  to: number,
  segment: string,
): DocumentBlock {
  const documents: SearchDocument[] = [];
  for (let position = from; position < to; position++) documents.push(chunkDocument(type, entries, position));
  const bytes = JSON.stringify(packDocuments(documents));
  return { name: hashedName(bytes, segment), bytes };
}

/** Whether the documents at `changed` have the pages they had in `known`: the entry's page table and API ranges stay. */
function samePlaces({ pages }: EntryDocuments, known: EntryDocuments, changed: number[]): boolean {
  return changed.every((k) => pages[k].route === known.pages[k].route && pages[k].firstId === known.pages[k].firstId);
}

function sameIds(a: number[], b: number[]): boolean {
  return a.length === b.length && a.every((id, k) => id === b[k]);
}

/** Whether the document at `position` is the one of the last merge: the same document of the same shard, with the same id. */
const sameDocumentAt = (entries: EntryDocuments, known: EntryDocuments, position: number) =>
  entries.pages[position].shard === known.pages[position].shard &&
  entries.at[position] === known.at[position] &&
  entries.ids[position] === known.ids[position];

/**
 * Where an entry's document chunks are named: in the index file, or, past `listSize` of them,
 * in list files of `listSize` names (written into `files`), which the index file names.
 */
function documentNames(
  names: string[],
  { listSize = DOCUMENT_LIST_SIZE, segment = "" }: ChunkOptions,
  files: Map<string, FileBytes>,
): Pick<ChunkedIndex, "docs" | "lists"> {
  if (names.length <= listSize) return { docs: names };
  const lists: string[] = [];
  for (let from = 0; from < names.length; from += listSize) {
    const bytes = JSON.stringify(names.slice(from, from + listSize));
    const name = hashedName(bytes, segment);
    files.set(name, bytes);
    lists.push(name);
  }
  return { docs: [], lists: { size: listSize, files: lists } };
}

/** How an entry's chunk files are written. */
export interface ChunkOptions {
  /** Document chunks per list file (ChunkedIndex.lists; tests make it small). */
  listSize?: number;
  /** The segment whose folder the files are in (SegmentedIndexFile); none: SEARCH_CHUNK_DIR itself. */
  segment?: string;
  /** Positions per part of a common term's whole list (WHOLE_PART_SPAN; tests make it small). */
  partSpan?: number;
}

/** The files of an entry that is the one of the last merge: their names, their bytes made only if asked for. */
function keptFiles(type: SearchDocumentType, entries: EntryDocuments, memo: EntryMemo, options: ChunkOptions) {
  const segment = options.segment ?? "";
  const files = keptPostingFiles(memo.chunks, options);
  const size = documentChunkSize(type);
  const count = entries.at.length;
  memo.blocks.forEach((name, k) => {
    files.set(name, () => documentBlock(type, entries, k * size, Math.min((k + 1) * size, count), segment).bytes);
  });
  files.set(memo.termsFile!.name, memo.termsFile!.text);
  documentNames(memo.blocks, options, files);
  return files;
}

/** Entry `type` of an index file over `entries`; `titleIds`: the ids of the context's pages' titles, in order. */
export function chunkedEntry(
  type: SearchDocumentType,
  entries: EntryDocuments,
  titleIds: number[],
  memo?: EntryMemo,
  options: ChunkOptions = {},
): ChunkedEntry {
  if (memo?.entry && memo.entries === entries && sameIds(titleIds, memo.titleIds))
    return { entry: memo.entry, files: keptFiles(type, entries, memo, options) };
  const segment = options.segment ?? "";
  // Where the document or its id is not the one of the last merge.
  const known = memo?.entries;
  const count = entries.at.length;
  const changed = changedPositions(count, known?.at.length, (k) => !sameDocumentAt(entries, known!, k));
  const { terms, lists } = memo ? memo.postings.update(type, entries) : valuedPostings(type, entries);
  const postings = chunkPostings(terms, lists, memo?.chunks, options);
  const files = new Map(postings.bytes);
  const size = documentChunkSize(type);
  const dirty = new Set(changed?.map((position) => Math.floor(position / size)));
  const blocks: string[] = [];
  for (let from = 0, k = 0; from < count; from += size, k++) {
    const block = () => documentBlock(type, entries, from, Math.min(from + size, count), segment);
    const kept = changed !== null && !dirty.has(k) ? memo?.blocks[k] : undefined;
    if (kept !== undefined) {
      files.set(kept, () => block().bytes);
      blocks.push(kept);
    } else {
      const { name, bytes } = block();
      files.set(name, bytes);
      blocks.push(name);
    }
  }
  const allTerms = termsFile(terms, memo, segment);
  files.set(allTerms.name, allTerms.text);
  // The page table counts documents per page of the context: it needs the same pages too.
  let api: number[];
  let pages: number[] | undefined;
  if (
    memo?.entries &&
    changed !== null &&
    samePlaces(entries, memo.entries, changed) &&
    sameIds(titleIds, memo.titleIds)
  )
    ({ api, pages } = memo);
  else {
    api = apiRanges(entries.pages);
    pages =
      type === SearchDocumentType.Title
        ? undefined
        : pageCounts(
            entries.pages.map((page) => page.firstId),
            titleIds,
          );
  }
  const index: ChunkedIndex = {
    v: 6,
    termCount: terms.length,
    maxLength: allTerms.maxLength,
    terms: allTerms.name,
    count,
    api,
    first: postings.first,
    bounds: postings.bounds,
    files: postings.files,
    ...(Object.keys(postings.tops).length > 0 ? { tops: postings.tops } : {}),
    ...documentNames(blocks, options, files),
    ...(pages ? { pages } : {}),
  };
  const entry: IndexEntry = { documents: [], index };
  if (memo) Object.assign(memo, { entries, blocks, api, pages, titleIds, entry });
  return { entry, files };
}
