/**
 * The `import` lines of a doc written for MDX. The standard theme components
 * (`import Tabs from '@theme/Tabs'`) need no code here: the build renders them itself. A
 * Markdown file (`import Intro from './_intro.mdx'`, or `@site/docs/_intro.md`) is a
 * partial, inlined where `<Intro />` stands. Anything else would need code the build does
 * not run: an error with its line, as is an `export`.
 */
import type { ImportDeclaration } from "@babel/types";
import { babelParser } from "./babel";
import { resolveDocLink } from "../../../../contracts/paths";

/** The theme components the build renders (components.ts). */
export const THEME_COMPONENTS = ["Tabs", "TabItem", "Admonition", "Details", "CodeBlock"] as const;

/** A partial's `source` is the import's, as written (partialPath resolves it). */
export type MdxImport = { kind: "theme"; component: string } | { kind: "partial"; source: string };

export interface MdxImports {
  /** Local name → what it names. */
  imports: Map<string, MdxImport>;
  /** The body with each import line blanked (its lines keep their numbers). */
  body: string;
  /** The first problem, with its line in the body (1-based). */
  error?: { line: number; message: string };
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const STATEMENT = /^(import|export)[ \t{]/;
/** Where an import statement is complete: after its `from '…'`, or a bare `import '…'`. */
const COMPLETE = /(?:\bfrom\s*|^import\s*)(["'])[^"']*\1\s*;?\s*$/;

/** Reads the imports of a doc's (or a partial's) body. */
export function readMdxImports(body: string): MdxImports {
  const lines = body.split("\n");
  const imports = new Map<string, MdxImport>();
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const fenceMatch = FENCE.exec(lines[i]);
    if (fence) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length) fence = null;
      continue;
    }
    if (fenceMatch) fence = fenceMatch[1];
    // As in MDX, a statement starts a block: a line of a paragraph that starts with "import" is prose.
    const keyword = i === 0 || lines[i - 1].trim() === "" ? STATEMENT.exec(lines[i])?.[1] : undefined;
    if (!keyword) continue;
    if (keyword === "export")
      return problem(lines, imports, i, "MDX export is not supported: the build runs no code in a doc");
    let last = i;
    while (!COMPLETE.test(lines.slice(i, last + 1).join(" ")) && last < lines.length - 1 && last < i + 20) last++;
    const statement = lines.slice(i, last + 1).join("\n");
    const message = addImport(statement, imports);
    if (message) return problem(lines, imports, i, message);
    for (let j = i; j <= last; j++) lines[j] = "";
    i = last;
  }
  return { imports, body: lines.join("\n") };
}

function problem(lines: string[], imports: Map<string, MdxImport>, index: number, message: string): MdxImports {
  return { imports, body: lines.join("\n"), error: { line: index + 1, message } };
}

/** Adds what one import statement names; returns why it cannot be taken, if so. */
function addImport(statement: string, imports: Map<string, MdxImport>): string | undefined {
  let declaration: ImportDeclaration;
  try {
    const program = babelParser().parse(statement, { sourceType: "module", plugins: ["typescript"] }).program;
    declaration = program.body[0] as ImportDeclaration;
  } catch (error) {
    return `this import cannot be read: ${(error as Error).message.replace(/ \(\d+:\d+\)$/, "")}`;
  }
  const source = declaration.source.value;
  const what = whatImports(source);
  if (!what)
    return (
      `import from "${source}" is not supported: a doc may import the theme's ` +
      `${THEME_COMPONENTS.join(", ")} (from "@theme/…") and Markdown partials (".md"/".mdx" files)`
    );
  for (const specifier of declaration.specifiers) {
    if (specifier.type !== "ImportDefaultSpecifier")
      return `import { … } from "${source}" is not supported: import the default (import Name from "${source}")`;
    imports.set(specifier.local.name, what);
  }
  return undefined;
}

function whatImports(source: string): MdxImport | undefined {
  const theme = /^@theme\/(\w+)$/.exec(source);
  if (theme) {
    const component = THEME_COMPONENTS.find((name) => name === theme[1]);
    return component ? { kind: "theme", component } : undefined;
  }
  const relative = source.startsWith("./") || source.startsWith("../") || source.startsWith("@site/");
  return relative && /\.mdx?$/.test(source) ? { kind: "partial", source } : undefined;
}

/** A partial's path under the content root (the site's folder, `@site/`, is the content root). */
export function partialPath(fromPath: string, source: string): string {
  return source.startsWith("@site/") ? source.slice("@site/".length) : resolveDocLink(fromPath, source);
}
