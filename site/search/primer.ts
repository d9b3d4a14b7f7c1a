/**
 * On a /search?q=… load the worker's script arrives late: it shares a slow network with
 * React. Meanwhile the page fetches the search manifest and the context's index file and
 * hands them over, so the worker starts with the query's chunk files: two round trips fewer
 * before the first results. The hand-over is a port the page posts before anything else;
 * the worker's fetch asks it first (primedFetch) and fetches itself what the page did not
 * get. Same URLs (indexUrls.ts), same checks: the worker parses and validates as ever.
 */
import type { SearchManifest } from "../../contracts/searchIndex";
import { indexUrl, manifestUrl } from "./indexUrls";
import type { ServiceDeps } from "./service";
import type { SearchPageQuery } from "./searchPageQuery";

/** The key of the message that carries the port. */
const PRIMER_KEY = "projenSearchPrimer";

/** On the port: a file's text under the URL the worker will ask for, then "done". */
type PrimerMessage = { url: string; text: string } | { done: true };

interface PageFetch {
  fetch: (url: string, init?: { cache?: "no-cache" }) => Promise<{ ok: boolean; text(): Promise<string> }>;
  origin: string;
}

/** Page side: fetches the manifest and the index of the query's context for `worker`. */
export async function primeWorker(
  worker: { postMessage(message: unknown, transfer: Transferable[]): void },
  { context, versionUrl }: Pick<SearchPageQuery, "context" | "versionUrl">,
  page: PageFetch = { fetch: (url, init) => fetch(url, init), origin: location.origin },
): Promise<void> {
  const { port1, port2 } = new MessageChannel();
  worker.postMessage({ [PRIMER_KEY]: port2 }, [port2]);
  const post = (message: PrimerMessage) => port1.postMessage(message);
  const hand = async (url: URL, init?: { cache?: "no-cache" }): Promise<string> => {
    const response = await page.fetch(url.href, init);
    if (!response.ok) throw new Error("not fetched");
    const text = await response.text();
    post({ url: url.href, text });
    return text;
  };
  try {
    const manifest = JSON.parse(
      await hand(manifestUrl(versionUrl, page.origin), { cache: "no-cache" }),
    ) as Partial<SearchManifest> | null;
    const entry = manifest?.contexts?.[context];
    if (entry && typeof entry.url === "string") await hand(indexUrl(versionUrl, entry, page.origin));
  } catch {
    // Whatever failed, the worker fetches itself, and reports.
  } finally {
    post({ done: true });
  }
}

interface WorkerScope {
  addEventListener(type: "message", listener: (event: Event) => void): void;
  removeEventListener(type: "message", listener: (event: Event) => void): void;
}

/**
 * Worker side: `fetch` that takes a URL's text from the page's primer when the page fetched
 * it (each once), waits while the page may still be fetching it, and else fetches.
 */
export function primedFetch(scope: WorkerScope, fetchFile: ServiceDeps["fetch"]): ServiceDeps["fetch"] {
  const texts = new Map<string, string>();
  let open = false;
  let wake: (() => void)[] = [];
  const onMessage = (event: Event) => {
    const port = ((event as MessageEvent).data as Record<string, unknown> | null)?.[PRIMER_KEY];
    if (!(port instanceof MessagePort)) return;
    scope.removeEventListener("message", onMessage);
    open = true;
    port.onmessage = ({ data }: MessageEvent<PrimerMessage>) => {
      if ("url" in data) texts.set(data.url, data.text);
      else {
        open = false;
        port.close();
      }
      for (const resume of wake) resume();
      wake = [];
    };
  };
  scope.addEventListener("message", onMessage);

  const primed = async (url: string): Promise<string | null> => {
    for (;;) {
      const text = texts.get(url);
      if (text !== undefined) {
        texts.delete(url);
        return text;
      }
      if (!open) return null;
      await new Promise<void>((resume) => wake.push(resume));
    }
  };
  return async (url, init) => {
    const text = await primed(url);
    if (text === null) return fetchFile(url, init);
    return { ok: true, status: 200, json: async () => JSON.parse(text) as unknown };
  };
}
