/**
 * A Docusaurus sidebars file as its team wrote it, read into plain data: `sidebars.json`, or
 * `sidebars.js` / `.cjs` / `.mjs` / `.ts` / `.cts` / `.mts` evaluated here. The build declares
 * the file alone as an input, so it is evaluated alone: in a fresh V8 context with no Node.js
 * globals, where `require` or `import` of anything is an error naming the file and line.
 * TypeScript is read with Node's own type stripping (positions kept, so lines stay right);
 * an ES module's `export default` is read as the module's value, as Docusaurus reads it.
 */
import nodeModule from "node:module";
import { Script, createContext } from "node:vm";
import { SidebarError } from "./sidebarError";

/** The file extensions of a Docusaurus sidebars file. */
export const DOCUSAURUS_SIDEBARS = /\.(json|[cm]?js|[cm]?ts)$/;

/** How long a sidebars file may take to evaluate (a loop that never ends fails the build). */
const TIMEOUT_MS = 10_000;

/** The sidebars file's data: the value it exports, or its JSON. */
export function readSidebarsFile(file: string, text: string): unknown {
  const source = text.replace(/^\uFEFF/, "");
  if (file.endsWith(".json")) return parseJsonFile(file, source, "sidebars file");
  const code = /\.[cm]?ts$/.test(file) ? stripTypes(file, source) : source;
  return evaluate(file, code);
}

/** A JSON file's data; a syntax error names the file, the line when V8 gives it, and `what` the file is. */
export function parseJsonFile(file: string, text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    // V8 gives the place of most syntax errors (not of an unexpected token, which it quotes instead).
    const line = /\(line (\d+)/.exec(message)?.[1];
    const at = line ? `:${line}` : "";
    throw new SidebarError(
      `${file}${at}: error: ${what} is not valid JSON: ${message.replace(/ in JSON at position.*$/, "")}`,
    );
  }
}

/** The 1-based line of character `offset` of `text`. */
export function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split("\n").length;
}

type StripTypes = (code: string, options: { mode: "strip" }) => string;

function stripTypes(file: string, text: string): string {
  const strip = (nodeModule as unknown as { stripTypeScriptTypes?: StripTypes }).stripTypeScriptTypes;
  if (!strip) throw new SidebarError(`${file}: error: reading a TypeScript sidebars file needs Node.js 22.13 or later`);
  // Node calls the API experimental and says so on stderr once; the build's output is for the writer.
  const emitWarning = process.emitWarning;
  process.emitWarning = () => {};
  try {
    return strip(text, { mode: "strip" });
  } catch (error) {
    throw new SidebarError(`${file}: error: cannot read its TypeScript: ${(error as Error).message.split("\n")[0]}`);
  } finally {
    process.emitWarning = emitWarning;
  }
}

/** How the context's own `require` says what the file asked for. */
const REQUIRE_MARK = "sidebars-file-require:";

/** Defined in the file's own context, so that nothing of this process is reachable from it. */
const PRELUDE = `var module = { exports: {} };
var exports = module.exports;
function require(specifier) { throw new Error("${REQUIRE_MARK}" + String(specifier)); }`;

function evaluate(file: string, code: string): unknown {
  const context = createContext({});
  new Script(PRELUDE, { filename: "prelude" }).runInContext(context);
  // `export default X` is the module's value: the same line, read as a script.
  const script = code.replace(/^([ \t]*)export[ \t]+default\b/m, "$1module.exports.default =");
  try {
    new Script(script, { filename: file }).runInContext(context, { timeout: TIMEOUT_MS });
  } catch (error) {
    throw evaluationError(file, error);
  }
  const exported = (context.module as { exports: unknown }).exports;
  const value =
    exported && typeof exported === "object" && "default" in exported
      ? (exported as { default: unknown }).default
      : exported;
  try {
    return structuredClone(value);
  } catch {
    throw new SidebarError(
      `${file}: error: the sidebars file must export plain data (objects, lists, strings, numbers, booleans), not functions`,
    );
  }
}

/** What went wrong evaluating the file, as an error naming it and, when known, the line. */
function evaluationError(file: string, error: unknown): SidebarError {
  const { message = String(error), stack = "" } = (error ?? {}) as { message?: string; stack?: string };
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const line = new RegExp(`${escaped}:(\\d+)`).exec(stack)?.[1];
  const where = line ? `${file}:${line}` : file;
  const required = message.startsWith(REQUIRE_MARK) ? message.slice(REQUIRE_MARK.length) : undefined;
  if (required !== undefined || /import statement|Cannot use import|dynamic import/i.test(message)) {
    const what = required !== undefined ? `requires "${required}"` : "imports another module";
    return new SidebarError(
      `${where}: error: the sidebars file ${what}: it is evaluated alone (the build's only input is this file), so define everything in it`,
    );
  }
  if (/timed out/i.test(message))
    return new SidebarError(`${file}: error: evaluating the sidebars file took over ${TIMEOUT_MS / 1000} s`);
  return new SidebarError(`${where}: error: evaluating the sidebars file failed: ${message}`);
}
