/**
 * The preview server for the deployable folder: 127.0.0.1 only, `.html` and
 * `/index.html` stripped to reach a page, the not-found page for unmatched paths, and
 * the rules of its `_redirects` answered with a 301 that keeps the query, and
 * nothing outside the folder reachable (every candidate path is resolved and must stay
 * inside the root, after percent-decoding and with symlinks resolved). Text is sent
 * compressed when the client accepts it (compression.ts).
 */
import { createHash } from "node:crypto";
import { createReadStream, readFileSync, realpathSync, statSync, type Stats } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { dirname, extname, join, sep } from "node:path";
import {
  BASE_SECURITY_HEADERS,
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  CONTENT_TYPES,
  DEFAULT_CONTENT_TYPE,
  hashedDirsIn,
  isHashedPath,
} from "../../../contracts/hosting";
import { parseCachedDirs, parseHeadersFile } from "../../../contracts/headersFile";
import { escapeHtml } from "../../../contracts/html";
import { stripHtmlSuffix } from "../../../contracts/paths";
import {
  indexRedirects,
  REDIRECT_STATUS,
  REDIRECTS_FILE,
  redirectLocation,
  parseRedirectsFile,
  type Redirect,
} from "../../../contracts/redirectsFile";
import { chooseEncoding, CompressedCache, compress, isCompressible, type Encoding } from "./compression";

export interface ServeOptions {
  root: string;
  /** Extra headers for every response (e.g. a Content-Security-Policy). */
  headers?: Record<string, string>;
  /** Rewrites every HTML response (watch mode injects its reload client). */
  transformHtml?: (html: string) => string;
  /** Answers some requests before the files do (watch mode's event stream); true if handled. */
  intercept?: (request: IncomingMessage, response: ServerResponse) => boolean;
}

/** The file inside `root` for a URL path, or null. Never a path outside `root`. */
export function resolveFile(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return null;
  const segments = decoded.split("/");
  if (segments.some((s) => s === ".." || s === ".")) return null;
  const candidates = [decoded];
  if (decoded.endsWith("/")) candidates.push(decoded + "index.html");
  else candidates.push(decoded + "/index.html");
  const stripped = stripHtmlSuffix(decoded);
  if (stripped !== decoded)
    candidates.push(stripped.endsWith("/") ? stripped + "index.html" : stripped + "/index.html");
  for (const candidate of candidates) {
    const file = inside(root, join(root, candidate));
    if (file) return file;
  }
  return null;
}

function inside(root: string, path: string): string | null {
  try {
    const real = realpathSync(path);
    if (real !== root && !real.startsWith(root + sep)) return null;
    return statSync(real).isFile() ? real : null;
  } catch {
    return null;
  }
}

/**
 * The folder's real location. In Bazel runfiles the folder is a tree of symlinks into
 * bazel-out, so the real root is where its index.html really lives; symlinks that lead
 * anywhere else stay unreachable.
 */
function realRoot(dir: string): string {
  try {
    return dirname(realpathSync(join(dir, "index.html")));
  } catch {
    return realpathSync(dir);
  }
}

/** A file of the site read through `parse`, read again when its mtime changes; `empty` when there is none. */
function siteFileReader<T>(name: string, parse: (text: string) => T, empty: T): (root: string) => T {
  const cache = new Map<string, { mtimeMs: number; value: T }>();
  return (root) => {
    const file = join(root, name);
    try {
      const { mtimeMs } = statSync(file);
      const cached = cache.get(file);
      if (cached && cached.mtimeMs === mtimeMs) return cached.value;
      const value = parse(readFileSync(file, "utf8"));
      cache.set(file, { mtimeMs, value });
      return value;
    } catch {
      return empty;
    }
  };
}

const siteHeaders = siteFileReader<Record<string, string>>("_headers", parseHeadersFile, {});
// The content-hashed folders, cached for good: those `_headers` lists (each docs version's search folders too).
const siteHashedDirs = siteFileReader<string[]>(
  "_headers",
  (text) => hashedDirsIn(parseCachedDirs(text)),
  hashedDirsIn([]),
);
const siteRedirects = siteFileReader<ReadonlyMap<string, Redirect>>(
  REDIRECTS_FILE,
  (text) => indexRedirects(parseRedirectsFile(text)),
  new Map(),
);

function etagOf(stats: Stats): string {
  return (
    '"' + createHash("sha1").update(`${stats.size}-${stats.mtimeMs}-${stats.ino}`).digest("hex").slice(0, 16) + '"'
  );
}

export function createSiteServer(options: ServeOptions): Server {
  return createServer(siteRequestHandler(options));
}

/** The server's request handler: for node:http, or node:http2's compatibility API (the perf server). */
export function siteRequestHandler(
  options: ServeOptions,
): (request: IncomingMessage, response: ServerResponse) => void {
  const compressed = new CompressedCache();
  return (request: IncomingMessage, response: ServerResponse) => {
    if (options.intercept?.(request, response)) return;
    let headers = { ...BASE_SECURITY_HEADERS, ...options.headers };
    // Resolved per request: a rebuild replaces the folder.
    let root: string;
    try {
      root = realRoot(options.root);
    } catch {
      sendNotBuilt(response, headers, options);
      return;
    }
    const notFound = join(root, "404.html");
    // The site's own `_headers` (its Content-Security-Policy) applies as a host would apply it.
    headers = { ...headers, ...siteHeaders(root), ...options.headers };
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { ...headers, Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
      response.end("Method Not Allowed\n");
      return;
    }
    const [path, search] = splitUrl(request.url ?? "/");
    if (sendRedirect(response, request, headers, siteRedirects(root), path, search)) return;
    const file = path.startsWith("/") ? resolveFile(root, path) : null;
    const status = file ? 200 : 404;
    const target = file ?? notFound;
    let stats: Stats;
    try {
      stats = statSync(target);
    } catch {
      response.writeHead(404, { ...headers, "Content-Type": "text/plain; charset=utf-8" });
      response.end("Not Found\n");
      return;
    }
    const type = CONTENT_TYPES[extname(target)] ?? DEFAULT_CONTENT_TYPE;
    const encoding = chooseEncoding(request, type, stats.size);
    // Cached for good: a file of a content-hashed folder, by its path from the site's root.
    const hashed = file !== null && isHashedPath(file.slice(root.length).split(sep).join("/"), siteHashedDirs(root));
    const common = representationHeaders(headers, hashed, type, stats, encoding);
    if (status === 200 && request.headers["if-none-match"] === common.ETag) {
      response.writeHead(304, common);
      response.end();
      return;
    }
    if (options.transformHtml && target.endsWith(".html")) {
      const html = Buffer.from(options.transformHtml(readFileSync(target, "utf8")));
      send(
        response,
        request,
        status,
        { ...common, "Cache-Control": "no-store" },
        encoding ? compress(html, encoding) : html,
      );
    } else if (encoding) {
      send(
        response,
        request,
        status,
        common,
        compressed.get(target, `${stats.size}-${stats.mtimeMs}`, encoding, () => readFileSync(target)),
      );
    } else {
      response.writeHead(status, { ...common, "Content-Length": stats.size });
      if (request.method === "HEAD") response.end();
      else createReadStream(target).pipe(response);
    }
  };
}

/** A request's path (no fragment) and its query string as sent (`""` or `?…`). */
function splitUrl(url: string): [path: string, search: string] {
  const noFragment = url.split("#")[0];
  const at = noFragment.indexOf("?");
  return at < 0 ? [noFragment, ""] : [noFragment.slice(0, at), noFragment.slice(at)];
}

/**
 * Answers a request whose path is a source of the site's `_redirects` as hosts do: 301 to
 * the target with the query kept (a source matches as routes do: trailing slash, `.html`).
 * True when it answered.
 */
function sendRedirect(
  response: ServerResponse,
  request: IncomingMessage,
  headers: Record<string, string>,
  redirects: ReadonlyMap<string, Redirect>,
  path: string,
  search: string,
): boolean {
  if (redirects.size === 0 || !path.startsWith("/")) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  const location = redirectLocation(redirects, decoded, search);
  if (location === null) return false;
  const link = escapeHtml(location);
  const body = Buffer.from(`<!doctype html><title>Moved</title><p>Moved to <a href="${link}">${link}</a>.</p>\n`);
  send(
    response,
    request,
    REDIRECT_STATUS,
    { ...headers, Location: location, "Cache-Control": CACHE_REVALIDATE, "Content-Type": CONTENT_TYPES[".html"] },
    body,
  );
  return true;
}

/** The 503 answer while the folder does not exist yet (watch mode's first build). */
function sendNotBuilt(response: ServerResponse, headers: Record<string, string>, options: ServeOptions): void {
  response.writeHead(503, { ...headers, "Content-Type": "text/html; charset=utf-8" });
  response.end(
    options.transformHtml
      ? options.transformHtml(
          "<!doctype html><title>Building…</title><body><p>The site has not been built yet.</p></body>",
        )
      : "Not built yet\n",
  );
}

/**
 * The headers of one representation of a file (as is, or in `encoding`): its type,
 * validators, caching (for ever when `hashed`: under a content-hashed name) and encoding.
 */
function representationHeaders(
  headers: Record<string, string>,
  hashed: boolean,
  type: string,
  stats: Stats,
  encoding: Encoding | null,
): Record<string, string> {
  // Each encoding is its own representation: its own ETag.
  const etag = encoding ? etagOf(stats).replace(/"$/, `-${encoding}"`) : etagOf(stats);
  return {
    ...headers,
    "Content-Type": type,
    ETag: etag,
    "Last-Modified": stats.mtime.toUTCString(),
    "Cache-Control": hashed ? CACHE_IMMUTABLE : CACHE_REVALIDATE,
    ...(isCompressible(type) ? { Vary: "Accept-Encoding" } : {}),
    ...(encoding ? { "Content-Encoding": encoding } : {}),
  };
}

function send(
  response: ServerResponse,
  request: IncomingMessage,
  status: number,
  headers: Record<string, string>,
  body: Buffer,
): void {
  response.writeHead(status, { ...headers, "Content-Length": body.length });
  response.end(request.method === "HEAD" ? undefined : body);
}
