/**
 * Where a doc's link goes: external hrefs as written, `.md` paths to their doc's route,
 * in-page anchors to the page of the API type that owns them, and whether link_check
 * should check the target.
 */
import { isExternalHref } from "../../../contracts/links";
import { resolveDocLink, routeFromDocPath } from "../../../contracts/paths";
import { anchorOwner } from "./apiAnchors";
import { staticPath, type FileFacts, type FilesBeside } from "./filesBeside";

export interface LinkContext {
  /** The linking doc's path under the content root. */
  docPath: string;
  /** Type id → route for anchors documented on other pages (the API reference). */
  anchorRoutes?: Record<string, string>;
  /** The files beside the docs that a relative link may name. */
  files?: FilesBeside;
  /** The linking doc's own route (its front matter may set it). */
  route?: string;
  /** A doc's route as the route table has it (slug, id), by its path under the content root. */
  routeOf?: (docPath: string) => string | undefined;
  /** Record the doc a `.md` link names (a docs version's doc: link_check names the doc its version lacks). */
  namesDocs?: boolean;
}

export interface LinkTarget {
  href: string;
  /** Checked by link_check: internal routes and anchors. */
  check: boolean;
  /** Written as a markdown path (`x.md`), not as a route. */
  markdown: boolean;
  /** A file beside the docs that the link names (its URL is `href`). */
  file?: FileFacts;
  /** A relative path that names no doc and no file beside the docs (under the content root). */
  missingFile?: string;
  /** The doc a `.md` link names, by its path under the content root (with `namesDocs`). */
  doc?: string;
}

export function resolveHref(href: string, context: LinkContext): LinkTarget {
  if (isExternalHref(href)) return { href, check: false, markdown: false };
  const hashAt = href.indexOf("#");
  const path = hashAt < 0 ? href : href.slice(0, hashAt);
  const hash = hashAt < 0 ? "" : href.slice(hashAt);
  if (path === "") return anchorTarget(hash, context);
  if (/\.mdx?$/.test(path)) {
    const docPath = path.startsWith("/") ? path.replace(/^\/+/, "") : resolveDocLink(context.docPath, path);
    const route = context.routeOf?.(docPath) ?? routeFromDocPath(docPath);
    return { href: route + hash, check: true, markdown: true, ...(context.namesDocs ? { doc: docPath } : {}) };
  }
  if (!path.startsWith("/") && /\.[a-z0-9]+$/i.test(path)) {
    // `./run-tests.png`, `../files/x.zip`: a file beside the docs, served under a hashed name.
    const contentPath = resolveDocLink(context.docPath, path);
    const file = context.files?.lookup(contentPath);
    if (file) return { href: file.url + hash, check: false, markdown: false, file };
    return { href, check: false, markdown: false, missingFile: contentPath };
  }
  // `/img/logo.png`: the site's static/ folder (under the content root), as in Docusaurus.
  const inStatic = path.startsWith("/") ? context.files?.lookup(staticPath(path)) : undefined;
  if (inStatic) return { href: inStatic.url + hash, check: false, markdown: false, file: inStatic };
  return { href, check: path.startsWith("/") && !path.startsWith("/_"), markdown: false };
}

/** An in-page `#anchor`: on the page of the type that owns it, when that is another page. */
function anchorTarget(hash: string, context: LinkContext): LinkTarget {
  const target = context.anchorRoutes?.[anchorOwner(hash.slice(1), context.anchorRoutes)];
  if (target && target !== (context.route ?? routeFromDocPath(context.docPath)))
    return { href: target + hash, check: true, markdown: false };
  return { href: hash, check: true, markdown: false };
}
