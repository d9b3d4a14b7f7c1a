/** Unit tests of versions.ts: docs versions' routes, doc paths and search files. */
import assert from "node:assert/strict";
import { GENERATED_INDEX_DIR, type RouteFrontMatter, routeFromDocPath } from "./paths";
import * as versions from "./versions";

const { DOCS_ROUTE_BASE, UNVERSIONED, versionPaths } = versions;

describe("docs versions' paths", () => {
  it("routes a version's docs as Docusaurus does, from its route base, slugs included", () => {
    const cases: { doc: string; frontMatter?: RouteFrontMatter; route: string }[] = [
      { doc: "docs/concepts/tasks.md", route: "/docs/1.2/concepts/tasks" },
      { doc: "docs/index.md", route: "/docs/1.2/" },
      { doc: "docs/01-guides/02-setup.md", route: "/docs/1.2/guides/setup" },
      { doc: "docs/guides/intro.md", frontMatter: { slug: "/" }, route: "/docs/1.2/" },
      { doc: "docs/guides/intro.md", frontMatter: { slug: "/start/here" }, route: "/docs/1.2/start/here" },
      { doc: "docs/guides/intro.md", frontMatter: { slug: "../../../up" }, route: "/docs/1.2/up" },
      { doc: "docs/guides/intro.md", frontMatter: { id: "renamed" }, route: "/docs/1.2/guides/renamed" },
      { doc: "index.md", route: "/" },
    ];
    for (const { doc, frontMatter = {}, route } of cases) {
      assert.equal(
        versions.versionDocRoute(doc, frontMatter, "/docs/1.2"),
        route,
        `${doc} ${JSON.stringify(frontMatter)}`,
      );
      assert.equal(versions.versionDocRoute(doc, frontMatter, DOCS_ROUTE_BASE), routeFromDocPath(doc, frontMatter));
    }
  });

  it("places a version's route base and search files (the last version's at the root)", () => {
    assert.equal(versions.versionRouteBase(""), "/docs");
    assert.equal(versions.versionRouteBase("next"), "/docs/next");
    assert.deepEqual(versionPaths("/docs", true), UNVERSIONED);
    assert.deepEqual(versionPaths("/docs/latest", true), { routeBase: "/docs/latest", searchBase: "/" });
    assert.deepEqual(versionPaths("/docs/1.2", false), { routeBase: "/docs/1.2", searchBase: "/docs/1.2/" });
    assert.deepEqual(versions.searchFilesOf("/"), {
      files: ["search-index.json", "search-index-docs-api.json", "search-manifest.json"],
      chunkDir: "search-chunks",
      textDir: "search-texts",
    });
    assert.deepEqual(versions.searchFilesOf("/docs/1.2/"), {
      files: ["docs/1.2/search-index.json", "docs/1.2/search-index-docs-api.json", "docs/1.2/search-manifest.json"],
      chunkDir: "docs/1.2/search-chunks",
      textDir: "docs/1.2/search-texts",
    });
    assert.equal(versions.generatedIndexDirOf("/docs/1.2"), "/docs/1.2/category/");
    assert.equal(versions.generatedIndexDirOf(DOCS_ROUTE_BASE), GENERATED_INDEX_DIR);
  });

  it("maps a version's doc files and routes to and from the unversioned ones", () => {
    const dir = "versioned_docs/version-1.2";
    assert.equal(versions.versionDocPath(`${dir}/a/b.md`, dir), "docs/a/b.md");
    assert.equal(versions.versionDocPath("versioned_docs/version-1.2.1/a.md", dir), null);
    assert.equal(versions.versionedDocFile("docs/a/b.md", dir), `${dir}/a/b.md`);
    assert.equal(versions.versionedDocFile("index.md", dir), null);
    assert.equal(versions.unversionedRoute("/docs/1.2/api/x", "/docs/1.2"), "/docs/api/x");
    assert.equal(versions.unversionedRoute("/docs/1.2", "/docs/1.2"), "/docs");
    assert.equal(versions.unversionedRoute("/docs/1.20/x", "/docs/1.2"), "/docs/1.20/x");
    assert.equal(versions.versionedRoute("/docs/api/x", "/docs/1.2"), "/docs/1.2/api/x");
    assert.equal(versions.versionedRoute("/search", "/docs/1.2"), "/search");
  });

  it("reads a version's search context at /docs", () => {
    assert.equal(versions.versionSearchContextOf("/docs/api/projen", DOCS_ROUTE_BASE), "docs/api");
    assert.equal(versions.versionSearchContextOf("/docs/1.2/api/projen", DOCS_ROUTE_BASE), "");
    assert.equal(versions.versionSearchContextOf("/docs/1.2/api/projen", "/docs/1.2"), "docs/api");
    assert.equal(versions.versionSearchContextOf("/docs/1.2/apis", "/docs/1.2"), "");
  });
});

describe("versionOfRoute", () => {
  const list = [
    { name: "current", path: "/docs/next" },
    { name: "1.2", path: "/docs" },
    { name: "1.1", path: "/docs/1.1" },
  ];
  it("finds a route's docs version by its route base, the longest first", () => {
    assert.equal(versions.versionOfRoute("/docs/1.1/intro", list)?.name, "1.1");
    assert.equal(versions.versionOfRoute("/docs/1.1", list)?.name, "1.1");
    assert.equal(versions.versionOfRoute("/docs/next/", list)?.name, "current");
    assert.equal(versions.versionOfRoute("/docs/1.10/intro", list)?.name, "1.2");
    assert.equal(versions.versionOfRoute("/docs", list)?.name, "1.2");
    assert.equal(versions.versionOfRoute("/blog/x", list), undefined);
  });
});

describe("versionOwnPaths", () => {
  it("names a version's generated index folder and search files, from the site's root", () => {
    assert.deepEqual(versions.versionOwnPaths(versionPaths("/docs/1.2", false)), [
      "/docs/1.2/category",
      "/docs/1.2/search-index.json",
      "/docs/1.2/search-index-docs-api.json",
      "/docs/1.2/search-manifest.json",
      "/docs/1.2/search-chunks",
      "/docs/1.2/search-texts",
    ]);
    assert.deepEqual(versions.versionOwnPaths(UNVERSIONED).slice(0, 2), ["/docs/category", "/search-index.json"]);
  });
});
