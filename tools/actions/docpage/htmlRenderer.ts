/**
 * How marked renders a doc's tokens to the page's HTML: headings with their ids and a
 * hash link, code blocks (markdown/codeBlocks.ts), links to their resolved targets (new
 * tab when external), tables in a scrolling wrapper, and raw HTML that could run script
 * escaped.
 */
import type { RendererObject } from "marked";
import { escapeHtml, UNSAFE_HTML } from "../../../contracts/html";
import { renderCodeBlock } from "./markdown/codeBlocks";
import { plainText } from "./plainText";
import type { Annotated } from "./tokens";

/** Raw HTML that could run script is escaped, never passed through (see docs/writing rules). */

/** Reads what annotate() put on the tokens; marked's defaults render the rest. */
export const HTML_RENDERER: RendererObject = {
  heading(token) {
    const { id } = token as Annotated;
    const inner = this.parser.parseInline(token.tokens);
    const label = escapeHtml(`Direct link to ${plainText(token.tokens)}`);
    return `<h${token.depth} class="anchor" id="${escapeHtml(id!)}">${inner}<a href="#${escapeHtml(id!)}" class="hash-link" aria-label="${label}" title="${label}">\u200b</a></h${token.depth}>\n`;
  },
  code(token) {
    return renderCodeBlock(token.text, token.lang).html;
  },
  link(token) {
    const { resolved, external } = token as Annotated;
    const inner = this.parser.parseInline(token.tokens);
    const title = token.title ? ` title="${escapeHtml(token.title)}"` : "";
    const extra = external ? ' target="_blank" rel="noopener noreferrer"' : "";
    return `<a href="${escapeHtml(resolved ?? token.href)}"${title}${extra}>${inner}</a>`;
  },
  image(token) {
    const { resolved, width, height } = token as Annotated;
    const size = width && height ? ` width="${width}" height="${height}"` : "";
    const title = token.title ? ` title="${escapeHtml(token.title)}"` : "";
    return `<img src="${escapeHtml(resolved ?? token.href)}" alt="${escapeHtml(token.text)}"${title}${size} loading="lazy" decoding="async">`;
  },
  html(token) {
    return UNSAFE_HTML.test(token.text) ? escapeHtml(token.text) : token.text;
  },
  table(token) {
    const header = token.header.map((cell) => this.tablecell(cell)).join("");
    const rows = token.rows.map((row) => `<tr>${row.map((cell) => this.tablecell(cell)).join("")}</tr>`).join("\n");
    return `<div class="table-wrapper"><table><thead><tr>${header}</tr></thead><tbody>${rows}</tbody></table></div>\n`;
  },
};
