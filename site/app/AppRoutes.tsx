/**
 * The route table, shared by the server and the client. Matching is exact and
 * case-sensitive; `.html` and `/index.html` suffixes are stripped first (the address bar
 * keeps them). Docs are looked up in the manifest; an unknown /docs path shows the
 * not-found content inside the docs layout, any other unknown path inside the main layout.
 */
import { useMemo } from "react";
import { Outlet, Route, Routes, type Location } from "react-router-dom";
import { DocsLayout } from "../components/DocsLayout/DocsLayout";
import { ChunkLoadError } from "../components/ErrorBoundary/ChunkLoadError";
import { ErrorContext } from "../components/ErrorBoundary/ErrorBoundary";
import { Layout, MainContent } from "../components/Layout/Layout";
import { routeKey, stripHtmlSuffix } from "../../contracts/paths";
import { useCurrentPage } from "./currentSidebar";
import { useDisplayedPage, useSite } from "./SiteContext";

function HomeRoute() {
  const { HomePage } = useSite().routes;
  return (
    <MainContent className="main-content--home">
      <HomePage />
    </MainContent>
  );
}

function SearchRoute() {
  const { SearchPage } = useSite().routes;
  return (
    <MainContent>
      <SearchPage />
    </MainContent>
  );
}

function NotFoundRoute() {
  const { NotFoundPage } = useSite().routes;
  return (
    <MainContent>
      <NotFoundPage />
    </MainContent>
  );
}

function DocsRoute() {
  const { routes } = useSite();
  const { match, sidebar, activeKey } = useCurrentPage();
  const displayed = useDisplayedPage();
  let content;
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
    content = <ChunkLoadError error={displayed.error ?? new Error("This page could not be loaded.")} retry={displayed.retry} />;
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
        <Route index element={<HomeRoute />} />
        <Route path="search" caseSensitive element={<SearchRoute />} />
        <Route path="docs/*" caseSensitive element={<DocsRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
