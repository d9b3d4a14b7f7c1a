/**
 * The route/title table (manifest.json), made before any doc is compiled (each doc's action
 * renders its HTML with it), in two steps:
 *   --metas OUT (DOC_PATH FILE)...        what the table needs of a group of docs, read from
 *                                         their sources (a persistent worker re-reads only
 *                                         the docs whose digest changed);
 *   --sidebars FILE --out FILE [--category FOLDER=FILE]... METAS...
 *                                         the table, from every group's file, the sidebars
 *                                         and the folders' _category_ files.
 * A body edit re-runs its group's first step, which gives the same bytes, so the table and
 * the thousands of doc actions that read it are not even looked at again.
 */
import { readFileSync, writeFileSync } from "node:fs";
import type { PageMeta, SidebarItem, SiteManifest } from "../../../contracts/data";
import { routeKey } from "../../../contracts/paths";
import { parseToolArgs, requireFlags, stringOptions, UsageError } from "../../cli/cli";
import { docMeta } from "../docpage/meta";
import { readDoc, readDocFile } from "../docpage/source";
import { DigestCache, runWorker, type InputDigests } from "../worker/worker";
import { type CategoryMeta, parseCategoryFile } from "./categories";
import { resolveDocusaurusSidebars } from "./docusaurus";
import { parseSidebars, resolveSidebars, sidebarRoutes } from "./sidebars";
import { DOCUSAURUS_SIDEBARS, readSidebarsFile } from "./sidebarsFile";

/**
 * The sidebars of `sidebarsFile`: our sidebars.yaml, or a Docusaurus sidebars file (.json,
 * .js, .cjs, .mjs, .ts…). `refs` are items that show a doc without making it the sidebar's.
 */
function sidebarsOf(
  sidebarsFile: string,
  sidebarsText: string,
  docs: PageMeta[],
  categories: ReadonlyMap<string, CategoryMeta>,
  warn: (message: string) => void,
): { sidebars: Record<string, SidebarItem[]>; refs: ReadonlySet<SidebarItem> } {
  if (!DOCUSAURUS_SIDEBARS.test(sidebarsFile))
    return {
      sidebars: resolveSidebars(sidebarsFile, parseSidebars(sidebarsFile, sidebarsText), docs, categories),
      refs: new Set(),
    };
  const data = readSidebarsFile(sidebarsFile, sidebarsText);
  return resolveDocusaurusSidebars(sidebarsFile, sidebarsText, data, docs, categories, warn);
}

export function buildManifest(
  sidebarsFile: string,
  sidebarsText: string,
  metas: PageMeta[],
  categories: ReadonlyMap<string, CategoryMeta> = new Map(),
  warn: (message: string) => void = () => {},
): SiteManifest {
  const sorted = [...metas].sort((a, b) =>
    a.route < b.route ? -1 : a.route > b.route ? 1 : a.source < b.source ? -1 : 1,
  );
  // Two docs on one route: the first (by source path) wins; link_check warns.
  const seen = new Set<string>();
  const unique = sorted.filter((m) => !seen.has(routeKey(m.route)) && seen.add(routeKey(m.route)));
  const { sidebars, refs } = sidebarsOf(sidebarsFile, sidebarsText, unique, categories, warn);
  const sidebarOf = new Map<string, string>();
  for (const [id, items] of Object.entries(sidebars)) {
    for (const route of sidebarRoutes(items, refs))
      if (!sidebarOf.has(routeKey(route))) sidebarOf.set(routeKey(route), id);
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
      sidebar:
        sidebarOf.get(routeKey(m.route)) ?? (m.route.startsWith("/docs/") ? (Object.keys(sidebars)[0] ?? null) : null),
    })),
    sidebars,
  };
}

/** One request: a group's metas, or the table from the groups' files. */
export type ManifestArgs =
  | { metas: string; docs: { docPath: string; file: string }[] }
  | { sidebars: string; out: string; metaFiles: string[]; categories: { folder: string; file: string }[] };

export function parseManifestArgs(args: string[]): ManifestArgs {
  const options = {
    ...stringOptions("metas", "sidebars", "out"),
    category: { type: "string", multiple: true },
  } as const;
  const { values, positionals } = parseToolArgs("manifest", { args, options, allowPositionals: true });
  if (values.metas !== undefined) {
    if (positionals.length % 2 !== 0) throw new UsageError("manifest", "docs come in pairs: DOC_PATH FILE");
    const docs = [];
    for (let i = 0; i < positionals.length; i += 2) docs.push({ docPath: positionals[i], file: positionals[i + 1] });
    return { metas: values.metas, docs };
  }
  const { sidebars, out } = requireFlags("manifest", values, "sidebars", "out");
  const categories = (values.category ?? []).map((pair) => {
    const at = pair.indexOf("=");
    if (at < 1) throw new UsageError("manifest", `--category takes FOLDER=FILE, not ${pair}`);
    return { folder: pair.slice(0, at), file: pair.slice(at + 1) };
  });
  return { sidebars, out, metaFiles: positionals, categories };
}

/**
 * Per group of docs (its --metas file), the metas of its docs by digest. A doc deleted or
 * moved out of a group is forgotten with the group's next request: a watch session's
 * worker does not keep every doc it ever read.
 */
const metasByGroup = new Map<string, DigestCache<PageMeta>>();

/** How many docs' metas the worker keeps. */
export function cachedMetaCount(): number {
  let count = 0;
  for (const metas of metasByGroup.values()) count += metas.size;
  return count;
}

export function handle(argv: string[], inputs: InputDigests = new Map()): string {
  const args = parseManifestArgs(argv);
  if ("metas" in args) {
    let metas = metasByGroup.get(args.metas);
    if (!metas) metasByGroup.set(args.metas, (metas = new DigestCache<PageMeta>()));
    const list = args.docs.map(({ docPath, file }) =>
      metas.get(file, inputs, () => docMeta(file, docPath, readDoc(file, readDocFile(file)))),
    );
    metas.retain(args.docs.map(({ file }) => file));
    writeFileSync(args.metas, JSON.stringify(list));
    return "";
  }
  const list = args.metaFiles.flatMap((file) => JSON.parse(readFileSync(file, "utf8")) as PageMeta[]);
  const warnings: string[] = [];
  const categories = new Map(
    args.categories.map(({ folder, file }) => [
      folder,
      parseCategoryFile(file, readFileSync(file, "utf8"), (w) => warnings.push(w)),
    ]),
  );
  const manifest = buildManifest(args.sidebars, readFileSync(args.sidebars, "utf8"), list, categories, (w) =>
    warnings.push(w),
  );
  writeFileSync(args.out, JSON.stringify(manifest));
  return warnings.join("\n");
}

if (require.main === module) runWorker(handle);
