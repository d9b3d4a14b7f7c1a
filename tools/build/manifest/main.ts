/**
 * Builds the route/title table (manifest.json) from the docs' sources and the sidebars
 * file, before any doc is compiled (each doc's action renders its HTML with the table).
 * Runs as a persistent worker that re-reads only the docs whose digest changed.
 * Args: --sidebars FILE --out FILE (DOC_PATH FILE)...
 */
import { readFileSync, writeFileSync } from "node:fs";
import type { PageMeta, SiteManifest } from "../../../contracts/data";
import { routeKey } from "../../../contracts/paths";
import { parseToolArgs, requireFlags, stringOptions, UsageError } from "../../cli/cli";
import { docMeta } from "../docpage/meta";
import { readDoc, readDocFile } from "../docpage/source";
import { DigestCache, runWorker, type InputDigests } from "../worker/worker";
import { parseSidebars, resolveSidebars, sidebarRoutes } from "./sidebars";

export function buildManifest(sidebarsFile: string, sidebarsText: string, metas: PageMeta[]): SiteManifest {
  const sorted = [...metas].sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : a.source < b.source ? -1 : 1));
  // Two docs on one route: the first (by source path) wins; link_check warns.
  const seen = new Set<string>();
  const unique = sorted.filter((m) => !seen.has(routeKey(m.route)) && seen.add(routeKey(m.route)));
  const sidebars = resolveSidebars(sidebarsFile, parseSidebars(sidebarsFile, sidebarsText), unique);
  const sidebarOf = new Map<string, string>();
  for (const [id, items] of Object.entries(sidebars)) {
    for (const route of sidebarRoutes(items)) if (!sidebarOf.has(routeKey(route))) sidebarOf.set(routeKey(route), id);
  }
  const first = Object.values(sidebars)[0];
  const mainDocRoute = (first && sidebarRoutes(first)[0]) ?? unique[0]?.route ?? "/";
  return {
    version: { name: "current", label: "Next", path: "/docs", mainDocRoute },
    // A doc under /docs/ that no sidebar lists (the docs root) still gets the first sidebar.
    docs: unique.map((m) => ({
      route: m.route,
      title: m.title,
      source: m.source,
      sidebar: sidebarOf.get(routeKey(m.route)) ?? (m.route.startsWith("/docs/") ? (Object.keys(sidebars)[0] ?? null) : null),
    })),
    sidebars,
  };
}

export interface ManifestArgs {
  sidebars: string;
  out: string;
  /** Each doc's path under the content root and the file it is read from. */
  docs: { docPath: string; file: string }[];
}

export function parseManifestArgs(args: string[]): ManifestArgs {
  const { values, positionals } = parseToolArgs("manifest", { args, options: stringOptions("sidebars", "out"), allowPositionals: true });
  const { sidebars, out } = requireFlags("manifest", values, "sidebars", "out");
  if (positionals.length % 2 !== 0) throw new UsageError("manifest", "docs come in pairs: DOC_PATH FILE");
  const docs = [];
  for (let i = 0; i < positionals.length; i += 2) docs.push({ docPath: positionals[i], file: positionals[i + 1] });
  return { sidebars, out, docs };
}

const metas = new DigestCache<PageMeta>();

export function handle(argv: string[], inputs: InputDigests = new Map()): string {
  const { sidebars, out, docs } = parseManifestArgs(argv);
  const list = docs.map(({ docPath, file }) => metas.get(file, inputs, () => docMeta(file, docPath, readDoc(file, readDocFile(file)))));
  metas.retain(docs.map((d) => d.file));
  writeFileSync(out, JSON.stringify(buildManifest(sidebars, readFileSync(sidebars, "utf8"), list)));
  return "";
}

if (require.main === module) runWorker(handle);
