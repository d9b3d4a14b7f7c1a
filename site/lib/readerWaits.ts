/**
 * Fetches a reader is waiting for, and speculative ones that give way to them. Prefetching
 * the pages linked on screen would otherwise share a slow network with, say, the search
 * index behind the results of a /search?q=… load (over a slow network, a page's data
 * arriving in the middle of the index delays it).
 */
const awaited = new Set<Promise<unknown>>();

/** `work` is something the reader waits for: speculation waits until it settles. */
export function awaitedByReader(work: Promise<unknown>): void {
  const settled = work.then(
    () => undefined,
    () => undefined,
  );
  awaited.add(settled);
  void settled.then(() => awaited.delete(settled));
}

/** Runs `speculate` once nothing the reader waits for is pending (at once if nothing is). */
export function afterReaderWaits(speculate: () => void): void {
  if (awaited.size === 0) {
    speculate();
    return;
  }
  void Promise.all(awaited).then(() => afterReaderWaits(speculate));
}
