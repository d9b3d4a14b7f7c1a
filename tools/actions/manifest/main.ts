/**
 * The route/title table (manifest.json), made before any doc is compiled (each doc's action
 * renders its HTML with it), in two steps:
 *   --metas OUT [--route-base BASE] (DOC_PATH FILE)...
 *                                         what the table needs of a group of docs, read from
 *                                         their sources (a persistent worker re-reads only
 *                                         the docs whose digest changed);
 *   --sidebars FILE --out FILE [--category FOLDER=FILE]... [--drafts] [--sidebars-absent] [VERSION FLAGS] METAS...
 *                                         the table, from every group's file, the sidebars
 *                                         and the folders' _category_ files; drafts only
 *                                         with --drafts (a watch build). --sidebars-absent:
 *                                         a cut version has no sidebars file (FILE names it),
 *                                         so it has no sidebar, as in Docusaurus: a warning.
 *   --facts-of TABLE --out FILE          a table's version facts (name, label, path, main doc
 *                                         route): the last version's, for the other versions'
 *                                         tables (--latest), whose bytes change only with them.
 * The version flags (--version-name, --version-label, --route-base, --docs-dir, --search-base,
 * --banner, --badge, --versioned, --newer-than-latest, --latest FILE) describe the docs version
 * the table is for (version.ts); without them it is an unversioned site's. A version's
 * DOC_PATHs are its docs' paths with `docs/` in place of its folder (contracts/versions.ts).
 * A body edit re-runs its group's first step, which gives the same bytes, so the table and
 * the thousands of doc actions that read it are not even looked at again.
 */
import { readFileSync, writeFileSync } from "node:fs";
import type { DocsVersionFacts, ManifestDoc, PageMeta, SidebarItem, SiteManifest } from "../../../contracts/data";
import { routeKey } from "../../../contracts/paths";
import { versionFactsOf } from "../../../contracts/versions";
import { keyedValues, parseToolArgs, requireFlags, stringOptions, UsageError } from "../../cli/cli";
import { docMeta } from "../docpage/meta";
import { readDoc, readDocFile } from "../docpage/source";
import { DigestCache, runWorker, type InputDigests } from "../worker/worker";
import { type CategoryMeta, parseCategoryFile } from "./categories";
import { resolveDocusaurusSidebars, type SidebarsVersion } from "./docusaurus";
import { generatedIndexDocs } from "./generatedIndex";
import { parseSidebars, resolveSidebars, sidebarRoutes } from "./sidebars";
import { DOCUSAURUS_SIDEBARS, readSidebarsFile } from "./sidebarsFile";
import { displayedSidebar, docsOutOfSidebars, paginationOf, publishedDocs } from "./visibility";
import { CURRENT, tableVersion, type VersionOptions, versionedEntry, versionGeneratedIndexes } from "./version";

/** How a build treats docs by their front matter: drafts in (a watch build) or out, and where warnings go. */
export interface ManifestOptions {
  drafts?: boolean;
  warn?: (message: string) => void;
  /** The docs version the table is for (default: an unversioned site's). */
  version?: VersionOptions;
}

/**
 * The sidebars of `sidebarsFile`: our sidebars.yaml, or a Docusaurus sidebars file (.json,
 * .js, .cjs, .mjs, .ts…), whose `ref` items show a doc without making it the sidebar's.
 * `hidden` docs (unlisted, or drafts left out) are in no sidebar: a Docusaurus file may still
 * name them by id, and their entries are then left out.
 */
function sidebarsOf(
  sidebarsFile: string,
  sidebarsText: string,
  docs: PageMeta[],
  hidden: ReadonlySet<string>,
  categories: ReadonlyMap<string, CategoryMeta>,
  warn: (message: string) => void,
  version?: SidebarsVersion,
): Record<string, SidebarItem[]> {
  if (!DOCUSAURUS_SIDEBARS.test(sidebarsFile))
    return resolveSidebars(
      sidebarsFile,
      parseSidebars(sidebarsFile, sidebarsText),
      docs.filter((m) => !hidden.has(m.source)),
      categories,
      hidden,
    );
  const data = readSidebarsFile(sidebarsFile, sidebarsText);
  const resolved = resolveDocusaurusSidebars(sidebarsFile, sidebarsText, data, docs, categories, warn, version);
  const hiddenRoutes = new Set(docs.filter((m) => hidden.has(m.source)).map((m) => routeKey(m.route)));
  return Object.fromEntries(Object.entries(resolved).map(([id, items]) => [id, withoutRoutes(items, hiddenRoutes)]));
}

/** Sidebar items without the links to `routes` (keys); a category keeps its items but loses such a link. */
function withoutRoutes(items: SidebarItem[], routes: ReadonlySet<string>): SidebarItem[] {
  if (routes.size === 0) return items;
  return items.flatMap((item): SidebarItem[] => {
    if (item.type === "link") return routes.has(routeKey(item.href)) ? [] : [item];
    if (item.type !== "category") return [item];
    const { href, ...rest } = item;
    const kept = { ...rest, items: withoutRoutes(item.items, routes) };
    return [href !== undefined && !routes.has(routeKey(href)) ? { ...kept, href } : kept];
  });
}

export function buildManifest(
  sidebarsFile: string,
  sidebarsText: string,
  metas: PageMeta[],
  categories: ReadonlyMap<string, CategoryMeta> = new Map(),
  { drafts = false, warn = () => {}, version = CURRENT }: ManifestOptions = {},
): SiteManifest {
  const published = publishedDocs(metas, drafts);
  const sorted = [...published].sort((a, b) =>
    a.route < b.route ? -1 : a.route > b.route ? 1 : a.source < b.source ? -1 : 1,
  );
  // Two docs on one route: the first (by source path) wins; link_check warns.
  const seen = new Set<string>();
  const unique = sorted.filter((m) => !seen.has(routeKey(m.route)) && seen.add(routeKey(m.route)));
  const hidden = docsOutOfSidebars(metas, published);
  // Ids may name a draft left out: it resolves, and its entry is dropped with the hidden ones.
  const drafted = metas.filter((m) => !published.includes(m));
  // A versioned site's sidebars name the version in their errors.
  const named = version.versioned ? { name: version.name, docsDir: version.docsDir ?? "docs" } : undefined;
  const sidebars = versionGeneratedIndexes(
    sidebarsOf(sidebarsFile, sidebarsText, [...unique, ...drafted], hidden, categories, warn, named),
    version.routeBase,
  );
  const pagination = paginationOf(metas, unique, warn);
  const sidebarOf = new Map<string, string>();
  for (const [id, items] of Object.entries(sidebars)) {
    for (const route of sidebarRoutes(items, false))
      if (!sidebarOf.has(routeKey(route))) sidebarOf.set(routeKey(route), id);
  }
  // The one its front matter names (null: none), else the first that lists it; a doc under
  // /docs/ that no sidebar lists (the docs root) still gets the first sidebar.
  const sidebarOfDoc = (m: PageMeta): string | null => {
    const displayed = displayedSidebar(m, sidebarsFile, Object.keys(sidebars));
    if (displayed !== undefined) return displayed;
    return (
      sidebarOf.get(routeKey(m.route)) ?? (m.route.startsWith("/docs/") ? (Object.keys(sidebars)[0] ?? null) : null)
    );
  };
  const first = Object.values(sidebars)[0];
  const mainDocRoute = (first && sidebarRoutes(first)[0]) ?? unique[0]?.route ?? "/";
  const docs: ManifestDoc[] = unique.map((m) =>
    versionedEntry(
      {
        route: m.route,
        title: m.title,
        source: m.source,
        sidebar: sidebarOfDoc(m),
        ...(m.unlisted ? { unlisted: true } : {}),
        ...pagination.get(m.source),
      },
      m,
      version,
    ),
  );
  // Categories' generated index pages are routes too; a doc already on one of them keeps it.
  const taken = new Set(docs.map((d) => routeKey(d.route)));
  for (const page of generatedIndexDocs(sidebars)) {
    if (taken.has(routeKey(page.route))) {
      warn(
        `${sidebarsFile}: warning: a category's generated index page ${page.route} is also a doc's route; the doc keeps it`,
      );
      continue;
    }
    docs.push(page);
    taken.add(routeKey(page.route));
  }
  return {
    version: tableVersion(version, mainDocRoute),
    docs: docs.sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0)),
    sidebars,
  };
}

/** One request: a group's metas, or the table from the groups' files. */
export type ManifestArgs =
  | { factsOf: string; out: string }
  | { metas: string; docs: { docPath: string; file: string }[]; routeBase?: string }
  | {
      sidebars: string;
      out: string;
      metaFiles: string[];
      categories: { folder: string; file: string }[];
      /** Drafts are published (a watch build). */
      drafts: boolean;
      /** The sidebars file does not exist: a cut version without one has no sidebar (Docusaurus). */
      sidebarsAbsent: boolean;
      version: VersionOptions;
      /** The file of the last version's facts (`--latest`), when the table's version is another. */
      latest?: string;
    };

const OPTIONS = {
  ...stringOptions(
    "metas",
    "sidebars",
    "out",
    "route-base",
    "version-name",
    "version-label",
    "docs-dir",
    "search-base",
    "banner",
    "latest",
    "facts-of",
  ),
  category: { type: "string", multiple: true },
  drafts: { type: "boolean" },
  "sidebars-absent": { type: "boolean" },
  badge: { type: "boolean" },
  versioned: { type: "boolean" },
  "newer-than-latest": { type: "boolean" },
} as const;

const BANNERS = ["unreleased", "unmaintained"] as const;

/** The version flags → the table's version (CURRENT's facts where a flag is not given). */
function versionOptions(values: Partial<Record<keyof typeof OPTIONS, string | boolean | string[]>>): VersionOptions {
  const text = (key: keyof typeof OPTIONS): string | undefined => values[key] as string | undefined;
  const banner = text("banner");
  if (banner !== undefined && !(BANNERS as readonly string[]).includes(banner))
    throw new UsageError("manifest", `--banner is "unreleased" or "unmaintained", not "${banner}"`);
  return {
    name: text("version-name") ?? CURRENT.name,
    label: text("version-label") ?? CURRENT.label,
    routeBase: text("route-base") ?? CURRENT.routeBase,
    ...(text("docs-dir") !== undefined ? { docsDir: text("docs-dir") } : {}),
    ...(text("search-base") !== undefined ? { searchBase: text("search-base") } : {}),
    ...(banner !== undefined ? { banner: banner as VersionOptions["banner"] } : {}),
    ...(values.badge === true ? { badge: true } : {}),
    ...(values.versioned === true ? { versioned: true } : {}),
    ...(values["newer-than-latest"] === true ? { newerThanLatest: true } : {}),
  };
}

export function parseManifestArgs(args: string[]): ManifestArgs {
  const { values, positionals } = parseToolArgs("manifest", { args, options: OPTIONS, allowPositionals: true });
  if (values.metas !== undefined) {
    if (positionals.length % 2 !== 0) throw new UsageError("manifest", "docs come in pairs: DOC_PATH FILE");
    const docs = [];
    for (let i = 0; i < positionals.length; i += 2) docs.push({ docPath: positionals[i], file: positionals[i + 1] });
    return { metas: values.metas, docs, ...(values["route-base"] ? { routeBase: values["route-base"] } : {}) };
  }
  if (values["facts-of"] !== undefined)
    return { factsOf: values["facts-of"], out: requireFlags("manifest", values, "out").out };
  const { sidebars, out } = requireFlags("manifest", values, "sidebars", "out");
  const categories = [...keyedValues("manifest", "category", "FOLDER=FILE", values.category)].map(([folder, file]) => ({
    folder,
    file,
  }));
  const version = versionOptions(values);
  const more = values.latest !== undefined ? { latest: values.latest } : {};
  const sidebarsAbsent = values["sidebars-absent"] === true;
  return {
    sidebars,
    out,
    metaFiles: positionals,
    categories,
    drafts: values.drafts === true,
    sidebarsAbsent,
    version,
    ...more,
  };
}

/**
 * A copy of `meta` made of new strings. A title cut out of the doc's text is a slice that keeps
 * the whole text alive in V8, so the kept metas held every doc's source: about 1 GB at
 * 100,000 docs, for a few hundred bytes of facts each.
 */
export function detached(meta: PageMeta): PageMeta {
  return JSON.parse(JSON.stringify(meta)) as PageMeta;
}

/**
 * Per group of docs (its --metas file), the metas of its docs by digest. A doc deleted or
 * moved out of a group is forgotten with the group's next request: a watch session's
 * worker does not keep every doc it ever read.
 */
const metasByGroup = new Map<string, { routeBase?: string; metas: DigestCache<PageMeta> }>();

/** How many docs' metas the worker keeps. */
export function cachedMetaCount(): number {
  let count = 0;
  for (const { metas } of metasByGroup.values()) count += metas.size;
  return count;
}

export function handle(argv: string[], inputs: InputDigests = new Map()): string {
  const args = parseManifestArgs(argv);
  if ("factsOf" in args) {
    const table = JSON.parse(readFileSync(args.factsOf, "utf8")) as SiteManifest;
    writeFileSync(args.out, JSON.stringify(versionFactsOf(table.version)));
    return "";
  }
  if ("metas" in args) {
    let group = metasByGroup.get(args.metas);
    // A meta holds its doc's route, made with the route base: a group read with another (its
    // version moved, e.g. a cut made it the last) is read again.
    if (group?.routeBase !== args.routeBase || !group)
      metasByGroup.set(args.metas, (group = { routeBase: args.routeBase, metas: new DigestCache<PageMeta>() }));
    const { metas } = group;
    const list = args.docs.map(({ docPath, file }) =>
      metas.get(file, inputs, () => {
        const bytes = readDocFile(file);
        return detached(docMeta(file, docPath, readDoc(file, bytes), bytes, args.routeBase));
      }),
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
  const latest =
    args.latest === undefined ? undefined : (JSON.parse(readFileSync(args.latest, "utf8")) as DocsVersionFacts);
  if (args.sidebarsAbsent)
    warnings.push(
      `${args.sidebars}: warning: not found; docs version ${args.version.name} shows no sidebar (as in Docusaurus)`,
    );
  // No sidebars file: no sidebars, as an empty one gives.
  const sidebarsText = args.sidebarsAbsent ? "{}" : readFileSync(args.sidebars, "utf8");
  const manifest = buildManifest(args.sidebars, sidebarsText, list, categories, {
    drafts: args.drafts,
    warn: (w) => warnings.push(w),
    version: latest ? { ...args.version, latest } : args.version,
  });
  writeFileSync(args.out, JSON.stringify(manifest));
  return warnings.join("\n");
}

if (require.main === module) runWorker(handle);
