/** What the perf runs load and how: the viewport, the color modes, the warm-up page, and one page's loads. */
import type { LoadResult } from "./measure";

export const VIEWPORT = { width: 1280, height: 900 };
export const THEMES = ["light", "dark"] as const;
export type Theme = (typeof THEMES)[number];
/** Loaded before the page in the warm runs: a page readers land on, in a renderer then warm. */
export const WARM_UP_PATH = "/docs/concepts/projects";

/** A page's loads: cold in each color mode, as plain HTML, and warm. */
export interface PageRuns {
  cold: Record<Theme, LoadResult[]>;
  plain: LoadResult[];
  warm: LoadResult[];
}
