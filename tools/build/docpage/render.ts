/**
 * Markdown → page artifact. One pass annotates the marked token tree (heading ids,
 * resolved links with their source lines), then marked renders it with our renderer,
 * and the same tree yields the table of contents and the search sections.
 */
import GithubSlugger from "github-slugger";
import { Marked, type Token, type Tokens } from "marked";
import { resolveDocLink, routeFromDocPath } from "../../../contracts/paths";
import { escapeHtml, highlight } from "./highlight";

export interface RenderInput {
  /** The doc's path under the content root, e.g. `docs/concepts/tasks.md`. */
  docPath: string;
  body: string;
  bodyLine: number;
  /** Type id → route for anchors documented on other pages (the API reference). */
  anchorRoutes?: Record<string, string>;
}

export interface Heading {
  depth: number;
  id: string;
  text: string;
}

export interface RenderedDoc {
  html: string;
  /** The text of a leading h1, if the body had one (it is not rendered). */
  h1: string | null;
  headings: Heading[];
  anchors: string[];
  links: { href: string; line: number; markdown: boolean }[];
  sections: { heading: string | null; hash: string; text: string }[];
}

type Annotated = Token & { id?: string; line?: number; resolved?: string; external?: boolean };

const ANCHOR_OPEN = /^<a\s[^>]*\bid="([^"]+)"[^>]*>(?:\s*<\/a>)?$/i;
const ID_ATTR = /\bid="([^"]+)"/g;
/** Raw HTML that could run script is escaped, never passed through (see docs/writing rules). */
const UNSAFE_HTML = /<\s*\/?\s*(script|style|iframe|object|embed|form|input|textarea|button|link|meta|base)\b|\son[a-z]+\s*=|javascript:/i;

function childTokens(token: Annotated): Annotated[] {
  const t = token as Tokens.Generic;
  const children: Annotated[] = [];
  if (Array.isArray(t.tokens)) children.push(...(t.tokens as Annotated[]));
  if (t.type === "list") for (const item of t.items as Tokens.ListItem[]) children.push(item as Annotated);
  if (t.type === "table") {
    // A space token between cells keeps their words apart in plain text ("Name Type", not "NameType").
    const gap = { type: "space", raw: "" } as Annotated;
    for (const cell of t.header as Tokens.TableCell[]) children.push(...(cell.tokens as Annotated[]), gap);
    for (const row of t.rows as Tokens.TableCell[][]) for (const cell of row) children.push(...(cell.tokens as Annotated[]), gap);
  }
  return children;
}

/** Plain text of a token tree: what a reader reads (no tags), for the TOC and search. */
export function plainText(tokens: Token[]): string {
  const parts: string[] = [];
  const visit = (token: Annotated): void => {
    switch (token.type) {
      case "html":
      case "space":
      case "hr":
      case "br":
        parts.push(" ");
        return;
      case "code":
      case "codespan":
      case "text":
      case "escape":
        if (!(token as Tokens.Generic).tokens) {
          parts.push(decodeEntities((token as Tokens.Text).text));
          return;
        }
    }
    const children = childTokens(token);
    if (children.length === 0 && "text" in token) parts.push(decodeEntities(String(token.text)));
    else children.forEach(visit);
    if (["paragraph", "heading", "list_item", "code", "table", "blockquote"].includes(token.type)) parts.push(" ");
    if (token.type === "table") parts.push(" ");
  };
  tokens.forEach((t) => visit(t as Annotated));
  return parts.join("").replace(/\s+/g, " ").trim();
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };
function decodeEntities(text: string): string {
  return text.replace(/&(#?[a-z0-9]+);/gi, (whole, name: string) => {
    if (ENTITIES[name] !== undefined) return ENTITIES[name];
    if (/^#x[0-9a-f]+$/i.test(name)) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (/^#\d+$/.test(name)) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return whole;
  });
}

function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith("//");
}

export function renderDoc(input: RenderInput): RenderedDoc {
  const marked = new Marked({ gfm: true });
  const tokens = marked.lexer(input.body) as Annotated[];
  const slugger = new GithubSlugger();
  const headings: Heading[] = [];
  const anchors = new Set<string>();
  const links: RenderedDoc["links"] = [];
  const ownRoute = routeFromDocPath(input.docPath);

  let h1: string | null = null;
  if (tokens.length > 0 && tokens[0].type === "heading" && (tokens[0] as Tokens.Heading).depth === 1) {
    h1 = plainText((tokens[0] as Tokens.Heading).tokens);
    tokens.shift();
  }

  const resolveHref = (href: string): { href: string; check: boolean; markdown: boolean } => {
    if (isExternal(href)) return { href, check: false, markdown: false };
    const hashAt = href.indexOf("#");
    const path = hashAt < 0 ? href : href.slice(0, hashAt);
    const hash = hashAt < 0 ? "" : href.slice(hashAt);
    if (path === "") {
      const target = input.anchorRoutes?.[anchorOwner(hash.slice(1), input.anchorRoutes)];
      if (target && target !== ownRoute) return { href: target + hash, check: true, markdown: false };
      return { href: hash, check: true, markdown: false };
    }
    if (/\.mdx?$/.test(path)) {
      const docPath = path.startsWith("/") ? path.replace(/^\/+/, "") : resolveDocLink(input.docPath, path);
      return { href: routeFromDocPath(docPath) + hash, check: true, markdown: true };
    }
    return { href, check: path.startsWith("/") && !path.startsWith("/_"), markdown: false };
  };

  // Pass 1: heading ids, link resolution and source lines.
  const annotate = (token: Annotated, line: number): void => {
    token.line = line;
    if (token.type === "heading") {
      const heading = token as Tokens.Heading & Annotated;
      // jsii-docgen declares a heading's anchor as an empty <a name id>; that id is kept.
      const at = heading.tokens.findIndex((t) => t.type === "html" && ANCHOR_OPEN.test(t.raw));
      const declared = at >= 0 ? ANCHOR_OPEN.exec(heading.tokens[at].raw)![1] : null;
      if (at >= 0) {
        const closes = heading.tokens[at + 1]?.type === "html" && /^<\/a>$/i.test(heading.tokens[at + 1].raw.trim());
        heading.tokens = heading.tokens.filter((_, i) => i !== at && !(closes && i === at + 1));
        trimTrailingSpace(heading.tokens);
      }
      const text = plainText(heading.tokens);
      let id = declared ?? slugger.slug(text || "section");
      if (declared && anchors.has(id)) id = slugger.slug(id);
      heading.id = id;
      anchors.add(id);
      headings.push({ depth: heading.depth, id, text });
    } else if (token.type === "html") {
      for (const match of token.raw.matchAll(ID_ATTR)) anchors.add(match[1]);
    } else if (token.type === "link" || token.type === "image") {
      const link = token as Tokens.Link & Annotated;
      const resolved = resolveHref(link.href);
      link.resolved = resolved.href;
      link.external = isExternal(resolved.href);
      if (resolved.check) links.push({ href: resolved.href, line, markdown: resolved.markdown });
    }
    let cursor = 0;
    for (const child of childTokens(token)) {
      const at = child.raw ? token.raw.indexOf(child.raw, cursor) : -1;
      const childLine = at < 0 ? line : line + countNewlines(token.raw, 0, at);
      if (at >= 0) cursor = at;
      annotate(child, childLine);
    }
  };
  let line = input.bodyLine;
  for (const token of tokens) {
    annotate(token, line);
    line += countNewlines(token.raw, 0, token.raw.length);
  }

  marked.use({
    renderer: {
      heading(token) {
        const { id } = token as Annotated;
        const inner = this.parser.parseInline(token.tokens);
        const label = escapeHtml(`Direct link to ${plainText(token.tokens)}`);
        return `<h${token.depth} class="anchor" id="${escapeHtml(id!)}">${inner}<a href="#${escapeHtml(id!)}" class="hash-link" aria-label="${label}" title="${label}">\u200b</a></h${token.depth}>\n`;
      },
      code(token) {
        const { html, language } = highlight(token.text, token.lang);
        return (
          `<div class="code-block" data-language="${escapeHtml(language)}">` +
          `<pre tabindex="0"><code class="hljs language-${escapeHtml(language)}">${html}</code></pre>` +
          `<button type="button" class="copy-button" aria-label="Copy code to clipboard" title="Copy">Copy</button></div>\n`
        );
      },
      link(token) {
        const { resolved, external } = token as Annotated;
        const inner = this.parser.parseInline(token.tokens);
        const title = token.title ? ` title="${escapeHtml(token.title)}"` : "";
        const extra = external ? ' target="_blank" rel="noopener noreferrer"' : "";
        return `<a href="${escapeHtml(resolved ?? token.href)}"${title}${extra}>${inner}</a>`;
      },
      html(token) {
        return UNSAFE_HTML.test(token.text) ? escapeHtml(token.text) : token.text;
      },
      table(token) {
        const header = token.header.map((cell) => this.tablecell(cell)).join("");
        const rows = token.rows.map((row) => `<tr>${row.map((cell) => this.tablecell(cell)).join("")}</tr>`).join("\n");
        return `<div class="table-wrapper"><table><thead><tr>${header}</tr></thead><tbody>${rows}</tbody></table></div>\n`;
      },
    },
  });
  const html = marked.parser(tokens);

  return { html, h1, headings, anchors: [...anchors], links, sections: sectionsOf(tokens) };
}

/** The page's id for an anchor: the longest type id that prefixes it (members live with their type). */
function anchorOwner(anchor: string, routes: Record<string, string> | undefined): string {
  if (!routes) return anchor;
  let candidate = anchor;
  while (candidate && routes[candidate] === undefined) {
    const dot = candidate.lastIndexOf(".");
    if (dot < 0) return anchor;
    candidate = candidate.slice(0, dot);
  }
  return candidate;
}

function trimTrailingSpace(tokens: Token[]): void {
  const last = tokens[tokens.length - 1] as Tokens.Text | undefined;
  if (last && last.type === "text") last.text = last.text.replace(/\s+$/, "");
}

function countNewlines(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 10) count++;
  return count;
}

/** Cuts the token list into search sections at each h1–h3; h4–h6 text stays in its section. */
function sectionsOf(tokens: Annotated[]): RenderedDoc["sections"] {
  const sections: RenderedDoc["sections"] = [{ heading: null, hash: "", text: "" }];
  let buffer: Token[] = [];
  const flush = () => {
    sections[sections.length - 1].text = plainText(buffer);
    buffer = [];
  };
  for (const token of tokens) {
    if (token.type === "heading" && (token as Tokens.Heading).depth <= 3) {
      flush();
      sections.push({ heading: plainText((token as Tokens.Heading).tokens), hash: "#" + token.id, text: "" });
    } else {
      buffer.push(token);
    }
  }
  flush();
  return sections.filter((s, i) => i > 0 || s.text !== "");
}
