/**
 * Pass 1 over a doc's token tree, before marked renders it: each token's source line,
 * heading ids, the ids raw HTML declares, and links resolved to where they go (the
 * renderer reads ids and targets from the tokens; link_check gets the links with their lines).
 */
import type { Tokens } from "marked";
import type { LinkFacts } from "../../../contracts/data";
import { isExternalHref } from "../../../contracts/links";
import { HeadingIds, type Heading } from "./headingIds";
import { isKnownLanguage } from "./markdown/highlight";
import { resolveHref, type LinkContext } from "./linkTargets";
import { parseFenceInfo } from "./markdown/fenceInfo";
import { childTokens, type Annotated } from "./tokens";

export interface Annotations {
  headings: Heading[];
  anchors: string[];
  links: LinkFacts["links"];
  /** Warnings with their lines: what renders, but not as the writer meant. */
  notes: { line: number; message: string }[];
  /** What the doc cannot be built with (an image that is not there, a component no one knows): the compile reports the first. */
  errors: { line: number; message: string }[];
}

const ID_ATTR = /\bid="([^"]+)"/g;
/** A JSX component written inside a paragraph (components.ts takes those that start a block). */
const INLINE_COMPONENT = /^<\/?([A-Z][\w.]*)(?=[\s/>])/;

export function annotate(tokens: Annotated[], bodyLine: number, context: LinkContext): Annotations {
  const anchors = new Set<string>();
  const headingIds = new HeadingIds(anchors);
  const links: Annotations["links"] = [];
  const notes: Annotations["notes"] = [];
  const errors: Annotations["errors"] = [];
  const visit = (token: Annotated, line: number, context: LinkContext): void => {
    token.line = line;
    const generic = token as Tokens.Generic;
    if (token.type === "heading") {
      token.id = headingIds.assign(token as Tokens.Heading);
    } else if (token.type === "code") {
      const { language } = parseFenceInfo((token as Tokens.Code).lang);
      if (language && !isKnownLanguage(language))
        notes.push({ line, message: `code block language "${language}" is unknown: shown without highlighting` });
    } else if (token.type === "footnoteRef") {
      anchors.add(`footnote-ref-${encodeURIComponent((token as Tokens.Generic).label)}`);
    } else if (token.type === "footnotes") {
      anchors.add("footnote-label");
      for (const item of (token as Tokens.Generic).rawItems ?? [])
        anchors.add(`footnote-${encodeURIComponent(item.label)}`);
    } else if (token.type === "mdxError") {
      errors.push({ line, message: generic.message });
    } else if (token.type === "tabItem" && !generic.inTabs) {
      errors.push({ line, message: "<TabItem> must stand inside <Tabs>" });
    } else if (token.type === "partial") {
      // A partial's links and images are relative to the partial's own file, as in Docusaurus.
      context = { ...context, docPath: generic.path };
    } else if (token.type === "html" && INLINE_COMPONENT.test(token.raw)) {
      const name = INLINE_COMPONENT.exec(token.raw)![1];
      errors.push({
        line,
        message: `<${name}> inside a paragraph is not supported: components start a block of their own`,
      });
    } else if (token.type === "html") {
      for (const match of token.raw.matchAll(ID_ATTR)) anchors.add(match[1]);
    } else if (token.type === "link" || token.type === "image") {
      const link = token as Tokens.Link & Annotated;
      const target = resolveHref(link.href, context);
      link.resolved = target.href;
      link.external = isExternalHref(target.href);
      if (target.file) Object.assign(link, { width: target.file.width, height: target.file.height });
      if (target.missingFile && token.type === "image")
        errors.push({
          line,
          message: `image not found: ${target.missingFile} (a file beside the docs, under the content folder)`,
        });
      if (target.check)
        links.push({ href: target.href, line, markdown: target.markdown, ...(target.doc ? { doc: target.doc } : {}) });
    }
    visitChildren(token, line, (child, childLine) => visit(child, childLine, context));
  };
  let line = bodyLine;
  for (const token of tokens) {
    visit(token, line, context);
    line += countNewlines(token.raw, 0, token.raw.length);
  }
  return { headings: headingIds.headings, anchors: [...anchors], links, notes, errors };
}

/** Visits each child at its own source line: the parent's line plus the newlines before it in the parent's raw text. */
function visitChildren(token: Annotated, line: number, visit: (child: Annotated, line: number) => void): void {
  let cursor = 0;
  for (const child of childTokens(token)) {
    const at = child.raw ? token.raw.indexOf(child.raw, cursor) : -1;
    const childLine = at < 0 ? line : line + countNewlines(token.raw, 0, at);
    if (at >= 0) cursor = at;
    visit(child, childLine);
  }
}

function countNewlines(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 10) count++;
  return count;
}
