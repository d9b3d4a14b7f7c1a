/**
 * Takes the text of Content documents out of the index files: each page's section texts
 * go into chunks of at most TEXT_CHUNK_CHARS characters (a longer section is a chunk of
 * its own), named by the hash of their bytes. A chunk never spans two pages, so a one-page
 * edit rewrites only that page's chunks, and a result's snippet costs one small fetch.
 */
import { createHash } from "node:crypto";
import { chunkFileName, type SearchDocument, type TextChunk } from "../../contracts/searchIndex";

/** About 4 kB gzip: a few sections of a guide, or one long API section. */
export const TEXT_CHUNK_CHARS = 16_000;

export interface TextPlace {
  name: string;
  offset: number;
}

export interface TextChunks {
  /** Chunk file name (under the site base) → its bytes. */
  files: Map<string, string>;
  /** Where each Content document's text went. */
  placeOf: Map<SearchDocument, TextPlace>;
}

/** Chunks the texts of Content documents, given in index order (a page's sections together). */
export function chunkTexts(content: SearchDocument[]): TextChunks {
  const files = new Map<string, string>();
  const placeOf = new Map<SearchDocument, TextPlace>();
  let chunk: SearchDocument[] = [];
  let chars = 0;
  const flush = () => {
    if (chunk.length === 0) return;
    const texts: TextChunk = chunk.map((doc) => doc.t);
    const bytes = JSON.stringify(texts);
    const name = chunkFileName(createHash("sha256").update(bytes).digest("hex").slice(0, 16));
    files.set(name, bytes);
    chunk.forEach((doc, offset) => placeOf.set(doc, { name, offset }));
    chunk = [];
    chars = 0;
  };
  for (const doc of content) {
    if (chunk.length > 0 && (doc.u !== chunk[0].u || chars + doc.t.length > TEXT_CHUNK_CHARS)) flush();
    chunk.push(doc);
    chars += doc.t.length;
  }
  flush();
  return { files, placeOf };
}
