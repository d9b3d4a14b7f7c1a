/**
 * Keeps the current page on screen while the next one loads (its chunk and, for a doc,
 * its data), then swaps. The progress bar appears after 200 ms of loading, on pathname
 * changes only. A failed load reloads the page once (new deployment); if that was
 * already tried, the page shows the error with a Retry button.
 */
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from "react";
import { createPath, useLocation, useNavigationType, type Location, type NavigationType } from "react-router-dom";
import { documentTitleOf } from "../app/routeTitle";
import { DisplayedPageProvider, type DisplayedPage } from "../app/SiteContext";
import type { PageData } from "../../contracts/data";
import { matchRoute, type ManifestIndex } from "../lib/routeMatch";
import { prepareRoute } from "./navigationServices";
import type { PageStore } from "./pageStore";
import { delayedProgress, finishProgress } from "./progress";
import { clearReloadGuard, reloadOnce } from "./reloadGuard";
import { placeViewAfterNavigation, rememberScroll } from "./scrollAndFocus";

interface Shown {
  location: Location;
  action: NavigationType;
  page: PageData | null;
  error: unknown;
}

export interface PendingNavigationProps {
  /** The route table; until the whole one is here, the page's own part (pageTable.ts). */
  index: ManifestIndex;
  /** Loads the whole table, which the app then passes as `index`: a page's part cannot tell another route. */
  wholeTable?: () => Promise<unknown>;
  store: PageStore;
  initialPage: PageData | null;
  children: (location: Location) => ReactNode;
  /** How to reload the page (tests replace it). */
  reload?: () => void;
  /** How to load another document in place of this history entry (tests replace it). */
  loadDocument?: (url: string) => void;
}

const reloadPage = () => window.location.reload();
const replaceDocument = (url: string) => window.location.replace(url);

/**
 * A docs path that this page's route table lacks, on a site with cut versions: another
 * version's page (each version has its own table), or a missing one. The server has the
 * answer, so the browser loads it as a page.
 */
function outsideShownVersion(pathname: string, index: ManifestIndex): boolean {
  return index.manifest.version.versioned === true && matchRoute(pathname, index).kind === "docs-notfound";
}

export function PendingNavigation({
  index,
  wholeTable,
  store,
  initialPage,
  children,
  reload = reloadPage,
  loadDocument = replaceDocument,
}: PendingNavigationProps) {
  const location = useLocation();
  const action = useNavigationType();
  const [shown, setShown] = useState<Shown>(() => ({ location, action, page: initialPage, error: null }));
  const [attempt, setAttempt] = useState(0);
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const loadedAttempt = useRef(attempt);

  useEffect(() => {
    const current = shownRef.current;
    const retrying = loadedAttempt.current !== attempt;
    loadedAttempt.current = attempt;
    if (location === current.location && current.error === null && !retrying) return;
    if (location !== current.location) rememberScroll(current.location);
    const pageChanges = location.pathname !== current.location.pathname;
    const url = window.location.origin + createPath(location);
    if (pageChanges && !index.complete) {
      // This runs again once the app has the whole table; a table that cannot load: as a failed page.
      const waiting = delayedProgress();
      let live = true;
      wholeTable?.().catch(() => {
        if (live && !reloadOnce(url, reload)) finishProgress();
      });
      return () => {
        live = false;
        waiting.settle();
      };
    }
    // The title follows the address bar at once (history menus record it); the route table knows it.
    if (pageChanges) document.title = documentTitleOf(matchRoute(location.pathname, index));
    // Another place on the page shown (#hash, ?_highlight): the page stays as it is. Loading
    // it again would put a new copy of its body in the page, every block of it back at an
    // estimated height (the view then lands a screen away from the #hash), a whole 2 MB
    // API page at once.
    if (!pageChanges && current.page && current.error === null && !retrying) {
      setShown({ location, action, page: current.page, error: null });
      return;
    }
    if (pageChanges && outsideShownVersion(location.pathname, index)) {
      loadDocument(url);
      return;
    }
    const progress = pageChanges ? delayedProgress() : null;
    let live = true;
    prepareRoute(location.pathname, index, store).then(
      (page) => {
        if (!live) return;
        progress?.settle();
        clearReloadGuard(url);
        setShown({ location, action, page, error: null });
      },
      (error: unknown) => {
        if (!live) return;
        progress?.settle();
        console.warn(`Loading ${location.pathname} failed; reloading the page once.`, error);
        if (reloadOnce(url, reload)) return;
        finishProgress();
        setShown({ location, action, page: null, error });
      },
    );
    return () => {
      live = false;
      progress?.settle();
    };
    // `action` changes together with `location`.
  }, [location, attempt, index, wholeTable, store, reload, loadDocument]);

  usePlaceViewOnSwap(shown);
  const displayed = useDisplayedPage(shown, store, setAttempt);
  return <DisplayedPageProvider value={displayed}>{children(shown.location)}</DisplayedPageProvider>;
}

/** Once the shown page swaps: the progress bar ends, and the view is placed (scroll and focus) before paint. */
function usePlaceViewOnSwap(shown: Shown): void {
  const previous = useRef(shown.location);
  useLayoutEffect(() => {
    if (previous.current === shown.location) return;
    const from = previous.current;
    previous.current = shown.location;
    finishProgress();
    placeViewAfterNavigation(from, shown.location, shown.action);
  }, [shown]);
}

/** The shown page for the page's components, with a retry (a failed load) and a refetch (its data again). */
function useDisplayedPage(shown: Shown, store: PageStore, setAttempt: Dispatch<SetStateAction<number>>): DisplayedPage {
  return useMemo<DisplayedPage>(
    () => ({
      page: shown.page,
      error: shown.error,
      retry: () => setAttempt((n) => n + 1),
      refetch: () => {
        if (shown.page) store.forget(shown.page.route);
        setAttempt((n) => n + 1);
      },
    }),
    // `setAttempt` is a state setter: the same function on every render.
    [shown, store, setAttempt],
  );
}
