/**
 * Markdown → page artifact. One pass annotates the marked token tree (heading ids,
 * resolved links with their source lines; annotate.ts), then marked renders it with our
 * renderer (htmlRenderer.ts), and the same tree yields the search sections.
 */
import { annotate, type Annotations } from "./annotate";
import { markdownOfTokens } from "./docMarkdown";
import type { FilesBeside } from "./filesBeside";
import { HTML_RENDERER } from "./htmlRenderer";
import { createMarked } from "./markdown/markdown";
import type { MdxImport } from "./markdown/mdxImports";
import type { PartialSource } from "./markdown/components";
import { DocError, parseSource } from "./source";
import { leadingH1Index } from "./meta";
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
  /** The files beside the docs that the doc may link or show, and the partials it may include. */
  files?: FilesBeside;
  /** What the doc's MDX import lines name. */
  imports?: ReadonlyMap<string, MdxImport>;
  /** The doc's own route, and any doc's (links to a doc whose front matter sets its route). */
  route?: string;
  routeOf?: (docPath: string) => string | undefined;
  /** Record the doc each `.md` link names (linkTargets.ts). */
  namesDocs?: boolean;
}

export interface RenderedDoc extends Annotations {
  html: string;
  /** The body as plain Markdown, MDX's components written out (docMarkdown.ts). */
  markdown: string;
  sections: SearchSection[];
  /** The id of the leading h1 the title came from, for the page's shown title. */
  titleId?: string;
}

export function renderDoc(input: RenderInput): RenderedDoc {
  const imports = input.imports ?? new Map<string, MdxImport>();
  // Math needs a "$" somewhere: in the doc, or possibly in a partial it includes.
  const math = input.body.includes("$") || [...imports.values()].some((what) => what.kind === "partial");
  const marked = createMarked(
    { docPath: input.docPath, imports, readPartial: (path) => readPartial(path, input.files) },
    { math },
  );
  const tokens = marked.lexer(input.body) as Annotated[];
  // What extensions do on the token tree (GitHub alerts into admonitions): marked.parse would
  // run it between lexing and rendering, and so must this split pipeline.
  const walk = marked.defaults.walkTokens;
  if (walk) marked.walkTokens(tokens, walk);
  // The leading h1 is annotated with the rest (its id is the shown title's, and lines stay
  // right), then left out: the page shows the title instead (meta.ts reads it).
  const h1 = leadingH1Index(tokens);
  const annotations = annotate(tokens, input.bodyLine, {
    docPath: input.docPath,
    anchorRoutes: input.anchorRoutes,
    files: input.files,
    route: input.route,
    routeOf: input.routeOf,
    namesDocs: input.namesDocs,
  });
  const markdown = markdownOfTokens(tokens);
  const titleId = h1 >= 0 ? tokens.splice(h1, 1)[0].id : undefined;
  marked.use({ renderer: HTML_RENDERER });
  const html = marked.parser(tokens);
  return { html, markdown, ...annotations, sections: searchSections(tokens), ...(titleId ? { titleId } : {}) };
}

/** A partial (`_intro.mdx`, a file beside the docs): its body without front matter, and its imports. */
function readPartial(path: string, files: FilesBeside | undefined): PartialSource {
  const text = files?.text(path);
  if (text === undefined) return { error: `no partial at ${path} (a .md or .mdx file under the content folder)` };
  try {
    const { body, imports } = parseSource(path, text);
    return { body, imports };
  } catch (error) {
    if (error instanceof DocError) return { error: error.message };
    throw error;
  }
}
