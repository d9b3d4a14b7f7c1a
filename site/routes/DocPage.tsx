/**
 * A doc: breadcrumbs, an unlisted page's notice, "On this page", the title and the build-made body HTML, its
 * edit link and last update, then previous/next; the TOC column beside it. The body is inserted as HTML, never turned
 * into React elements, so hydrating a 1 MB page costs what a small one does (see DocBody).
 */
import { useMemo, useRef } from "react";
import { useInternalLinkNavigation } from "../app/internalLinks";
import type { DocPageProps } from "../app/SiteContext";
import { useDocumentTitle } from "../app/useDocumentTitle";
import { Breadcrumbs } from "../components/Breadcrumbs/Breadcrumbs";
import { useCopyButtons } from "../components/CodeBlock/copyButtons";
import { DocBody, useProgressiveBody } from "../components/DocBody/DocBody";
import { DocVersionBadge, DocVersionBanner } from "../components/DocVersion/DocVersionBanner";
import { DocFooter } from "../components/DocFooter/DocFooter";
import { useScrollableTables } from "../components/DocBody/scrollableTables";
import { DocPaginator } from "../components/Paginator/DocPaginator";
import { useTabs } from "../components/Tabs/useTabs";
import { UnlistedBanner } from "../components/UnlistedBanner/UnlistedBanner";
import { TableOfContents, TOCCollapsible } from "../components/TOC/TableOfContents";
import { routeKey } from "../../contracts/paths";
import { useSearchHighlight } from "../search/useHighlight";

export function DocPage({ page, doc, sidebar }: DocPageProps) {
  useDocumentTitle(page.title);
  const body = useRef<HTMLDivElement>(null);
  const completed = useProgressiveBody(body, page.html);
  // A new body, or a huge one now complete: what scans the body scans it again.
  const bodyKey = useMemo(() => ({ html: page.html, completed }), [page.html, completed]);
  useInternalLinkNavigation(body, bodyKey);
  useCopyButtons(body, page.html);
  useTabs(body, bodyKey);
  useScrollableTables(body, bodyKey);
  // Marks the terms a search result carried in `?_highlight=` (spec section 5).
  useSearchHighlight();
  const activeKey = routeKey(page.route);
  const showToc = !page.hideTableOfContents && page.toc.length > 0;

  return (
    <div className="doc-page">
      <div className="doc-page__main">
        <article className="doc-article">
          <DocVersionBanner doc={doc} />
          {sidebar && <Breadcrumbs sidebar={sidebar} activeKey={activeKey} />}
          <DocVersionBadge />
          {page.unlisted && <UnlistedBanner />}
          {showToc && <TOCCollapsible toc={page.toc} />}
          {!page.hideTitle && (
            <header>
              <h1 className="doc-title" id={page.titleId}>
                {page.heading ?? page.title}
              </h1>
            </header>
          )}
          <DocBody html={page.html} ref={body} />
          <DocFooter page={page} doc={doc} />
        </article>
        <DocPaginator sidebar={sidebar} doc={doc} />
      </div>
      {showToc && (
        <div className="doc-page__toc">
          <TableOfContents toc={page.toc} contentKey={bodyKey} />
        </div>
      )}
    </div>
  );
}
