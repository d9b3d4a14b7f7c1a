/**
 * Takes the section texts out of a page's search shard, in its doc_page action: the
 * texts go into its doc group's folder (`search-texts/<group>.texts`, which the build names)
 * in files of about TEXT_CHUNK_CHARS characters (a longer section is a file of its own),
 * named by the hash of their bytes, and each Content document keeps only its text's place
 * (`f`, `o`). The merge never sees or rewrites a text: an edit changes that page's files
 * only, and a result's snippet costs one small fetch.
 */
import type { SearchShard, ShardDocument } from "../../contracts/data";
import { SearchDocumentType, type TextChunk } from "../../contracts/searchIndex";
import { contentHash } from "./boundaries";

/** About 4 kB gzip: a few sections of a guide, or one long API section. */
export const TEXT_CHUNK_CHARS = 16_000;

export interface PlacedTexts {
  /** The shard, its Content documents with `f`/`o` instead of `t`. */
  shard: SearchShard;
  /** Text file path (from the search base, in the folder given) → its bytes. */
  files: Map<string, string>;
}

/** Moves the texts of `shard`'s Content documents into files of folder `dir` (from the search base). */
export function placeTexts(shard: SearchShard, dir: string): PlacedTexts {
  const files = new Map<string, string>();
  const documents: ShardDocument[] = shard.documents.map((doc) => ({ ...doc }));
  let chunk: ShardDocument[] = [];
  let chars = 0;
  const flush = () => {
    if (chunk.length === 0) return;
    const texts: TextChunk = chunk.map((doc) => doc.t!);
    const bytes = JSON.stringify(texts);
    const name = `${dir}/${contentHash(bytes)}.json`;
    files.set(name, bytes);
    chunk.forEach((doc, offset) => {
      delete doc.t;
      doc.f = name;
      doc.o = offset;
    });
    chunk = [];
    chars = 0;
  };
  for (const doc of documents) {
    if (doc.type !== SearchDocumentType.Content) continue;
    if (chunk.length > 0 && chars + doc.t!.length > TEXT_CHUNK_CHARS) flush();
    chunk.push(doc);
    chars += doc.t!.length;
  }
  flush();
  return { shard: { route: shard.route, documents }, files };
}
