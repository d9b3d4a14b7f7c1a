/**
 * An entry's documents, in document chunk files of `chunkSize` in order (documentChunkSize), each
 * added when a search first needs one of its documents (a result, or a title that may be
 * exactly the query).
 */
import { unpackDocuments, type SearchDocument } from "../../contracts/searchIndex";
import { isFileName } from "./chunkFiles";

/** Whether `value` has what every search document has: an id, a URL, and its text or its text's file. */
export function isDocument(value: unknown): value is SearchDocument {
  const doc = value as SearchDocument;
  return (
    !!doc &&
    typeof doc === "object" &&
    typeof doc.i === "number" &&
    typeof doc.u === "string" &&
    (typeof doc.t === "string" || typeof doc.f === "string")
  );
}

export class DocumentTable {
  private readonly documents: (SearchDocument | undefined)[];

  /** Throws unless `files` name one chunk file per `chunkSize` of `count` documents. */
  constructor(
    readonly count: number,
    /** Chunk k's file. */
    readonly files: string[],
    /** Documents per chunk (documentChunkSize of the entry's type). */
    readonly chunkSize: number,
  ) {
    if (!Array.isArray(files) || files.length !== Math.ceil(count / chunkSize) || !files.every(isFileName)) {
      throw new Error("its document chunks are not one file per chunk");
    }
    this.documents = new Array(count);
  }

  /** The document at `position`, or undefined while its chunk has not been added. */
  get(position: number): SearchDocument | undefined {
    return this.documents[position];
  }

  /** The chunk file that holds `position`, if it has not been added; else null. */
  missing(position: number): string | null {
    return this.documents[position] ? null : this.files[Math.floor(position / this.chunkSize)];
  }

  /** Adds chunk `k` from its parsed file, and gives its documents. Throws when it is not that chunk. */
  add(k: number, data: unknown): SearchDocument[] {
    const from = k * this.chunkSize;
    const size = Math.min(this.chunkSize, this.count - from);
    const documents = unpackDocuments(data);
    if (!Array.isArray(documents) || documents.length !== size || !documents.every(isDocument))
      throw new Error(`document chunk ${k} does not hold ${size} documents`);
    documents.forEach((doc, offset) => {
      this.documents[from + offset] = doc;
    });
    return documents;
  }
}
