/** The client's page components: each route kind is its own chunk, loaded on demand. */
import type { RouteComponents } from "../app/SiteContext";
import type { RouteMatch } from "../lib/routeMatch";
import { lazyRoute } from "./lazyRoute";

export const clientRouteComponents = {
  DocPage: lazyRoute(() => import("../routes/DocPage.js").then((m) => m.DocPage)),
  HomePage: lazyRoute(() => import("../routes/HomePage.js").then((m) => m.HomePage)),
  SearchPage: lazyRoute(() => import("../search/SearchPage.js").then((m) => m.SearchPage)),
  NotFoundPage: lazyRoute(() => import("../routes/NotFoundPage.js").then((m) => m.NotFoundPage)),
} satisfies RouteComponents;

/** The chunk a route of this kind renders. */
export function componentFor(kind: RouteMatch["kind"]) {
  switch (kind) {
    case "home":
      return clientRouteComponents.HomePage;
    case "search":
      return clientRouteComponents.SearchPage;
    case "doc":
      return clientRouteComponents.DocPage;
    default:
      return clientRouteComponents.NotFoundPage;
  }
}
