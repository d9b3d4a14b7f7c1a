/**
 * Compression as a real host does it: the client's Accept-Encoding chooses brotli or gzip
 * (negotiator reads its q-values), text types only, and each file's compressed bytes are
 * made once and kept while the file is unchanged (a rebuild gives it a new mtime).
 */
import Negotiator from "negotiator";
import type { IncomingMessage } from "node:http";
import { COMPRESS_MIN_BYTES, isCompressible } from "../../../contracts/hosting";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type Encoding = "br" | "gzip";

const ENCODINGS = ["br", "gzip", "identity"];

/** negotiator 1.x breaks the client's ties in our order; @types/negotiator (0.6) predates that option. */
type PreferringNegotiator = { encoding(available: string[], options: { preferred: string[] }): string | undefined };

/** Compressed bytes kept in memory (all of the real site's text is ~5 MB gzipped). */
const CACHE_BYTES = 256 * 1024 * 1024;

/**
 * Brotli's quality 11 takes seconds on a 2 MB API page; 5 is within a few percent of its
 * size here at a fraction of the time (hosts pre-compress at 11; a preview server cannot wait).
 */
const BROTLI_QUALITY = 5;

export { isCompressible };

/** The encoding to send `contentType` in, or null for the bytes as they are. */
export function chooseEncoding(request: IncomingMessage, contentType: string, size: number): Encoding | null {
  if (size < COMPRESS_MIN_BYTES || !isCompressible(contentType)) return null;
  const chosen = (new Negotiator(request) as PreferringNegotiator).encoding(ENCODINGS, { preferred: ENCODINGS });
  return chosen === "br" || chosen === "gzip" ? chosen : null;
}

export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === "br"
    ? brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipSync(body, { level: 6 });
}

/** Compressed bodies by file, encoding and version; the oldest go first past the byte budget. */
export class CompressedCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly budget = CACHE_BYTES) {}

  /** `version` changes whenever the file does (its size and mtime). */
  get(path: string, version: string, encoding: Encoding, read: () => Buffer): Buffer {
    const key = `${encoding}\0${version}\0${path}`;
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key); // re-inserted below: most recently used last
      this.entries.set(key, hit);
      return hit;
    }
    const body = compress(read(), encoding);
    this.entries.set(key, body);
    this.bytes += body.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.budget || oldest === key) break;
      this.entries.delete(oldest);
      this.bytes -= value.length;
    }
    return body;
  }
}
