/**
 * Admonitions, as Docusaurus writes them:
 *
 *   :::tip[Optional title]        or   :::tip Optional title
 *   Any markdown, other admonitions included (give the outer one more colons).
 *   :::
 *
 * and GitHub's alerts (`> [!NOTE]` as a blockquote's first line), which render the same.
 * The output is an <aside> with a heading-less title line and an icon drawn by CSS, so it
 * needs no client JS and no inline style (the CSP stays strict).
 */
import type { MarkedExtension, Tokens, TokenizerAndRendererExtension } from "marked";
import { escapeHtml } from "../../../../contracts/html";

/** Each type Docusaurus knows, with the style it takes and its default title. */
export const ADMONITION_TYPES: Readonly<Record<string, { style: string; title: string }>> = {
  note: { style: "note", title: "Note" },
  tip: { style: "tip", title: "Tip" },
  info: { style: "info", title: "Info" },
  warning: { style: "warning", title: "Warning" },
  danger: { style: "danger", title: "Danger" },
  caution: { style: "warning", title: "Caution" },
  important: { style: "info", title: "Important" },
  success: { style: "tip", title: "Success" },
  secondary: { style: "note", title: "Secondary" },
};

/** GitHub alert keyword → admonition type. */
const ALERTS: Readonly<Record<string, string>> = {
  NOTE: "note",
  TIP: "tip",
  IMPORTANT: "important",
  WARNING: "warning",
  CAUTION: "danger",
};

export interface AdmonitionToken extends Tokens.Generic {
  type: "admonition";
  kind: string;
  /** The title's inline tokens; none for the type's default title. */
  titleTokens: Tokens.Generic[];
  tokens: Tokens.Generic[];
}

const OPENING = /^ {0,3}(:{3,})([A-Za-z][\w-]*)(.*)$/;
const CLOSING = /^ {0,3}(:{3,})[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** A fence that closes an open one: the same character, at least as long, and nothing after it. */
const CLOSING_FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;

/** Where a container opened on the first line of `src` ends: the index after its closing line, or -1. */
function containerEnd(src: string): number {
  const lines = src.split("\n");
  let open = 0;
  let fence: string | null = null;
  let offset = 0;
  for (const line of lines) {
    offset += line.length + 1;
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      const closing = CLOSING_FENCE.exec(line);
      if (closing && closing[1][0] === fence[0] && closing[1].length >= fence.length) fence = null;
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
    } else if (OPENING.test(line)) {
      open++;
    } else if (CLOSING.test(line)) {
      open--;
      if (open === 0) return Math.min(offset, src.length);
    }
  }
  return -1;
}

/** The title after the type: `[a title]` (brackets inside balanced, as in `[see [x](y)]`) or the rest of the line. */
function titleOf(rest: string): string {
  if (!rest.startsWith("[")) return rest.trim();
  let depth = 0;
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === "\\") i++;
    else if (rest[i] === "[") depth++;
    else if (rest[i] === "]" && --depth === 0) return rest.slice(1, i).trim();
  }
  return rest.trim(); // never closed: the line as written
}

const container: TokenizerAndRendererExtension = {
  name: "admonition",
  level: "block",
  start(src) {
    return /^ {0,3}:{3,}[A-Za-z]/m.exec(src)?.index;
  },
  tokenizer(src) {
    const first = src.slice(0, src.indexOf("\n") < 0 ? src.length : src.indexOf("\n"));
    const open = OPENING.exec(first);
    if (!open || !ADMONITION_TYPES[open[2].toLowerCase()]) return undefined;
    const end = containerEnd(src);
    if (end < 0) return undefined; // never closed: marked shows the text as written
    const raw = src.slice(0, end);
    const inner = raw.slice(first.length + 1, raw.replace(/\n$/, "").lastIndexOf("\n") + 1);
    const kind = open[2].toLowerCase();
    const title = titleOf(open[3]);
    const token: AdmonitionToken = {
      type: "admonition",
      raw,
      kind,
      titleTokens: this.lexer.inlineTokens(title),
      tokens: [],
    };
    this.lexer.blockTokens(inner, token.tokens);
    return token;
  },
  renderer(token) {
    const { kind, titleTokens, tokens } = token as AdmonitionToken;
    return renderAdmonition(kind, this.parser.parseInline(titleTokens), this.parser.parse(tokens));
  },
};

/** The one HTML shape of every admonition; `titleHtml` is already rendered inline markdown. */
export function renderAdmonition(kind: string, titleHtml: string, bodyHtml: string): string {
  const type = ADMONITION_TYPES[kind];
  const label = titleHtml || escapeHtml(type.title);
  return (
    `<aside class="admonition admonition--${type.style}" data-type="${escapeHtml(kind)}">` +
    `<p class="admonition__title"><span class="admonition__icon" aria-hidden="true"></span>${label}</p>` +
    `<div class="admonition__body">${bodyHtml}</div></aside>\n`
  );
}

/** A blockquote opening with `[!NOTE]` (GitHub's alert syntax) becomes an admonition token. */
export function alertFromBlockquote(token: Tokens.Blockquote): AdmonitionToken | null {
  const first = token.tokens[0] as Tokens.Paragraph | undefined;
  const lead = first?.type === "paragraph" ? (first.tokens[0] as Tokens.Text | undefined) : undefined;
  const match = lead?.type === "text" ? /^\[!([A-Z]+)\][ \t]*(?:\n|$)/.exec(lead.text) : null;
  const kind = match ? ALERTS[match[1]] : undefined;
  if (!first || !lead || !match || !kind) return null;
  const text = lead.text.slice(match[0].length);
  const inline = text ? [{ ...lead, raw: text, text }, ...first.tokens.slice(1)] : first.tokens.slice(1);
  const body = inline.length > 0 ? [{ ...first, tokens: inline }, ...token.tokens.slice(1)] : token.tokens.slice(1);
  return { type: "admonition", raw: token.raw, kind, titleTokens: [], tokens: body as Tokens.Generic[] };
}

/** The marked extension: the `:::` container syntax (alerts are converted by walkTokens). */
export function admonitions(): MarkedExtension {
  return {
    extensions: [container],
    walkTokens(token) {
      // Alerts: the blockquote becomes an admonition in place (same object, so the tree holds).
      if (token.type !== "blockquote") return;
      const alert = alertFromBlockquote(token as Tokens.Blockquote);
      if (alert) Object.assign(token, alert);
    },
  };
}
