/**
 * A /search?q=… load asks the worker for its first answer from the entry script, while
 * React and the page's chunks are still on the network: the worker's script, the manifest,
 * the index and the query's chunk files then load beside them instead of after hydration.
 * The page fetches the manifest and the index for the worker meanwhile (primer.ts); the
 * /search page preloads this chunk with the entry's. The page's own call finds those
 * fetches done or in flight (the worker makes each once) and reports any error itself.
 */
import { awaitedByReader } from "../lib/readerWaits";
import { getWorkerClient } from "./client";
import { earlyWorker } from "./earlyWorker";
import { primeWorker } from "./primer";
import { remoteOf } from "./remote";
import { FIRST_ITEMS, searchPageQueryOf } from "./searchPageQuery";

export function startEarlySearch(search: string): void {
  const { query, context, versionUrl } = searchPageQueryOf(new URLSearchParams(search));
  const trimmed = query.trim();
  if (!trimmed) return;
  // Its first files, fetched while its script is still on the way (posted before the call below).
  const worker = earlyWorker();
  if (worker) void primeWorker(worker, { context, versionUrl });
  // Prefetching other pages waits for the answer (errors are the page's to report).
  // Comlink came with this chunk: no round trip more for client.ts to import it.
  awaitedByReader(getWorkerClient(remoteOf).searchPage(versionUrl, context, trimmed, FIRST_ITEMS));
}
