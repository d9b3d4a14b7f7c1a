/**
 * An index file, loaded: its shape checked (an entry per document type) and each entry
 * loaded (loadedEntry.ts). Anything a build cannot have written is a SearchIndexError that
 * says where it is.
 */
import { SEARCH_DOCUMENT_TYPES, type IndexEntry, type SegmentedIndexFile } from "../../contracts/searchIndex";
import { isDocument } from "./documentTable";
import { loadEntry, type LoadedEntry } from "./loadedEntry";

export class SearchIndexError extends Error {}

/** Runs `load`; what it throws becomes a SearchIndexError that starts with `where`. */
export function asIndexError<T>(where: string, load: () => T): T {
  try {
    return load();
  } catch (error) {
    throw new SearchIndexError(`${where}: ${(error as Error).message}`);
  }
}

/** Checks the shape of a parsed index file: an array of 5 `{documents, index}` entries. */
export function checkIndexFile(data: unknown): IndexEntry[] {
  if (!Array.isArray(data) || data.length !== SEARCH_DOCUMENT_TYPES.length) {
    throw new SearchIndexError(`the search index is not a list of ${SEARCH_DOCUMENT_TYPES.length} entries`);
  }
  data.forEach((entry: IndexEntry, type) => {
    if (
      !entry ||
      !Array.isArray(entry.documents) ||
      !entry.documents.every(isDocument) ||
      !entry.index ||
      typeof entry.index !== "object"
    ) {
      throw new SearchIndexError(`entry ${type} of the search index is not {documents, index}`);
    }
  });
  return data as IndexEntry[];
}

/** The entries of a parsed index file, the position of each its document type. */
export function loadIndexFile(data: unknown): LoadedEntry[] {
  return checkIndexFile(data).map((entry, type) =>
    asIndexError(`entry ${type} of the search index`, () => loadEntry(entry, type)),
  );
}

/** The segments of a parsed index file: one for an index file of 5 entries, each of a SegmentedIndexFile's. */
export function loadIndexSegments(data: unknown): LoadedEntry[][] {
  if (Array.isArray(data) || data === null || typeof data !== "object" || !("segments" in data))
    return [loadIndexFile(data)];
  const { segments } = data as SegmentedIndexFile;
  if (!Array.isArray(segments) || segments.length === 0)
    throw new SearchIndexError("the search index's segments are not a list of index files");
  return segments.map((segment, k) => asIndexError(`segment ${k}`, () => loadIndexFile(segment)));
}
