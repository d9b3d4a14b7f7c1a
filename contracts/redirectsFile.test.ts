import assert from "node:assert/strict";
import { formatRedirectsFile, indexRedirects, parseRedirectsFile, redirectLocation } from "./redirectsFile";

describe("_redirects file", () => {
  const rules = [
    { from: "/docs/quick-starts", to: "/docs/quick-starts/typescript/hello-world/" },
    { from: "/docs/api/API", to: "/docs/api/projen" },
  ];

  it("writes one `from to 301` line per rule, in order", () => {
    assert.equal(
      formatRedirectsFile(rules),
      "/docs/quick-starts /docs/quick-starts/typescript/hello-world/ 301\n/docs/api/API /docs/api/projen 301\n",
    );
    assert.equal(formatRedirectsFile([]), "");
  });

  it("reads back what it writes", () => {
    assert.deepEqual(parseRedirectsFile(formatRedirectsFile(rules)), rules);
  });

  it("reads a host's file as hosts do: comments, blank lines, spaces, no status means 301", () => {
    const text = "# moved pages\n\n  /a   /b\n/c /d 308\n/e /f 302\n/g /h 200\n/lonely\n";
    assert.deepEqual(parseRedirectsFile(text), [
      { from: "/a", to: "/b" },
      { from: "/c", to: "/d" },
    ]);
  });

  it("matches a source as routes match: trailing slash, .html and /index.html", () => {
    const index = indexRedirects(rules);
    const spellings = ["", "/", ".html", "/index.html"].map((end) => `/docs/quick-starts${end}`);
    for (const path of spellings)
      assert.equal(redirectLocation(index, path, ""), "/docs/quick-starts/typescript/hello-world/", path);
    assert.equal(redirectLocation(index, "/docs/quick-starts/typescript", ""), null);
    assert.equal(redirectLocation(index, "/docs/Quick-starts", ""), null, "matching is exact, case included");
  });

  it("keeps the query string as sent, and drops a lone `?`", () => {
    const index = indexRedirects(rules);
    assert.equal(redirectLocation(index, "/docs/api/API", "?q=tasks&x=%20y"), "/docs/api/projen?q=tasks&x=%20y");
    assert.equal(redirectLocation(index, "/docs/api/API", "?"), "/docs/api/projen");
    const unicode = indexRedirects([{ from: "/alt", to: "/docs/Ünïcode/ä b" }]);
    assert.equal(redirectLocation(unicode, "/alt", "?q=%C3%A4"), "/docs/%C3%9Cn%C3%AFcode/%C3%A4%20b?q=%C3%A4");
  });

  it("lets the first of two rules with one source win, as hosts do", () => {
    const index = indexRedirects([
      { from: "/a", to: "/first" },
      { from: "/a/", to: "/second" },
    ]);
    assert.equal(redirectLocation(index, "/a", ""), "/first");
  });
});
