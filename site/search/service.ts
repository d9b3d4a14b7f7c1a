/**
 * The search worker's implementation, free of worker globals so tests can run it with a
 * fake fetch. It fetches `search-manifest.json` (no-cache: it is not content-hashed)
 * once, then each context's index once, with the file's hash as `?_=` to bust caches.
 * Index URLs must stay on the page's origin (indexUrls.ts). A failed load is forgotten so
 * that the next call retries.
 * The postings of a query's terms and the section texts of its results are in chunk
 * files (contracts/searchIndex.ts): they are fetched as a search needs them, once each.
 */
import { SearchEngine, type SearchAnswer } from "../../indexer/engine/engine";
import { SearchAborted, searchFetching } from "../../indexer/engine/searching";
import { indexFileName, type QueryRules, type SearchManifest } from "../../contracts/searchIndex";
import {
  DROPDOWN_LIMIT,
  DROPDOWN_SNIPPET_LENGTH,
  PAGE_LIMIT,
  PAGE_SNIPPET_LENGTH,
  toPageResult,
  toSuggestion,
} from "../../indexer/engine/present";
import { indexUrl, manifestUrl, sameOriginUrl } from "./indexUrls";
import type { SearchWorkerApi, VersionUrl } from "./protocol";

export interface ServiceDeps {
  fetch: (
    url: string,
    init?: { cache?: "no-cache"; signal?: AbortSignal },
  ) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;
  /** The page's origin (`location.origin` in the worker). */
  origin: string;
}

/** Fetches and parses a JSON file, with errors that say which file and why. */
function jsonFetcher(deps: ServiceDeps) {
  return async (url: URL, what: string, init?: { cache?: "no-cache"; signal?: AbortSignal }): Promise<unknown> => {
    let response: Awaited<ReturnType<ServiceDeps["fetch"]>>;
    try {
      response = await deps.fetch(url.href, init);
    } catch (error) {
      throw new Error(`Could not fetch the ${what} (${error instanceof Error ? error.message : String(error)})`);
    }
    if (!response.ok) throw new Error(`Could not fetch the ${what} (HTTP ${response.status})`);
    try {
      return await response.json();
    } catch {
      throw new Error(`The ${what} is not valid JSON`);
    }
  };
}

type FetchJson = (url: URL, what: string, init?: { signal?: AbortSignal }) => Promise<unknown>;

/** A chunk file on its way: the searches that wait for it, and how to give it up when none does any more. */
interface ChunkLoad {
  done: Promise<void>;
  /** Searches waiting that can be given up; Infinity once one that cannot waits too. */
  waiting: number;
  settled: boolean;
  controller: AbortController;
}

/**
 * Searches, fetching the chunk files the query and its results need (once per file and
 * index). A search given up (its signal aborted: a later keystroke's search replaces it)
 * gives up the fetches no other search waits for, so the reader's bytes go to what the
 * newest query needs; a file given up is fetched again if a later search needs it.
 */
function chunkedSearch(fetchJson: FetchJson, origin: string) {
  const loads = new WeakMap<SearchEngine, Map<string, ChunkLoad>>();
  const load = (versionUrl: VersionUrl, engine: SearchEngine, file: string, signal?: AbortSignal): Promise<void> => {
    let ofEngine = loads.get(engine);
    if (!ofEngine) loads.set(engine, (ofEngine = new Map()));
    let pending = ofEngine.get(file);
    if (!pending) {
      const controller = new AbortController();
      // Named by its content hash: no cache-buster needed.
      const done = fetchJson(sameOriginUrl(versionUrl + file, origin), "search index chunk", {
        signal: controller.signal,
      }).then((data) => engine.addFile(file, data));
      const started: ChunkLoad = { done, waiting: 0, settled: false, controller };
      pending = started;
      ofEngine.set(file, started);
      const forget = ofEngine;
      done.then(
        () => {
          started.settled = true;
        },
        () => {
          started.settled = true;
          if (forget.get(file) === started) forget.delete(file);
        },
      );
    }
    const chunk = pending;
    if (!signal) chunk.waiting = Infinity;
    else {
      chunk.waiting++;
      // Given up a moment later, once the search that replaces this one has asked for
      // what it needs: a file both need is fetched once.
      signal.addEventListener(
        "abort",
        () =>
          setTimeout(() => {
            if (--chunk.waiting > 0 || chunk.settled) return;
            chunk.controller.abort();
            if (ofEngine.get(file) === chunk) ofEngine.delete(file);
          }, 0),
        { once: true },
      );
    }
    return chunk.done;
  };
  return (
    versionUrl: VersionUrl,
    engine: SearchEngine,
    query: string,
    limit: number,
    shown = limit,
    signal?: AbortSignal,
  ): Promise<SearchAnswer> =>
    searchFetching(engine, query, limit, (file, aborted) => load(versionUrl, engine, file, aborted), shown, signal);
}

/** The manifest's query rules, when they have the expected shape (else none: search still works). */
function queryRulesOf(manifest: SearchManifest): QueryRules | undefined {
  const synonyms = manifest.query?.synonyms;
  return synonyms && typeof synonyms === "object" ? { synonyms } : undefined;
}

export function createSearchService(deps: ServiceDeps): SearchWorkerApi {
  const manifests = new Map<string, Promise<SearchManifest>>();
  const engines = new Map<string, Promise<SearchEngine>>();

  const fetchJson = jsonFetcher(deps);

  const manifestOf = (versionUrl: VersionUrl): Promise<SearchManifest> => {
    let pending = manifests.get(versionUrl);
    if (!pending) {
      pending = (async () => {
        const manifest = (await fetchJson(manifestUrl(versionUrl, deps.origin), "search manifest", {
          cache: "no-cache",
        })) as SearchManifest;
        if (!manifest || typeof manifest.contexts !== "object" || manifest.contexts === null)
          throw new Error("The search manifest is corrupt");
        return manifest;
      })();
      manifests.set(versionUrl, pending);
      pending.catch(() => manifests.delete(versionUrl));
    }
    return pending;
  };

  const engineOf = (versionUrl: VersionUrl, context: string): Promise<SearchEngine> => {
    const key = versionUrl + "\u0000" + context;
    let pending = engines.get(key);
    if (!pending) {
      pending = (async () => {
        // Checked before anything is fetched, like the reference.
        sameOriginUrl(versionUrl + indexFileName(context), deps.origin);
        const manifest = await manifestOf(versionUrl);
        const entry = manifest.contexts[context];
        if (!entry || typeof entry.url !== "string")
          throw new Error(`The search manifest has no index for "${context || "all pages"}"`);
        const data = await fetchJson(indexUrl(versionUrl, entry, deps.origin), "search index");
        try {
          return SearchEngine.load(data, queryRulesOf(manifest));
        } catch (error) {
          throw new Error(`The search index is corrupt (${error instanceof Error ? error.message : String(error)})`);
        }
      })();
      engines.set(key, pending);
      pending.catch(() => engines.delete(key));
    }
    return pending;
  };

  const search = chunkedSearch(fetchJson, deps.origin);

  /** The dropdown's search under way: the next keystroke's gives it up. */
  let lastSuggestion: AbortController | null = null;
  return {
    async load(versionUrl, context) {
      await engineOf(versionUrl, context);
    },
    async suggest(versionUrl, context, query) {
      lastSuggestion?.abort();
      const current = new AbortController();
      lastSuggestion = current;
      const engine = await engineOf(versionUrl, context);
      // Typed on while the index loaded: only the newest query is worth answering.
      if (current.signal.aborted) return null;
      let results: SearchAnswer["results"];
      try {
        ({ results } = await search(versionUrl, engine, query, DROPDOWN_LIMIT, DROPDOWN_LIMIT, current.signal));
      } catch (error) {
        if (error instanceof SearchAborted || current.signal.aborted) return null;
        throw error;
      }
      if (current.signal.aborted) return null;
      return results.map((result) => toSuggestion(result, DROPDOWN_SNIPPET_LENGTH));
    },
    async searchPage(versionUrl, context, query, first = PAGE_LIMIT) {
      const engine = await engineOf(versionUrl, context);
      const { count, results } = await search(versionUrl, engine, query, PAGE_LIMIT, first);
      return { count, items: results.map((result) => toPageResult(result, PAGE_SNIPPET_LENGTH)) };
    },
  };
}
