/**
 * Markdown → page artifact. One pass annotates the marked token tree (heading ids,
 * resolved links with their source lines; annotate.ts), then marked renders it with our
 * renderer (htmlRenderer.ts), and the same tree yields the search sections.
 */
import { Marked, type Tokens } from "marked";
import { annotate, type Annotations } from "./annotate";
import { HTML_RENDERER } from "./htmlRenderer";
import { plainText } from "./plainText";
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
  /** The text of a leading h1, if the body had one (it is not rendered). */
  h1: string | null;
  sections: SearchSection[];
}

export function renderDoc(input: RenderInput): RenderedDoc {
  const marked = new Marked({ gfm: true });
  const tokens = marked.lexer(input.body) as Annotated[];
  const h1 = takeLeadingH1(tokens);
  const { headings, anchors, links } = annotate(tokens, input.bodyLine, { docPath: input.docPath, anchorRoutes: input.anchorRoutes });
  marked.use({ renderer: HTML_RENDERER });
  const html = marked.parser(tokens);
  return { html, h1, headings, anchors, links, sections: searchSections(tokens) };
}

/** Removes a leading h1 from the tokens (the page shows the title instead); its text, or null. */
function takeLeadingH1(tokens: Annotated[]): string | null {
  if (tokens.length === 0 || tokens[0].type !== "heading" || (tokens[0] as Tokens.Heading).depth !== 1) return null;
  const h1 = plainText((tokens[0] as Tokens.Heading).tokens);
  tokens.shift();
  return h1;
}
