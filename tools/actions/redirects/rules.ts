/**
 * `redirects.yaml`, read and checked: a mapping of old path → route, one rule a line
 *
 *     /docs/quick-starts: /docs/quick-starts/typescript/hello-world/
 *
 * Every problem is an error naming the file and line, and all of them are reported at once:
 * YAML that does not parse or is not such a mapping, a source that is a page of the site
 * (a doc route, `/`, `/search`, or one of the site's own files), a source given twice
 * (with or without a trailing slash, `.html` or `/index.html` count as the same), a target
 * that is not a route of the site, and chains and loops (a target that is itself
 * redirected): chains are refused, not flattened, so that each rule says where a reader
 * ends up. Targets outside the site are refused too. On a site with docs versions, every
 * version's pages count: a source on one is refused, naming its version, and a target may be
 * any version's page; no source may lie in a version's own folders (its search files).
 *
 * The build declares each source's page before this file is read (a repository rule
 * reads its top-level keys, tools/rules/private/redirects_repository.bzl), so the
 * sources read here must be the ones it declared.
 */
import { isMap, isScalar, LineCounter, parseDocument, type Node } from "yaml";
import type { Redirect } from "../../../contracts/redirectsFile";
import { CONTENT_FILE_DIR, routeKey } from "../../../contracts/paths";
import { SEARCH_CHUNK_DIR, SEARCH_TEXT_DIR } from "../../../contracts/searchIndex";

/** A rule and the line it is written on. */
export interface RedirectRule extends Redirect {
  line: number;
}

/** The file cannot be used; the message lists every problem, one `file:line: error: …` a line. */
export class RedirectsError extends Error {}

/**
 * First path segments that belong to the site's own files (twin of RESERVED_SEGMENTS in
 * tools/rules/private/redirects.bzl). `_`-prefixed ones (`_page`, `_site`…) too.
 */
export const RESERVED_SEGMENTS = ["assets", "img", SEARCH_CHUNK_DIR, SEARCH_TEXT_DIR, CONTENT_FILE_DIR];

/** Routes of the site's own pages, besides the docs. */
const SITE_ROUTES = ["/", "/search"];

type Problem = [line: number, message: string];

/** What the site holds besides its doc routes: where its docs versions' pages and own files are. */
export interface SiteFolders {
  /** The docs version of a page, by route key (on a site with cut versions). */
  versionOf?: ReadonlyMap<string, string>;
  /** The versions' own files and folders (`/docs/1.2/search-chunks`, contracts/versions.ts versionOwnPaths). */
  ownPaths?: readonly string[];
}

/** Reads the rules of `text`; `file` names it in errors. */
export function parseRedirects(file: string, text: string): RedirectRule[] {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: false });
  const lineOf = (node: Node | null | undefined): number => (node?.range ? lines.linePos(node.range[0]).line : 1);
  if (doc.errors.length > 0) {
    const line = doc.errors[0].linePos?.[0]?.line ?? 1;
    fail(file, [[line, `not valid YAML: ${doc.errors[0].message.split("\n")[0]}`]]);
  }
  if (doc.contents === null || (isScalar(doc.contents) && doc.contents.value === null)) return [];
  if (!isMap(doc.contents))
    fail(file, [[lineOf(doc.contents), "expected a mapping of old path to route (`/from: /to`)"]]);
  const rules: RedirectRule[] = [];
  const problems: Problem[] = [];
  for (const pair of doc.contents.items) {
    const key = pair.key as Node | null;
    const value = pair.value as Node | null;
    const line = lineOf(key);
    if (!isScalar(key) || typeof key.value !== "string" || !isScalar(value) || typeof value.value !== "string") {
      problems.push([line, "each rule is a path and a route, both strings (`/from: /to`)"]);
    } else if (lineOf(value) !== line) {
      problems.push([line, "write each rule on one line (`/from: /to`)"]);
    } else {
      rules.push({ from: key.value, to: value.value, line });
    }
  }
  if (problems.length > 0) fail(file, problems);
  return rules;
}

/**
 * Checks `rules` against the site's doc routes (every docs version's) and the sources the
 * build declared pages for; throws a RedirectsError listing every problem.
 */
export function checkRedirects(
  file: string,
  rules: readonly RedirectRule[],
  docRoutes: readonly string[],
  declared: readonly string[],
  site: SiteFolders = {},
): void {
  const routes = new Set([...docRoutes, ...SITE_ROUTES].map(routeKey));
  const sources = new Map<string, RedirectRule>();
  const problems: Problem[] = [];
  for (const rule of rules) {
    const first = sources.get(routeKey(rule.from));
    if (first) problems.push([rule.line, `${rule.from} is redirected twice (first on line ${first.line})`]);
    else sources.set(routeKey(rule.from), rule);
  }
  for (const rule of rules) {
    const problem = sourceProblem(rule.from, routes, site) ?? targetProblem(rule, routes, sources);
    if (problem) problems.push([rule.line, problem]);
  }
  const declaredKeys = new Set(declared.map(routeKey));
  for (const rule of rules) {
    if (!declaredKeys.has(routeKey(rule.from)) && !problems.some(([line]) => line === rule.line))
      problems.push([
        rule.line,
        `the build did not read ${rule.from} as a source: write the rule on one line, unindented`,
      ]);
  }
  if (problems.length > 0) fail(file, problems);
}

function sourceProblem(from: string, routes: ReadonlySet<string>, site: SiteFolders): string | null {
  if (!from.startsWith("/") || from.startsWith("//")) return `source ${from} is not a path from the site's root`;
  if (/[?#\s]/.test(from)) return `source ${from} is a path only: no query, anchor or space (the reader's are kept)`;
  const key = routeKey(from);
  if (routes.has(key)) {
    const version = site.versionOf?.get(key);
    return `source ${from} is a page of ${version ? `docs version ${version}` : "the site"}: a redirect cannot hide it`;
  }
  const first = from.split("/")[1];
  if (first.startsWith("_") || RESERVED_SEGMENTS.includes(first))
    return `source ${from} is among the site's own files (/${first}/)`;
  const own = site.ownPaths?.find((path) => key === path || key.startsWith(`${path}/`));
  if (own) return `source ${from} is among the site's own files (${own})`;
  return null;
}

function targetProblem(
  rule: RedirectRule,
  routes: ReadonlySet<string>,
  sources: ReadonlyMap<string, RedirectRule>,
): string | null {
  const { from, to } = rule;
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(to)) return `target ${to} is outside the site: targets are routes of this site`;
  if (/[?#]/.test(to)) return `target ${to} is a route only: no query or anchor (the reader's are kept)`;
  if (routeKey(to) === routeKey(from)) return `${from} redirects to itself`;
  const next = sources.get(routeKey(to));
  if (next) {
    const kind = routeKey(next.to) === routeKey(from) ? "a loop" : "a chain";
    return `${from} → ${to} → ${next.to} is ${kind} (${to} is redirected on line ${next.line}): point each source at the final route`;
  }
  if (!routes.has(routeKey(to))) return `target ${to} is not a route of the site (a doc, / or /search)`;
  return null;
}

function fail(file: string, problems: Problem[]): never {
  const sorted = [...problems].sort((a, b) => a[0] - b[0]);
  throw new RedirectsError(sorted.map(([line, message]) => `${file}:${line}: error: ${message}`).join("\n"));
}
