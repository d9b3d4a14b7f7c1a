/**
 * The search service as the worker runs it, in-process over the fixture site's index
 * files, with a fetch that records its calls and can be made to fail.
 */
import { fixtureFiles } from "../../../search/testing/fixtures";
import type { SearchWorkerApi } from "../../search/protocol";
import { createSearchService, type ServiceDeps } from "../../search/service";

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
