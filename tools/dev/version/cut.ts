/**
 * `docusaurus docs:version <name>` for a docs folder laid out as Docusaurus lays it out: every
 * file of `docs/` copied to `versioned_docs/version-<name>/`, the sidebars written to
 * `versioned_sidebars/version-<name>-sidebars.json` (none when they are `{}`), and, last, the
 * name put first in `versions.json`. Everything is checked and read before anything is
 * written; the copy is made in a temporary folder renamed into place, and a failure removes
 * what was written, so that no half version is left.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import {
  CURRENT_VERSION,
  VERSIONS_FILE,
  versionDocsDir,
  versionNameError,
  versionSidebarsFile,
} from "../../../contracts/versionFiles";
import { cutSidebars } from "./cutSidebars";
import { readVersionsList } from "./versionsList";

export interface CutOptions {
  /** The workspace: the paths below and in messages are relative to it. */
  workspace: string;
  /** The docs folder's root (`content`): it holds docs/, the sidebars file and versions.json. */
  content: string;
  /** The version's name (`1.2`). */
  name: string;
}

export interface CutResult {
  /** The version's docs folder (`content/versioned_docs/version-1.2`) and how many files were copied into it. */
  docsDir: string;
  files: number;
  /** The sidebars file written, or null when the sidebars are `{}` (Docusaurus then writes none). */
  sidebarsFile: string | null;
  versionsFile: string;
  /** Docs and folders the sidebars named that docs/ does not hold (made at build time, as the API reference is), left out. */
  leftOut: string[];
}

/** As the build reads a docs folder, a Markdown file is a page unless its name or a folder's starts with `_` (is_page in content_files.bzl). */
function isPage(path: string): boolean {
  return /\.mdx?$/.test(path) && !path.split("/").some((part) => part.startsWith("_"));
}

/** Every file under `dir`, as paths relative to it; a symlink is read as what it points to. */
function filesUnder(dir: string, where: string, prefix = ""): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix + entry.name;
    const stat = entry.isSymbolicLink() ? statSync(join(dir, path), { throwIfNoEntry: false }) : entry;
    if (!stat) throw new Error(`${where}/${path}: error: a symlink to nothing: it cannot be copied`);
    return stat.isDirectory() ? filesUnder(dir, where, `${path}/`) : [path];
  });
}

/** What a cut writes, all read and checked. */
interface Plan {
  options: CutOptions;
  versions: string[];
  /** Workspace paths of the version's docs folder, its sidebars file and versions.json. */
  docsDir: string;
  sidebarsFile: string;
  versionsFile: string;
  /** The files of docs/, relative to it. */
  files: string[];
  sidebars: ReturnType<typeof cutSidebars>;
}

function plan(options: CutOptions): Plan {
  const { workspace, content, name } = options;
  if (name === CURRENT_VERSION)
    throw new Error(`error: invalid version name "${name}": it names the docs of docs/, Docusaurus's current version`);
  const problem = versionNameError(name);
  if (problem)
    throw new Error(
      `error: invalid version name ${JSON.stringify(name)}: a version name ${problem} (Docusaurus's rule)`,
    );
  const versionsFile = `${content}/${VERSIONS_FILE}`;
  const versions = readVersionsList(join(workspace, versionsFile), versionsFile);
  if (versions.includes(name))
    throw new Error(`error: version ${name} already exists in ${versionsFile}: use a name it does not list`);
  const docsDir = `${content}/${versionDocsDir(name)}`;
  const sidebarsFile = `${content}/${versionSidebarsFile(name)}`;
  for (const [path, shown] of [
    [docsDir, `${docsDir}/`],
    [sidebarsFile, sidebarsFile],
  ])
    if (existsSync(join(workspace, path))) throw new Error(`error: ${shown} already exists: remove it first`);
  const docs = `${content}/docs`;
  const files = existsSync(join(workspace, docs)) ? filesUnder(join(workspace, docs), docs) : [];
  const pages = files.filter(isPage).map((path) => `docs/${path}`);
  if (pages.length === 0) throw new Error(`error: no docs found in ${docs}/`);
  const sidebars = cutSidebars(join(workspace, content), content, pages);
  return { options, versions, docsDir, sidebarsFile, versionsFile, files, sidebars };
}

/** Writes `text` to `path` through a temporary file renamed into place; `written` hears each path made. */
function writeInPlace(path: string, text: string, written: string[]): void {
  written.push(`${path}.tmp`);
  writeFileSync(`${path}.tmp`, text);
  renameSync(`${path}.tmp`, path);
  written.push(path);
}

/** Makes `dir` and its missing parents; `written` hears the first one made. */
function makeDir(dir: string, written: string[]): void {
  const made = mkdirSync(dir, { recursive: true });
  if (made) written.push(made);
}

function write({ options, versions, docsDir, sidebarsFile, versionsFile, files, sidebars }: Plan): void {
  const at = (path: string) => join(options.workspace, path);
  const written: string[] = [];
  try {
    makeDir(dirname(at(docsDir)), written);
    const temporary = join(dirname(at(docsDir)), `.version-${options.name}.tmp`);
    rmSync(temporary, { recursive: true, force: true });
    written.push(temporary);
    for (const file of files) {
      mkdirSync(dirname(join(temporary, file)), { recursive: true });
      copyFileSync(at(`${options.content}/docs/${file}`), join(temporary, file));
    }
    renameSync(temporary, at(docsDir));
    written.push(at(docsDir));
    if (!isEmptyObject(sidebars.data)) {
      makeDir(dirname(at(sidebarsFile)), written);
      writeInPlace(at(sidebarsFile), `${JSON.stringify(sidebars.data, null, 2)}\n`, written);
    }
    // Last: until versions.json lists the version, the build does not read its files; and once
    // it is renamed into place nothing is left to fail, so it is never taken back.
    writeInPlace(at(versionsFile), `${JSON.stringify([options.name, ...versions], null, 2)}\n`, written);
  } catch (error) {
    for (const path of written.reverse()) rmSync(path, { recursive: true, force: true });
    throw error;
  }
}

function isEmptyObject(data: unknown): boolean {
  return typeof data === "object" && data !== null && !Array.isArray(data) && Object.keys(data).length === 0;
}

/** Cuts version `name` of the docs folder `content`; throws, having written nothing, when it cannot. */
export function cutVersion(options: CutOptions): CutResult {
  const planned = plan(options);
  write(planned);
  return {
    docsDir: planned.docsDir,
    files: planned.files.length,
    sidebarsFile: isEmptyObject(planned.sidebars.data) ? null : planned.sidebarsFile,
    versionsFile: planned.versionsFile,
    leftOut: planned.sidebars.leftOut,
  };
}
