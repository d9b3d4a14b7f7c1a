/**
 * The section texts of Content documents live in text chunk files, not in the index file
 * (contracts/searchIndex.ts): which chunks a list of results still needs for its
 * snippets, and filling their texts in once a chunk has been read. The worker fetches
 * the chunks, the CLI reads them from disk; both then present the results as before.
 */
import type { IndexEntry, SearchDocument } from "../../contracts/searchIndex";

export class TextChunkTable {
  private readonly names: string[];
  /** Per chunk, its documents by offset. */
  private readonly documentsOf: SearchDocument[][];

  /** Throws when a document points outside the entry's chunk list. */
  constructor(entry: IndexEntry) {
    this.names = entry.text ?? [];
    if (!Array.isArray(this.names) || !this.names.every((name) => typeof name === "string")) throw new Error("its text list is not a list of file names");
    this.documentsOf = this.names.map(() => []);
    for (const doc of entry.documents) {
      if (typeof doc.t === "string") continue;
      if (!Number.isInteger(doc.c) || !Number.isInteger(doc.o) || doc.c! < 0 || doc.c! >= this.names.length || doc.o! < 0) {
        throw new Error(`document ${doc.i} has neither text nor a place in a text chunk`);
      }
      this.documentsOf[doc.c!][doc.o!] = doc;
    }
  }

  /** Every text chunk file. */
  get files(): string[] {
    return [...this.names];
  }

  /** The chunk files (relative to the site base) that `documents` still need, in order. */
  missing(documents: SearchDocument[]): string[] {
    const names = new Set<string>();
    for (const doc of documents) if (typeof doc.t !== "string" && doc.c !== undefined) names.add(this.names[doc.c]);
    return [...names];
  }

  /** Fills in the texts of a chunk, as parsed from its file. Throws when it is not that chunk. */
  fill(name: string, data: unknown): void {
    const chunk = this.names.indexOf(name);
    if (chunk < 0) throw new Error(`${name} is not a text chunk of this index`);
    const documents = this.documentsOf[chunk];
    if (!Array.isArray(data) || data.length < documents.length || !data.every((text) => typeof text === "string")) {
      throw new Error(`${name} is not the text chunk this index expects`);
    }
    documents.forEach((doc, offset) => (doc.t = data[offset] as string));
  }
}
