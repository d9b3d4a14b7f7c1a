/**
 * A doc's id, as Docusaurus names docs in sidebars and category links: its path under the
 * docs folder without the extension, number prefixes taken off each segment
 * (`docs/01-guides/02-setup.md` → `guides/setup`), and the last segment replaced by the
 * front matter's `id` when it has one. Its route follows the same rules (routeFromDocPath).
 */
import { splitNumberPrefix } from "../../../contracts/paths";

export interface DocIdOptions {
  /** Front matter `id`: replaces the file's name. */
  id?: string;
  /** Front matter `parse_number_prefixes` (true unless the doc says false). */
  parseNumberPrefixes?: boolean;
}

/** The id of the doc at `docPath` (a path under content/, `docs/...`). */
export function docIdOf(docPath: string, options: DocIdOptions = {}): string {
  const strip = options.parseNumberPrefixes ?? true;
  const segments = docPath
    .replace(/^docs\//, "")
    .replace(/\.mdx?$/, "")
    .split("/");
  const file = segments.pop() ?? "";
  const folders = strip ? segments.map((segment) => splitNumberPrefix(segment).name) : segments;
  return [...folders, options.id ?? (strip ? splitNumberPrefix(file).name : file)].join("/");
}
