/**
 * How the built site is served, in one place for every server of it: the preview server
 * (tools/dev/serve) and the nginx server block the build generates
 * (tools/actions/nginxconf). Content types by extension, the folders whose files have
 * content-hashed names (cached for good), and the caching of everything else. The site's
 * `_headers` lists the hashed folders (a block each, contracts/headersFile.ts), each docs
 * version's search folders included, so that hosts and both servers cache the same files.
 */
import { CONTENT_FILE_DIR } from "./paths";
import { SEARCH_CHUNK_DIR, SEARCH_TEXT_DIR } from "./searchIndex";
import { TABLE_PARTS_DIR } from "./routeFiles";
import { searchFilesOf } from "./versions";

/** Content-Type by file extension; anything else is application/octet-stream. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".xml": "application/xml",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".pdf": "application/pdf",
  ".zip": "application/zip",
  ".webmanifest": "application/manifest+json",
};

export const DEFAULT_CONTENT_TYPE = "application/octet-stream";

/** Types worth compressing: text (HTML, scripts, styles, JSON, SVG…); images and fonts are compressed already. */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/.test(contentType);
}

/** Below this size a compressed body saves less than its headers cost: sent as it is. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Top-level folders whose files are named by a hash of their bytes: the bundle's assets, search
 * chunks and texts, files beside the docs, the pages' parts of the route table.
 */
export const HASHED_DIRS: readonly string[] = [
  "assets",
  SEARCH_CHUNK_DIR,
  SEARCH_TEXT_DIR,
  CONTENT_FILE_DIR,
  TABLE_PARTS_DIR,
];

/**
 * The hashed folders of a site whose docs versions have these search bases (`/` for the last
 * version, `/docs/1.2/` for another) and route tables' files at these bases (routeFiles.ts,
 * `/_site/table-<hash>/`, a folder named by its table's bytes): the top-level ones, then each
 * other version's search chunks and section texts (`docs/1.2/search-chunks`), then the tables'
 * folders, from the site's root without a slash.
 */
export function hashedDirsOf(searchBases: readonly string[], tableBases: readonly string[] = []): string[] {
  const versions = searchBases.filter((base) => base !== "/").map(searchFilesOf);
  const tables = tableBases.map((base) => base.replace(/^\/|\/$/g, ""));
  return [...HASHED_DIRS, ...versions.flatMap((files) => [files.chunkDir, files.textDir]), ...tables];
}

/** The hashed folders of a site whose `_headers` lists `listed` (parseCachedDirs): the top-level ones are always among them. */
export function hashedDirsIn(listed: readonly string[]): string[] {
  return [...new Set([...HASHED_DIRS, ...listed])];
}

/** Whether a path from the site's root (`/docs/1.2/search-chunks/a.json`) is in one of `dirs`. */
export function isHashedPath(path: string, dirs: readonly string[]): boolean {
  return dirs.some((dir) => path.startsWith(`/${dir}/`));
}

/** Cache-Control of a file under a hashed name. */
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";

/** Cache-Control of everything else (pages, unhashed files, redirects, the 404 page): ask again each time. */
export const CACHE_REVALIDATE = "no-cache";

/** Security headers every response carries, under the site's own `_headers`. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
};
