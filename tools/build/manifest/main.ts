/**
 * Builds the route/title table (manifest.json) from the docs' meta files and the
 * sidebars file. Args: --sidebars FILE --out FILE META_FILE...
 */
import { readFileSync, writeFileSync } from "node:fs";
import type { PageMeta, SiteManifest } from "../../../contracts/data";
import { routeKey } from "../../../contracts/paths";
import { parseToolArgs, requireFlags, runMain, stringOptions } from "../../cli/cli";
import { expandParams } from "../worker/worker";
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
  metaFiles: string[];
}

export function parseManifestArgs(args: string[]): ManifestArgs {
  const { values, positionals } = parseToolArgs("manifest", { args, options: stringOptions("sidebars", "out"), allowPositionals: true });
  const { sidebars, out } = requireFlags("manifest", values, "sidebars", "out");
  return { sidebars, out, metaFiles: positionals };
}

function main({ sidebars, out, metaFiles }: ManifestArgs): void {
  const metas = metaFiles.map((f) => JSON.parse(readFileSync(f, "utf8")) as PageMeta);
  const manifest = buildManifest(sidebars, readFileSync(sidebars, "utf8"), metas);
  writeFileSync(out, JSON.stringify(manifest));
}

if (require.main === module) runMain(undefined, () => main(parseManifestArgs(expandParams(process.argv.slice(2)))));
