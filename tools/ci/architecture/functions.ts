/**
 * Function lengths, read with the same parser as the imports: every function, method and
 * arrow function (a test's `describe`/`it` callback too) with its name and line count.
 */
import { parse } from "@babel/parser";

/** The house limit: a function longer than this is split along its concerns. */
export const MAX_FUNCTION_LINES = 80;

export interface FunctionSpan {
  name: string;
  line: number;
  lines: number;
}

interface Node {
  type: string;
  loc?: { start: { line: number }; end: { line: number } };
  [key: string]: unknown;
}

const FUNCTION =
  /^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression|ObjectMethod|ClassMethod|ClassPrivateMethod)$/;

function nameOf(node: Node, outer: string): string {
  const id = (node.id ?? node.key) as Node | undefined;
  return typeof id?.name === "string" ? id.name : outer;
}

export function functionsOf(file: string, source: string): FunctionSpan[] {
  const ast = parse(source, {
    sourceType: "module",
    plugins: ["typescript", ...(file.endsWith(".tsx") ? (["jsx"] as const) : [])],
  });
  const found: FunctionSpan[] = [];
  const visit = (value: unknown, outer: string): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item, outer);
      return;
    }
    if (!value || typeof value !== "object" || typeof (value as Node).type !== "string") return;
    const node = value as Node;
    let name = outer;
    if (FUNCTION.test(node.type) && node.loc) {
      name = nameOf(node, outer);
      found.push({ name, line: node.loc.start.line, lines: node.loc.end.line - node.loc.start.line + 1 });
    } else if (node.type === "VariableDeclarator" || node.type === "ObjectProperty" || node.type === "ClassProperty") {
      name = nameOf(node, outer);
    } else if (node.type === "CallExpression" && (node.arguments as Node[])[0]?.type === "StringLiteral") {
      // describe("title", () => …): the callback goes by the test's title.
      name = String((node.arguments as Node[])[0].value);
    }
    for (const [key, child] of Object.entries(node)) if (key !== "loc" && key !== "extra") visit(child, name);
  };
  visit(ast.program, "(anonymous)");
  return found;
}

/** Every function of a file over the limit, as `file:line: name is N lines`. */
export function longFunctions(file: string, source: string, limit = MAX_FUNCTION_LINES): string[] {
  return functionsOf(file, source)
    .filter((span) => span.lines > limit)
    .map((span) => `${file}:${span.line}: ${span.name} is ${span.lines} lines (at most ${limit})`);
}
