/** The worker's Comlink proxy: a module of its own so that Comlink loads with the first search (client.ts), not with the page. */
import { wrap } from "comlink";
import type { SearchWorkerApi } from "./protocol";

export function remoteOf(worker: Worker): SearchWorkerApi {
  return wrap<SearchWorkerApi>(worker) as unknown as SearchWorkerApi;
}
