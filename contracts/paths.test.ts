import assert from "node:assert/strict";
import {
  htmlFileOf,
  pageDataUrl,
  resolveDocLink,
  routeFromDocPath,
  routeKey,
  stripHtmlSuffix,
  type RouteFrontMatter,
} from "./paths";

describe("paths", () => {
  /** One-argument mappings, each with what it gives for some inputs. */
  const MAPPINGS: [rule: string, map: (input: string) => string, cases: [input: string, expected: string][]][] = [
    [
      "maps doc files to routes, index files with a trailing slash",
      (path) => routeFromDocPath(path),
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

  it("routes docs as Docusaurus does: number prefixes, folder indexes, slug and id", () => {
    const cases: [path: string, frontMatter: RouteFrontMatter, route: string][] = [
      ["docs/01-guides/02-setup.md", {}, "/docs/guides/setup"],
      ["docs/01-guides/2021-01-notes.md", {}, "/docs/guides/2021-01-notes"],
      ["docs/guides/README.md", {}, "/docs/guides/"],
      ["docs/guides/Guides.md", {}, "/docs/guides/"],
      ["docs/guides/05-kept.md", { parseNumberPrefixes: false }, "/docs/guides/05-kept"],
      ["docs/guides/intro.md", { slug: "/" }, "/docs/"],
      ["docs/guides/intro.md", { slug: "/start/here" }, "/docs/start/here"],
      ["docs/guides/intro.md", { slug: "near" }, "/docs/guides/near"],
      ["docs/guides/intro.md", { slug: "../up/" }, "/docs/up/"],
      ["docs/guides/intro.md", { id: "renamed" }, "/docs/guides/renamed"],
      ["docs/guides/index.md", { id: "renamed" }, "/docs/guides/"],
      ["docs/guides/index.md", { slug: "own" }, "/docs/guides/own"],
      ["index.md", {}, "/"],
    ];
    for (const [path, frontMatter, route] of cases)
      assert.equal(routeFromDocPath(path, frontMatter), route, `${path} ${JSON.stringify(frontMatter)}`);
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
