/** Content-addressed names of site-wide files, shared by prerender and assembly. */
import { createHash } from "node:crypto";
import { routeFileCount, tableBaseOf, type RouteFiles } from "./routeFiles";

export function shortHash(bytes: string | Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 8);
}

/** A name for a file that changes exactly when its bytes do, long enough that names never collide. */
export function contentName(bytes: string | Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 16);
}

/** Where a route table's files are served (contracts/routeFiles.ts): named by the table's bytes. */
export function routeFilesOf(manifestBytes: string | Uint8Array, docs: number): RouteFiles {
  return { base: tableBaseOf(shortHash(manifestBytes)), count: routeFileCount(docs) };
}
