/**
 * The search service as the worker runs it, in-process over the fixture site's index
 * files, with a fetch that records its calls and can be made to fail; and the hooks that
 * give every search UI test a fresh one.
 */
import { fixtureFiles } from "../../../indexer/testing/fixtures";
import type { SearchWorkerApi } from "../../search/protocol";
import { createSearchService, type ServiceDeps } from "../../search/service";
import { resetDom } from "../dom";
import type { Mounted } from "../render";

export interface FakeWorker {
  client: () => SearchWorkerApi;
  calls: { url: string; init?: { cache?: "no-cache" } }[];
  /** While set, every fetch fails with this HTTP status. */
  failWith: number | null;
}

export function fakeWorker(origin = "http://localhost"): FakeWorker {
  const files = fixtureFiles();
  const state: FakeWorker = { client: () => api, calls: [], failWith: null };
  const fetch: ServiceDeps["fetch"] = async (url, init) => {
    state.calls.push({ url, init });
    const path = new URL(url).pathname.slice(1);
    const text = files.get(path);
    const status = state.failWith ?? (text === undefined ? 404 : 200);
    return { ok: status === 200, status, json: async () => JSON.parse(text ?? "") };
  };
  const api = createSearchService({ fetch, origin });
  // One getter per fake: the components key their load state on it.
  const client = () => api;
  state.client = client;
  return state;
}

/** A search UI test file's world: the fake worker of the running test and the view it mounted. */
export interface SearchTest {
  worker: FakeWorker;
  view: Mounted | null;
}

export function searchTest(): SearchTest {
  return { worker: fakeWorker(), view: null };
}

/**
 * Mocha hooks for one search UI suite (call inside its describe): a clean document and a
 * fresh worker in `test` before each test, its view unmounted and the document cleaned after.
 */
export function freshForEachTest(test: SearchTest): void {
  beforeEach(() => {
    resetDom();
    test.worker = fakeWorker();
  });
  afterEach(async () => {
    await test.view?.unmount();
    test.view = null;
    resetDom();
  });
}
