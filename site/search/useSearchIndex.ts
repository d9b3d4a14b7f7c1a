/**
 * The load state of each search context's index (not loaded → loading → done, or
 * error), shared by the search bar and the /search page of one client.
 */
import { createContext, useCallback, useContext, useSyncExternalStore } from "react";
import { getWorkerClient } from "./client";
import type { SearchWorkerApi } from "./protocol";

export type IndexState = "not loaded" | "loading" | "done" | "error";

export interface IndexStatus {
  state: IndexState;
  error: string | null;
}

/** Gives the search components their client (a getter, so nothing starts during render). */
export const SearchClientContext = createContext<() => SearchWorkerApi>(getWorkerClient);

const NOT_LOADED: IndexStatus = { state: "not loaded", error: null };

class IndexStatusStore {
  private readonly statuses = new Map<string, IndexStatus>();
  private readonly pending = new Map<string, Promise<boolean>>();
  private readonly listeners = new Set<() => void>();

  /** Takes a getter: the client (and its worker) is created on the first load only. */
  constructor(private readonly client: () => SearchWorkerApi) {}

  get(key: string): IndexStatus {
    return this.statuses.get(key) ?? NOT_LOADED;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Loads a context's index once; resolves true when it is ready. A failure can be retried. */
  load(versionUrl: string, context: string): Promise<boolean> {
    const key = keyOf(versionUrl, context);
    if (this.get(key).state === "done") return Promise.resolve(true);
    let pending = this.pending.get(key);
    if (!pending) {
      this.set(key, { state: "loading", error: null });
      const loaded = () => {
        this.set(key, { state: "done", error: null });
        return true;
      };
      const failed = (error: unknown) => {
        this.set(key, { state: "error", error: error instanceof Error ? error.message : String(error) });
        return false;
      };
      pending = Promise.resolve()
        .then(() => this.client().load(versionUrl, context))
        .then(loaded, failed);
      pending.finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }

  private set(key: string, status: IndexStatus): void {
    this.statuses.set(key, status);
    for (const listener of this.listeners) listener();
  }
}

function keyOf(versionUrl: string, context: string): string {
  return versionUrl + "\u0000" + context;
}

const stores = new WeakMap<() => SearchWorkerApi, IndexStatusStore>();

function storeOf(getClient: () => SearchWorkerApi): IndexStatusStore {
  let store = stores.get(getClient);
  if (!store) {
    store = new IndexStatusStore(getClient);
    stores.set(getClient, store);
  }
  return store;
}

/** The status of a context's index, and `load`, which starts loading it (and the worker). */
export function useSearchIndex(versionUrl: string, context: string) {
  const getClient = useContext(SearchClientContext);
  const store = storeOf(getClient);
  const key = keyOf(versionUrl, context);
  const status = useSyncExternalStore(
    store.subscribe,
    () => store.get(key),
    () => NOT_LOADED,
  );
  const load = useCallback(() => store.load(versionUrl, context), [store, versionUrl, context]);
  return { status, load, client: getClient };
}
