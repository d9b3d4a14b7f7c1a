import assert from "node:assert/strict";
import { htmlFileOf, pageDataUrl, resolveDocLink, routeFromDocPath, routeKey, stripHtmlSuffix } from "./paths";

describe("paths", () => {
  it("maps doc files to routes, index files with a trailing slash", () => {
    assert.equal(routeFromDocPath("docs/concepts/tasks.md"), "/docs/concepts/tasks");
    assert.equal(routeFromDocPath("docs/faq/index.md"), "/docs/faq/");
    assert.equal(routeFromDocPath("docs/index.md"), "/docs/");
  });

  it("strips .html and /index.html", () => {
    assert.equal(stripHtmlSuffix("/docs/faq/index.html"), "/docs/faq");
    assert.equal(stripHtmlSuffix("/docs/faq.html"), "/docs/faq");
    assert.equal(stripHtmlSuffix("/index.html"), "/");
    assert.equal(stripHtmlSuffix("/docs/faq/"), "/docs/faq/");
  });

  it("matches with or without a trailing slash", () => {
    assert.equal(routeKey("/docs/faq/"), routeKey("/docs/faq"));
    assert.equal(routeKey("/"), "/");
  });

  it("places html and page data by route", () => {
    assert.equal(htmlFileOf("/docs/faq/"), "docs/faq/index.html");
    assert.equal(htmlFileOf("/"), "index.html");
    assert.equal(pageDataUrl("/docs/concepts/tasks"), "/_page/docs/concepts/tasks.json");
  });

  it("resolves relative doc links", () => {
    assert.equal(resolveDocLink("docs/concepts/tasks.md", "../faq/index.md"), "docs/faq/index.md");
    assert.equal(resolveDocLink("docs/concepts/tasks.md", "./components.md"), "docs/concepts/components.md");
  });
});
