/**
 * JSX tags as MDX writes them in a doc (`<Tabs groupId="os" queryString>`, `<TabItem
 * value="mac" label={"macOS"} default>`, `<Intro />`): where a tag ends, where its element
 * closes, and its attributes. Only tags are read here; what stands between them stays
 * Markdown. An attribute's `{…}` value must be a literal (a string, number, boolean, null,
 * a template without `${}`, or an array or object of those): nothing is run.
 */
import type { Expression, JSXElement, ObjectProperty } from "@babel/types";
import { babelParser } from "./babel";

/** A tag that cannot be read, or a value that is not a literal: the doc's error. */
export class JsxError extends Error {}

export interface JsxTag {
  name: string;
  attrs: Record<string, unknown>;
  selfClosing: boolean;
  /** The index just after the tag's `>`. */
  end: number;
}

/** A component's name: capitalised, as JSX tells components from HTML elements. */
export const COMPONENT_TAG = /^<([A-Z][\w.]*)(?=[\s/>]|$)/;

/** The index just after the `>` that ends the tag opened at 0 (quotes and braces skipped), or -1. */
function tagEnd(src: string, from: number): number {
  let quote = "";
  let depth = 0;
  for (let i = from; i < src.length; i++) {
    const c = src[i];
    if (quote) {
      if (c === "\\") i++;
      else if (c === quote) quote = "";
    } else if (c === '"' || c === "'" || c === "`") quote = c;
    else if (c === "{") depth++;
    else if (c === "}") depth--;
    else if (c === ">" && depth === 0) return i + 1;
  }
  return -1;
}

/** The component tag that opens `src`, or null when none does. */
export function readOpeningTag(src: string): JsxTag | null {
  const match = COMPONENT_TAG.exec(src);
  if (!match) return null;
  const name = match[1];
  const end = tagEnd(src, match[0].length);
  if (end < 0) throw new JsxError(`the <${name}> tag has no closing ">"`);
  const text = src.slice(0, end);
  const selfClosing = /\/\s*>$/.test(text);
  let element: JSXElement;
  try {
    element = babelParser().parseExpression(selfClosing ? text : `${text.slice(0, -1)}/>`, {
      plugins: ["jsx"],
    }) as JSXElement;
  } catch (error) {
    throw new JsxError(`the <${name}> tag cannot be read: ${(error as Error).message.replace(/ \(\d+:\d+\)$/, "")}`);
  }
  const attrs: Record<string, unknown> = {};
  for (const attr of element.openingElement.attributes) {
    if (attr.type !== "JSXAttribute") throw new JsxError(`<${name}> cannot spread attributes ({...x})`);
    const key =
      attr.name.type === "JSXIdentifier" ? attr.name.name : `${attr.name.namespace.name}:${attr.name.name.name}`;
    const value = attr.value;
    if (value === null || value === undefined) attrs[key] = true;
    else if (value.type === "StringLiteral") attrs[key] = value.value;
    else if (value.type === "JSXExpressionContainer" && value.expression.type !== "JSXEmptyExpression")
      attrs[key] = literalValue(value.expression, text, `the value of ${key} in <${name}>`);
    else throw new JsxError(`the value of ${key} in <${name}> cannot be read`);
  }
  return { name, attrs, selfClosing, end };
}

/** A literal's value; a JSX element's (`summary={<summary>Hi</summary>}`) is its source text. */
export function literalValue(node: Expression, source: string, what: string): unknown {
  switch (node.type) {
    case "StringLiteral":
    case "NumericLiteral":
    case "BooleanLiteral":
      return node.value;
    case "NullLiteral":
      return null;
    case "TemplateLiteral":
      if (node.expressions.length === 0) return node.quasis.map((q) => q.value.cooked ?? q.value.raw).join("");
      break;
    case "UnaryExpression":
      if (node.operator === "-" && node.argument.type === "NumericLiteral") return -node.argument.value;
      break;
    case "ArrayExpression":
      return node.elements.map((element) =>
        element && element.type !== "SpreadElement" ? literalValue(element, source, what) : fail(what),
      );
    case "ObjectExpression":
      return Object.fromEntries(
        node.properties.map((p) => {
          const property = p as ObjectProperty;
          if (p.type !== "ObjectProperty" || property.computed) return fail(what);
          const key = property.key;
          const name = key.type === "Identifier" ? key.name : key.type === "StringLiteral" ? key.value : fail(what);
          return [name, literalValue(property.value as Expression, source, what)];
        }),
      );
    case "JSXElement":
    case "JSXFragment":
      return { jsx: source.slice(node.start ?? 0, node.end ?? 0) };
  }
  return fail(what);
}

function fail(what: string): never {
  throw new JsxError(`${what} must be a literal (a string, number, boolean, list or object): the build runs no code`);
}

const FENCE = /^\s*(`{3,}|~{3,})/;

/**
 * Where the element whose opening tag ends at `from` closes: the index of its `</name>`
 * and the index after it, or null. Elements of the same name nest; fenced code is skipped.
 */
export function findClosingTag(src: string, name: string, from: number): { innerEnd: number; end: number } | null {
  const tags = new RegExp(`<(/?)${name.replace(".", "\\.")}(?=[\\s/>])`, "g");
  let depth = 1;
  let fence: string | null = null;
  let lineStart = from;
  while (lineStart <= src.length) {
    const newline = src.indexOf("\n", lineStart);
    const lineEnd = newline < 0 ? src.length : newline;
    const line = src.slice(lineStart, lineEnd);
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length) fence = null;
    } else if (fenceMatch && lineStart !== from) {
      fence = fenceMatch[1];
    } else {
      for (const match of line.matchAll(tags)) {
        const at = lineStart + match.index;
        if (match[1]) {
          if (--depth === 0) {
            const close = src.indexOf(">", at);
            return close < 0 ? null : { innerEnd: at, end: close + 1 };
          }
        } else {
          const end = tagEnd(src, at + match[0].length);
          if (end > 0 && !/\/\s*>$/.test(src.slice(at, end))) depth++;
        }
      }
    }
    if (newline < 0) break;
    lineStart = newline + 1;
  }
  return null;
}

/** Text taken out of its indentation: JSX children are indented for the eye, not for Markdown. */
export function dedent(text: string): string {
  const lines = text.split("\n");
  const indents = lines.filter((line) => line.trim() !== "").map((line) => /^[ \t]*/.exec(line)![0].length);
  const cut = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(Math.min(cut, /^[ \t]*/.exec(line)![0].length))).join("\n");
}
