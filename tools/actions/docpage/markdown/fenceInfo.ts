/**
 * A code block's fence as Docusaurus writes it, read without highlighting it: the info
 * string's language and meta (`ts title="src/main.ts" {1,3-4} showLineNumbers=5`, or
 * `ts{4}`), and the text search indexes: the code as shown, without the magic comments that
 * mark lines (magicComments.ts). The route table's step reads these too, so this module
 * loads no highlighter.
 */
import { takeMagicComments } from "./magicComments";

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

/** A code block as search indexes it: the title and the shown code (no magic comments). */
export function searchableCode(rawCode: string, info: string | undefined): string {
  const fence = parseFenceInfo(info);
  const code = fence.ranges ? rawCode : takeMagicComments(rawCode, fence.language).code;
  return fence.title ? `${fence.title} ${code}` : code;
}
