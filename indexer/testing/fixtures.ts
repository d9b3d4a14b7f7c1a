/** A small site for the search tests: a few guide pages, two API pages, and non-docs routes. */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { SearchShard, SiteManifest } from "../../contracts/data";
import { manifest } from "../../contracts/testing/manifest";
import { makeShard, type PageText } from "../index/shard";
import { SearchEngine } from "../engine/engine";
import { indexShards } from "../index/countedTerms";
import { madeFiles } from "../index/fileBytes";
import type { ChunkOptions } from "../index/chunkedEntry";
import { mergeIndexes } from "../index/merge";
import { placeTexts } from "../index/textChunks";
import { indexFileName } from "../../contracts/searchIndex";

/** A section of a page: its heading (null before the first), its anchor and its text. */
type Section = [heading: string | null, hash: string, text: string];

/** A page as the doc compiler sees it, its sections as rows. */
export function pageText(
  route: string,
  title: string,
  description: string,
  keywords: string[],
  sections: Section[],
): PageText {
  return {
    route,
    title,
    description,
    keywords,
    sections: sections.map(([heading, hash, text]) => ({ heading, hash, text })),
  };
}

/** The pages as the doc compiler sees them. */
export const PAGES: PageText[] = [
  pageText(
    "/docs/concepts/tasks",
    "Tasks",
    "Tasks are named commands that build, test and release a project.",
    ["commands", "npx projen"],
    [
      [
        null,
        "",
        "A task is a named, reusable command in a projen project. Every task is written to .projen/tasks.json.",
      ],
      [
        "Defining tasks",
        "#defining-tasks",
        'Call project.addTask("compile", { exec: "tsc" }) to add a task to the project.',
      ],
      ["Running tasks", "#running-tasks", "Run a task by name with npx projen compile. Tasks can spawn other tasks."],
    ],
  ),
  pageText(
    "/docs/concepts/escape-hatches",
    "Escape hatches",
    "Override any generated file when the API has no option for it.",
    [],
    [
      [null, "", "Sometimes a component does not expose what you need."],
      [
        "Overrides",
        "#overrides",
        "Use addOverride to patch a generated JSON file, and addDeletionOverride to remove a key.",
      ],
    ],
  ),
  pageText(
    "/docs/introduction/",
    "Introduction",
    "",
    [],
    [
      [null, "", "projen synthesizes project configuration files from a single TypeScript definition."],
      ["Introduction", "#introduction", "The same heading as the title makes no heading document."],
      ["Why projen", "#why-projen", "Configuration drifts; projen keeps it in code."],
      ["Empty section", "#empty-section", ""],
    ],
  ),
  pageText(
    "/docs/faq/",
    "FAQ",
    "Frequently asked questions.",
    [],
    [["Chinese", "#chinese", '项目配置 means project configuration. Workflows & <scripts> are "quoted".']],
  ),
  pageText(
    "/docs/api/projen",
    "projen",
    "API reference of the projen root module.",
    [],
    [
      [
        "Project",
        "#projen.Project",
        "The base project. addTask Adds a new task to this project. new Project(options: ProjectOptions)",
      ],
      ["Tasks", "#projen.Tasks", "Defines project tasks. Tasks extend the projen CLI with subcommands."],
    ],
  ),
  pageText(
    "/docs/api/github.workflows",
    "projen.github.workflows",
    "API reference of the projen.github.workflows submodule.",
    [],
    [
      [
        "JobPermission",
        "#projen.github.workflows.JobPermission",
        "Access level for workflow permission scopes. READ read access. WRITE write access.",
      ],
    ],
  ),
  // Not docs: never indexed.
  pageText("/", "projen", "Home", [], [[null, "", "Welcome home tasks"]]),
  pageText("/search", "Search", "", [], []),
];

/** The pages' shards with their texts inline, as makeShard makes them. */
export const INLINE_SHARDS: SearchShard[] = PAGES.map(makeShard);
/** A page's texts folder as the build names it: its doc group's (docs of a folder: `search-texts/docs/concepts.0.texts`). */
export const textsFolderOf = (route: string): string =>
  `search-texts/${route.slice(1, route.lastIndexOf("/")) || "_root"}.0.texts`;

/** The pages' shards as doc_page writes them: section texts moved out into text files. */
const PLACED = INLINE_SHARDS.map((shard) => placeTexts(shard, textsFolderOf(shard.route)));
export const SHARDS: SearchShard[] = PLACED.map((placed) => placed.shard);
/** The text files the doc_page actions write, by path under the site base. */
export const TEXT_FILES: Map<string, string> = new Map(PLACED.flatMap((placed) => [...placed.files]));

/** The route table: the one every stage's tests share. */
export const MANIFEST: SiteManifest = manifest;

/** The search files of a site of `pages` (routes of MANIFEST): what the merge writes, and the pages' text files. */
export function siteFiles(pages: PageText[], options: ChunkOptions = {}): Map<string, string> {
  const placed = pages.map((page) => placeTexts(makeShard(page), textsFolderOf(page.route)));
  return new Map([
    ...madeFiles(mergeIndexes(indexShards(placed.map(({ shard }) => shard)), MANIFEST, undefined, undefined, options)),
    ...placed.flatMap(({ files }) => [...files]),
  ]);
}

/** The search files of the fixture site. */
export function fixtureFiles(): Map<string, string> {
  return siteFiles(PAGES);
}

/** Writes the fixture site's search files under `dir`, as the build lays them out. */
export function writeFixtureSite(dir: string): void {
  for (const [name, text] of fixtureFiles()) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
}

/** An engine over the index of `context` ('' for the root one) of a site's search files, with every chunk file read. */
export function engineOver(files: ReadonlyMap<string, string>, context = ""): SearchEngine {
  const engine = SearchEngine.load(JSON.parse(files.get(indexFileName(context))!));
  // Documents name their text chunks: read until nothing new is named.
  const read = new Set<string>();
  for (
    let more = engine.files.filter((name) => !read.has(name));
    more.length > 0;
    more = engine.files.filter((name) => !read.has(name))
  ) {
    for (const name of more) {
      read.add(name);
      engine.addFile(name, JSON.parse(files.get(name)!));
    }
  }
  return engine;
}

/** An engine over the fixture's root index ('' context) or the API one, with every chunk file read. */
export function fixtureEngine(context: "" | "docs/api" = ""): SearchEngine {
  return engineOver(fixtureFiles(), context);
}
