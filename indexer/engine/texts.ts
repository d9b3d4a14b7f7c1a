/**
 * The section texts of Content documents live in text chunk files, not with the
 * documents (contracts/searchIndex.ts). Documents read from their chunks are adopted
 * here: each gets its text as soon as its text chunk has been read, and until then names
 * the chunk a result of it still needs for its snippet.
 */
import type { SearchDocument } from "../../contracts/searchIndex";

export class TextChunkTable {
  private readonly loaded = new Map<string, string[]>();
  /** Text chunk file → the documents waiting for it. */
  private readonly waiting = new Map<string, SearchDocument[]>();

  /** Every text chunk file named by the documents read so far. */
  get files(): string[] {
    return [...this.loaded.keys(), ...this.waiting.keys()];
  }

  /** Documents just read: each gets its text if its chunk has been read, else waits for it. */
  adopt(documents: SearchDocument[]): void {
    for (const doc of documents) {
      if (typeof doc.t === "string" || typeof doc.f !== "string") continue;
      const texts = this.loaded.get(doc.f);
      if (texts) give(doc, texts);
      else this.waiting.set(doc.f, [...(this.waiting.get(doc.f) ?? []), doc]);
    }
  }

  /** The text chunk files that `documents` still need, in order. */
  missing(documents: SearchDocument[]): string[] {
    const needed = new Set<string>();
    for (const doc of documents) if (typeof doc.t !== "string" && typeof doc.f === "string") needed.add(doc.f);
    return [...needed];
  }

  /** Takes in a text chunk, as parsed from its file. Throws when no document named it, or it is not one. */
  fill(name: string, data: unknown): void {
    const documents = this.waiting.get(name);
    if (!documents && !this.loaded.has(name)) throw new Error(`${name} is not a chunk file of this index`);
    if (!Array.isArray(data) || !data.every((text) => typeof text === "string"))
      throw new Error(`${name} is not a text chunk`);
    this.loaded.set(name, data as string[]);
    this.waiting.delete(name);
    for (const doc of documents ?? []) give(doc, data as string[]);
  }
}

function give(doc: SearchDocument, texts: string[]): void {
  const text = texts[doc.o ?? -1];
  if (typeof text !== "string") throw new Error(`${doc.f} has no text ${doc.o} for document ${doc.i}`);
  doc.t = text;
}
