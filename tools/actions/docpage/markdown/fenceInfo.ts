/**
 * A code block's fence as Docusaurus writes it, read without highlighting it: the info
 * string's language and meta (`ts title="src/main.ts" {1,3-4} showLineNumbers=5`, or
 * `ts{4}`), the magic comments that mark lines (`// highlight-next-line`, `// highlight-start`
 * … `// highlight-end`, in any of the usual comment forms), and the text search indexes.
 * The route table's step reads these too, so this module loads no highlighter.
 */

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

/** A code block as search indexes it: the title and the shown code (no magic comments). */
export function searchableCode(rawCode: string, info: string | undefined): string {
  const fence = parseFenceInfo(info);
  const code = fence.ranges ? rawCode : takeMagicComments(rawCode).code;
  return fence.title ? `${fence.title} ${code}` : code;
}
