import assert from "node:assert/strict";
import { fixtureFiles } from "../../indexer/testing/fixtures";
import { primedFetch, primeWorker } from "./primer";
import { createSearchService, type ServiceDeps } from "./service";

const ORIGIN = "http://localhost";

/** The fixture site's files over a fetch that records its calls; `hold` keeps a URL's answer back until released. */
function site(fail: (path: string) => boolean = () => false) {
  const files = fixtureFiles();
  const calls: string[] = [];
  const held = new Map<string, () => void>();
  const hold = new Set<string>();
  const answer = async (url: string) => {
    calls.push(url);
    const path = new URL(url).pathname.slice(1);
    if (hold.has(path)) await new Promise<void>((release) => held.set(path, release));
    const text = fail(path) ? undefined : files.get(path);
    return {
      ok: text !== undefined,
      status: text === undefined ? 404 : 200,
      text: async () => text ?? "",
      json: async () => JSON.parse(text ?? ""),
    };
  };
  return { calls, hold, release: (path: string) => held.get(path)?.(), fetch: answer };
}

/** A worker's global scope and the page's handle on it, in one thread: what the page posts, the scope dispatches. */
function workerPair() {
  const scope = new EventTarget();
  const worker = {
    postMessage: (message: unknown) => scope.dispatchEvent(new MessageEvent("message", { data: message })),
  };
  return { scope, worker };
}

describe("the page's primer for the search worker (/search?q=… loads)", () => {
  it("hands the worker the manifest and the index, so the worker fetches only the query's chunk files", async () => {
    const page = site();
    const workerSide = site();
    const { scope, worker } = workerPair();
    const service = createSearchService({ fetch: primedFetch(scope, workerSide.fetch), origin: ORIGIN });
    const primed = primeWorker(worker, { context: "", versionUrl: "/" }, { fetch: page.fetch, origin: ORIGIN });
    const { items } = await service.searchPage("/", "", "tasks");
    await primed;
    assert.equal(items[0].href, "/docs/concepts/tasks?_highlight=tasks");
    const manifest = JSON.parse(fixtureFiles().get("search-manifest.json")!);
    assert.deepEqual(page.calls, [
      `${ORIGIN}/search-manifest.json`,
      `${ORIGIN}/search-index.json?_=${manifest.contexts[""].hash}`,
    ]);
    assert.ok(workerSide.calls.length > 0);
    assert.ok(
      workerSide.calls.every((url) => /\/search-(chunks|texts)\//.test(url)),
      workerSide.calls.join(" "),
    );
  });

  it("makes the worker wait for a file the page is still fetching instead of fetching it twice", async () => {
    const page = site();
    page.hold.add("search-manifest.json");
    const workerSide = site();
    const { scope, worker } = workerPair();
    const fetchFile = primedFetch(scope, workerSide.fetch);
    const primed = primeWorker(worker, { context: "docs/api", versionUrl: "/" }, { fetch: page.fetch, origin: ORIGIN });
    const asked = fetchFile(`${ORIGIN}/search-manifest.json`, { cache: "no-cache" });
    await new Promise((tick) => setTimeout(tick, 10));
    page.release("search-manifest.json");
    assert.deepEqual(await (await asked).json(), JSON.parse(fixtureFiles().get("search-manifest.json")!));
    await primed;
    assert.deepEqual(workerSide.calls, []);
  });

  it("leaves to the worker what the page could not fetch, and an unprimed worker fetches at once", async () => {
    const page = site((path) => path.startsWith("search-index"));
    const workerSide = site();
    const { scope, worker } = workerPair();
    const service = createSearchService({ fetch: primedFetch(scope, workerSide.fetch), origin: ORIGIN });
    await primeWorker(worker, { context: "", versionUrl: "/" }, { fetch: page.fetch, origin: ORIGIN });
    await service.load("/", "");
    assert.equal(page.calls.length, 2);
    assert.deepEqual(
      workerSide.calls.map((url) => new URL(url).pathname),
      ["/search-index.json"],
    );

    const unprimed = site();
    const alone = primedFetch(new EventTarget(), unprimed.fetch);
    await alone(`${ORIGIN}/search-manifest.json`);
    assert.deepEqual(unprimed.calls, [`${ORIGIN}/search-manifest.json`]);
  });

  it("ignores the worker's other messages (Comlink's calls)", async () => {
    const workerSide = site();
    const { scope, worker } = workerPair();
    const fetchFile: ServiceDeps["fetch"] = primedFetch(scope, workerSide.fetch);
    worker.postMessage({ id: "1", type: "APPLY", path: ["searchPage"], argumentList: [] });
    await fetchFile(`${ORIGIN}/search-manifest.json`);
    assert.equal(workerSide.calls.length, 1);
  });
});
