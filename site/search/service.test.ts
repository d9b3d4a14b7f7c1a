import assert from "node:assert/strict";
import { fixtureFiles } from "../../indexer/testing/fixtures";
import { sameOriginUrl } from "./indexUrls";
import { createSearchService, type ServiceDeps } from "./service";
import { fakeWorker } from "../testing/search/fakeWorker";

describe("search worker service", () => {
  it("fetches the manifest (no-cache) once, then each context's index once with its hash", async () => {
    const worker = fakeWorker();
    const api = worker.client();
    await api.load("/", "");
    await api.load("/", "");
    await api.suggest("/", "", "tasks");
    await api.load("/", "docs/api");
    const manifest = JSON.parse(fixtureFiles().get("search-manifest.json")!);
    assert.deepEqual(
      worker.calls.filter((call) => !/\/search-(chunks|texts)\//.test(call.url)),
      [
        { url: "http://localhost/search-manifest.json", init: { cache: "no-cache" } },
        { url: `http://localhost/search-index.json?_=${manifest.contexts[""].hash}`, init: undefined },
        { url: `http://localhost/search-index-docs-api.json?_=${manifest.contexts["docs/api"].hash}`, init: undefined },
      ],
    );
  });

  it("answers the dropdown (8 rows, 50 characters) and the /search page", async () => {
    const api = fakeWorker().client();
    const rows = (await api.suggest("/", "", "tasks"))!;
    assert.ok(rows.length > 0 && rows.length <= 8);
    assert.equal(rows[0].href, "/docs/concepts/tasks?_highlight=tasks");
    const { count, items } = await api.searchPage("/", "", "task");
    assert.ok(items.length >= rows.length);
    assert.equal(count, items.length);
    assert.ok(items.every((item) => typeof item.linkHtml === "string"));
    assert.deepEqual(await api.suggest("/", "", "the"), []);
  });

  it("answers only the newest of the queries typed while the index loaded", async () => {
    const api = fakeWorker().client();
    const answers = await Promise.all(["t", "ta", "tas", "task"].map((query) => api.suggest("/", "", query)));
    assert.deepEqual(answers.slice(0, 3), [null, null, null]);
    assert.equal(answers[3]![0].href, "/docs/concepts/tasks?_highlight=task");
    // Once loaded, every query is answered.
    assert.ok((await api.suggest("/", "", "t"))!.length > 0);
    assert.ok((await api.suggest("/", "", "ta"))!.length > 0);
  });
});

describe("search worker service: what it refuses or cannot load", () => {
  it('refuses an index URL on another origin with "Unexpected version url", before fetching', async () => {
    const worker = fakeWorker();
    for (const versionUrl of ["//evil.example/", "https://evil.example/", "/\\evil.example/"]) {
      await assert.rejects(worker.client().load(versionUrl, ""), { message: "Unexpected version url" }, versionUrl);
    }
    assert.deepEqual(worker.calls, []);
    assert.equal(
      sameOriginUrl("/x/search-index.json", "http://localhost").href,
      "http://localhost/x/search-index.json",
    );
  });

  it("reports a failed load and tries again on the next call", async () => {
    const worker = fakeWorker();
    worker.failWith = 503;
    await assert.rejects(worker.client().load("/", ""), /Could not fetch the search manifest \(HTTP 503\)/);
    worker.failWith = null;
    await worker.client().load("/", "");
    assert.ok((await worker.client().suggest("/", "", "tasks"))!.length > 0);
  });

  it("reports a missing or corrupt index", async () => {
    const files = fixtureFiles();
    const serve =
      (overrides: Record<string, string>): ServiceDeps["fetch"] =>
      async (url) => {
        const path = new URL(url).pathname.slice(1);
        const text = overrides[path] ?? files.get(path);
        return { ok: text !== undefined, status: text === undefined ? 404 : 200, json: async () => JSON.parse(text!) };
      };
    const corrupt = createSearchService({
      fetch: serve({ "search-index.json": "[1,2,3]" }),
      origin: "http://localhost",
    });
    await assert.rejects(corrupt.load("/", ""), /search index is corrupt/);
    const notJson = createSearchService({ fetch: serve({ "search-index.json": "{oops" }), origin: "http://localhost" });
    await assert.rejects(notJson.load("/", ""), /not valid JSON/);
    const noContext = createSearchService({
      fetch: serve({ "search-manifest.json": '{"contexts":{}}' }),
      origin: "http://localhost",
    });
    await assert.rejects(noContext.load("/", ""), /no index for "all pages"/);
    const offline = createSearchService({
      fetch: () => Promise.reject(new TypeError("Failed to fetch")),
      origin: "http://localhost",
    });
    await assert.rejects(offline.load("/", "docs/api"), /Could not fetch the search manifest \(Failed to fetch\)/);
  });
});

describe("search worker service: chunk files", () => {
  it("fetches the chunks and page texts a query needs, once each, with no cache-buster", async () => {
    const worker = fakeWorker();
    const api = worker.client();
    const rows = (await api.suggest("/", "", "npx compile"))!;
    assert.match(rows.map((row) => row.titleHtml).join(" "), /<mark>compile<\/mark>/);
    const texts = () => worker.calls.filter((call) => /\/search-(chunks|texts)\//.test(call.url));
    assert.ok(
      texts().some((call) => /^http:\/\/localhost\/search-chunks\/[0-9a-f]{16}\.json$/.test(call.url)),
      "postings and documents",
    );
    assert.ok(
      texts().some((call) =>
        /^http:\/\/localhost\/search-texts\/docs\/[a-z/]+\.0\.texts\/[0-9a-f]{16}\.json$/.test(call.url),
      ),
      "a page's texts",
    );
    assert.ok(
      texts().every((call) => !call.url.includes("?")),
      texts()[0].url,
    );
    const count = texts().length;
    await api.suggest("/", "", "npx compile");
    await api.searchPage("/", "", "npx compile");
    assert.equal(texts().length, count, "each chunk is fetched once");
  });

  it("gives up the fetches of a dropdown search that the next keystroke's replaces", async () => {
    const files = fixtureFiles();
    const aborted: string[] = [];
    const held: (() => void)[] = [];
    let hold = true;
    // The fixture's postings are one chunk per entry, which every query reads first: held
    // are the files of the next round, the documents of each query's own results.
    let postings = 5;
    const fetch: ServiceDeps["fetch"] = (url, init) =>
      new Promise((resolve, reject) => {
        const path = new URL(url).pathname.slice(1);
        const answer = () => resolve({ ok: true, status: 200, json: async () => JSON.parse(files.get(path)!) });
        if (!hold || !path.startsWith("search-chunks/") || postings-- > 0) return answer();
        init?.signal?.addEventListener("abort", () => {
          aborted.push(path);
          reject(new Error("aborted"));
        });
        held.push(answer);
      });
    const api = createSearchService({ fetch, origin: "http://localhost" });
    await api.load("/", "");
    const first = api.suggest("/", "", "release");
    while (held.length === 0) await new Promise((resume) => setTimeout(resume, 1));
    const next = api.suggest("/", "", "tasks");
    assert.equal(await first, null, "the replaced search answers nothing");
    await new Promise((resume) => setTimeout(resume, 5));
    hold = false;
    for (const answer of held) answer();
    assert.ok((await next)!.length > 0);
    assert.ok(aborted.length > 0, "its fetches that the newer search does not need are given up");
  });

  it("reports a chunk that cannot be fetched and fetches it again next time", async () => {
    const worker = fakeWorker();
    const api = worker.client();
    await api.load("/", "");
    worker.failWith = 404;
    await assert.rejects(api.suggest("/", "", "npx compile"), /Could not fetch the search index chunk \(HTTP 404\)/);
    worker.failWith = null;
    assert.ok((await api.suggest("/", "", "npx compile"))!.length > 0);
  });
});

describe("search worker service: the /search page's two answers", () => {
  it("answers /search first with its first items and the count of all (fewer files), then with all", async () => {
    const worker = fakeWorker();
    const api = worker.client();
    const chunkFiles = () =>
      new Set(worker.calls.filter((call) => /\/search-(chunks|texts)\//.test(call.url)).map((call) => call.url)).size;
    const first = await api.searchPage("/", "", "task", 3);
    const fetchedFirst = chunkFiles();
    const all = await api.searchPage("/", "", "task");
    const key = (item: { id: number; type: number }) => `${item.id}:${item.type}`;
    assert.ok(all.items.length > 3, `${all.items.length} items`);
    assert.equal(first.count, all.count);
    assert.equal(all.count, all.items.length);
    assert.deepEqual(
      first.items.map(key),
      all.items.slice(0, 3).map(key),
      "the first items of the whole list, in order",
    );
    assert.deepEqual(first.items, all.items.slice(0, 3), "the first items are complete at once");
    assert.ok(first.items.some((item) => item.summaryHtml !== null));
    assert.ok(fetchedFirst < chunkFiles(), `chunk files: ${fetchedFirst} for the first answer, ${chunkFiles()} in all`);
  });
});
