/**
 * Where the search worker reads a context's files: the manifest and the index file with its
 * content hash as `?_=`. One home for both sides that fetch them: the worker (service.ts)
 * and, on a /search?q=… load, the page that fetches them first for it (primer.ts).
 * Index URLs must stay on the page's origin: a crafted `version` parameter must not load a
 * foreign index.
 */
import { MANIFEST_FILE_NAME, type SearchManifest } from "../../contracts/searchIndex";
import type { VersionUrl } from "./protocol";

/** Resolves a site path against the origin; refuses anything that leaves it. */
export function sameOriginUrl(path: string, origin: string): URL {
  let url: URL;
  try {
    url = new URL(path, origin);
  } catch {
    throw new Error("Unexpected version url");
  }
  if (url.origin !== origin) throw new Error("Unexpected version url");
  return url;
}

export function manifestUrl(versionUrl: VersionUrl, origin: string): URL {
  return sameOriginUrl(versionUrl + MANIFEST_FILE_NAME, origin);
}

/** A context's index file, from the manifest's entry for it. */
export function indexUrl(versionUrl: VersionUrl, entry: SearchManifest["contexts"][string], origin: string): URL {
  const url = sameOriginUrl(versionUrl + entry.url.replace(/^\/+/, ""), origin);
  if (entry.hash) url.searchParams.set("_", entry.hash);
  return url;
}
