/**
 * What every component may read about the site: the route table (manifest), the page
 * components of each route kind (static on the server, lazy chunks on the client), the
 * search worker's URL, and the client's prefetch/preload services (no-ops on the server).
 */
import { createContext, useContext, type ComponentType, type ReactNode } from "react";
import type { ManifestDoc, PageData, SidebarItem } from "../../contracts/data";
import type { ListPart } from "../../contracts/routeFiles";
import type { ManifestIndex } from "../lib/routeMatch";
import type { VersionLoader } from "../versions/versionData";

export interface DocPageProps {
  page: PageData;
  doc: ManifestDoc;
  sidebar: SidebarItem[] | undefined;
}

/** The page component of each route kind. */
export interface RouteComponents {
  DocPage: ComponentType<DocPageProps>;
  HomePage: ComponentType;
  SearchPage: ComponentType;
  /** The not-found content alone: routes place it in the main or the docs layout. */
  NotFoundPage: ComponentType;
}

export interface NavigationServices {
  /** A link to `href` came into view: fetch what its page needs at low priority. */
  prefetch(href: string): void;
  /** The pointer is on a link to `href`: load what its page needs now. */
  preload(href: string): void;
}

/** A sidebar's lists that a page's part of the table left out, from their files (client/tableLookup.ts). */
export interface SidebarLists {
  /** The list at `places` (its indexes from the sidebar's top) of sidebar `sidebar`: all of it, else its head, if here. */
  get(sidebar: string, places: readonly number[]): SidebarItem[] | undefined;
  /** Fetches that list's file (once): all its items, or the head of a long list (what it opens with). */
  load(sidebar: string, places: readonly number[], part?: ListPart): Promise<SidebarItem[]>;
}

export interface SiteValue {
  index: ManifestIndex;
  /** The search Web Worker's module URL (from the asset list). */
  workerUrl: string;
  routes: RouteComponents;
  navigation: NavigationServices;
  /** Where the sidebar gets the lists the page's part of the table left out (none on the server). */
  sidebarLists?: SidebarLists;
  /** How the page fetches the site's docs versions (tests give their own; default: fetch()). */
  versionLoader?: VersionLoader;
}

export const NO_NAVIGATION_SERVICES: NavigationServices = { prefetch() {}, preload() {} };

const SiteContext = createContext<SiteValue | null>(null);

export function SiteProvider({ value, children }: { value: SiteValue; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error("useSite() must be used inside <SiteProvider>.");
  return value;
}

/** The doc data of the page on screen, or why it is missing (a failed load we did not reload for). */
export interface DisplayedPage {
  page: PageData | null;
  error: unknown;
  /** Loads the page on screen again after a failed load. */
  retry(): void;
  /** Fetches the doc data on screen afresh (it may be what crashed the page); `page` changes when done. */
  refetch(): void;
}

const DisplayedPageContext = createContext<DisplayedPage>({ page: null, error: null, retry() {}, refetch() {} });

export const DisplayedPageProvider = DisplayedPageContext.Provider;

export function useDisplayedPage(): DisplayedPage {
  return useContext(DisplayedPageContext);
}
