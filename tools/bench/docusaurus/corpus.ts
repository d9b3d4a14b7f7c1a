/**
 * The synthetic corpus both systems build: written by //tools/dev/corpus (deterministic)
 * into corpus/bench/nN (nNvV with V docs versions, nNfF with F docs per folder) of the benchmark's snapshot of the
 * workspace, so its edits never touch a corpus a colleague is using.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { cutVersionNames, versionedDocPath } from "../../dev/corpus/generate";

export interface Corpus {
  docs: number;
  /** Docs versions, current included (1: docs/ only). */
  versions: number;
  /** Docs in every folder (large flat folders), or null for the generator's default layout. */
  folderDocs: number | null;
  /** Its name in scratch folders and logs: n1000, n1000v5, n100000f12500. */
  name: string;
  /** Workspace-relative folder, e.g. corpus/bench/n1000. */
  dir: string;
  /** The package of its BUILD file: the folder, or its content/ when it has versions (where @doc_versions reads them). */
  pkg: string;
  /** Absolute path of its content/ folder (routes are relative to it). */
  contentDir: string;
}

export function corpusOf(workspace: string, docs: number, versions = 1, folderDocs: number | null = null): Corpus {
  const name = `n${docs}${versions > 1 ? `v${versions}` : ""}${folderDocs === null ? "" : `f${folderDocs}`}`;
  const dir = `corpus/bench/${name}`;
  return {
    docs,
    versions,
    folderDocs,
    name,
    dir,
    pkg: versions > 1 ? `${dir}/content` : dir,
    contentDir: join(workspace, dir, "content"),
  };
}

/** The copy of a current doc (docs/…) in the corpus's oldest cut version: versioned_docs/version-1.0/…. */
export function oldestVersionDoc(corpus: Corpus, docPath: string): string {
  const oldest = cutVersionNames(corpus.versions).at(-1);
  if (oldest === undefined) throw new Error(`corpus ${corpus.name} has no cut docs version`);
  return versionedDocPath(docPath, oldest);
}

/** Every markdown file under `dir`, as paths relative to it, sorted (so choices are deterministic). */
export function markdownFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".md")) out.push(relative(dir, path));
    }
  };
  walk(dir);
  return out.sort();
}

/**
 * The doc the benchmark edits and whose page it weighs: the middle guide page (not an
 * API page, so it is in the root search scope), e.g. docs/guide/section-001/page-00050.md.
 */
export function sampleDoc(paths: string[]): string {
  const guides = paths.filter((p) => p.startsWith("docs/guide/"));
  if (guides.length === 0) throw new Error("the corpus has no guide pages");
  return guides[Math.floor(guides.length / 2)];
}

/** The route of a doc path: docs/guide/x.md → /docs/guide/x (index.md → its folder). */
export function routeOf(docPath: string): string {
  return (
    "/" +
    docPath
      .replace(/\.md$/, "")
      .replace(/(^|\/)index$/, "$1")
      .replace(/\/$/, "")
  );
}

/** A body edit that keeps the title, so both systems see "one doc's text changed". */
export function editedMarkdown(original: string, edit: string): string {
  return (
    original.replace(/\s*$/, "") +
    `\n\nBenchmark edit ${edit}: this paragraph was appended to measure a one-doc rebuild.\n`
  );
}

/**
 * Applies edit `edit` (e.g. "2.1": run 2, first edit; each must differ from the last, or the
 * build sees no change) to each copy of the doc; returns a function that puts back the text
 * the files had before it.
 */
export function editDoc(files: string[], edit: string): () => void {
  const originals = files.map((file) => readFileSync(file));
  files.forEach((file, k) => {
    writeFileSync(file, editedMarkdown(originals[k].toString("utf8"), edit));
  });
  return () => {
    files.forEach((file, k) => {
      writeFileSync(file, originals[k]);
    });
  };
}
