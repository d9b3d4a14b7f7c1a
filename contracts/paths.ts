/**
 * Routes and URLs: the one home for how a doc file becomes a route, how a browser
 * pathname is matched to a route, and where a route's lazy page data lives.
 * Used by the build (doc compiler, prerender, server) and by the client.
 */
import { SEARCH_TEXT_DIR } from "./searchIndex";

/** `docs/concepts/tasks.md` → `/docs/concepts/tasks`; `docs/faq/index.md` → `/docs/faq/`. */
export function routeFromDocPath(relPath: string): string {
  const withoutExt = relPath.replace(/\.mdx?$/, "");
  if (withoutExt === "index") return "/";
  if (withoutExt.endsWith("/index")) return "/" + withoutExt.slice(0, -"index".length);
  return "/" + withoutExt;
}

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
 * The folder of a route's section texts for search snippets: a sibling of its
 * subpages' folders, never their parent (`docs/faq.texts/`, `docs/faq/setup.texts/`).
 */
export function textDirOf(route: string): string {
  const key = routeKey(route);
  return `${SEARCH_TEXT_DIR}/${key === "/" ? "index" : key.slice(1)}.texts`;
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
