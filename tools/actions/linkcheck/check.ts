/**
 * The site-wide link check: broken links, broken markdown links, broken anchors and
 * duplicate routes. These are warnings (the spec says so), reported per file with the
 * line and, for a broken link, the closest existing route; on a site with docs versions,
 * the version that lacks the page and where another has it (versionedLinks.ts).
 */
import { closest } from "fastest-levenshtein";
import type { LinkFacts } from "../../../contracts/data";
import { routeKey } from "../../../contracts/paths";
import { type LinkVersion, VersionedTargets } from "./versionedLinks";

export type ProblemKind = "broken link" | "broken markdown link" | "broken anchor" | "duplicate route" | "doc warning";

export interface Problem {
  file: string;
  line: number;
  kind: ProblemKind;
  message: string;
}

/** Routes the site has besides docs. */
const SITE_ROUTES = ["/", "/search", "/docs"];

/** `versions`: the site's docs versions, in Docusaurus's order (none, or one: an unversioned site). */
export function checkLinks(pages: LinkFacts[], versions: readonly LinkVersion[] = []): Problem[] {
  const problems: Problem[] = [];
  const byRoute = new Map<string, LinkFacts>();
  // A draft left out of the build has no page: links to it are broken, its own are not checked.
  const drafts = new Map(pages.filter((page) => page.draft).map((page) => [routeKey(page.route), page.source]));
  for (const page of [...pages].filter((p) => !p.draft).sort((a, b) => (a.source < b.source ? -1 : 1))) {
    const key = routeKey(page.route);
    const owner = byRoute.get(key);
    if (owner) {
      problems.push({
        file: page.source,
        line: 1,
        kind: "duplicate route",
        message: `duplicate route ${page.route}: ${owner.source} already has it, so this doc is not reachable`,
      });
    } else {
      byRoute.set(key, page);
    }
  }
  const allRoutes = [...byRoute.values()].map((p) => p.route);
  const versioned = new VersionedTargets(versions, allRoutes);

  // What the doc compiler noticed in a doc (a front matter key not applied, an unknown code language).
  for (const page of pages)
    for (const note of page.notes ?? [])
      problems.push({ file: page.source, line: note.line, kind: "doc warning", message: note.message });
  for (const page of byRoute.values()) {
    const ownAnchors = new Set(page.anchors);
    for (const link of page.links) {
      const hashAt = link.href.indexOf("#");
      const path = hashAt < 0 ? link.href : link.href.slice(0, hashAt);
      const anchor = hashAt < 0 ? "" : decodeURIComponent(link.href.slice(hashAt + 1));
      const pathOnly = path.split("?")[0];
      if (pathOnly === "") {
        if (anchor && !ownAnchors.has(anchor))
          problems.push(brokenAnchor(page.source, link.line, link.href, page.route));
        continue;
      }
      const target = byRoute.get(routeKey(pathOnly));
      if (!target) {
        if (SITE_ROUTES.includes(routeKey(pathOnly))) continue;
        const kind = link.markdown ? "broken markdown link" : "broken link";
        const why = whyBroken(pathOnly, link.doc, drafts, versioned, allRoutes);
        problems.push({ file: page.source, line: link.line, kind, message: `${kind} ${link.href}${why}` });
      } else if (anchor && !target.anchors.includes(anchor)) {
        problems.push(brokenAnchor(page.source, link.line, link.href, target.route));
      }
    }
  }
  return problems.sort((a, b) => (a.file !== b.file ? (a.file < b.file ? -1 : 1) : a.line - b.line));
}

/** Why a link's target is no page: a draft left out, the docs version that lacks it, else the closest route. */
function whyBroken(
  path: string,
  doc: string | undefined,
  drafts: ReadonlyMap<string, string>,
  versioned: VersionedTargets,
  allRoutes: string[],
): string {
  const draft = drafts.get(routeKey(path));
  if (draft) return ` (${draft} is a draft, left out of this build)`;
  const lacking = versioned.missing(path, doc);
  if (lacking) return `: ${lacking}`;
  return allRoutes.length > 0 ? ` (did you mean ${closest(path, allRoutes)}?)` : "";
}

function brokenAnchor(file: string, line: number, href: string, route: string): Problem {
  return {
    file,
    line,
    kind: "broken anchor",
    message: `broken anchor ${href}: no heading or element with that id on ${route}`,
  };
}

/** What a broken link or anchor does: "warn" (the spec's default) or "throw" (the build fails). */
export type Severity = "warn" | "throw";

const BROKEN: readonly ProblemKind[] = ["broken link", "broken markdown link", "broken anchor"];

/** Whether the problems fail the build at this severity (only broken links and anchors can). */
export function failsBuild(problems: Problem[], severity: Severity): boolean {
  return severity === "throw" && problems.some((p) => BROKEN.includes(p.kind));
}

/** One readable summary, grouped by file. Empty when there is nothing to say. */
export function formatProblems(problems: Problem[], severity: Severity = "warn"): string {
  if (problems.length === 0) return "";
  const counts = new Map<string, number>();
  for (const p of problems) counts.set(p.kind, (counts.get(p.kind) ?? 0) + 1);
  const summary = [...counts].map(([kind, n]) => `${n} ${kind}${n === 1 ? "" : "s"}`).join(", ");
  const fails = failsBuild(problems, severity);
  const lines = [
    fails
      ? `ERROR: ${summary} (onBrokenLinks is "throw": broken links and anchors fail the build):`
      : `WARNING: ${summary} (the build still succeeds):`,
  ];
  let file = "";
  for (const p of problems) {
    if (p.file !== file) {
      file = p.file;
      lines.push(`  ${file}`);
    }
    const level = severity === "throw" && BROKEN.includes(p.kind) ? "error" : "warning";
    lines.push(`    ${file}:${p.line}: ${level}: ${p.message}`);
  }
  return lines.join("\n") + "\n";
}
