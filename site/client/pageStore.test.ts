import assert from "node:assert/strict";
import type { PageData } from "../../contracts/data";
import { pageOf } from "../testing/fixtures";
import { PageStore } from "./pageStore";

describe("PageStore", () => {
  it("fetches page data by route URL once, sharing loads in flight", async () => {
    const asked: string[] = [];
    const store = new PageStore(async (url) => {
      asked.push(url);
      return pageOf("/docs/faq/", "FAQ");
    });
    const [a, b] = await Promise.all([store.load("/docs/faq"), store.load("/docs/faq/")]);
    assert.equal(a, b);
    await store.load("/docs/faq/");
    assert.deepEqual(asked, ["/_page/docs/faq.json"]);
    assert.equal(store.get("/docs/faq")?.title, "FAQ");
  });

  it("does not remember failures", async () => {
    let calls = 0;
    const store = new PageStore(async () => {
      calls++;
      if (calls === 1) throw new Error("offline");
      return pageOf("/docs/faq/", "FAQ");
    });
    await assert.rejects(store.load("/docs/faq/"), /offline/);
    assert.equal((await store.load("/docs/faq/")).title, "FAQ");
  });

  it("keeps at most `limit` pages, dropping the oldest", () => {
    const store = new PageStore(async () => ({}) as PageData, 2);
    store.seed(pageOf("/a", "A"));
    store.seed(pageOf("/b", "B"));
    store.seed(pageOf("/c", "C"));
    assert.equal(store.get("/a"), undefined);
    assert.ok(store.get("/b") && store.get("/c"));
  });
});
