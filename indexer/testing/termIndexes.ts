/**
 * Term indexes for the engine's tests, written by the build's own code (chunkedEntry.ts)
 * and loaded whole: every postings chunk and the terms file added, as an engine that has
 * read everything holds them.
 */
import { SearchDocumentType, type ChunkedIndex } from "../../contracts/searchIndex";
import { loadTermIndex, type TermIndex } from "../engine/compact";
import { chunkedEntry } from "../index/chunkedEntry";
import { countedDocument } from "../index/countedTerms";
import { madeFiles } from "../index/fileBytes";
import { countTerms } from "../index/shard";

/** The term index of `index` with every chunk file it names read from `files` (name → bytes). */
export function loadedTermIndex(index: ChunkedIndex, files: ReadonlyMap<string, string>): TermIndex {
  const read = (name: string) => JSON.parse(files.get(name)!);
  const terms = loadTermIndex(index);
  index.files.forEach((file, chunk) => {
    terms.addChunk(chunk, read(file));
  });
  if (!terms.hasAllTerms) terms.addTerms(read(index.terms));
  return terms;
}

/** The term index the build writes over one document per text (as titles: an entry of pages needs no page table). */
export function termIndexOf(texts: string[]): TermIndex {
  const pages = texts.map((t, k) => ({
    route: "/",
    shard: countedDocument({ type: SearchDocumentType.Title, t, terms: countTerms(t) }),
    firstId: k + 1,
    nextId: k + 2,
    breadcrumbs: [],
  }));
  const ids = pages.map((page) => page.firstId);
  const entries = { pages, at: new Int32Array(pages.length), ids: Int32Array.from(ids) };
  const { entry, files } = chunkedEntry(SearchDocumentType.Title, entries, ids);
  return loadedTermIndex(entry.index, madeFiles(files));
}
