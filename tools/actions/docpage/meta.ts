/**
 * What the route table needs of a doc (route, title, sidebar facts), read from its source
 * alone: the route table is built from every doc before any doc is compiled, so that a
 * doc's one action can render its full HTML. compileDoc takes its title from here too.
 */
import { Marked, type Token, type Tokens } from "marked";
import type { FrontMatterId, PageMeta } from "../../../contracts/data";
import { splitNumberPrefix } from "../../../contracts/paths";
import { plainText } from "./plainText";
import { docRoute, frontMatterKeyLine, routeFrontMatter } from "./frontMatter";
import { versionDocRoute } from "../../../contracts/versions";
import { DocError, type DocSource } from "./source";
import { withoutCustomId } from "./headingIds";
import { docIdOf } from "./docId";

/**
 * The index of the doc's leading h1 (the page shows the title instead of it), or -1. As in
 * Docusaurus, it is the first block, after blank lines.
 */
export function leadingH1Index(tokens: Token[]): number {
  let at = 0;
  // marked-footnote puts its list's token first, wherever the definitions are.
  while (tokens[at]?.type === "space" || tokens[at]?.type === "footnotes") at++;
  const first = tokens[at];
  return first?.type === "heading" && (first as Tokens.Heading).depth === 1 ? at : -1;
}

/** The text of a leading "# Title", read from the body's first block only. */
export function leadingH1Text(body: string): string | null {
  // A heading is one block, so the first block lexes to the same first token as the whole
  // body, unless the heading's text uses a link reference defined further down.
  const text = body.replace(/^(?:[ \t]*\n)+/, "");
  const end = text.indexOf("\n\n");
  let tokens = new Marked({ gfm: true }).lexer(end < 0 ? text : text.slice(0, end));
  if (end >= 0 && leadingH1Index(tokens) >= 0 && tokens[leadingH1Index(tokens)].raw.includes("["))
    tokens = new Marked({ gfm: true }).lexer(text);
  const at = leadingH1Index(tokens);
  return at < 0 ? null : withoutCustomId(plainText((tokens[at] as Tokens.Heading).tokens));
}

/** The front matter's title, else the leading h1's text; a doc without either fails. */
export function docTitle(file: string, source: DocSource): string {
  const title = (source.frontMatter.title ?? leadingH1Text(source.body) ?? "").trim();
  if (!title) {
    throw new DocError(
      file,
      1,
      'the doc has no title: add "title: ..." to its front matter or start it with a "# Title" line',
    );
  }
  return title;
}

/**
 * What the route table needs of a doc. `bytes`, the doc's file, gives the lines of the
 * front matter keys that name other docs or a sidebar, for the route table's messages.
 * `routeBase`: a docs version's (`/docs/1.2`), whose `docPath` reads `docs/` for its folder.
 */
export function docMeta(
  file: string,
  docPath: string,
  source: DocSource,
  bytes?: Uint8Array,
  routeBase?: string,
): PageMeta {
  const title = docTitle(file, source);
  const fm = source.frontMatter;
  const ref = (key: "pagination_next" | "pagination_prev" | "displayed_sidebar"): FrontMatterId | undefined => {
    const id = fm[key];
    if (id === undefined) return undefined;
    return { id, file, line: bytes ? frontMatterKeyLine(Buffer.from(bytes).toString("utf8"), key) : 1 };
  };
  const next = ref("pagination_next");
  const previous = ref("pagination_prev");
  const displayedSidebar = ref("displayed_sidebar");
  const { sidebar_label: label, sidebar_position: position, sidebar_class_name: className } = fm;
  const { id, parse_number_prefixes: parseNumberPrefixes } = fm;
  if (id?.includes("/")) throw new DocError(file, 1, `front matter "id" names the doc, not a path: "${id}" has a "/"`);
  // As in Docusaurus, a number prefix on the file's name is its position when the front matter gives none.
  const prefix =
    parseNumberPrefixes === false ? undefined : splitNumberPrefix(docPath.replace(/^.*\/|\.mdx?$/g, "")).prefix;
  return {
    route: routeBase ? versionDocRoute(docPath, routeFrontMatter(fm), routeBase) : docRoute(docPath, fm),
    id: docIdOf(docPath, { id, parseNumberPrefixes }),
    title,
    sidebarLabel: (label ?? title).trim(),
    sidebarPosition: typeof position === "number" ? position : (prefix ?? null),
    source: docPath,
    ...(className ? { className } : {}),
    ...(fm.draft === true ? { draft: true } : {}),
    ...(fm.unlisted === true ? { unlisted: true } : {}),
    ...(fm.pagination_label !== undefined ? { paginationLabel: fm.pagination_label.trim() } : {}),
    ...(next ? { paginationNext: next } : {}),
    ...(previous ? { paginationPrev: previous } : {}),
    ...(displayedSidebar ? { displayedSidebar } : {}),
  };
}
