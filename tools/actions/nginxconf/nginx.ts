/**
 * An nginx server block that serves the built site as the preview server does
 * (tools/dev/serve), for teams that host it themselves. Made from the site's `_headers`
 * (every response carries them) and `_redirects` (a 301 per source, in each of the
 * spellings that reach a route, the query kept), with the rules both servers share
 * (contracts/hosting.ts): content types, immutable caching of content-hashed folders (those
 * `_headers` lists, each docs version's search folders included) and
 * `no-cache` for the rest; `.html` and `/index.html` stripped and a trailing slash optional,
 * as the spec asks; the 404 page with status 404; gzip (Debian's nginx has no brotli
 * module unless libnginx-mod-http-brotli-filter is installed).
 *
 * nginx gives a location's own `add_header` lines instead of the server's, never both, so
 * the hashed folders repeat every header.
 */
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  CONTENT_TYPES,
  DEFAULT_CONTENT_TYPE,
  hashedDirsIn,
  BASE_SECURITY_HEADERS,
  isCompressible,
  COMPRESS_MIN_BYTES,
} from "../../../contracts/hosting";
import { routeKey } from "../../../contracts/paths";
import type { Redirect } from "../../../contracts/redirectsFile";

export interface NginxInput {
  /** The `/*` headers of `_headers`. */
  headers: Record<string, string>;
  redirects: readonly Redirect[];
  /** The hashed folders `_headers` lists (parseCachedDirs); the top-level ones are cached in any case. */
  hashedDirs?: readonly string[];
}

/** The placeholders a team sets: where nginx listens and the folder holding the site's files. */
export const LISTEN_LINE = "    listen 8080;";
export const ROOT_LINE = "    root /var/www/site;";

/** A value nginx takes inside double quotes as written: no quote, backslash, `$` or control character. */
function quoted(what: string, value: string): string {
  if (/["\\$\p{Cc}]/u.test(value))
    throw new Error(`${what} cannot be written in nginx's configuration: ${JSON.stringify(value)}`);
  return `"${value}"`;
}

function headerLines(headers: Record<string, string>, cacheControl: string, indent: string): string[] {
  return [...Object.entries(headers), ["Cache-Control", cacheControl] as const].map(
    ([name, value]) => `${indent}add_header ${name} ${quoted(`header ${name}`, value)} always;`,
  );
}

/**
 * The `types` block: the content types both servers send. The charset goes through nginx's
 * `charset` (a type written with it would no longer match `gzip_types` or text/html).
 */
function typeLines(): string[] {
  const byType = new Map<string, string[]>();
  for (const [ext, type] of Object.entries(CONTENT_TYPES)) {
    const bare = type.split(";")[0];
    byType.set(bare, [...(byType.get(bare) ?? []), ext.slice(1)]);
  }
  // text/html always has it; nginx warns when it is listed.
  const withCharset = [
    ...new Set(
      Object.values(CONTENT_TYPES)
        .filter((t) => /charset=utf-8/.test(t))
        .map((t) => t.split(";")[0]),
    ),
  ].filter((t) => t !== "text/html");
  return [
    "    types {",
    ...[...byType].map(([type, exts]) => `        ${type} ${exts.join(" ")};`),
    "    }",
    `    default_type ${DEFAULT_CONTENT_TYPE};`,
    "    charset utf-8;",
    `    charset_types ${withCharset.join(" ")};`,
  ];
}

/** Every spelling that reaches a route: with and without a trailing slash, `.html`, `/index.html`. */
export function spellingsOf(source: string): string[] {
  const key = routeKey(source);
  return key === "/" ? ["/", "/index.html"] : [key, `${key}/`, `${key}.html`, `${key}/index.html`];
}

function redirectLines(redirects: readonly Redirect[]): string[] {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const { from, to } of redirects) {
    const target = quoted(`target ${to}`, encodeURI(to));
    for (const path of spellingsOf(from)) {
      if (seen.has(path)) continue;
      seen.add(path);
      // $is_args$args: the query as it came ("?" and it, or nothing).
      lines.push(
        `    location = ${quoted(`source ${from}`, path)} { return 301 ${target.slice(0, -1)}$is_args$args"; }`,
      );
    }
  }
  return lines;
}

export function nginxServerBlock({ headers, redirects, hashedDirs = [] }: NginxInput): string {
  const siteHeaders = { ...BASE_SECURITY_HEADERS, ...headers };
  const compressible = [...new Set(Object.values(CONTENT_TYPES).map((t) => t.split(";")[0]))]
    // nginx always compresses text/html and refuses it in the list.
    .filter((t) => t !== "text/html" && isCompressible(t))
    .sort();
  return [
    "# nginx server block for the built site, generated from its _headers and _redirects by the",
    "# build (tools/actions/nginxconf). Put it inside `http { }`, set `listen` and `root` (the",
    "# folder holding the files of bazel-bin/dist), and add TLS as your host does. docs/hosting.md",
    "server {",
    LISTEN_LINE,
    ROOT_LINE,
    "",
    "    # Location: /path, as the preview server sends it (and right behind a proxy).",
    "    absolute_redirect off;",
    "    server_tokens off;",
    ...typeLines(),
    "",
    "    # Compression of text; images and fonts are compressed already.",
    "    gzip on;",
    "    gzip_comp_level 6;",
    `    gzip_min_length ${COMPRESS_MIN_BYTES};`,
    "    gzip_vary on;",
    `    gzip_types ${compressible.join(" ")};`,
    "",
    "    # Every response, 404s and redirects included: the site's _headers, and revalidation.",
    ...headerLines(siteHeaders, CACHE_REVALIDATE, "    "),
    "",
    "    error_page 404 /404.html;",
    "",
    "    # A route with or without its trailing slash.",
    "    location / {",
    "        try_files $uri $uri/index.html =404;",
    "    }",
    "",
    "    # A trailing .html or /index.html is stripped to reach the page.",
    "    location ~ ^(?<route>.*?)(?:/index)?\\.html$ {",
    "        try_files $uri $uri/index.html $route/index.html =404;",
    "    }",
    "",
    "    # Names made of a hash of the bytes: cached for good.",
    ...hashedDirsIn(hashedDirs).flatMap((dir) => [
      `    location ^~ /${dir}/ {`,
      "        try_files $uri =404;",
      ...headerLines(siteHeaders, CACHE_IMMUTABLE, "        "),
      "    }",
    ]),
    "",
    "    # _redirects: 301 to the route, the query kept.",
    ...redirectLines(redirects),
    "}",
    "",
  ].join("\n");
}
