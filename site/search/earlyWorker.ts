/**
 * Where the search worker comes from, and the worker started by the entry script on a
 * /search?q=… load, so that its script loads beside React instead of after the chunks that
 * ask for it; the first call of client.ts adopts it. The entry imports this module on every
 * page, so it stays this small (no route table).
 */
import type { BootData } from "../../contracts/data";
import { readBootData } from "../app/bootData";

/** The options every search worker is started with. */
export const SEARCH_WORKER_OPTIONS: WorkerOptions = { type: "module", name: "search" };

function workerOf(boot: Partial<BootData> | null): string | null {
  const worker = boot?.worker;
  return typeof worker === "string" && worker ? worker : null;
}

/** The worker's module URL, from the page's boot data. */
export function workerUrlOf(doc: Document): string | null {
  return workerOf(readBootData(doc));
}

let early: Worker | null = null;
let failed = false;

/** On a /search page whose URL has a query, starts the worker now; true when it did. */
export function startWorkerForSearchLoad(doc: Document, search: string): boolean {
  // The query first: most loads have none, and a doc page's boot data is not small.
  if (!new URLSearchParams(search).get("q")?.trim()) return false;
  const boot = readBootData(doc);
  const url = workerOf(boot);
  if (boot?.kind !== "search" || !url) return false;
  if (early) return true;
  if (typeof Worker === "undefined") return false;
  try {
    early = new Worker(url, SEARCH_WORKER_OPTIONS);
    // It may fail before anyone listens: then it is not adopted, and client.ts starts afresh.
    early.addEventListener("error", () => (failed = true), { once: true });
    return true;
  } catch {
    early = null;
    return false;
  }
}

/** The early worker, if any, without adopting it. */
export function earlyWorker(): Worker | null {
  return failed ? null : early;
}

/** The early worker, once, if it has not failed. */
export function adoptEarlyWorker(): Worker | null {
  const worker = earlyWorker();
  if (failed) early?.terminate();
  early = null;
  failed = false;
  return worker;
}
