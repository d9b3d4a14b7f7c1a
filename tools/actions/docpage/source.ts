/**
 * Reading a doc: strict UTF-8, BOM and CRLF normalised, YAML front matter parsed and
 * validated. Every problem becomes a DocError naming the file and line.
 */
import { readFileSync } from "node:fs";
import { parseDocument } from "yaml";
import { checkFrontMatter, type FrontMatter } from "./frontMatter";
import { readMdxImports, type MdxImport } from "./markdown/mdxImports";

export class DocError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | null,
    readonly reason: string,
  ) {
    super(`${file}${line ? `:${line}` : ""}: error: ${reason}`);
  }
}

export type { FrontMatter };

/** A warning about a doc: reported with its file and line, and the build goes on. */
export interface DocNote {
  line: number;
  message: string;
}

export interface DocSource {
  frontMatter: FrontMatter;
  body: string;
  /** The 1-based line of the file on which `body` starts. */
  bodyLine: number;
  /** What is worth a warning in the source itself (front matter keys not applied, say). */
  notes: DocNote[];
  /** What its MDX import lines name (the lines themselves are blank in `body`). */
  imports: Map<string, MdxImport>;
}

/** Decodes bytes as UTF-8, failing with the line of the first invalid byte. */
export function decodeUtf8(file: string, bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    // Re-encoding the lossy decoding differs from the input first at the bad byte.
    const roundTrip = Buffer.from(Buffer.from(bytes).toString("utf8"), "utf8");
    let offset = 0;
    while (offset < bytes.length && bytes[offset] === roundTrip[offset]) offset++;
    let line = 1;
    for (let i = 0; i < offset; i++) if (bytes[i] === 0x0a) line++;
    return raise(file, line, `invalid UTF-8 (byte 0x${(bytes[offset] ?? 0).toString(16)} at offset ${offset})`);
  }
}

function raise(file: string, line: number | null, reason: string): never {
  throw new DocError(file, line, reason);
}

/** Splits and validates the front matter of a decoded doc. */
export function parseSource(file: string, text: string): DocSource {
  const normalized = text.replace(/\r\n?/g, "\n");
  const match = /^---[ \t]*\n([\s\S]*?\n)?---[ \t]*(?:\n|$)/.exec(normalized);
  if (!match) {
    if (/^---[ \t]*\n/.test(normalized)) raise(file, 1, "front matter opened with --- is never closed with a --- line");
    return withImports(file, { frontMatter: {}, body: normalized, bodyLine: 1, notes: [], imports: new Map() });
  }
  const yamlText = match[1] ?? "";
  const doc = parseDocument(yamlText, { uniqueKeys: true });
  if (doc.errors.length > 0) {
    const error = doc.errors[0];
    const line = error.linePos?.[0]?.line ?? 1;
    raise(file, line + 1, `front matter is not valid YAML: ${error.message.split("\n")[0]}`);
  }
  const data: unknown = doc.toJS();
  if (data !== null && data !== undefined && (typeof data !== "object" || Array.isArray(data))) {
    raise(file, 2, "front matter must be a YAML mapping (key: value lines)");
  }
  const frontMatter = (data ?? {}) as Record<string, unknown>;
  const notes: DocNote[] = [];
  for (const problem of checkFrontMatter(frontMatter)) {
    const line = lineOfKey(yamlText, problem.key) + 1;
    if (problem.severity === "error") raise(file, line, problem.message);
    notes.push({ line, message: problem.message });
  }
  if (typeof frontMatter.keywords === "string")
    frontMatter.keywords = frontMatter.keywords.split(",").map((k) => k.trim());
  return withImports(file, {
    frontMatter: frontMatter as FrontMatter,
    body: normalized.slice(match[0].length),
    bodyLine: match[0].split("\n").length - (match[0].endsWith("\n") ? 1 : 0) + 1,
    notes,
    imports: new Map(),
  });
}

/** The source with its MDX imports read and their lines blanked; an import we cannot take fails. */
function withImports(file: string, source: DocSource): DocSource {
  const { imports, body, error } = readMdxImports(source.body);
  if (error) raise(file, source.bodyLine + error.line - 1, error.message);
  return { ...source, body, imports };
}

function lineOfKey(yamlText: string, key: string): number {
  const index = yamlText.split("\n").findIndex((line) => line.startsWith(key + ":"));
  return index < 0 ? 1 : index + 1;
}

/** Reads a doc from bytes: decode, normalise and split. */
export function readDoc(file: string, bytes: Uint8Array): DocSource {
  let text = decodeUtf8(file, bytes);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return parseSource(file, text);
}

/** A doc's bytes from disk; a file that cannot be read fails with its name. */
export function readDocFile(file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    throw new DocError(file, null, `cannot read the file (${(error as NodeJS.ErrnoException).code ?? "error"})`);
  }
}
