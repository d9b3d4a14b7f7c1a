/**
 * The browser's app: router, providers and pending navigation, under a
 * root error boundary. A crash outside the layout's own boundary sets the title to
 * "Page Error" and shows the crash inside the layout, or bare if the layout crashes too.
 */
import { useEffect } from "react";
import { BrowserRouter } from "react-router-dom";
import { AppRoutes } from "../app/AppRoutes";
import { SiteProviders } from "../app/SiteProviders";
import type { SiteValue } from "../app/SiteContext";
import { CrashContent, ErrorBoundary } from "../components/ErrorBoundary/ErrorBoundary";
import { Layout } from "../components/Layout/Layout";
import type { PageData } from "../../contracts/data";
import type { ManifestIndex } from "../lib/routeMatch";
import { CRASH_DOCUMENT_TITLE } from "../lib/title";
import type { PageStore } from "./pageStore";
import { PendingNavigation } from "./PendingNavigation";
import type { TableLookup } from "./tableLookup";

export interface ClientAppProps {
  /** The site as hydrated: with the page's part of the route table, or a whole one. */
  site: SiteValue;
  store: PageStore;
  initialPage: PageData | null;
  /** The table's files, for where a page's part does not reach. */
  lookup?: TableLookup;
  /** The part of the table of the page on screen, kept up to date for the navigation services. */
  shownIndex?: { current: ManifestIndex };
}

const ROOT_CRASH_TITLE = "This page crashed";

function RootCrash({ site, error, tryAgain }: { site: SiteValue; error: unknown; tryAgain: () => void }) {
  useEffect(() => {
    document.title = CRASH_DOCUMENT_TITLE;
  }, []);
  const bare = <CrashContent title={ROOT_CRASH_TITLE} error={error} tryAgain={tryAgain} />;
  return (
    <ErrorBoundary fallback={() => bare}>
      <BrowserRouter>
        <SiteProviders site={site}>
          <Layout>{bare}</Layout>
        </SiteProviders>
      </BrowserRouter>
    </ErrorBoundary>
  );
}

export function ClientApp({ site, store, initialPage, lookup, shownIndex }: ClientAppProps) {
  return (
    <ErrorBoundary fallback={(error, tryAgain) => <RootCrash site={site} error={error} tryAgain={tryAgain} />}>
      <BrowserRouter>
        <SiteProviders site={site}>
          <PendingNavigation
            index={site.index}
            lookup={lookup}
            shownIndex={shownIndex}
            store={store}
            initialPage={initialPage}
          >
            {(location) => <AppRoutes location={location} />}
          </PendingNavigation>
        </SiteProviders>
      </BrowserRouter>
    </ErrorBoundary>
  );
}
