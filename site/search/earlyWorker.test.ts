import "../testing/dom";
import assert from "node:assert/strict";
import { BOOT_DATA_ID } from "../app/domIds";
import { adoptEarlyWorker, SEARCH_WORKER_OPTIONS, startWorkerForSearchLoad, workerUrlOf } from "./earlyWorker";

/** Stands in for the browser's Worker: records how it was made, fails on demand. */
class FakeWorker {
  static made: FakeWorker[] = [];
  terminated = false;
  private readonly onError: (() => void)[] = [];
  constructor(
    readonly url: string,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.made.push(this);
  }
  addEventListener(type: string, listener: () => void): void {
    if (type === "error") this.onError.push(listener);
  }
  fail(): void {
    for (const listener of this.onError) listener();
  }
  terminate(): void {
    this.terminated = true;
  }
}

/** A document whose boot data says what page it is. */
function pageOf(kind: string, worker = "/assets/search-worker.js"): Document {
  const doc = document.implementation.createHTMLDocument("page");
  const boot = doc.createElement("script");
  boot.id = BOOT_DATA_ID;
  boot.type = "application/json";
  boot.textContent = JSON.stringify({ kind, route: "/search", manifestUrl: "/m.json", worker });
  doc.body.append(boot);
  return doc;
}

describe("the search worker started by a /search load", () => {
  const globals = globalThis as { Worker?: unknown };
  let saved: unknown;
  beforeEach(() => {
    saved = globals.Worker;
    globals.Worker = FakeWorker;
    FakeWorker.made = [];
    adoptEarlyWorker(); // nothing left over from another test
  });
  afterEach(() => (globals.Worker = saved));

  it("starts on /search with a query only, once, and is adopted once", () => {
    assert.equal(startWorkerForSearchLoad(pageOf("doc"), "?q=tasks"), false);
    assert.equal(startWorkerForSearchLoad(pageOf("search"), ""), false);
    assert.equal(startWorkerForSearchLoad(pageOf("search"), "?q=%20"), false);
    assert.equal(FakeWorker.made.length, 0);
    assert.equal(startWorkerForSearchLoad(pageOf("search"), "?q=release%20workflow"), true);
    assert.equal(startWorkerForSearchLoad(pageOf("search"), "?q=release%20workflow"), true);
    assert.equal(FakeWorker.made.length, 1, "started once");
    const worker = adoptEarlyWorker() as unknown as FakeWorker;
    assert.equal(worker, FakeWorker.made[0]);
    assert.deepEqual([worker.url, worker.options], ["/assets/search-worker.js", SEARCH_WORKER_OPTIONS]);
    assert.equal(adoptEarlyWorker(), null, "a second call starts its own");
  });

  it("is not adopted once it failed before anyone listened, and is stopped", () => {
    startWorkerForSearchLoad(pageOf("search"), "?q=tasks");
    FakeWorker.made[0].fail();
    assert.equal(adoptEarlyWorker(), null);
    assert.equal(FakeWorker.made[0].terminated, true);
  });

  it("is nothing without Web Workers or a worker URL", () => {
    assert.equal(startWorkerForSearchLoad(pageOf("search", ""), "?q=tasks"), false);
    globals.Worker = undefined;
    assert.equal(startWorkerForSearchLoad(pageOf("search"), "?q=tasks"), false);
    assert.equal(adoptEarlyWorker(), null);
  });

  it("reads the worker URL from the boot data, null when there is none", () => {
    assert.equal(workerUrlOf(pageOf("doc", "/assets/w.js")), "/assets/w.js");
    assert.equal(workerUrlOf(document.implementation.createHTMLDocument("none")), null);
  });
});
