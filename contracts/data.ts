/**
 * The data contracts between the build and the client: what a compiled doc looks
 * like, and the route/title table (manifest) every page shares.
 */
import type { RouteFiles } from "./routeFiles";
import type { SearchDocumentType } from "./searchIndex";

export interface TocEntry {
  id: string;
  text: string;
  /** 2 to 6; the site shows 2 and 3 unless a doc's front matter asks for others. */
  level: number;
}

/** One compiled doc, as the prerender reads it and the client fetches it on navigation (with its table, PageFile). */
export interface PageData {
  route: string;
  title: string;
  description: string;
  /** The doc body as HTML (the title's h1 is not part of it). */
  html: string;
  /** The id of the shown title, when it came from the body's leading `# ` heading (links may name it). */
  titleId?: string;
  /** The shown title when it is not `title`: the doc's own `# ` heading under a front matter title (as in Docusaurus). */
  heading?: string;
  toc: TocEntry[];
  hideTableOfContents: boolean;
  /** The doc asks not to show its title at the top (front matter `hide_title`). */
  hideTitle?: boolean;
  /** Built and reachable, but out of sidebars, paginators and search; its HTML says noindex (front matter `unlisted`). */
  unlisted?: boolean;
  /** The page's social image (front matter `image`): an absolute URL, or a path under the site's root. */
  image?: string;
  /** The social image's size in pixels, when it is a file beside the docs. */
  imageSize?: { width: number; height: number };
  /** The labels of the doc's front matter `tags`, as written; no tag pages are made. */
  tags?: string[];
  /** Front matter `custom_edit_url`: the "Edit this page" link, or null for none; absent, the site's editUrl and the doc's source. */
  customEditUrl?: string | null;
  /** The doc's last commit (date ISO 8601 UTC, author's name), under the front matter's `last_update`. */
  lastUpdate?: { date?: string; author?: string };
}

/** A doc's page data file (`_page/<route>.json`): its data and what its render read of the route table. */
export type PageFile = PageData & { table?: PageTableRef };

/** The slim facts about a doc that the sidebar, breadcrumbs and route table need. */
export interface PageMeta {
  route: string;
  title: string;
  sidebarLabel: string;
  sidebarPosition: number | null;
  /** The doc's path under content/, e.g. `docs/concepts/tasks.md`. */
  source: string;
  /** The doc's id, as a Docusaurus sidebars file and front matter such as `pagination_next` name it: `concepts/tasks` (docId.ts). */
  id: string;
  /** Front matter `sidebar_class_name`: a class on the doc's sidebar entry. */
  className?: string;
  /** Front matter `draft: true`: in the route table of a watch build only. */
  draft?: boolean;
  /** Front matter `unlisted: true`: in the route table, out of every sidebar. */
  unlisted?: boolean;
  /** Front matter `pagination_label`: what other docs' paginators call this doc. */
  paginationLabel?: string;
  /** Front matter `pagination_next` / `pagination_prev`: a doc id, or null for none; where it was written. */
  paginationNext?: FrontMatterId;
  paginationPrev?: FrontMatterId;
  /** Front matter `displayed_sidebar`: the id of the sidebar the doc shows, or null for none; where it was written. */
  displayedSidebar?: FrontMatterId;
}

/** An id (a doc's, a sidebar's) written in a doc's front matter, with its place for messages. */
export interface FrontMatterId {
  id: string | null;
  file: string;
  line: number;
}

/**
 * One entry of a sidebar. `className` is a class the writer gave the entry; a link with `ref`
 * shows a doc of another sidebar (a Docusaurus `ref` item), outside this sidebar's previous/next;
 * a category with `collapsible: false` is always open and has no toggle; an `html` item is markup
 * the writer put in the sidebar (checked to run no script when the table is built).
 */
export type SidebarItem =
  | { type: "link"; label: string; href: string; className?: string; ref?: true }
  | {
      type: "category";
      label: string;
      href?: string;
      collapsed: boolean;
      collapsible?: false;
      className?: string;
      /** The category's own page lists its items (Docusaurus's generated index); it is at `href`. */
      generatedIndex?: GeneratedIndex;
      items: SidebarItem[];
    }
  | { type: "html"; value: string; className?: string; defaultStyle?: boolean; label?: undefined; href?: undefined };

/** What a category's generated index page says above its cards. */
export interface GeneratedIndex {
  title: string;
  description?: string;
}

export interface ManifestDoc {
  route: string;
  title: string;
  /** The doc's path under content/ (where its artifacts came from). */
  source: string;
  sidebar: string | null;
  /** Built and reachable, but kept out of the sitemap and llms.txt (front matter `unlisted`). */
  unlisted?: boolean;
  /** What paginators show for this doc, when not its sidebar label (front matter `pagination_label`). */
  paginationLabel?: string;
  /** The routes this doc's paginator links instead of its sidebar neighbours; null shows none on that side. */
  next?: string | null;
  previous?: string | null;
  /** A category's generated index page (no doc: `source` is empty). */
  generated?: true;
  /** The doc's id, the same in every version (a doc's counterpart in another is the doc with its id); only on a versioned site. */
  id?: string;
  /** The doc's real path under content/ when `source` is its path in its version (`versioned_docs/version-1.2/intro.md`): for edit links. */
  file?: string;
}

/** A docs version as a reader sees it (Docusaurus's version metadata). */
export interface DocsVersionFacts {
  /** `current`, `1.2`. */
  name: string;
  /** `Next`, `1.2`. */
  label: string;
  /** Its route base: `/docs`, `/docs/1.2`, `/docs/next`. */
  path: string;
  /** The first doc of its first sidebar. */
  mainDocRoute: string;
}

/**
 * The version of a route table. An unversioned site's is exactly
 * `{name: "current", label: "Next", path: "/docs", mainDocRoute}`: none of the optional fields.
 */
export interface TableVersion extends DocsVersionFacts {
  /** The banner of an old or unreleased version (Docusaurus's default or the site's choice); absent: none. */
  banner?: "unreleased" | "unmaintained";
  /** The "Version: <label>" badge (Docusaurus: more than one version). */
  badge?: true;
  /** The site has cut versions. */
  versioned?: true;
  /** Where this version's search files are (`/docs/1.2/`); absent: `/`, the last version's. */
  searchBase?: string;
  /** The last version, when this is another: for the banner's link. */
  latest?: DocsVersionFacts;
  /** This version is listed before the last version (its default banner is "unreleased"). */
  newerThanLatest?: true;
}

/** The route/title table: no content hashes, so a body edit leaves it byte-identical. */
export interface SiteManifest {
  version: TableVersion;
  docs: ManifestDoc[];
  sidebars: Record<string, SidebarItem[]>;
}

/**
 * A page's part of the route table (site/lib/pageTable.ts), in its boot data: enough to
 * hydrate the page. In a list the page shows, a run of items it leaves out is a gap of their
 * number, so the list keeps its length (what its window and buttons count). A link with only
 * a label and an href is the pair [label, href]: most of a part's items, in every page's HTML.
 */
export interface PageTable {
  version: TableVersion;
  docs: ManifestDoc[];
  sidebars: Record<string, PageTableItem[]>;
}

/**
 * A page's part of the table as its boot data and page file give it: inline, or named by its
 * shared file (`part`, a URL named by its bytes: the pages beside it in their sidebar render
 * with the same part, so they share one file) with the docs that only this page's body links to.
 */
export type PageTableRef = PageTable | { part: string; docs: ManifestDoc[] };

export type PageTableItem =
  | [label: string, href: string]
  | Exclude<SidebarItem, { type: "category" }>
  | (Omit<Extract<SidebarItem, { type: "category" }>, "items"> & { items: PageTableItem[] })
  | { type: "gap"; count: number };

/** One search document of a page, before the merge gives it an id (indexer/index/shard.ts). */
export interface ShardDocument {
  type: SearchDocumentType;
  /** The text; a Content document's is in its page's text files instead, at `f`/`o` (indexer/index/textChunks.ts). */
  t?: string;
  h?: string;
  s?: string;
  /** Content: the text file (under the site base) and the text's position in it. */
  f?: string;
  o?: number;
  /** Its index terms and how often each occurs, each term then its count: `["setup", 2, "run", 1]`. */
  terms: FlatTermCounts;
}

/** A page's search shard: its search documents in page order, title first, terms counted. */
export interface SearchShard {
  route: string;
  documents: ShardDocument[];
}

/**
 * Terms and their counts in one list, each term then its count: `["setup", 2, "run", 1]`.
 * It parses six to eight times faster than an object with a key per term (the merge
 * parses every shard of its segment).
 */
export type FlatTermCounts = (string | number)[];

/**
 * A search shard as its group's shards file holds it, a line of JSON (indexer/index/shard.ts):
 * its documents with what a posting's value needs of the document's text, worked out once
 * by the doc's action.
 */
export interface ShardLine {
  route: string;
  documents: ShardLineDocument[];
}

export type ShardLineDocument = ShardDocument & {
  /** A title or heading: its words. */
  w?: number;
  /** Content: the places in `terms` (0 for the first term) of the terms its section's heading has. */
  m?: number[];
};

/** The links and anchors of one doc, for the site-wide link check. */
export interface LinkFacts {
  route: string;
  source: string;
  anchors: string[];
  /** `doc`: the doc a `.md` link names, by its path in the linking doc's version (`docs/x.md`); only in a docs version's facts. */
  links: { href: string; line: number; markdown: boolean; doc?: string }[];
  /** Warnings about the doc itself (a front matter key not applied, an unknown code language). */
  notes?: { line: number; message: string }[];
  /** A draft left out of this build: its route is not the site's, and its links are not checked. */
  draft?: boolean;
}

/** What the client bundle produced, as URLs under the site root (from assets.json). */
export interface AssetList {
  /** The client entry module (type="module"). */
  entry: string;
  /** Chunks the entry imports statically: preloaded with <link rel="modulepreload">. */
  preload: string[];
  /** Stylesheets, in order. */
  css: string[];
  /** The search Web Worker's module. */
  worker: string;
  /**
   * Preloaded on the /search page only: the chunk that starts a search from the URL's query
   * before React (site/search/earlySearch.ts) and the chunks it imports that the entry does not.
   */
  searchPreload: string[];
}

/** Which page a prerendered HTML file shows. */
export type PageKind = "doc" | "home" | "search" | "notfound";

/** Embedded in every page as <script id="__site" type="application/json">: enough to hydrate. */
export interface BootData {
  kind: PageKind;
  /** The route of a doc page, else the pathname the page was rendered for. */
  route: string;
  /** The table's files, for what the page's part does not cover. */
  routes: RouteFiles;
  worker: string;
  /** The doc's data without its HTML body (the client reads that from the DOM). */
  page?: Omit<PageData, "html">;
  /** What the page needs of the route table to hydrate and to render again. */
  table: PageTableRef;
}
