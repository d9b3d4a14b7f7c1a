/**
 * Where the prerender step renders the frame's tables (contracts/routeFiles.ts, FrameTables):
 * the pages that are not docs, the not-found page inside the docs layout too.
 */
import type { FrameTables } from "../../../contracts/routeFiles";

/** A docs path that no doc has, where the docs layout's not-found page is rendered for the frame. */
const NO_DOC = "~";

/** The routes the frame's tables are rendered at, for a table of version path `path` (`/docs`). */
export function frameRoutes(path: string): Record<keyof FrameTables, string> {
  return { home: "/", search: "/search", notFound: "/404.html", docsNotFound: `${path}/${NO_DOC}` };
}
