import { resetDom } from "../testing/dom";
import assert from "node:assert/strict";
import { readPreferredVersion } from "./docsVersion";

describe("preferred docs version", () => {
  afterEach(resetDom);

  it("is null when nothing is stored", () => {
    assert.equal(readPreferredVersion(["current"]), null);
  });

  it("keeps 'current'", () => {
    localStorage.setItem("docs-preferred-version-default", "current");
    assert.equal(readPreferredVersion(["current"]), "current");
    assert.equal(localStorage.getItem("docs-preferred-version-default"), "current");
  });

  it("removes a stored name that is not a version", () => {
    localStorage.setItem("docs-preferred-version-default", "1.0");
    assert.equal(readPreferredVersion(["current"]), null);
    assert.equal(localStorage.getItem("docs-preferred-version-default"), null);
  });

  it("keeps any stored name while the site's versions are not known yet, and checks it once they are", () => {
    localStorage.setItem("docs-preferred-version-default", "1.0");
    assert.equal(readPreferredVersion(null), "1.0");
    assert.equal(localStorage.getItem("docs-preferred-version-default"), "1.0");
    assert.equal(readPreferredVersion(["current", "1.0"]), "1.0");
    assert.equal(readPreferredVersion(["current", "2.0"]), null);
    assert.equal(localStorage.getItem("docs-preferred-version-default"), null);
  });
});
