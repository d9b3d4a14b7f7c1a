/**
 * What the /search page asks, read from its URL: `q`, `ctx` (an unknown context means every
 * page) and `version`. Read in two places: by the page once hydrated, and by the entry
 * script on a /search load, which starts the same search before React arrives.
 */
import { knownContext, versionUrlOf } from "./urls";

/** The items of the first answer, complete with their summaries: more than a screen holds. */
export const FIRST_ITEMS = 10;

/** A type, not an interface: it is also a worker question (useWorkerAnswer's plain strings). */
export type SearchPageQuery = {
  query: string;
  context: string;
  versionUrl: string;
};

export function searchPageQueryOf(params: URLSearchParams): SearchPageQuery {
  return {
    query: params.get("q") ?? "",
    context: knownContext(params.get("ctx")),
    versionUrl: versionUrlOf(params.get("version")),
  };
}
