/** Whether the markup of the BootData the server embedded (app/bootData.ts) can be hydrated as is. */
import type { BootData } from "../../contracts/data";
import { routeKey } from "../../contracts/paths";
import type { RouteMatch } from "../lib/routeMatch";

/** Only when the server rendered the page the client would render (not 404.html served for a /docs path). */
export function canHydrate(boot: BootData, match: RouteMatch): boolean {
  if (boot.kind === "doc") return match.kind === "doc" && routeKey(match.doc.route) === routeKey(boot.route);
  return boot.kind === match.kind;
}
