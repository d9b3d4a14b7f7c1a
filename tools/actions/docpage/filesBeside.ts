/**
 * The files beside the docs that a doc may link or show (`![](./run-tests.png)`,
 * `[download](../files/x.zip)`): their URLs in the site, and an image's size for its
 * <img> tag. The doc_page action is given every such file (`--file PATH=FILE`); the ones a
 * doc uses are remembered, so that the action can tell Bazel which it did not read.
 */
import { readFileSync } from "node:fs";
import { imageSize } from "image-size";
import { resolveDocLink } from "../../../contracts/paths";
import { versionedDocFile } from "../../../contracts/versions";
import { keyedValues } from "../../cli/cli";
import { contentFileUrl } from "../contentfiles/contentFiles";
import { partialPath } from "./markdown/mdxImports";

export interface FileFacts {
  url: string;
  width?: number;
  height?: number;
}

const IMAGE = /\.(png|jpe?g|gif|webp|avif|svg|bmp|ico|tiff?)$/i;

/** What a doc's compile knows of the files beside the docs. */
export class FilesBeside {
  private readonly facts = new Map<string, FileFacts>();
  readonly used = new Set<string>();

  /**
   * `files`: path under the content root → the file to read. `docsDir`: a docs version's
   * folder (`versioned_docs/version-1.2`), when the paths read `docs/` for it: a file's URL
   * is then made from its real path, the one content_files serves it at.
   */
  constructor(
    private readonly files: ReadonlyMap<string, string> = new Map(),
    private readonly docsDir?: string,
  ) {}

  /** The facts of the file at `path` (under the content root), or undefined when there is none. */
  lookup(path: string): FileFacts | undefined {
    const file = this.files.get(path);
    if (file === undefined) return undefined;
    this.used.add(path);
    let facts = this.facts.get(path);
    if (!facts) {
      const bytes = readFileSync(file);
      const real = this.docsDir ? (versionedDocFile(path, this.docsDir) ?? path) : path;
      facts = { url: contentFileUrl(real, bytes) };
      if (IMAGE.test(path)) {
        try {
          const { width, height } = imageSize(bytes);
          if (width && height) Object.assign(facts, { width, height });
        } catch {
          // An image whose size cannot be read is still shown, without width and height.
        }
      }
      this.facts.set(path, facts);
    }
    return facts;
  }

  /** The text of the file at `path` (a partial), or undefined when there is none. */
  text(path: string): string | undefined {
    const file = this.files.get(path);
    if (file === undefined) return undefined;
    this.used.add(path);
    return readFileSync(file, "utf8");
  }
}

/** Where a site path (`/img/logo.png`) is in the static/ folder under the content root, as in Docusaurus. */
export function staticPath(sitePath: string): string {
  return `static${sitePath}`;
}

/** `--file PATH=FILE` values → path → file. */
export function parseFileFlags(values: readonly string[] = []): Map<string, string> {
  return keyedValues("doc_page", "file", "PATH=FILE", values);
}

/**
 * The files of `files` that a doc's source may name, found by a look at its link targets
 * and `src`/`href` attributes (a superset of what the compile uses: a name in a code block
 * counts too). What the worker keys a doc on, and what the action tells Bazel it read.
 */
export function filesNamedBy(source: string, docPath: string, files: ReadonlyMap<string, string>): string[] {
  const named = new Set<string>();
  // Inline destinations (`](./a.png)`, `](<./my pic.png>)`, `](./img(1).png "t")`), reference
  // definitions (`[logo]: ./a.png "Logo"`) and HTML attributes.
  const patterns = [
    /\]\(\s*<([^>\n]+)>/g,
    /\]\(\s*((?:[^\s()]|\([^\s()]*\))+)/g,
    /^\s{0,3}\[[^\]\n]+\]:\s*<?([^\s>]+)>?/gm,
    /\b(?:src|href)\s*=\s*["']([^"']+)["']/g,
    // MDX partials: `import Intro from './_intro.mdx'`.
    /\bfrom\s*["']([^"']+\.mdx?)["']/g,
    // Front matter `image: ./social.png`, the page's social image.
    /^image:\s*["']?([^"'\s]+)/gm,
  ];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) {
      const target = match[1].split("#")[0];
      if (!target || /^[a-z][a-z0-9+.-]*:|^#/i.test(target)) continue;
      const path = target.startsWith("/")
        ? staticPath(target)
        : target.startsWith("@site/")
          ? partialPath(docPath, target)
          : resolveDocLink(docPath, target);
      if (files.has(path)) named.add(path);
    }
  }
  return [...named].sort();
}
