/**
 * The page's side of the search worker: started on first use, from the worker URL the
 * prerendered page carries in its boot data, and started again after it failed. The one
 * page load that uses search at once, /search?q=…, starts it from the entry script, before
 * React has arrived (earlyWorker.ts, earlySearch.ts): so no React here. Components get the
 * client through SearchClientContext (useSearchIndex.ts); tests give them an in-process one.
 */
import { adoptEarlyWorker, SEARCH_WORKER_OPTIONS, workerUrlOf } from "./earlyWorker";
import type { SearchWorkerApi } from "./protocol";

/** The worker's API with each call made through `via`, which is given the call to make on the real one. */
function through(via: <T>(call: (api: SearchWorkerApi) => Promise<T>) => Promise<T>): SearchWorkerApi {
  return {
    load: (versionUrl, context) => via((api) => api.load(versionUrl, context)),
    suggest: (versionUrl, context, query) => via((api) => api.suggest(versionUrl, context, query)),
    searchPage: (versionUrl, context, query, first) => via((api) => api.searchPage(versionUrl, context, query, first)),
  };
}

function unavailable(reason: string): SearchWorkerApi {
  return through(() => Promise.reject(new Error(reason)));
}

let shared: SearchWorkerApi | null = null;

/** What a Worker offers this module: enough for tests to stand in for one. */
export interface WorkerLike {
  addEventListener(type: "error", listener: (event: Event) => void): void;
  terminate(): void;
}

/**
 * Wraps a worker's Comlink proxy so that a worker that fails (its script does not load
 * or throws while starting: only an `error` event says so, and Comlink would wait
 * forever) rejects every pending and later call with a clear reason, and is stopped.
 * `onFailure` lets the page start a fresh worker on the next call (the retry).
 */
export function guardWorker(worker: WorkerLike, remote: SearchWorkerApi, onFailure: () => void): SearchWorkerApi {
  let failure: Error | null = null;
  let fail: (error: Error) => void = () => {};
  const failed = new Promise<never>((_, reject) => (fail = reject));
  failed.catch(() => undefined);
  worker.addEventListener("error", (event) => {
    event.preventDefault();
    if (failure) return;
    const detail = (event as ErrorEvent).message;
    failure = new Error(`The search worker could not start${detail ? ` (${detail})` : ""}`);
    worker.terminate();
    onFailure();
    fail(failure);
  });
  return through((call) => (failure ? Promise.reject(failure) : Promise.race([call(remote), failed])));
}

/** Makes the Comlink proxy of a worker (remote.ts). */
export type RemoteOf = (worker: Worker) => SearchWorkerApi;

/**
 * The one worker client of the page, started on the first call (again after a failure).
 * Comlink is imported then, unless the caller has it already (`remoteOf`, earlySearch.ts).
 */
export function getWorkerClient(remoteOf?: RemoteOf): SearchWorkerApi {
  if (shared) return shared;
  if (typeof window === "undefined" || typeof Worker === "undefined")
    return unavailable("Search needs a browser with Web Workers");
  const url = workerUrlOf(document);
  if (!url) return unavailable("The search worker is missing from this page");
  try {
    const worker = adoptEarlyWorker() ?? new Worker(url, SEARCH_WORKER_OPTIONS);
    const forget = () => {
      if (shared === client) shared = null;
    };
    // Comlink comes with the first search, beside the worker's own script: it is no part of
    // what a page needs to show and hydrate. If it cannot load, the next call starts afresh.
    const made = remoteOf ? Promise.resolve(remoteOf) : import("./remote.js").then((module) => module.remoteOf);
    const remote = made.then((make) => make(worker));
    remote.catch(() => {
      worker.terminate();
      forget();
    });
    const client: SearchWorkerApi = guardWorker(
      worker,
      through((call) => remote.then(call)),
      forget,
    );
    shared = client;
    return client;
  } catch (error) {
    return unavailable(`The search worker could not start (${error instanceof Error ? error.message : String(error)})`);
  }
}
