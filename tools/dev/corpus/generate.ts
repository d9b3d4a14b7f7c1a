/**
 * A deterministic synthetic corpus for exercising the pipeline at scale:
 * `bazel run //tools/dev/corpus -- --docs N [--out corpus/nN] [--seed S] [--folder-docs N] [--versions V]`.
 * Writes <out>/content/docs/**.md (front matter, h2/h3 sections, code, tables,
 * cross-links; about one doc in eight under docs/api/), <out>/content/sidebars.yaml
 * and <out>/BUILD.bazel, so `bazel build //<out>:dist` builds it like the real site.
 * `--versions V` adds V - 1 cut docs versions in Docusaurus's layout (versions.json,
 * versioned_docs/version-1.<k>/ with the same N paths and other text, versioned_sidebars/)
 * and puts the BUILD file in <out>/content/, the package @doc_versions reads:
 * `bazel sync --only=doc_versions`, then `bazel build //<out>/content:dist`.
 * `--words english` writes prose of real English words instead of the small default
 * vocabulary: the words of our own docs (english.txt, most used first) drawn with a skew
 * to the common ones, and now and then an API-style name joined from two or three of them
 * (`releaseWorkflowOptions`), so short prefixes begin thousands of terms as in real docs.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseToolArgs, runMain, UsageError } from "../../cli/cli";

const WORDS = (
  "project configuration synthesize component task dependency workflow release version build test " +
  "package module option default file generate override escape hatch template construct pipeline " +
  "deploy publish registry lint format compile bundle watch upgrade runtime environment variable " +
  "command script output input schema json yaml toml markdown reference guide example pattern " +
  "library application service container cluster function handler resource stack account region"
).split(" ");

/** mulberry32: small, fast and the same on every machine. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface CorpusDoc {
  path: string;
  route: string;
  title: string;
}

/** The default layout's folders take 50 consecutive docs: guide sections of about 44, API groups of 50. */
export const FOLDER_SIZE = 50;

/**
 * Where doc i lives: one in eight under docs/api/, the rest in guide sections. With
 * `folderDocs`, each folder holds exactly that many docs (the last what is left): large flat
 * folders as a big API reference has (issue 41: 100,000 docs as 8 folders of 12,500).
 */
export function docOf(i: number, folderDocs?: number): CorpusDoc {
  const id = String(i).padStart(5, "0");
  if (i % 8 === 7) {
    // i / 8 (rounded down) API docs come before this one: a group holds folderDocs (or 50) of them.
    const group = String(Math.floor(i / (8 * (folderDocs ?? FOLDER_SIZE)))).padStart(3, "0");
    return {
      path: `docs/api/group-${group}/type-${id}.md`,
      route: `/docs/api/group-${group}/type-${id}`,
      title: `Type${id} API`,
    };
  }
  // Default: by index, as the bench's corpus always was; else by the guide pages before this one.
  const section = String(
    folderDocs === undefined ? Math.floor(i / FOLDER_SIZE) : Math.floor((i - Math.floor(i / 8)) / folderDocs),
  ).padStart(3, "0");
  return {
    path: `docs/guide/section-${section}/page-${id}.md`,
    route: `/docs/guide/section-${section}/page-${id}`,
    title: `Guide page ${id}`,
  };
}

/** The prose vocabulary: WORDS, or english.txt's words with `--words english`. */
let vocabulary: string[] | null = null;

/** A word of the English vocabulary, skewed to the common ones (a rough Zipf), or a name joined from 2–3 of them. */
function englishWord(next: () => number, words: string[]): string {
  const pick = () => words[Math.floor(words.length ** next()) - 1];
  if (next() >= 0.08) return pick();
  const parts = Array.from({ length: 2 + Math.floor(next() * 2) }, pick);
  return parts.map((part, k) => (k === 0 ? part : part[0].toUpperCase() + part.slice(1))).join("");
}

function sentence(next: () => number, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++)
    out.push(vocabulary ? englishWord(next, vocabulary) : WORDS[Math.floor(next() * WORDS.length)]);
  const text = out.join(" ");
  return text[0].toUpperCase() + text.slice(1) + ".";
}

function paragraph(next: () => number): string {
  const count = 3 + Math.floor(next() * 4);
  return Array.from({ length: count }, () => sentence(next, 8 + Math.floor(next() * 10))).join(" ");
}

/** The markdown of doc i of n (about 11 KB). */
export function docMarkdown(i: number, n: number, seed: number, folderDocs?: number): string {
  const next = random(seed * 1_000_003 + i);
  const doc = docOf(i, folderDocs);
  const other = (k: number) => docOf((i + k * 7919) % n, folderDocs);
  const lines = [
    "---",
    `title: ${doc.title}`,
    `description: ${sentence(next, 10)}`,
    `keywords: [${WORDS[i % WORDS.length]}, ${WORDS[(i * 7) % WORDS.length]}]`,
    "---",
    "",
    paragraph(next),
    "",
  ];
  for (let s = 1; s <= 6; s++) {
    lines.push(`## Section ${s} ${WORDS[(i + s) % WORDS.length]}`, "", paragraph(next), "", paragraph(next), "");
    lines.push(`### Details ${s}`, "", paragraph(next), "");
    if (s === 2) {
      lines.push(
        "```ts",
        `import { Project } from "projen";`,
        `const project${i} = new Project({ name: "doc-${i}" });`,
        `project${i}.addTask("step-${s}", { exec: "echo ${WORDS[s]}" });`,
        "project.synth();",
        "```",
        "",
      );
    }
    if (s === 3) {
      lines.push("| Option | Type | Default |", "| --- | --- | --- |");
      for (let r = 0; r < 5; r++)
        lines.push(`| \`${WORDS[(i + r) % WORDS.length]}\` | string | ${WORDS[(i + r * 3) % WORDS.length]} |`);
      lines.push("");
    }
    if (s === 4 && n > 1) {
      const a = other(1);
      const b = other(2);
      lines.push(
        `See [${a.title}](${a.route}) and [the first section of ${b.title}](${b.route}#section-1-${WORDS[(Number(b.route.slice(-5)) + 1) % WORDS.length]}).`,
        "",
      );
    }
  }
  return lines.join("\n");
}

export interface CorpusArgs {
  docs: number;
  seed: number;
  /** Docs in each folder (a flat API reference has folders of 1,000 and more); none: the default layout. */
  folderDocs?: number;
  /** Workspace-relative; corpus/nN by default. */
  out: string;
  /** "default" (WORDS) or "english" (english.txt). */
  words: "default" | "english";
  /** Docs versions, current included: 1 for docs/ only. */
  versions: number;
}

export function parseCorpusArgs(args: string[]): CorpusArgs {
  const options = {
    docs: { type: "string", default: "1000" },
    seed: { type: "string", default: "1" },
    out: { type: "string" },
    "folder-docs": { type: "string" },
    words: { type: "string", default: "default" },
    versions: { type: "string", default: "1" },
  } as const;
  const { values } = parseToolArgs(
    "corpus",
    { args, options },
    "use --docs N [--out DIR] [--seed S] [--folder-docs N] [--words english] [--versions V]",
  );
  const docs = Number(values.docs);
  if (!Number.isInteger(docs) || docs < 1) throw new UsageError("corpus", "--docs needs a positive whole number");
  const seed = Number(values.seed);
  if (!Number.isFinite(seed)) throw new UsageError("corpus", "--seed needs a number");
  const folderDocs = values["folder-docs"] === undefined ? undefined : Number(values["folder-docs"]);
  if (folderDocs !== undefined && !(Number.isInteger(folderDocs) && folderDocs >= 1))
    throw new UsageError("corpus", "--folder-docs needs a positive whole number");
  if (values.words !== "default" && values.words !== "english")
    throw new UsageError("corpus", "--words takes default or english");
  const versions = Number(values.versions);
  if (!Number.isInteger(versions) || versions < 1)
    throw new UsageError("corpus", "--versions needs a positive whole number (1: docs/ only)");
  const out = values.out || `corpus/n${docs}${versions > 1 ? `v${versions}` : ""}`;
  const layout = folderDocs === undefined ? {} : { folderDocs };
  return { docs, seed, ...layout, out, words: values.words, versions };
}

/** The cut versions of a corpus of `versions` versions (current included), newest first: 1.3, 1.2, 1.1, 1.0 for 5. */
export function cutVersionNames(versions: number): string[] {
  return Array.from({ length: versions - 1 }, (_, k) => `1.${versions - 2 - k}`);
}

/** Where a version's copy of a docs/ path lives: docs/guide/x.md in 1.0 → versioned_docs/version-1.0/guide/x.md. */
export function versionedDocPath(docPath: string, version: string): string {
  return `versioned_docs/version-${version}/${docPath.replace(/^docs\//, "")}`;
}

/** One autogenerated sidebar per top folder: the sidebars of every version. */
export const SIDEBARS_YAML = "docs:\n  - autogenerated: docs/guide\napi:\n  - autogenerated: docs/api\n";

/** The same sidebars as a cut version's versioned_sidebars file holds them (Docusaurus's dirName is under the version's folder). */
export const VERSIONED_SIDEBARS_JSON =
  JSON.stringify(
    {
      docs: [{ type: "autogenerated", dirName: "guide" }],
      api: [{ type: "autogenerated", dirName: "api" }],
    },
    null,
    2,
  ) + "\n";

function writeDocs(
  content: string,
  n: number,
  seed: number,
  folderDocs: number | undefined,
  where: (p: string) => string,
): void {
  for (let i = 0; i < n; i++) {
    const file = join(content, where(docOf(i, folderDocs).path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, docMarkdown(i, n, seed, folderDocs));
  }
}

/** The corpus's BUILD file: at <out>/ without versions, in <out>/content/ (the versions' package) with them. */
export function buildFile(args: CorpusArgs): string {
  const header = `# Generated by //tools/dev/corpus: a synthetic corpus of ${args.docs} docs${args.versions > 1 ? ` in ${args.versions} versions` : ""}. Not committed.`;
  if (args.versions === 1)
    return [
      header,
      'load("//tools/rules:defs.bzl", "docs_site")',
      "",
      "docs_site(",
      '    name = "dist",',
      `    content_root = "${args.out}/content",`,
      '    docs = glob(["content/docs/**/*.md"]),',
      '    sidebars = "content/sidebars.yaml",',
      '    tags = ["manual"],',
      ")",
      "",
    ].join("\n");
  const pkg = `${args.out}/content`;
  return [
    header,
    'load("@doc_versions//:versions.bzl", "DOC_VERSIONS")',
    'load("//tools/rules:defs.bzl", "docs_site", "versioned_docs")',
    "",
    "# The cut versions of versions.json, as @doc_versions read them (bazel sync --only=doc_versions).",
    'versioned_docs(name = "versions")',
    "",
    "docs_site(",
    '    name = "dist",',
    `    content_root = "${pkg}",`,
    '    docs = glob(["docs/**/*.md"]),',
    '    last_version = "current",',
    '    sidebars = "sidebars.yaml",',
    '    tags = ["manual"],',
    `    versions = DOC_VERSIONS["${pkg}"],`,
    ")",
    "",
  ].join("\n");
}

function main(args: CorpusArgs): void {
  const { docs: n, seed, folderDocs, out, words } = args;
  if (words === "english")
    vocabulary = readFileSync(join(__dirname, "english.txt"), "utf8").split("\n").filter(Boolean);
  const workspace = process.env.BUILD_WORKSPACE_DIRECTORY ?? process.cwd();
  const root = join(workspace, out);
  const content = join(root, "content");
  rmSync(root, { recursive: true, force: true });
  writeDocs(content, n, seed, folderDocs, (path) => path);
  writeFileSync(join(content, "sidebars.yaml"), SIDEBARS_YAML);
  const cut = cutVersionNames(args.versions);
  // Each version's text comes from a seed of its own (1.0: seed + 1, …), its paths and titles from current's.
  for (const [k, version] of cut.entries()) {
    writeDocs(content, n, seed + cut.length - k, folderDocs, (path) => versionedDocPath(path, version));
    const sidebars = join(content, "versioned_sidebars", `version-${version}-sidebars.json`);
    mkdirSync(dirname(sidebars), { recursive: true });
    writeFileSync(sidebars, VERSIONED_SIDEBARS_JSON);
  }
  if (cut.length > 0) writeFileSync(join(content, "versions.json"), JSON.stringify(cut, null, 2) + "\n");
  writeFileSync(join(cut.length > 0 ? content : root, "BUILD.bazel"), buildFile(args));
  const target =
    cut.length > 0
      ? `bazel sync --only=doc_versions && bazel build //${out}/content:dist`
      : `bazel build //${out}:dist`;
  process.stdout.write(
    `Wrote ${n} docs${cut.length > 0 ? ` in ${args.versions} versions` : ""} to ${out}/ — build with: ${target}\n`,
  );
}

if (require.main === module) runMain(undefined, () => main(parseCorpusArgs(process.argv.slice(2))), 2);
