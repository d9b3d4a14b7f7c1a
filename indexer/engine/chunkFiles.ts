/**
 * The chunk files an index file refers to: the postings chunks (with their terms), terms
 * files, prefix tops of their own, document chunks and document lists of its entries (compact.ts,
 * documentTable.ts) and the text chunks its Content documents name (texts.ts). Which of
 * them a search still needs, and adding one once it has been read.
 */
import type { TermIndex } from "./compact";
import type { DocumentTable } from "./documentTable";
import type { TextChunkTable } from "./texts";

/** Whether `value` can name a chunk file, as an index file gives one. */
export const isFileName = (value: unknown): value is string => typeof value === "string" && value.length > 0;

/** A search needs chunk files that have not been added: read them (SearchEngine.addFile), then search again. */
export class MissingIndexFiles extends Error {
  constructor(readonly files: string[]) {
    super(
      `the search needs ${files.length} more index file(s): ${files.slice(0, 3).join(", ")}${files.length > 3 ? ", …" : ""}`,
    );
  }
}

/** Throws MissingIndexFiles when `missing` names any file: the search cannot go on before they are read. */
export function throwIfMissing(missing: ReadonlySet<string>): void {
  if (missing.size > 0) throw new MissingIndexFiles([...missing]);
}

type Holder =
  | { index: TermIndex; chunk: number }
  | { termsOf: TermIndex }
  | { topOf: TermIndex }
  | { documents: DocumentTable; chunk: number }
  | { listOf: DocumentTable; list: number }
  | { wholeOf: TermIndex; chunk: number };

export class ChunkFiles {
  /** File → the chunks it holds (two entries can have byte-equal chunks). */
  private readonly holders = new Map<string, Holder[]>();
  /** Document chunk files added, parsed, when an entry lists its chunks: a list read later may name one of them for another entry. */
  private readonly documentFiles = new Map<string, unknown>();
  private readonly listed: boolean;

  constructor(
    entries: { index: TermIndex; docs: DocumentTable }[],
    private readonly texts: TextChunkTable,
  ) {
    for (const { index, docs } of entries) {
      index.chunkFiles.forEach((file, chunk) => {
        this.hold(file, { index, chunk });
      });
      // An entry without terms has them all: its terms file is never read.
      if (!index.hasAllTerms) this.hold(index.termsFile, { termsOf: index });
      for (const file of index.topFiles.values()) this.hold(file, { topOf: index });
      docs.files.forEach((file, chunk) => {
        if (file !== undefined) this.hold(file, { documents: docs, chunk });
      });
      docs.lists?.files.forEach((file, list) => {
        this.hold(file, { listOf: docs, list });
      });
    }
    this.listed = entries.some(({ docs }) => docs.lists !== undefined);
  }

  /** Takes in a document list: the chunk files it names become known, and one already added is added here too. */
  private addList(documents: DocumentTable, list: number, data: unknown): void {
    for (const [chunk, file] of documents.addList(list, data)) {
      this.hold(file, { documents, chunk });
      const read = this.documentFiles.get(file);
      if (read !== undefined) this.texts.adopt(documents.add(chunk, read));
    }
  }

  private hold(file: string, holder: Holder): void {
    this.holders.set(file, [...(this.holders.get(file) ?? []), holder]);
  }

  /** Every chunk file known so far: postings, terms, documents, then the texts of documents seen. */
  get all(): string[] {
    return [...this.holders.keys(), ...this.texts.files];
  }

  /**
   * Adds to `into` the postings chunk files of terms `ids` of `index` that are not loaded; with
   * `whole`, also the whole lists of common terms whose best postings only are loaded.
   */
  missingPostings(index: TermIndex, ids: Iterable<number>, into: Set<string>, whole: boolean): void {
    for (const id of ids) {
      // A prefix top's completion came with its top.
      if (index.isTopTerm(id)) continue;
      const chunk = index.chunkOf(id);
      if (!index.hasChunk(chunk)) into.add(index.chunkFiles[chunk]);
      else if (whole) for (const file of index.wholeFiles(chunk)) into.add(file);
    }
  }

  /** Takes in a chunk file, parsed. Throws when it is not one of this index's, or not what it should hold. */
  add(file: string, data: unknown): void {
    const holders = this.holders.get(file);
    if (!holders) {
      this.texts.fill(file, data);
      return;
    }
    for (const holder of holders) {
      if ("index" in holder) {
        holder.index.addChunk(holder.chunk, data);
        for (const part of holder.index.wholeFiles(holder.chunk))
          this.hold(part, { wholeOf: holder.index, chunk: holder.chunk });
      } else if ("wholeOf" in holder) holder.wholeOf.addWhole(holder.chunk, file, data);
      else if ("termsOf" in holder) holder.termsOf.addTerms(data);
      else if ("topOf" in holder) holder.topOf.addTop(data);
      else if ("listOf" in holder) this.addList(holder.listOf, holder.list, data);
      else {
        this.texts.adopt(holder.documents.add(holder.chunk, data));
        if (this.listed) this.documentFiles.set(file, data);
      }
    }
  }
}
