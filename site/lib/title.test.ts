import assert from "node:assert/strict";
import { formatDocumentTitle } from "./title";

describe("formatDocumentTitle", () => {
  it("joins page and site title with the delimiter", () => {
    assert.equal(formatDocumentTitle("Tasks"), "Tasks | projen");
  });

  it("trims the page title", () => {
    assert.equal(formatDocumentTitle("  Tasks \n"), "Tasks | projen");
  });

  it("gives the site title alone for an empty, missing or site-named page title", () => {
    assert.equal(formatDocumentTitle(""), "projen");
    assert.equal(formatDocumentTitle("   "), "projen");
    assert.equal(formatDocumentTitle(undefined), "projen");
    assert.equal(formatDocumentTitle("projen"), "projen");
  });

  it("uses the given site title and delimiter", () => {
    assert.equal(formatDocumentTitle("A", "Site", "·"), "A · Site");
  });
});
