/**
 * One entry of an index file, loaded for search: its term index with posting values
 * (postingValue.ts), its documents (by chunk, as searches need them), and the positions of
 * the API reference's documents.
 */
import { documentChunkSize, SearchDocumentType, type IndexEntry } from "../../contracts/searchIndex";
import { loadTermIndex, type TermIndex } from "./compact";
import { DocumentTable } from "./documentTable";
import { pagePositions } from "./pageTable";

export interface LoadedEntry {
  type: SearchDocumentType;
  index: TermIndex;
  docs: DocumentTable;
  count: number;
  /** Ranges [from, to) of positions, flat, of the documents in the API reference. */
  api: number[];
  /** The page (its Title position) of each document; null in the Title entry, where it is the position. */
  pages: Int32Array | null;
}

/** The page of the document at `position`. */
export function pageOf(entry: LoadedEntry, position: number): number {
  return entry.pages ? entry.pages[position] : position;
}

/** Whether `position` is in one of `ranges` (flat: from, to, from, to, …). */
export function inRanges(ranges: number[], position: number): boolean {
  for (let k = 0; k < ranges.length; k += 2) if (position >= ranges[k] && position < ranges[k + 1]) return true;
  return false;
}

function checkRanges(api: unknown, count: number): number[] {
  const ok =
    Array.isArray(api) &&
    api.length % 2 === 0 &&
    api.every((n, k) => Number.isInteger(n) && n >= (k > 0 ? api[k - 1] : 0) && n <= count);
  if (!ok) throw new Error("its API reference ranges are not ranges of positions");
  return api as number[];
}

/** Loads entry `type` of an index file. Throws when it is not one a build writes. */
export function loadEntry(entry: IndexEntry, type: SearchDocumentType): LoadedEntry {
  const index = loadTermIndex(entry.index);
  const { count, docs, lists } = entry.index;
  const pages = type === SearchDocumentType.Title ? null : pagePositions(entry.index.pages, count);
  return {
    type,
    index,
    docs: new DocumentTable(count, docs, documentChunkSize(type), lists),
    count,
    api: checkRanges(entry.index.api, count),
    pages,
  };
}
