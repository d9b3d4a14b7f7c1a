/**
 * Site assembly: one action that lays out the deployable folder. Pages go to
 * `<route>/index.html` with their lazy data at `_page/<route>.json`; directories
 * (bundle, search index, special pages) and static files are placed as they are, as
 * hard links where the file system allows (10,000 pages are a gigabyte to copy).
 * Args: --out DIR --manifest FILE [--page DOC_PATH PAGE_JSON HTML]... [--dir DIR]...
 *       [--static ROOT FILE]...
 */
import { constants, copyFileSync, linkSync, mkdirSync, readdirSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import type { SiteManifest } from "../../../contracts/data";
import { htmlFileOf, pageDataFileOf } from "../../../contracts/paths";
import { expandParams } from "../worker/worker";
import { manifestUrl } from "../../../contracts/siteFiles";

const made = new Set<string>();
/** mkdir -p that remembers what it made: 20,000 page folders, each made once with one syscall. */
function ensureDir(dir: string): void {
  if (made.has(dir)) return;
  const parent = dirname(dir);
  if (parent !== dir) ensureDir(parent);
  try {
    mkdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  made.add(dir);
}

function copy(from: string, to: string): void {
  ensureDir(dirname(to));
  if (from.startsWith("bazel-out/")) {
    // A hard link to an output Bazel already has: outputs are never rewritten in place
    // (every action writes new files), so the link can't change under the site. Never
    // for sources, which editors do rewrite in place and Bazel would make read-only.
    try {
      linkSync(realpathSync.native(from), to);
      return;
    } catch {
      // Another file system: copy.
    }
  }
  copyFileSync(from, to, constants.COPYFILE_FICLONE);
}

function copyTree(from: string, to: string): void {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    if (entry.isDirectory()) copyTree(source, join(to, entry.name));
    else copy(source, join(to, entry.name));
  }
}

function main(args: string[]): void {
  let out = "";
  let manifestFile = "";
  const pages: [string, string, string][] = [];
  const dirs: string[] = [];
  const statics: [string, string][] = [];
  for (let i = 0; i < args.length; i++) {
    switch (args[i]) {
      case "--out": out = args[++i]; break;
      case "--manifest": manifestFile = args[++i]; break;
      case "--page": pages.push([args[++i], args[++i], args[++i]]); break;
      case "--dir": dirs.push(args[++i]); break;
      case "--static": statics.push([args[++i], args[++i]]); break;
      default: throw new Error(`assemble: unexpected argument ${args[i]}`);
    }
  }
  const manifestText = readFileSync(manifestFile, "utf8");
  const manifest = JSON.parse(manifestText) as SiteManifest;
  const routeOf = new Map(manifest.docs.map((d) => [d.source, d.route]));
  for (const [docPath, pageJson, html] of pages) {
    const route = routeOf.get(docPath);
    if (!route) continue; // Lost a duplicate-route contest: link_check has warned.
    copy(html, join(out, htmlFileOf(route)));
    copy(pageJson, join(out, pageDataFileOf(route)));
  }
  for (const dir of dirs) copyTree(dir, out);
  for (const [root, file] of statics) copy(file, join(out, relative(root, file)));
  const manifestPath = join(out, manifestUrl(manifestText).slice(1));
  mkdirSync(dirname(manifestPath), { recursive: true });
  writeFileSync(manifestPath, manifestText);
}

main(expandParams(process.argv.slice(2)));
