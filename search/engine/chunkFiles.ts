/**
 * The chunk files an index file refers to: the postings chunks of its entries
 * (compact.ts) and the text chunks of its Content documents (texts.ts). Which of them a
 * search or a list of results still needs, and adding one once it has been read.
 */
import type { TermIndex } from "./compact";
import type { TextChunkTable } from "./texts";

/** A search needs chunk files that have not been added: read them (SearchEngine.addFile), then search again. */
export class MissingIndexFiles extends Error {
  constructor(readonly files: string[]) {
    super(`the search needs ${files.length} more index file(s): ${files.slice(0, 3).join(", ")}${files.length > 3 ? ", …" : ""}`);
  }
}

export class ChunkFiles {
  /** File → the entries' chunks it holds (two entries can have byte-equal chunks). */
  private readonly postings = new Map<string, { index: TermIndex; chunk: number }[]>();

  constructor(
    indexes: TermIndex[],
    private readonly texts: TextChunkTable,
  ) {
    for (const index of indexes) {
      index.chunkFiles.forEach((file, chunk) => {
        if (!file || index.hasChunk(chunk)) return;
        const holders = this.postings.get(file) ?? [];
        holders.push({ index, chunk });
        this.postings.set(file, holders);
      });
    }
  }

  /** Every chunk file of the index: postings, then texts. */
  get all(): string[] {
    return [...this.postings.keys(), ...this.texts.files];
  }

  /** Adds to `into` the postings chunk files of terms `ids` of `index` that are not loaded. */
  missingPostings(index: TermIndex, ids: Iterable<number>, into: Set<string>): void {
    for (const id of ids) {
      const chunk = index.chunkOf(id);
      if (!index.hasChunk(chunk)) into.add(index.chunkFiles[chunk]);
    }
  }

  /** Takes in a chunk file, parsed. Throws when it is not one of this index's, or not what it should hold. */
  add(file: string, data: unknown): void {
    const holders = this.postings.get(file);
    if (holders) for (const { index, chunk } of holders) index.addChunk(chunk, data);
    else this.texts.fill(file, data);
  }
}
