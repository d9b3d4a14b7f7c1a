/**
 * Side by side: the same requests to two servers of one built site (the preview server and
 * nginx with the generated server block), and what differs in status, headers and body.
 * The URL list comes from the site itself: pages in each spelling, hashed and unhashed
 * files, missing paths, and every `_redirects` source (one with a query).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseRedirectsFile } from "../../../contracts/redirectsFile";

/** The headers both servers must agree on (ETag and Last-Modified are each server's own). */
export const COMPARED_HEADERS = [
  "content-type",
  "cache-control",
  "content-encoding",
  "location",
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
];

export interface Answer {
  status: number;
  headers: Record<string, string | undefined>;
  /** The body, decoded from its content encoding. */
  body: Buffer;
}

/** The first file under `dir` (relative to `root`) whose path matches, as a URL path. */
function firstFile(root: string, dir: string, pattern: RegExp): string[] {
  try {
    const name = readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((n) => pattern.test(n))
      .sort()[0];
    return name ? [`/${dir}/${name}`] : [];
  } catch {
    return [];
  }
}

/** The URLs to compare for the site in `root`. */
export function urlsToCompare(root: string): string[] {
  const pages = ["/docs/concepts/tasks", "/docs/faq/", "/docs/"].flatMap((route) => {
    const key = route.replace(/\/$/, "");
    return [key, `${key}/`, `${key}.html`, `${key}/index.html`];
  });
  const redirects = parseRedirectsFile(readFileSync(join(root, "_redirects"), "utf8"));
  const sources = redirects.flatMap(({ from }, i) =>
    i === 0 ? [from, `${from}/`, `${from}.html`, `${from}?q=tasks&x=%20y`, `${from}/?q=1#top`] : [from],
  );
  return [
    "/",
    "/index.html",
    ...pages,
    "/search",
    "/search?q=tasks",
    ...firstFile(root, "assets", /\.js$/),
    ...firstFile(root, "assets", /\.css$/),
    ...firstFile(root, "search-chunks", /\.json$/),
    ...firstFile(root, "_site", /\.json$/),
    "/search-manifest.json",
    "/_page/docs/concepts/tasks.json",
    "/_redirect.js",
    ...firstFile(root, "content-files", /\.svg$/),
    "/img/favicon.svg",
    "/img/social-card.png",
    "/404.html",
    "/no/such/page",
    "/docs/concepts/nope.html",
    "/assets/missing.js",
    "/docs/concepts/tasks/extra/",
    ...sources,
  ];
}

/** What differs between two answers to one URL, one line each; [] when they agree. */
export function differences(a: Answer, b: Answer): string[] {
  const found: string[] = [];
  if (a.status !== b.status) found.push(`status ${a.status} ≠ ${b.status}`);
  for (const name of COMPARED_HEADERS) {
    // A redirect's body is each server's own short note, and so is its type (nginx's has no charset).
    if (a.status === 301 && name === "content-type") continue;
    if (a.headers[name] !== b.headers[name]) found.push(`${name}: ${a.headers[name]} ≠ ${b.headers[name]}`);
  }
  if (a.status !== 301 && !a.body.equals(b.body)) found.push(`body: ${a.body.length} bytes ≠ ${b.body.length} bytes`);
  return found;
}
