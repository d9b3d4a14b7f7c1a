/**
 * The browser's app: router, providers, pending navigation and the route table, under a
 * root error boundary. A crash outside the layout's own boundary sets the title to
 * "Page Error" and shows the crash inside the layout, or bare if the layout crashes too.
 */
import { useEffect, useState } from "react";
import { BrowserRouter } from "react-router-dom";
import { AppRoutes } from "../app/AppRoutes";
import { SiteProviders } from "../app/SiteProviders";
import type { SiteValue } from "../app/SiteContext";
import { CrashContent, ErrorBoundary } from "../components/ErrorBoundary/ErrorBoundary";
import { Layout } from "../components/Layout/Layout";
import type { PageData } from "../../contracts/data";
import { CRASH_DOCUMENT_TITLE } from "../lib/title";
import type { PageStore } from "./pageStore";
import { PendingNavigation } from "./PendingNavigation";

export interface ClientAppProps {
  /** The site as hydrated: with the page's part of the route table, or the whole one. */
  site: SiteValue;
  store: PageStore;
  initialPage: PageData | null;
  /** Loads the whole route table (once), and the site that goes with it; the app swaps it in once hydrated. */
  wholeSite?: () => Promise<SiteValue>;
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

export function ClientApp({ site: hydrated, store, initialPage, wholeSite }: ClientAppProps) {
  const [site, setSite] = useState(hydrated);
  useEffect(() => {
    if (!wholeSite || hydrated.index.complete) return;
    let live = true;
    // A failure shows when the reader navigates (PendingNavigation asks again).
    wholeSite().then(
      (whole) => live && setSite(whole),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [hydrated, wholeSite]);
  return (
    <ErrorBoundary fallback={(error, tryAgain) => <RootCrash site={site} error={error} tryAgain={tryAgain} />}>
      <BrowserRouter>
        <SiteProviders site={site}>
          <PendingNavigation index={site.index} wholeTable={wholeSite} store={store} initialPage={initialPage}>
            {(location) => <AppRoutes location={location} />}
          </PendingNavigation>
        </SiteProviders>
      </BrowserRouter>
    </ErrorBoundary>
  );
}
