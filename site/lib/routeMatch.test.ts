import assert from "node:assert/strict";
import { manifest } from "../testing/fixtures";
import { currentTable, oldTable } from "../testing/versionedSite";
import { defaultDocsSidebar, indexManifest, inShownVersion, matchRoute, sidebarNameOfHref } from "./routeMatch";

const index = indexManifest(manifest);
const kind = (pathname: string) => matchRoute(pathname, index).kind;

describe("matchRoute", () => {
  /** What each pathname matches, by the rule it shows. */
  const KINDS: Record<string, [pathname: string, kind: string][]> = {
    "matches home, search and docs, with or without a trailing slash": [
      ["/", "home"],
      ["/search", "search"],
      ["/search/", "search"],
      ["/docs/faq", "doc"],
      ["/docs/faq/", "doc"],
      ["/docs/concepts/tasks/", "doc"],
    ],
    "strips .html and /index.html before matching": [
      ["/index.html", "home"],
      ["/docs/faq/index.html", "doc"],
      ["/docs/faq.html", "doc"],
      ["/search.html", "search"],
    ],
    "is exact and case-sensitive": [
      ["/Search", "notfound"],
      ["/docs/FAQ", "docs-notfound"],
      ["/docs/faq/more", "docs-notfound"],
      ["/docs", "docs-notfound"],
      ["/blog", "notfound"],
    ],
  };
  for (const [rule, cases] of Object.entries(KINDS)) {
    it(rule, () => {
      for (const [pathname, expected] of cases) assert.equal(kind(pathname), expected, pathname);
    });
  }

  it("finds sidebars by href and the default one", () => {
    assert.equal(sidebarNameOfHref(index, "/docs/api/projen"), "api");
    assert.equal(sidebarNameOfHref(index, "/docs/introduction/"), "docs");
    assert.equal(defaultDocsSidebar(index), manifest.sidebars.docs);
  });
});

describe("inShownVersion", () => {
  it("moves a last-version route into the page's version when it has the doc, else to its first doc", () => {
    const old = indexManifest(oldTable);
    assert.equal(inShownVersion("/docs/tasks", old), "/docs/1.0/tasks");
    assert.equal(inShownVersion("/docs/registry", old), "/docs/1.0/intro");
    assert.equal(inShownVersion("/docs/tasks", indexManifest(currentTable)), "/docs/tasks");
  });
  it("with a sidebar id: that sidebar's first doc in the version, else the last version's page", () => {
    const old = indexManifest(oldTable);
    assert.equal(inShownVersion("/docs/tasks", old, "docs"), "/docs/1.0/tasks");
    assert.equal(inShownVersion("/docs/registry", old, "docs"), "/docs/1.0/intro");
    assert.equal(inShownVersion("/docs/api/projen", old, "api"), "/docs/api/projen");
  });
});
