import assert from "node:assert/strict";
import { manifest } from "../testing/fixtures";
import { defaultDocsSidebar, indexManifest, matchRoute, sidebarNameOfHref } from "./routeMatch";

const index = indexManifest(manifest);
const kind = (pathname: string) => matchRoute(pathname, index).kind;

describe("matchRoute", () => {
  it("matches home, search and docs, with or without a trailing slash", () => {
    assert.equal(kind("/"), "home");
    assert.equal(kind("/search"), "search");
    assert.equal(kind("/search/"), "search");
    assert.equal(kind("/docs/faq"), "doc");
    assert.equal(kind("/docs/faq/"), "doc");
    assert.equal(kind("/docs/concepts/tasks/"), "doc");
  });

  it("strips .html and /index.html before matching", () => {
    assert.equal(kind("/index.html"), "home");
    assert.equal(kind("/docs/faq/index.html"), "doc");
    assert.equal(kind("/docs/faq.html"), "doc");
    assert.equal(kind("/search.html"), "search");
  });

  it("is exact and case-sensitive", () => {
    assert.equal(kind("/Search"), "notfound");
    assert.equal(kind("/docs/FAQ"), "docs-notfound");
    assert.equal(kind("/docs/faq/more"), "docs-notfound");
    assert.equal(kind("/docs"), "docs-notfound");
    assert.equal(kind("/blog"), "notfound");
  });

  it("finds sidebars by href and the default one", () => {
    assert.equal(sidebarNameOfHref(index, "/docs/api/projen"), "api");
    assert.equal(sidebarNameOfHref(index, "/docs/introduction/"), "docs");
    assert.equal(defaultDocsSidebar(index), manifest.sidebars.docs);
  });
});
