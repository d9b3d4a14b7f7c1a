/**
 * Markdown → page artifact. One pass annotates the marked token tree (heading ids,
 * resolved links with their source lines; annotate.ts), then marked renders it with our
 * renderer (htmlRenderer.ts), and the same tree yields the search sections.
 */
import { Marked } from "marked";
import { annotate, type Annotations } from "./annotate";
import { HTML_RENDERER } from "./htmlRenderer";
import { leadingH1 } from "./meta";
import { searchSections, type SearchSection } from "./searchSections";
import type { Annotated } from "./tokens";

export type { Heading } from "./headingIds";

export interface RenderInput {
  /** The doc's path under the content root, e.g. `docs/concepts/tasks.md`. */
  docPath: string;
  body: string;
  bodyLine: number;
  /** Type id → route for anchors documented on other pages (the API reference). */
  anchorRoutes?: Record<string, string>;
}

export interface RenderedDoc extends Annotations {
  html: string;
  sections: SearchSection[];
}

export function renderDoc(input: RenderInput): RenderedDoc {
  const marked = new Marked({ gfm: true });
  const tokens = marked.lexer(input.body) as Annotated[];
  if (leadingH1(tokens)) tokens.shift(); // the title is shown instead (meta.ts reads it)
  const { headings, anchors, links } = annotate(tokens, input.bodyLine, {
    docPath: input.docPath,
    anchorRoutes: input.anchorRoutes,
  });
  marked.use({ renderer: HTML_RENDERER });
  const html = marked.parser(tokens);
  return { html, headings, anchors, links, sections: searchSections(tokens) };
}
