/**
 * Keeps the current page on screen while the next one loads (its chunk and, for a doc,
 * its data with its part of the route table), then swaps page and table together. The
 * progress bar appears after 200 ms of loading, on pathname
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
import { DisplayedPageProvider, SiteProvider, useSite, type DisplayedPage } from "../app/SiteContext";
import type { PageData } from "../../contracts/data";
import { indexWithDoc, type ManifestIndex, type RouteMatch } from "../lib/routeMatch";
import { preparePage, resolveRoute } from "./navigationServices";
import type { PageStore } from "./pageStore";
import { delayedProgress, finishProgress } from "./progress";
import { clearReloadGuard, reloadOnce } from "./reloadGuard";
import { placeViewAfterNavigation, rememberScroll } from "./scrollAndFocus";
import type { TableLookup } from "./tableLookup";

interface Shown {
  location: Location;
  action: NavigationType;
  page: PageData | null;
  /** The part of the route table the page renders with. */
  index: ManifestIndex;
  error: unknown;
}

export interface PendingNavigationProps {
  /** The route table as the first page renders it: its own part (pageTable.ts), or a whole one. */
  index: ManifestIndex;
  /** The table's files, for where a page's part does not reach (none: `index` is whole). */
  lookup?: TableLookup;
  /** Set to the part of the table of the page on screen, for the navigation services. */
  shownIndex?: { current: ManifestIndex };
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
 * A docs path with no doc in this table, on a site with cut versions: another version's page
 * (each version has its own table), or a missing one. The server has the answer, so the
 * browser loads it as a page.
 */
function outsideShownVersion(match: RouteMatch, index: ManifestIndex): boolean {
  return index.manifest.version.versioned === true && match.kind === "docs-notfound";
}

export function PendingNavigation({
  index: initialIndex,
  lookup,
  shownIndex,
  store,
  initialPage,
  children,
  reload = reloadPage,
  loadDocument = replaceDocument,
}: PendingNavigationProps) {
  const site = useSite();
  const location = useLocation();
  const action = useNavigationType();
  const [shown, setShown] = useState<Shown>(() => ({
    location,
    action,
    page: initialPage,
    index: initialIndex,
    error: null,
  }));
  const [attempt, setAttempt] = useState(0);
  const shownRef = useRef(shown);
  shownRef.current = shown;
  if (shownIndex) shownIndex.current = shown.index;
  const loadedAttempt = useRef(attempt);

  useEffect(() => {
    const current = shownRef.current;
    const retrying = loadedAttempt.current !== attempt;
    loadedAttempt.current = attempt;
    if (location === current.location && current.error === null && !retrying) return;
    if (location !== current.location) rememberScroll(current.location);
    const pageChanges = location.pathname !== current.location.pathname;
    const url = window.location.origin + createPath(location);
    // Another place on the page shown (#hash, ?_highlight): the page stays as it is. Loading
    // it again would put a new copy of its body in the page, every block of it back at an
    // estimated height (the view then lands a screen away from the #hash), a whole 2 MB
    // API page at once.
    if (!pageChanges && current.page && current.error === null && !retrying) {
      setShown({ ...current, location, action });
      return;
    }
    return showLocation({ location, action, current, pageChanges, url, lookup, store, reload, loadDocument }, setShown);
    // `action` changes together with `location`.
  }, [location, attempt, lookup, store, reload, loadDocument]);

  usePlaceViewOnSwap(shown);
  const displayed = useDisplayedPage(shown, store, setAttempt);
  const shownSite = useMemo(() => ({ ...site, index: shown.index }), [site, shown.index]);
  return (
    <SiteProvider value={shownSite}>
      <DisplayedPageProvider value={displayed}>{children(shown.location)}</DisplayedPageProvider>
    </SiteProvider>
  );
}

/** A location to show, with what loading its page needs. */
interface LocationLoad {
  location: Location;
  action: NavigationType;
  /** What is on screen now. */
  current: Shown;
  pageChanges: boolean;
  url: string;
  lookup?: TableLookup;
  store: PageStore;
  reload: () => void;
  loadDocument: (url: string) => void;
}

/** Finds and loads the page at the location, then shows it (or its error); returns what cancels it. */
function showLocation(load: LocationLoad, setShown: (shown: Shown) => void): () => void {
  const { location, action, current, pageChanges, url, lookup, store, reload, loadDocument } = load;
  const progress = pageChanges ? delayedProgress() : null;
  let live = true;
  const failed = (error: unknown, match?: RouteMatch) => {
    if (!live) return;
    progress?.settle();
    console.warn(`Loading ${location.pathname} failed; reloading the page once.`, error);
    if (reloadOnce(url, reload)) return;
    finishProgress();
    // The error shows where the page would have: a doc's, in its layout.
    const index = match?.kind === "doc" ? indexWithDoc(current.index, match.doc) : current.index;
    setShown({ location, action, page: null, index, error });
  };
  resolveRoute(location.pathname, current.index, lookup).then((match) => {
    if (!live) return;
    // The title follows the address bar at once (history menus record it).
    if (pageChanges) document.title = documentTitleOf(match);
    if (pageChanges && outsideShownVersion(match, current.index)) {
      progress?.settle();
      loadDocument(url);
      return;
    }
    preparePage(match, current.index, store, lookup).then(
      ({ page, index }) => {
        if (!live) return;
        progress?.settle();
        clearReloadGuard(url);
        setShown({ location, action, page, index, error: null });
      },
      (error: unknown) => failed(error, match),
    );
  }, failed);
  return () => {
    live = false;
    progress?.settle();
  };
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
