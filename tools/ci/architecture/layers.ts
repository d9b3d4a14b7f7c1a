/**
 * The one place that says which top-level folder's code may import which. The data
 * flows content → tools/actions (page artifacts, shards) → indexer (index) → site; the
 * shapes they pass along live in contracts/, which imports nothing of ours.
 *
 *   contracts/   ← everyone
 *   indexer/     → contracts
 *   site/        → contracts, indexer     (the browser worker runs the search engine)
 *   tools/       → contracts, indexer     (never site/: the build runs the site's own
 *                                           renderer bundle instead, contracts/renderer.ts)
 *   content/     → contracts              (its route test)
 *
 * imports.test.ts fails on any import, type-only ones included, that goes another way.
 */
export const LAYERS: Readonly<Record<string, readonly string[]>> = {
  contracts: [],
  indexer: ["contracts"],
  site: ["contracts", "indexer"],
  tools: ["contracts", "indexer"],
  content: ["contracts"],
};
