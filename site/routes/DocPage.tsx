/**
 * A doc: breadcrumbs, "On this page", the title and the build-made body HTML, then
 * previous/next; the TOC column beside it. The body is inserted as HTML, never turned
 * into React elements, so hydrating a 1 MB page costs what a small one does.
 */
import { useRef } from "react";
import { DOC_BODY_ID } from "../app/domIds";
import { useInternalLinkNavigation } from "../app/internalLinks";
import type { DocPageProps } from "../app/SiteContext";
import { useDocumentTitle } from "../app/useDocumentTitle";
import { Breadcrumbs } from "../components/Breadcrumbs/Breadcrumbs";
import { useCopyButtons } from "../components/CodeBlock/copyButtons";
import { DocPaginator } from "../components/Paginator/DocPaginator";
import { TableOfContents, TOCCollapsible } from "../components/TOC/TableOfContents";
import { routeKey } from "../lib/paths";
import { useSearchHighlight } from "../search/useHighlight";

export function DocPage({ page, sidebar }: DocPageProps) {
  useDocumentTitle(page.title);
  const body = useRef<HTMLDivElement>(null);
  useInternalLinkNavigation(body, page.html);
  useCopyButtons(body, page.html);
  // Marks the terms a search result carried in `?_highlight=` (spec section 5).
  useSearchHighlight();
  const activeKey = routeKey(page.route);
  const showToc = !page.hideTableOfContents && page.toc.length > 0;

  return (
    <div className="doc-page">
      <div className="doc-page__main">
        <article className="doc-article">
          {sidebar && <Breadcrumbs sidebar={sidebar} activeKey={activeKey} />}
          {showToc && <TOCCollapsible toc={page.toc} />}
          <header>
            <h1 className="doc-title">{page.title}</h1>
          </header>
          <div id={DOC_BODY_ID} ref={body} className="markdown" dangerouslySetInnerHTML={{ __html: page.html }} />
        </article>
        {sidebar && <DocPaginator sidebar={sidebar} activeKey={activeKey} />}
      </div>
      {showToc && (
        <div className="doc-page__toc">
          <TableOfContents toc={page.toc} contentKey={page.html} />
        </div>
      )}
    </div>
  );
}
