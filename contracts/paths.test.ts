import assert from "node:assert/strict";
import { htmlFileOf, pageDataUrl, resolveDocLink, routeFromDocPath, routeKey, stripHtmlSuffix } from "./paths";

describe("paths", () => {
  /** One-argument mappings, each with what it gives for some inputs. */
  const MAPPINGS: [rule: string, map: (input: string) => string, cases: [input: string, expected: string][]][] = [
    [
      "maps doc files to routes, index files with a trailing slash",
      routeFromDocPath,
      [
        ["docs/concepts/tasks.md", "/docs/concepts/tasks"],
        ["docs/faq/index.md", "/docs/faq/"],
        ["docs/index.md", "/docs/"],
      ],
    ],
    [
      "strips .html and /index.html",
      stripHtmlSuffix,
      [
        ["/docs/faq/index.html", "/docs/faq"],
        ["/docs/faq.html", "/docs/faq"],
        ["/index.html", "/"],
        ["/docs/faq/", "/docs/faq/"],
      ],
    ],
  ];
  for (const [rule, map, cases] of MAPPINGS) {
    it(rule, () => {
      for (const [input, expected] of cases) assert.equal(map(input), expected, input);
    });
  }

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
