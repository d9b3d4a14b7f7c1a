/**
 * The doc compiler's Markdown: marked (GFM) with one extension per construct, composed in
 * one place. The order matters where constructs contain others:
 *   1. admonitions: a `:::` container's body is lexed as Markdown with everything below;
 *      so is a theme component's (`<Tabs>`, `<Details>`…) and a partial's (components.ts);
 *   2. math, before footnotes: `$…$` is claimed before any other inline syntax reads it;
 *   3. footnotes: `[^1]` references and their definitions, listed at the doc's end.
 * Headings' `{#id}`, code-block meta and images are handled on the token tree instead
 * (headingIds.ts, codeBlocks.ts, annotate.ts), where ids and lines are assigned.
 */
import { Marked, type MarkedExtension } from "marked";
import markedFootnote from "marked-footnote";
import type markedKatexType from "marked-katex-extension";
import { admonitions } from "./admonitions";
import { components, type ComponentContext } from "./components";
import { memoizedStart } from "./startMemo";

const NO_MDX: ComponentContext = {
  docPath: "",
  imports: new Map(),
  readPartial: () => ({ error: "partials are not read here" }),
};

/** What a doc uses that costs to load: math (KaTeX is the largest module the compiler has). */
export interface MarkdownNeeds {
  math: boolean;
}

/** KaTeX's extension, loaded the first time a doc has math. */
function mathExtension(): MarkedExtension {
  // A require(), not an import: it defers loading until first use.
  const markedKatex = require("marked-katex-extension") as typeof markedKatexType;
  // MathML only: KaTeX's HTML output sets inline styles, which the CSP refuses, and
  // browsers draw MathML themselves, so a page with math needs no script or stylesheet.
  // Standard delimiters only: "$5, or $10" and "$HOME" stay text.
  return markedKatex({ output: "mathml", throwOnError: false });
}

/** A fresh instance per doc: marked keeps state (footnotes, tab numbers) between parses of one instance. */
export function createMarked(context: ComponentContext = NO_MDX, needs: MarkdownNeeds = { math: true }): Marked {
  const marked = new Marked({ gfm: true }).use(admonitions()).use(components(context));
  if (needs.math) marked.use(mathExtension());
  // The back link's label names no footnote: marked-footnote would put the label there unescaped.
  marked.use(markedFootnote({ description: "Footnotes", backRefLabel: "Back to reference" }));
  // Where each block construct may start is searched once per text, not once per paragraph.
  const extensions = marked.defaults.extensions;
  if (extensions?.startBlock) extensions.startBlock = extensions.startBlock.map(memoizedStart);
  return marked;
}
