/**
 * A code block's HTML: highlighted at build time with every language highlight.js ships,
 * its title, marked lines and numbers as its fence says (fenceInfo.ts reads the fence,
 * magicComments.ts the magic comments). A line is a <span class="code-line"> so that CSS can
 * mark it and number it (the number is a data attribute drawn by ::before, so copying the
 * code never copies numbers).
 */
import { escapeHtml } from "../../../../contracts/html";
import { parseFenceInfo } from "./fenceInfo";
import { highlight } from "./highlight";
import { takeMagicComments } from "./magicComments";

/**
 * Splits highlighted HTML into lines, closing the spans open at a line's end and opening
 * them again on the next, so that each line is well-formed on its own.
 */
export function splitHighlightedLines(html: string): string[] {
  const lines: string[] = [];
  const open: string[] = [];
  let current = "";
  const tag = /<span[^>]*>|<\/span>|\n/g;
  let last = 0;
  for (const match of html.matchAll(tag)) {
    current += html.slice(last, match.index);
    last = match.index! + match[0].length;
    if (match[0] === "\n") {
      lines.push(current + "</span>".repeat(open.length));
      current = open.join("");
    } else if (match[0] === "</span>") {
      open.pop();
      current += match[0];
    } else {
      open.push(match[0]);
      current += match[0];
    }
  }
  lines.push(current + html.slice(last));
  return lines;
}

export interface RenderedCode {
  html: string;
  /** The language the code was highlighted as ("text" when plain). */
  language: string;
  /** Set when the fence names a language highlight.js does not know. */
  unknownLanguage?: string;
}

/** One code block's HTML: optional title, highlighted lines, copy button. */
export function renderCodeBlock(rawCode: string, info: string | undefined): RenderedCode {
  const fence = parseFenceInfo(info);
  // As in Docusaurus, a `{…}` range in the meta string replaces the magic comments.
  const { code, marked } = fence.ranges
    ? { code: rawCode, marked: fence.ranges }
    : takeMagicComments(rawCode, fence.language);
  const highlighted = highlight(code, fence.language);
  const numbered = fence.lineNumbersFrom !== undefined;
  const lines = splitHighlightedLines(highlighted.html).map((line, i) => {
    const classes = marked.has(i + 1) ? "code-line code-line--highlighted" : "code-line";
    const number = numbered ? ` data-line="${fence.lineNumbersFrom! + i}"` : "";
    return `<span class="${classes}"${number}>${line}</span>`;
  });
  const language = escapeHtml(highlighted.language);
  const title = fence.title ? `<div class="code-block__title">${escapeHtml(fence.title)}</div>` : "";
  const html =
    `<div class="code-block${numbered ? " code-block--numbered" : ""}${title ? " code-block--titled" : ""}" data-language="${language}">` +
    title +
    `<pre tabindex="0"><code class="hljs language-${language}">${lines.join("\n")}</code></pre>` +
    `<button type="button" class="copy-button" aria-label="Copy code to clipboard" title="Copy">Copy</button></div>\n`;
  const unknown = fence.language && highlighted.language === "text" && fence.language.toLowerCase() !== "text";
  return { html, language: highlighted.language, ...(unknown ? { unknownLanguage: fence.language } : {}) };
}
