/**
 * The theme components of a doc written for MDX, taken as tags (jsx.ts) without running MDX:
 *
 *   <Tabs groupId="pm" queryString>            tabs (tabs.ts renders them)
 *     <TabItem value="npm" label="npm" default>  Markdown  </TabItem>
 *   </Tabs>
 *   <Admonition type="tip" title="…">          the same as :::tip[…]
 *   <Details summary="…">                      a <details> box
 *   <CodeBlock language="ts" title="…">{`…`}</CodeBlock>   a fenced code block
 *   <Intro />                                  a partial imported from './_intro.mdx'
 *
 * What stands between the tags is Markdown, lexed with everything else. Any other
 * component is the doc's error, told with its line by the annotation pass (an "mdxError"
 * token), as is a tab outside tabs or a partial that cannot be found.
 */
import type { Expression } from "@babel/types";
import type { MarkedExtension, RendererExtensionFunction, TokenizerExtension, Tokens, TokenizerThis } from "marked";
import { ADMONITION_TYPES, type AdmonitionToken } from "./admonitions";
import { babelParser } from "./babel";
import { COMPONENT_TAG, dedent, findClosingTag, JsxError, literalValue, readOpeningTag, type JsxTag } from "./jsx";
import { partialPath, THEME_COMPONENTS, type MdxImport } from "./mdxImports";
import { tabsToken, renderTabs, type TabItemToken, type TabsToken } from "./tabs";

/** A partial's Markdown and what it imports, read by the doc's compile (or why it cannot be). */
export type PartialSource = { body: string; imports: ReadonlyMap<string, MdxImport> } | { error: string };

export interface ComponentContext {
  /** The doc's path under the content root (its partials' paths start from it). */
  docPath: string;
  /** The doc's imports: local name → theme component or partial. */
  imports: ReadonlyMap<string, MdxImport>;
  /** A partial by its path under the content root. */
  readPartial(path: string): PartialSource;
}

export interface MdxErrorToken extends Tokens.Generic {
  type: "mdxError";
  message: string;
}

export interface DetailsToken extends Tokens.Generic {
  type: "details";
  summaryTokens: Tokens.Generic[];
  tokens: Tokens.Generic[];
}

export interface PartialToken extends Tokens.Generic {
  type: "partial";
  /** The partial's path under the content root: its links resolve from there. */
  path: string;
  tokens: Tokens.Generic[];
}

type Lexer = TokenizerThis["lexer"];

/** What one element's handler gets: its tag, its children's source and its whole source. */
export interface Element {
  type?: undefined;
  tag: JsxTag;
  inner: string;
  raw: string;
}

export function errorToken(raw: string, message: string): MdxErrorToken {
  return { type: "mdxError", raw, message };
}

function lexBlocks(lexer: Lexer, source: string): Tokens.Generic[] {
  const tokens: Tokens.Generic[] = [];
  lexer.blockTokens(dedent(source), tokens);
  return tokens;
}

/** The element that opens `src` (after its indentation), or undefined when none does. */
function readElement(src: string): Element | MdxErrorToken | undefined {
  const indent = /^[ \t]*/.exec(src)![0].length;
  if (!COMPONENT_TAG.test(src.slice(indent))) return undefined;
  const firstLine = src.slice(0, (src.indexOf("\n") + 1 || src.length + 1) - 1);
  let tag: JsxTag | null;
  try {
    tag = readOpeningTag(src.slice(indent));
  } catch (error) {
    if (error instanceof JsxError) return errorToken(firstLine, error.message);
    throw error;
  }
  if (!tag) return undefined;
  let end = indent + tag.end;
  let inner = "";
  if (!tag.selfClosing) {
    const close = findClosingTag(src, tag.name, end);
    if (!close) return errorToken(firstLine, `<${tag.name}> is never closed: add </${tag.name}>`);
    inner = src.slice(end, close.innerEnd);
    end = close.end;
  }
  end += /^[ \t]*(?:\n|$)/.exec(src.slice(end))?.[0].length ?? 0;
  return { tag, inner, raw: src.slice(0, end) };
}

/** `{`code`}` or plain text: a CodeBlock's code. */
function codeOf(inner: string): string {
  const text = inner.trim();
  if (text.startsWith("{") && text.endsWith("}")) {
    let expression: Expression;
    try {
      expression = babelParser().parseExpression(text.slice(1, -1));
    } catch {
      throw new JsxError("the code of <CodeBlock> cannot be read: write it as {`…`} or as plain text");
    }
    const value = literalValue(expression, text, "the code of <CodeBlock>");
    if (typeof value !== "string") throw new JsxError("the code of <CodeBlock> must be a string");
    return value.replace(/^\n/, "").replace(/\n$/, "");
  }
  return dedent(inner.replace(/^[ \t]*\n/, "").replace(/\n[ \t]*$/, ""));
}

function codeToken({ tag, inner, raw }: Element): Tokens.Code {
  const { language, title, showLineNumbers, metastring } = tag.attrs;
  const className = typeof tag.attrs.className === "string" ? /language-(\S+)/.exec(tag.attrs.className)?.[1] : "";
  const info = [
    typeof language === "string" ? language : (className ?? ""),
    typeof metastring === "string" ? metastring : "",
    typeof title === "string" ? `title="${title.replaceAll('"', "'")}"` : "",
    showLineNumbers === true
      ? "showLineNumbers"
      : typeof showLineNumbers === "number"
        ? `showLineNumbers=${showLineNumbers}`
        : "",
  ];
  return { type: "code", raw, lang: info.filter(Boolean).join(" "), text: codeOf(inner) };
}

function admonitionToken(lexer: Lexer, { tag, inner, raw }: Element): AdmonitionToken | MdxErrorToken {
  const kind = String(tag.attrs.type ?? "note").toLowerCase();
  if (!ADMONITION_TYPES[kind])
    return errorToken(raw, `<Admonition type="${kind}"> is not a type: ${Object.keys(ADMONITION_TYPES).join(", ")}`);
  const title = typeof tag.attrs.title === "string" ? tag.attrs.title : "";
  return { type: "admonition", raw, kind, titleTokens: lexer.inlineTokens(title), tokens: lexBlocks(lexer, inner) };
}

function detailsToken(lexer: Lexer, { tag, inner, raw }: Element): DetailsToken {
  const summary = tag.attrs.summary;
  const text =
    typeof summary === "string"
      ? summary
      : summary && typeof summary === "object" && "jsx" in summary
        ? String(summary.jsx).replace(/^<summary[^>]*>|<\/summary>$/g, "")
        : "Details";
  return { type: "details", raw, summaryTokens: lexer.inlineTokens(text), tokens: lexBlocks(lexer, inner) };
}

/** Renders each type of token the tokenizer makes. */
const render: RendererExtensionFunction = function (token) {
  switch (token.type) {
    case "tabs":
      return renderTabs(token as TabsToken, (tokens) => this.parser.parse(tokens));
    case "details": {
      const { summaryTokens, tokens } = token as DetailsToken;
      return (
        `<details class="details"><summary>${this.parser.parseInline(summaryTokens)}</summary>` +
        `<div class="details__body">${this.parser.parse(tokens)}</div></details>\n`
      );
    }
    case "partial":
    case "tabItem":
      return this.parser.parse((token as PartialToken).tokens);
    default:
      return "";
  }
};

/** The marked extension; one per doc (tab ids count up through the doc). */
export function components(context: ComponentContext): MarkedExtension {
  const importStack: ReadonlyMap<string, MdxImport>[] = [context.imports];
  /** The doc, then each partial being lexed: where a partial's own imports start from. */
  const partialStack: string[] = [context.docPath];
  let tabsCount = 0;

  function partialToken(lexer: Lexer, name: string, spec: string, raw: string): PartialToken | MdxErrorToken {
    const path = partialPath(partialStack[partialStack.length - 1], spec);
    if (partialStack.includes(path))
      return errorToken(raw, `the partial ${path} includes itself (through <${name} />)`);
    const partial = context.readPartial(path);
    if ("error" in partial) return errorToken(raw, `<${name} />: ${partial.error}`);
    importStack.push(partial.imports);
    partialStack.push(path);
    try {
      return { type: "partial", raw, path, tokens: lexBlocks(lexer, partial.body) };
    } finally {
      importStack.pop();
      partialStack.pop();
    }
  }

  /** The token of a component element; throws JsxError for what it cannot be. */
  function componentToken(lexer: Lexer, found: Element): Tokens.Generic {
    const { tag, inner, raw } = found;
    const imported = importStack[importStack.length - 1].get(tag.name);
    if (imported?.kind === "partial") return partialToken(lexer, tag.name, imported.source, raw);
    switch (imported?.kind === "theme" ? imported.component : tag.name) {
      case "Tabs":
        return tabsToken(found, lexBlocks(lexer, inner), ++tabsCount);
      case "TabItem":
        return { type: "tabItem", raw, attrs: tag.attrs, tokens: lexBlocks(lexer, inner) } satisfies TabItemToken;
      case "Admonition":
        return admonitionToken(lexer, found);
      case "Details":
        return detailsToken(lexer, found);
      case "CodeBlock":
        return codeToken(found);
    }
    throw new JsxError(
      `<${tag.name}> is not a component the build knows: a doc may use ${THEME_COMPONENTS.join(", ")} ` +
        "and the Markdown partials it imports; write the rest as Markdown",
    );
  }

  const element: TokenizerExtension = {
    name: "jsxElement",
    level: "block",
    start(src) {
      return /^[ \t]*<[A-Z]/m.exec(src)?.index;
    },
    tokenizer(src) {
      const found = readElement(src);
      if (!found || found.type === "mdxError") return found as MdxErrorToken | undefined;
      const element = found as Element;
      try {
        return componentToken(this.lexer, element);
      } catch (error) {
        if (error instanceof JsxError) return errorToken(element.raw, error.message);
        throw error;
      }
    },
  };
  // One tokenizer makes tokens of several types: each type's renderer is registered by name.
  const renderers = ["tabs", "tabItem", "details", "partial", "mdxError"].map((name) => ({ name, renderer: render }));
  return { extensions: [element, ...renderers] };
}
