/**
 * Chunk files: their content-hashed names, and where they end, chosen so that an edit
 * changes few of them: a chunk starts at an item whose key hashes to 0 modulo the span, so the bounds depend on the keys (terms,
 * routes), not on the sizes of what lies between them; the span is a power of two, so
 * that small changes in the average size keep it.
 */
import { createHash } from "node:crypto";
import { chunkFileName } from "../../contracts/searchIndex";

/** FNV-1a, 32 bits: a cheap, stable hash of a key. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let k = 0; k < text.length; k++) {
    hash ^= text.charCodeAt(k);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Items per chunk on average, for items of `averageSize` and chunks of about `target`. */
export function spanFor(averageSize: number, target: number): number {
  const ideal = target / Math.max(1, averageSize);
  return 2 ** Math.max(0, Math.round(Math.log2(Math.max(1, ideal))));
}

/** Whether the item with `key` starts a chunk. */
export function startsChunk(key: string, span: number): boolean {
  return fnv1a(key) % span === 0;
}

/** The content hash in a chunk's or text file's name: 16 hex digits of SHA-256. */
export function contentHash(bytes: string): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 16);
}

/** A content-hashed chunk file name for `bytes`, in `segment`'s folder if given (SegmentedIndexFile). */
export function hashedName(bytes: string, segment = ""): string {
  return chunkFileName(contentHash(bytes), segment);
}
