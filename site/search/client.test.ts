import assert from "node:assert/strict";
import { guardWorker, type WorkerLike } from "./client";
import type { SearchWorkerApi } from "./protocol";

class FakeWorker implements WorkerLike {
  private listeners: ((event: Event) => void)[] = [];
  terminated = false;
  addEventListener(_type: "error", listener: (event: Event) => void): void {
    this.listeners.push(listener);
  }
  terminate(): void {
    this.terminated = true;
  }
  fail(message?: string): void {
    const event = Object.assign(new Event("error", { cancelable: true }), message ? { message } : {});
    for (const listener of this.listeners) listener(event);
  }
}

/** A remote whose calls never settle, as Comlink's do once a worker is gone. */
const silent: SearchWorkerApi = {
  load: () => new Promise(() => {}),
  suggest: () => new Promise(() => {}),
  searchPage: () => new Promise(() => {}),
};

describe("search worker guard", () => {
  it("passes calls through while the worker is fine", async () => {
    const worker = new FakeWorker();
    const remote: SearchWorkerApi = {
      load: async () => {},
      suggest: async (_v, _c, q) => [{ id: q.length } as never],
      searchPage: async () => ({ count: 0, items: [] }),
    };
    const client = guardWorker(worker, remote, () => assert.fail("no failure"));
    await client.load("/", "");
    assert.deepEqual(await client.suggest("/", "", "abc"), [{ id: 3 }]);
    assert.equal(worker.terminated, false);
  });

  it("rejects pending and later calls when the worker fails to start, stops it and says so once", async () => {
    const worker = new FakeWorker();
    let failures = 0;
    const client = guardWorker(worker, silent, () => failures++);
    const pending = client.load("/", "");
    worker.fail();
    await assert.rejects(pending, { message: "The search worker could not start" });
    await assert.rejects(client.suggest("/", "", "x"), { message: "The search worker could not start" });
    worker.fail("Uncaught SyntaxError: again");
    assert.equal(failures, 1);
    assert.equal(worker.terminated, true);
  });

  it("gives the worker's own error message when there is one", async () => {
    const worker = new FakeWorker();
    const client = guardWorker(worker, silent, () => {});
    const pending = client.searchPage("/", "", "x");
    worker.fail("Uncaught Error: boom");
    await assert.rejects(pending, { message: "The search worker could not start (Uncaught Error: boom)" });
  });
});
