/** Content-addressed names of site-wide files, shared by prerender and assembly. */
import { createHash } from "node:crypto";

export function shortHash(bytes: string | Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 8);
}

/** Where the route/title table is served: its name changes exactly when its bytes do. */
export function manifestUrl(manifestBytes: string | Uint8Array): string {
  return `/_site/manifest-${shortHash(manifestBytes)}.json`;
}
