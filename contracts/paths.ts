/**
 * Routes and URLs: the one home for how a doc file becomes a route, how a browser
 * pathname is matched to a route, and where a route's lazy page data lives.
 * Used by the build (doc compiler, prerender, server) and by the client.
 */

/** What a doc's front matter says about its route (Docusaurus's `slug`, `id` and `parse_number_prefixes`). */
export interface RouteFrontMatter {
  slug?: string;
  id?: string;
  parseNumberPrefixes?: boolean;
}

/**
 * A doc's route, by Docusaurus's rules, so that a docs folder written for it keeps its URLs.
 * The first folder is the docs folder (`docs/` → `/docs`); below it, number prefixes come
 * off every folder (`01-guides/` → `guides/`) and off the file's name, which front matter
 * `id` replaces. `index`, `README` and a file named as its folder stand for the folder
 * (`docs/faq/index.md` → `/docs/faq/`). A `slug` starting with `/` is taken from the docs
 * folder's route, any other from the doc's folder.
 * The build's Starlark twin is route_of in tools/rules/private/site_layout.bzl.
 */
export function routeFromDocPath(docPath: string, frontMatter: RouteFrontMatter = {}): string {
  const folders = docPath.split("/");
  const file = (folders.pop() ?? "").replace(/\.mdx?$/, "");
  const base = folders.length > 0 ? "/" + folders.shift() : "";
  const folderSlug = "/" + folders.map((folder) => splitNumberPrefix(folder).name + "/").join("");
  const { slug, id, parseNumberPrefixes } = frontMatter;
  if (slug?.startsWith("/")) return base + slug;
  const parent = folders.length > 0 ? folders[folders.length - 1].toLowerCase() : undefined;
  const lower = file.toLowerCase();
  if (slug === undefined && (lower === "index" || lower === "readme" || lower === parent)) return base + folderSlug;
  const name = parseNumberPrefixes === false ? file : splitNumberPrefix(file).name;
  return base + resolveSlug(folderSlug, slug ?? id ?? name);
}

/** `relative` (`x`, `./x`, `../x`, `x/`) from the folder route `from` (`/guides/`). */
function resolveSlug(from: string, relative: string): string {
  const parts = from.split("/").filter(Boolean);
  for (const segment of relative.split("/")) {
    if (segment === "..") parts.pop();
    else if (segment !== "." && segment !== "") parts.push(segment);
  }
  return "/" + parts.join("/") + (relative.endsWith("/") && parts.length > 0 ? "/" : "");
}

/**
 * `02-setup` → {name: "setup", prefix: 2}, as Docusaurus reads number prefixes on file and
 * folder names. Dates (`2021-01-x`) and versions (`1.0-x`) are not prefixes.
 */
export function splitNumberPrefix(name: string): { name: string; prefix?: number } {
  if (/^\d+[-_.]\d/.test(name)) return { name };
  const match = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/.exec(name);
  return match ? { name: match[2], prefix: Number.parseInt(match[1], 10) } : { name };
}

/**
 * Where categories' generated index pages live (Docusaurus's default place). The build
 * declares this folder for them before it knows their names (site_layout.bzl's twin).
 */
export const GENERATED_INDEX_DIR = "/docs/category/";

/** Strips a trailing `.html` or `/index.html` (the spec's rule) and an empty result becomes `/`. */
export function stripHtmlSuffix(pathname: string): string {
  const stripped = pathname.replace(/(?:\/index)?\.html$/, "");
  return stripped === "" ? "/" : stripped;
}

/** The key two pathnames share when they reach the same route: `/docs/faq` and `/docs/faq/` match. */
export function routeKey(pathname: string): string {
  const path = stripHtmlSuffix(pathname);
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** Where the prerendered HTML of a route lives inside `dist/`. */
export function htmlFileOf(route: string): string {
  const key = routeKey(route);
  return key === "/" ? "index.html" : key.slice(1) + "/index.html";
}

/** Where a doc is served as Markdown (llms.txt links there): its route plus `.md` (`/docs/faq/` → `/docs/faq.md`). */
export function markdownUrlOf(route: string): string {
  const key = routeKey(route);
  return (key === "/" ? "/index" : key) + ".md";
}

/** The route-addressed (unhashed) JSON a client fetches to show a route without a reload. */
export function pageDataUrl(route: string): string {
  const key = routeKey(route);
  return "/_page" + (key === "/" ? "/index" : key) + ".json";
}

/** Same as pageDataUrl, as a path inside `dist/`. */
export function pageDataFileOf(route: string): string {
  return pageDataUrl(route).slice(1);
}

/**
 * Where files beside the docs (images, downloads) are served: `content-files/<folder>/`,
 * each named by a hash of its bytes, so that hosts may cache them for good. The folder's
 * path is one segment (`docs~concepts`): the build makes one output folder per content
 * folder, and none may hold another.
 */
export const CONTENT_FILE_DIR = "content-files";

/** The folder, inside `dist/`, of the files beside the docs of `folder` (a path under content/). */
export function contentFileDirOf(folder: string): string {
  return `${CONTENT_FILE_DIR}/${folder ? folder.replaceAll("/", "~") : "~"}`;
}

/** Resolves `target` (a relative `.md` link) against the doc at `fromDocPath`. */
export function resolveDocLink(fromDocPath: string, target: string): string {
  const parts = fromDocPath.split("/").slice(0, -1);
  for (const segment of target.split("/")) {
    if (segment === "..") parts.pop();
    else if (segment !== "." && segment !== "") parts.push(segment);
  }
  return parts.join("/");
}

/** The search context of a route: 'docs/api' for the API reference, '' for everything else. */
export function searchContextOf(pathname: string): string {
  const uri = pathname.replace(/^\/+/, "");
  return uri === "docs/api" || uri.startsWith("docs/api/") ? "docs/api" : "";
}
