/**
 * The `_headers` file of the built site: the format static hosts such as Netlify and
 * Cloudflare Pages read, and our preview server too. The site writes it (its security
 * headers, site/server/securityHeaders.ts, in the `/*` block for every path), then a block
 * per folder of content-hashed files that caches them for good; hosts merge the blocks that
 * match a path. The servers read the `/*` block, and the cached folders.
 */
import { CACHE_IMMUTABLE } from "./hosting";

/** The file for headers that apply to every path. */
export function formatHeadersFile(headers: [name: string, value: string][]): string {
  return ["/*", ...headers.map(([name, value]) => `  ${name}: ${value}`), ""].join("\n");
}

/** Reads the `/*` block of a `_headers` file. */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inBlock = false;
  for (const line of text.split("\n")) {
    if (!line.startsWith(" ") && line.trim()) inBlock = line.trim() === "/*";
    else if (inBlock && line.includes(":")) {
      const at = line.indexOf(":");
      headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return headers;
}

/** The blocks that cache the files of `dirs` (folders from the site's root, hashedDirsOf) for good. */
export function formatCacheBlocks(dirs: readonly string[]): string {
  return dirs.map((dir) => `/${dir}/*\n  Cache-Control: ${CACHE_IMMUTABLE}\n`).join("");
}

/** The folders a `_headers` file caches for good: its `/<dir>/*` blocks whose Cache-Control is immutable. */
export function parseCachedDirs(text: string): string[] {
  const dirs: string[] = [];
  let dir: string | null = null;
  for (const line of text.split("\n")) {
    if (!line.startsWith(" ") && line.trim()) dir = /^\/(.+)\/\*$/.exec(line.trim())?.[1] ?? null;
    else if (dir && line.trim() === `Cache-Control: ${CACHE_IMMUTABLE}`) dirs.push(dir);
  }
  return dirs;
}
