import assert from "node:assert/strict";
import { manifest } from "./testing/manifest";
import { routeKey } from "./paths";
import { firstHref, previousAndNext, sidebarPages, sidebarTrail, sidebarTrails } from "./sidebar";

const docs = manifest.sidebars.docs;

describe("sidebar walks", () => {
  it("finds the trail of categories down to a page, ignoring a trailing slash", () => {
    assert.deepEqual(
      sidebarTrail(docs, "/docs/concepts/tasks").map((item) => item.label),
      ["Concepts", "Tasks"],
    );
    assert.deepEqual(
      sidebarTrail(docs, "/docs/introduction").map((item) => item.label),
      ["Introduction"],
    );
    assert.deepEqual(sidebarTrail(docs, "/docs/nope"), []);
  });

  it("builds every page's trail in one walk, the same as one page at a time", () => {
    const trails = sidebarTrails(docs);
    assert.ok(trails.size > 3);
    for (const page of sidebarPages(docs)) {
      const key = routeKey(page.href);
      assert.deepEqual(trails.get(key), sidebarTrail(docs, key), key);
    }
  });

  it("lists pages in reading order, a category's own page before its items", () => {
    assert.deepEqual(
      sidebarPages(docs).map((page) => page.href),
      ["/docs/introduction/", "/docs/introduction/getting-started", "/docs/concepts/projects/", "/docs/concepts/tasks", "/docs/concepts/escape-hatches", "/docs/faq/"],
    );
  });

  it("gives previous and next across categories", () => {
    const { previous, next } = previousAndNext(docs, "/docs/concepts/projects");
    assert.equal(previous?.label, "Getting started");
    assert.equal(next?.label, "Tasks");
    assert.equal(previousAndNext(docs, "/docs/introduction").previous, undefined);
    assert.equal(previousAndNext(docs, "/docs/faq").next, undefined);
    assert.deepEqual(previousAndNext(docs, "/elsewhere"), {});
  });

  it("finds a category's first page", () => {
    const concepts = docs[1];
    assert.equal(concepts.type === "category" && firstHref(concepts.items), "/docs/concepts/projects/");
  });
});
