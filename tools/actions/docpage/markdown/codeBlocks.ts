/**
 * Code blocks as Docusaurus writes them: the fence's info string carries the language and
 * a meta string (`ts title="src/main.ts" {1,3-4} showLineNumbers=5`, or `ts{4}`), and
 * magic comments (`// highlight-next-line`, `// highlight-start` … `// highlight-end`, in
 * any of the usual comment forms) mark lines and are taken out of the shown code.
 *
 * Highlighting happens here, at build time, with every language highlight.js ships; a line
 * is a <span class="code-line"> so that CSS can mark it and number it (the number is a
 * data attribute drawn by ::before, so copying the code never copies numbers).
 */
import { escapeHtml } from "../../../../contracts/html";
import { highlight } from "./highlight";

export interface FenceInfo {
  /** The language as written ("" when none). */
  language: string;
  title?: string;
  /** 1-based lines marked by a `{…}` range in the meta string. */
  ranges?: Set<number>;
  /** The first line's number when the lines are numbered. */
  lineNumbersFrom?: number;
}

const RANGE = /\{([\d,\s-]*)\}/;

/** Reads a fence's info string (marked hands it over whole as the code token's `lang`). */
export function parseFenceInfo(info: string | undefined): FenceInfo {
  const text = (info ?? "").trim();
  const language = /^[^\s{]*/.exec(text)![0];
  const meta = text.slice(language.length);
  const result: FenceInfo = { language };
  const title = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  if (title) result.title = title[1] ?? title[2] ?? title[3];
  const rest = meta.replace(/\btitle=(?:"[^"]*"|'[^']*'|\S+)/, "");
  const range = RANGE.exec(rest);
  if (range) result.ranges = parseRanges(range[1]);
  const numbers = /\bshowLineNumbers(?:=(\d+))?/.exec(rest);
  if (numbers) result.lineNumbersFrom = numbers[1] ? Number(numbers[1]) : 1;
  return result;
}

/** `1,3-4` → {1, 3, 4}. */
export function parseRanges(text: string): Set<number> {
  const lines = new Set<number>();
  for (const part of text.split(",").map((p) => p.trim())) {
    const match = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!match) continue;
    const from = Number(match[1]);
    const to = match[2] ? Number(match[2]) : from;
    for (let line = from; line <= to; line++) lines.add(line);
  }
  return lines;
}

const MAGIC = /^\s*(?:\/\/|#|--|;|%|\/\*|\{\/\*|<!--)\s*highlight-(next-line|start|end)\s*(?:\*\/\}|\*\/|-->)?\s*$/;

/** The code without its magic-comment lines, and the 1-based lines they mark. */
export function takeMagicComments(code: string): { code: string; marked: Set<number> } {
  const kept: string[] = [];
  const marked = new Set<number>();
  let nextLine = false;
  let inRange = false;
  for (const line of code.split("\n")) {
    const magic = MAGIC.exec(line);
    if (magic) {
      if (magic[1] === "next-line") nextLine = true;
      else inRange = magic[1] === "start";
      continue;
    }
    kept.push(line);
    if (nextLine || inRange) marked.add(kept.length);
    nextLine = false;
  }
  return { code: kept.join("\n"), marked };
}

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

/** A code block as search indexes it: the title and the shown code (no magic comments). */
export function searchableCode(rawCode: string, info: string | undefined): string {
  const fence = parseFenceInfo(info);
  const code = fence.ranges ? rawCode : takeMagicComments(rawCode).code;
  return fence.title ? `${fence.title} ${code}` : code;
}

/** One code block's HTML: optional title, highlighted lines, copy button. */
export function renderCodeBlock(rawCode: string, info: string | undefined): RenderedCode {
  const fence = parseFenceInfo(info);
  // As in Docusaurus, a `{…}` range in the meta string replaces the magic comments.
  const { code, marked } = fence.ranges ? { code: rawCode, marked: fence.ranges } : takeMagicComments(rawCode);
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
