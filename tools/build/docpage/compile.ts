/**
 * One doc → its artifacts: the page (HTML body and TOC), its meta (route and title for
 * the route table), its search shard, its section texts for search snippets
 * (search/index/textChunks.ts) and its link facts. Pure: bytes in,
 * JSON out, so the worker and the one-shot mode give the same bytes.
 */
import type { LinkFacts, PageData, PageMeta, SearchShard } from "../../../contracts/data";
import { routeFromDocPath } from "../../../contracts/paths";
import { makeShard } from "../../../search/index/shard";
import { placeTexts } from "../../../search/index/textChunks";
import { renderDoc } from "./render";
import { DocError, readDoc } from "./source";

export interface CompileInput {
  /** The file name used in messages (workspace-relative). */
  file: string;
  /** The doc's path under the content root, e.g. `docs/faq/index.md`. */
  docPath: string;
  bytes: Uint8Array;
  anchorRoutes?: Record<string, string>;
}

export interface CompiledDoc {
  page: PageData;
  meta: PageMeta;
  shard: SearchShard;
  /** Text file path (under the site base) → bytes: the shard's section texts. */
  texts: Map<string, string>;
  links: LinkFacts;
}

export function compileDoc(input: CompileInput): CompiledDoc {
  const source = readDoc(input.file, input.bytes);
  const { frontMatter } = source;
  const rendered = renderDoc({
    docPath: input.docPath,
    body: source.body,
    bodyLine: source.bodyLine,
    anchorRoutes: input.anchorRoutes,
  });
  const title = (frontMatter.title ?? rendered.h1 ?? "").trim();
  if (!title) {
    throw new DocError(input.file, 1, 'the doc has no title: add "title: ..." to its front matter or start it with a "# Title" line');
  }
  const route = routeFromDocPath(input.docPath);
  const description = (frontMatter.description ?? "").trim();
  const toc = rendered.headings
    .filter((h) => h.depth === 2 || h.depth === 3)
    .map((h) => ({ id: h.id, text: h.text, level: h.depth as 2 | 3 }));
  const { shard, files: texts } = placeTexts(
    makeShard({
      route,
      title,
      description,
      keywords: (frontMatter.keywords ?? []).map(String),
      sections: rendered.sections.map((s) => (s.heading === title ? { ...s, heading: null } : s)),
    }),
  );

  return {
    page: {
      route,
      title,
      description,
      html: rendered.html,
      toc,
      hideTableOfContents: frontMatter.hide_table_of_contents === true,
    },
    meta: {
      route,
      title,
      sidebarLabel: (frontMatter.sidebar_label ?? title).trim(),
      sidebarPosition: typeof frontMatter.sidebar_position === "number" ? frontMatter.sidebar_position : null,
      source: input.docPath,
    },
    shard,
    texts,
    links: { route, source: input.file, anchors: rendered.anchors, links: rendered.links },
  };
}
