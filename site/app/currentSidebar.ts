/** The docs sidebar for the page on screen: its doc's sidebar, or the main one beside unknown /docs paths. */
import { useLocation } from "react-router-dom";
import type { SidebarItem } from "../../contracts/data";
import { routeKey } from "../../contracts/paths";
import { defaultDocsSidebar, matchRoute, sidebarOfDoc, type ManifestIndex, type RouteMatch } from "../lib/routeMatch";
import { useSite } from "./SiteContext";

export interface CurrentSidebar {
  /** The sidebar's name ("" for the fallback beside unknown /docs paths). */
  name: string;
  /** Its name in the route table, the fallback's too: its list files are named by it. */
  id: string;
  items: SidebarItem[];
}

export function sidebarForMatch(index: ManifestIndex, match: RouteMatch): CurrentSidebar | null {
  if (match.kind === "doc") {
    const items = sidebarOfDoc(index, match.doc);
    return items && match.doc.sidebar ? { name: match.doc.sidebar, id: match.doc.sidebar, items } : null;
  }
  if (match.kind === "docs-notfound") {
    const items = defaultDocsSidebar(index);
    const id = index.docsByKey.get(routeKey(index.manifest.version.mainDocRoute))?.sidebar;
    return items && id ? { name: "", id, items } : null;
  }
  return null;
}

/** The match, the sidebar and the route key of the page on screen. */
export function useCurrentPage(): { match: RouteMatch; sidebar: CurrentSidebar | null; activeKey: string } {
  const { pathname } = useLocation();
  const { index } = useSite();
  const match = matchRoute(pathname, index);
  return { match, sidebar: sidebarForMatch(index, match), activeKey: routeKey(pathname) };
}
