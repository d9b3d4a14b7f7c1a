/**
 * Takes the text of Content documents out of the index files: section texts go into
 * chunks of about TEXT_CHUNK_CHARS characters (a longer section is a chunk of its own),
 * named by the hash of their bytes. A page's sections stay together; small pages share a
 * chunk, which starts at a page whose route says so (boundaries.ts), so a one-page edit
 * rewrites that page's chunks and few others, and a result's snippet costs one small fetch.
 */
import type { SearchDocument, TextChunk } from "../../contracts/searchIndex";
import { hashedName, spanFor, startsChunk } from "./boundaries";

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
  const pages = new Set(content.map((doc) => doc.u)).size;
  const span = spanFor(content.reduce((sum, doc) => sum + doc.t.length, 0) / Math.max(1, pages), TEXT_CHUNK_CHARS);
  const files = new Map<string, string>();
  const placeOf = new Map<SearchDocument, TextPlace>();
  let chunk: SearchDocument[] = [];
  let chars = 0;
  const flush = () => {
    if (chunk.length === 0) return;
    const texts: TextChunk = chunk.map((doc) => doc.t);
    const bytes = JSON.stringify(texts);
    const name = hashedName(bytes);
    files.set(name, bytes);
    chunk.forEach((doc, offset) => placeOf.set(doc, { name, offset }));
    chunk = [];
    chars = 0;
  };
  for (const doc of content) {
    const newPage = chunk.length > 0 && doc.u !== chunk[chunk.length - 1].u;
    if (chunk.length > 0 && ((newPage && startsChunk(doc.u, span)) || chars + doc.t.length > TEXT_CHUNK_CHARS)) flush();
    chunk.push(doc);
    chars += doc.t.length;
  }
  flush();
  return { files, placeOf };
}
