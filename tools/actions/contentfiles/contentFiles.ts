/**
 * Files beside the docs (images, downloads) and their URLs: under `content-files/<folder>/`
 * (contracts/paths.ts), named by a hash of their bytes so that a host may cache them for
 * good. The doc that links a file and the step that copies it compute the same name from
 * the same bytes, so neither waits for the other.
 */
import { createHash } from "node:crypto";
import { posix } from "node:path";
import { contentFileDirOf } from "../../../contracts/paths";

/** `docs/a/run-tests.png` + bytes → `run-tests-1a2b3c4d.png`. */
export function hashedName(path: string, bytes: Uint8Array): string {
  const base = posix.basename(path);
  const ext = posix.extname(base);
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 8);
  return `${base.slice(0, base.length - ext.length)}-${hash}${ext}`;
}

/** The URL of a content file (its path under the content root) with these bytes. */
export function contentFileUrl(path: string, bytes: Uint8Array): string {
  return `/${contentFileDirOf(posix.dirname(path) === "." ? "" : posix.dirname(path))}/${hashedName(path, bytes)}`;
}
