/**
 * The route table, shared by the server and the client. Matching is exact and
 * case-sensitive; `.html` and `/index.html` suffixes are stripped first (the address bar
 * keeps them). Docs are looked up in the manifest; an unknown /docs path shows the
 * not-found content inside the docs layout, any other unknown path inside the main layout.
 */
import { type ReactNode, useMemo } from "react";
import { Outlet, Route, Routes, type Location } from "react-router-dom";
import { DocsLayout } from "../components/DocsLayout/DocsLayout";
import { ChunkLoadError } from "../components/ErrorBoundary/ChunkLoadError";
import { ErrorContext } from "../components/ErrorBoundary/ErrorBoundary";
import { Layout, MainContent } from "../components/Layout/Layout";
import { routeKey, stripHtmlSuffix } from "../../contracts/paths";
import { useCurrentPage } from "./currentSidebar";
import { useDisplayedPage, useSite } from "./SiteContext";

/** A page that is not a doc (home, /search, not found): its component, lazily loaded, in the main column. */
function PageRoute({ page, className }: { page: "HomePage" | "SearchPage" | "NotFoundPage"; className?: string }) {
  const Page = useSite().routes[page];
  return (
    <MainContent className={className}>
      <Page />
    </MainContent>
  );
}

function DocsRoute() {
  const { routes } = useSite();
  const { match, sidebar, activeKey } = useCurrentPage();
  const displayed = useDisplayedPage();
  let content: ReactNode;
  if (match.kind !== "doc") {
    content = <routes.NotFoundPage />;
  } else if (displayed.page && routeKey(displayed.page.route) === routeKey(match.doc.route)) {
    content = (
      <ErrorContext message={`The doc ${match.doc.route} could not be shown.`}>
        <routes.DocPage page={displayed.page} doc={match.doc} sidebar={sidebar?.items} />
      </ErrorContext>
    );
  } else {
    // Only when loading the doc failed and a reload was already tried.
    content = (
      <ChunkLoadError error={displayed.error ?? new Error("This page could not be loaded.")} retry={displayed.retry} />
    );
  }
  return (
    <DocsLayout sidebar={sidebar} activeKey={activeKey}>
      {content}
    </DocsLayout>
  );
}

export function AppRoutes({ location }: { location: Location }) {
  // Route matching sees the path without its .html suffix; components see the same.
  const matchLocation = useMemo(() => ({ ...location, pathname: stripHtmlSuffix(location.pathname) }), [location]);
  return (
    <Routes location={matchLocation}>
      <Route
        element={
          <Layout>
            <Outlet />
          </Layout>
        }
      >
        <Route index element={<PageRoute page="HomePage" className="main-content--home" />} />
        <Route path="search" caseSensitive element={<PageRoute page="SearchPage" />} />
        <Route path="docs/*" caseSensitive element={<DocsRoute />} />
        <Route path="*" element={<PageRoute page="NotFoundPage" />} />
      </Route>
    </Routes>
  );
}
