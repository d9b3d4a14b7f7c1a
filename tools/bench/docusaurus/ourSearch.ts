/** Our search, run as the site's worker runs it: the engine module over the root index file, answering dropdown queries. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SearchEngine } from "../../../indexer/engine/engine";
import { searchLocal } from "../../../indexer/cli/cli";
import { DROPDOWN_LIMIT, DROPDOWN_SNIPPET_LENGTH, toSuggestion } from "../../../indexer/engine/present";
import type { LoadedSearch } from "./searchTiming";

export function loadOurSearch(distDir: string): LoadedSearch {
  const started = process.hrtime.bigint();
  const manifest = JSON.parse(readFileSync(join(distDir, "search-manifest.json"), "utf8")) as {
    contexts: Record<string, { url: string }>;
  };
  const engine = SearchEngine.load(
    JSON.parse(readFileSync(join(distDir, manifest.contexts[""].url.replace(/^\/+/, "")), "utf8")),
  );
  const loadMs = Number(process.hrtime.bigint() - started) / 1e6;
  // The worker's `suggest`: search, the chunk files it needs (read once each), then the rows' snippets.
  return {
    loadMs,
    search: async (query) =>
      searchLocal(engine, distDir, query, DROPDOWN_LIMIT).map((r) => toSuggestion(r, DROPDOWN_SNIPPET_LENGTH)).length,
  };
}
