/**
 * What the search Web Worker offers the page (through Comlink). Types only: the page
 * never loads the engine, the index or elasticlunr.
 */
import type { PageResultView, SuggestionView } from "../../indexer/engine/present";

export type { PageResultView, SuggestionView };

/** The /search page's answer: its first items (or all), and how many there are. */
export interface PageAnswer {
  count: number;
  items: PageResultView[];
}

/**
 * Where a context's index is fetched from: the site base, plus a version path when the
 * /search page has a `version` parameter (`/` or `/<version>/`).
 */
export type VersionUrl = string;

export interface SearchWorkerApi {
  /**
   * Fetches the index of a search context ('' or 'docs/api') once. Rejects with the reason
   * when it cannot (network, missing or corrupt file, "Unexpected version url"); a later
   * call tries again.
   */
  load(versionUrl: VersionUrl, context: string): Promise<void>;
  /**
   * The navbar dropdown: at most 8 rows, 50-character snippets, grouped under their page.
   * Null when a newer query came while this one waited for the index: it would be
   * replaced at once, so the worker does not spend the time (the reader is typing).
   */
  suggest(versionUrl: VersionUrl, context: string, query: string): Promise<SuggestionView[] | null>;
  /**
   * The /search page: at most 100 items, 100-character snippets, each with its summary.
   * With `first`, only the first that many items, and the count of all: a first screen
   * that needs a few document and text files, not one of each per result.
   */
  searchPage(versionUrl: VersionUrl, context: string, query: string, first?: number): Promise<PageAnswer>;
}
