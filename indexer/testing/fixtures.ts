/** A small site for the search tests: a few guide pages, two API pages, and non-docs routes. */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { SearchShard, SiteManifest } from "../../contracts/data";
import { manifest } from "../../contracts/testing/manifest";
import { makeShard, type PageText } from "../index/shard";
import { SearchEngine } from "../engine/engine";
import { indexShards } from "../index/countedTerms";
import { mergeIndexes } from "../index/merge";
import { placeTexts } from "../index/textChunks";
import type { IndexFile } from "../../contracts/searchIndex";

/** The pages as the doc compiler sees them. */
export const PAGES: PageText[] = [
  {
    route: "/docs/concepts/tasks",
    title: "Tasks",
    description: "Tasks are named commands that build, test and release a project.",
    keywords: ["commands", "npx projen"],
    sections: [
      { heading: null, hash: "", text: "A task is a named, reusable command in a projen project. Every task is written to .projen/tasks.json." },
      { heading: "Defining tasks", hash: "#defining-tasks", text: 'Call project.addTask("compile", { exec: "tsc" }) to add a task to the project.' },
      { heading: "Running tasks", hash: "#running-tasks", text: "Run a task by name with npx projen compile. Tasks can spawn other tasks." },
    ],
  },
  {
    route: "/docs/concepts/escape-hatches",
    title: "Escape hatches",
    description: "Override any generated file when the API has no option for it.",
    keywords: [],
    sections: [
      { heading: null, hash: "", text: "Sometimes a component does not expose what you need." },
      { heading: "Overrides", hash: "#overrides", text: "Use addOverride to patch a generated JSON file, and addDeletionOverride to remove a key." },
    ],
  },
  {
    route: "/docs/introduction/",
    title: "Introduction",
    description: "",
    keywords: [],
    sections: [
      { heading: null, hash: "", text: "projen synthesizes project configuration files from a single TypeScript definition." },
      { heading: "Introduction", hash: "#introduction", text: "The same heading as the title makes no heading document." },
      { heading: "Why projen", hash: "#why-projen", text: "Configuration drifts; projen keeps it in code." },
      { heading: "Empty section", hash: "#empty-section", text: "" },
    ],
  },
  {
    route: "/docs/faq/",
    title: "FAQ",
    description: "Frequently asked questions.",
    keywords: [],
    sections: [{ heading: "Chinese", hash: "#chinese", text: "项目配置 means project configuration. Workflows & <scripts> are \"quoted\"." }],
  },
  {
    route: "/docs/api/projen",
    title: "projen",
    description: "API reference of the projen root module.",
    keywords: [],
    sections: [
      { heading: "Project", hash: "#projen.Project", text: "The base project. addTask Adds a new task to this project. new Project(options: ProjectOptions)" },
      { heading: "Tasks", hash: "#projen.Tasks", text: "Defines project tasks. Tasks extend the projen CLI with subcommands." },
    ],
  },
  {
    route: "/docs/api/github.workflows",
    title: "projen.github.workflows",
    description: "API reference of the projen.github.workflows submodule.",
    keywords: [],
    sections: [{ heading: "JobPermission", hash: "#projen.github.workflows.JobPermission", text: "Access level for workflow permission scopes. READ read access. WRITE write access." }],
  },
  // Not docs: never indexed.
  { route: "/", title: "projen", description: "Home", keywords: [], sections: [{ heading: null, hash: "", text: "Welcome home tasks" }] },
  { route: "/search", title: "Search", description: "", keywords: [], sections: [] },
];

/** The pages' shards with their texts inline, as makeShard makes them (for version 1's tests). */
export const INLINE_SHARDS: SearchShard[] = PAGES.map(makeShard);
/** The pages' shards as doc_page writes them: section texts moved out into text files. */
const PLACED = INLINE_SHARDS.map(placeTexts);
export const SHARDS: SearchShard[] = PLACED.map((placed) => placed.shard);
/** The text files the doc_page actions write, by path under the site base. */
export const TEXT_FILES: Map<string, string> = new Map(PLACED.flatMap((placed) => [...placed.files]));

/** The route table: the one every stage's tests share. */
export const MANIFEST: SiteManifest = manifest;

/** The search files of the fixture site: what the merge writes, and the pages' text files. */
export function fixtureFiles(): Map<string, string> {
  return new Map([...mergeIndexes(indexShards(SHARDS), MANIFEST), ...TEXT_FILES]);
}

/** Writes the fixture site's search files under `dir`, as the build lays them out. */
export function writeFixtureSite(dir: string): void {
  for (const [name, text] of fixtureFiles()) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
}

/** An engine over the fixture's root index ('' context) or the API one, with every chunk file read. */
export function fixtureEngine(context: "" | "docs/api" = ""): SearchEngine {
  const files = fixtureFiles();
  const file = JSON.parse(files.get(context ? "search-index-docs-api.json" : "search-index.json")!) as IndexFile;
  const engine = SearchEngine.load(file);
  // Documents name their text chunks: read until nothing new is named.
  const read = new Set<string>();
  for (let more = engine.files.filter((name) => !read.has(name)); more.length > 0; more = engine.files.filter((name) => !read.has(name))) {
    for (const name of more) {
      read.add(name);
      engine.addFile(name, JSON.parse(files.get(name)!));
    }
  }
  return engine;
}
