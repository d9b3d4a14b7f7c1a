/**
 * An entry's documents, in document chunk files of `chunkSize` in order (documentChunkSize), each
 * added when a search first needs one of its documents (a result, or a title that may be
 * exactly the query). A large entry's chunk files are named in list files
 * (ChunkedIndex.lists): a document's list is read first, then its chunk.
 */
import { unpackDocuments, type ChunkedIndex, type SearchDocument } from "../../contracts/searchIndex";
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
  /** Chunk k's file; undefined while its list has not been added. */
  readonly files: (string | undefined)[];
  /** The list files and how many chunk files each names (ChunkedIndex.lists); undefined when the index file names them all. */
  readonly lists: ChunkedIndex["lists"];

  /** Throws unless `docs` (or `lists`) name one chunk file per `chunkSize` of `count` documents. */
  constructor(
    readonly count: number,
    docs: string[],
    /** Documents per chunk (documentChunkSize of the entry's type). */
    readonly chunkSize: number,
    lists?: ChunkedIndex["lists"],
  ) {
    const chunks = Math.ceil(count / chunkSize);
    if (lists === undefined) {
      if (!Array.isArray(docs) || docs.length !== chunks || !docs.every(isFileName)) {
        throw new Error("its document chunks are not one file per chunk");
      }
      this.files = docs;
    } else {
      const { size, files } = lists;
      if (
        !Number.isInteger(size) ||
        size < 1 ||
        !Array.isArray(files) ||
        files.length !== Math.ceil(chunks / size) ||
        !files.every(isFileName) ||
        !Array.isArray(docs) ||
        docs.length > 0
      ) {
        throw new Error("its document lists are not one file per list of chunks");
      }
      this.files = new Array(chunks);
      this.lists = lists;
    }
    this.documents = new Array(count);
  }

  /** The document at `position`, or undefined while its chunk has not been added. */
  get(position: number): SearchDocument | undefined {
    return this.documents[position];
  }

  /**
   * The file to read next for `position`: its chunk file, or that file's list when the list has
   * not been added; null once the document is here.
   */
  missing(position: number): string | null {
    if (this.documents[position]) return null;
    const chunk = Math.floor(position / this.chunkSize);
    // Without lists the index file named every chunk.
    return this.files[chunk] ?? this.lists!.files[Math.floor(chunk / this.lists!.size)];
  }

  /** Adds list `j` from its parsed file, and gives the chunk files it names, by chunk. Throws when it is not that list. */
  addList(j: number, data: unknown): Map<number, string> {
    const perList = this.lists?.size ?? 0;
    const from = j * perList;
    const size = Math.min(perList, this.files.length - from);
    if (!Array.isArray(data) || data.length !== size || !data.every(isFileName))
      throw new Error(`document list ${j} does not name ${size} chunk files`);
    const named = new Map<number, string>();
    data.forEach((file, offset) => {
      this.files[from + offset] = file;
      named.set(from + offset, file);
    });
    return named;
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
