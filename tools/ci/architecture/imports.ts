/**
 * The imports of a TypeScript file, read with a real parser (@babel/parser): static
 * imports and re-exports (type-only ones too), `import()`, `require()`, `import x =
 * require()` and `import("x").T` types; and the check of each against LAYERS.
 */
import { parse } from "@babel/parser";
import { dirname, posix } from "node:path";
import { LAYERS } from "./layers";

export interface Import {
  specifier: string;
  line: number;
}

interface Node {
  type: string;
  loc?: { start: { line: number } };
  [key: string]: unknown;
}

function literal(node: unknown): string | null {
  const n = node as Node | undefined;
  return n && n.type === "StringLiteral" && typeof n.value === "string" ? n.value : null;
}

/** The module specifier a node names, if it is an import of some kind. */
function specifierOf(node: Node): string | null {
  switch (node.type) {
    case "ImportDeclaration":
    case "ExportNamedDeclaration":
    case "ExportAllDeclaration":
    case "ImportExpression": // import("x")
    case "TSImportType": // import("x").T in a type
      return literal(node.source);
    case "TSExternalModuleReference": // import x = require("x")
      return literal(node.expression);
    case "CallExpression": {
      const callee = node.callee as Node;
      const args = node.arguments as unknown[];
      return callee.type === "Identifier" && callee.name === "require" && args.length > 0 ? literal(args[0]) : null;
    }
    default:
      return null;
  }
}

export function importsOf(file: string, source: string): Import[] {
  const ast = parse(source, {
    sourceType: "module",
    sourceFilename: file,
    plugins: ["typescript", ...(file.endsWith(".tsx") ? (["jsx"] as const) : [])],
  });
  const found: Import[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!value || typeof value !== "object" || typeof (value as Node).type !== "string") return;
    const node = value as Node;
    const specifier = specifierOf(node);
    if (specifier !== null) found.push({ specifier, line: node.loc?.start.line ?? 0 });
    for (const [key, child] of Object.entries(node)) if (key !== "loc" && key !== "extra") visit(child);
  };
  visit(ast.program);
  return found;
}

/** The top-level folder of a workspace-relative path (`indexer/engine/x.ts` → `indexer`). */
export function folderOf(path: string): string {
  return path.split("/")[0];
}

/** Why an import of `file` (workspace-relative) goes the wrong way, or null when it may. */
export function wrongWay(file: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null; // a package (npm, node:)
  const target = posix.normalize(posix.join(dirname(file), specifier));
  if (target.startsWith("..")) return `${specifier} leaves the workspace`;
  const from = folderOf(file);
  const to = folderOf(target);
  if (from === to) return null;
  const allowed = LAYERS[from] ?? [];
  return allowed.includes(to)
    ? null
    : `${from}/ may not import ${to}/ (${specifier}); allowed: ${allowed.join(", ") || "nothing"}`;
}

/** Every wrong-way import of one file, as `file:line: reason`. */
export function violations(file: string, source: string): string[] {
  return importsOf(file, source).flatMap(({ specifier, line }) => {
    const reason = wrongWay(file, specifier);
    return reason ? [`${file}:${line}: ${reason}`] : [];
  });
}
