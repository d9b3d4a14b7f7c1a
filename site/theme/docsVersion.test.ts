import { resetDom } from "../testing/dom";
import assert from "node:assert/strict";
import { readPreferredVersion } from "./docsVersion";

describe("preferred docs version", () => {
  afterEach(resetDom);

  it("is null when nothing is stored", () => {
    assert.equal(readPreferredVersion(), null);
  });

  it("keeps 'current'", () => {
    localStorage.setItem("docs-preferred-version-default", "current");
    assert.equal(readPreferredVersion(), "current");
    assert.equal(localStorage.getItem("docs-preferred-version-default"), "current");
  });

  it("removes a stored name that is not a version", () => {
    localStorage.setItem("docs-preferred-version-default", "1.0");
    assert.equal(readPreferredVersion(), null);
    assert.equal(localStorage.getItem("docs-preferred-version-default"), null);
  });
});
