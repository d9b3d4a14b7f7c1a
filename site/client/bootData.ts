/** The BootData the server embedded, and whether its markup can be hydrated as is. */
import { BOOT_DATA_ID } from "../app/domIds";
import type { BootData } from "../../contracts/data";
import { routeKey } from "../../contracts/paths";
import type { RouteMatch } from "../lib/routeMatch";

export function readBootData(doc: Document = document): BootData | null {
  const text = doc.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as BootData;
  } catch {
    return null;
  }
}

/** Only when the server rendered the page the client would render (not 404.html served for a /docs path). */
export function canHydrate(boot: BootData, match: RouteMatch): boolean {
  if (boot.kind === "doc") return match.kind === "doc" && routeKey(match.doc.route) === routeKey(boot.route);
  return boot.kind === match.kind;
}
