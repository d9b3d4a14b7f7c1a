/**
 * The build declares each page's files at their deployed places at analysis time, with a
 * Starlark twin of paths.ts (tools/rules/private/site_layout.bzl). Its answers for a set
 * of doc paths (//contracts:site_layout), unversioned and in docs versions, must be the
 * ones the site's own code gives.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  CONTENT_FILE_DIR,
  GENERATED_INDEX_DIR,
  htmlFileOf,
  markdownUrlOf,
  pageDataFileOf,
  routeFromDocPath,
  routeKey,
} from "./paths";
import { TABLE_PARTS_DIR } from "./routeFiles";
import {
  generatedIndexDirOf,
  type SearchFiles,
  searchFilesOf,
  unversionedRoute,
  versionDocPath,
  versionDocRoute,
  versionedDocFile,
  versionedRoute,
  versionPaths,
  versionRouteBase,
  versionOwnPaths,
} from "./versions";

/** What the fixture gives a doc's front matter, in its keys' own names. */
interface FixtureFrontMatter {
  slug?: string;
  id?: string;
  parse_number_prefixes?: boolean;
}

interface DocLayout {
  route: string;
  deployed: boolean;
  html: string;
  data: string;
  markdown: string;
  frontMatter: FixtureFrontMatter;
}

interface VersionLayout {
  spec: { path: string; last?: boolean };
  routeBase: string;
  searchBase: string;
  search: SearchFiles;
  generatedIndexDir: string;
  ownPaths: string[];
  docs: Record<
    string,
    DocLayout & Record<"file" | "docPath" | "notInFolder", string | null> & Record<"unversioned" | "versioned", string>
  >;
}

interface Layout {
  docs: Record<string, DocLayout>;
  search: SearchFiles;
  generatedIndexDir: string;
  contentFileDir: string;
  tablePartsDir: string;
  versions: Record<string, VersionLayout>;
}

const layout = JSON.parse(
  readFileSync(join(process.env.BAZEL_RUNFILES!, "projen_docs", "contracts", "site_layout.json"), "utf8"),
) as Layout;

function routeOf(path: string, routeBase?: string): string {
  const { slug, id, parse_number_prefixes: parseNumberPrefixes } = layout.docs[path].frontMatter;
  const frontMatter = { slug, id, parseNumberPrefixes };
  return routeBase === undefined ? routeFromDocPath(path, frontMatter) : versionDocRoute(path, frontMatter, routeBase);
}

/** The manifest's rule: sorted by route then source, the first on a route key wins; the site's own routes are not docs'. */
function winners(paths: string[], routeBase?: string): Set<string> {
  const sorted = paths
    .map((p) => ({ p, route: routeOf(p, routeBase) }))
    .sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : a.p < b.p ? -1 : 1));
  const taken = new Set(["/", "/search"]);
  return new Set(
    sorted.filter(({ route }) => !taken.has(routeKey(route)) && taken.add(routeKey(route))).map(({ p }) => p),
  );
}

/** What paths.ts says of a doc on `route` (a docs version's route already holds its route base). */
function layoutOf(path: string, route: string, deployed: boolean): DocLayout {
  return {
    frontMatter: layout.docs[path].frontMatter,
    route,
    deployed,
    html: htmlFileOf(route),
    data: pageDataFileOf(route),
    markdown: markdownUrlOf(route).slice(1),
  };
}

const paths = Object.keys(layout.docs);

describe("site layout (Starlark) agrees with contracts/paths.ts", () => {
  it("has the fixture's doc paths", () => assert.ok(paths.length >= 10));

  for (const path of paths) {
    it(`places ${path} where the site looks for it`, () => {
      assert.deepEqual(layout.docs[path], layoutOf(path, routeOf(path), winners(paths).has(path)));
    });
  }

  it("names the search files, the generated index pages' folder and the content files' folder", () => {
    assert.deepEqual(layout.search, searchFilesOf("/"));
    assert.equal(layout.generatedIndexDir, GENERATED_INDEX_DIR.slice(1, -1));
    assert.equal(layout.contentFileDir, CONTENT_FILE_DIR);
    assert.equal(layout.tablePartsDir, TABLE_PARTS_DIR);
  });

  it("keeps an unversioned site's layout: search files at the root, generated index pages at /docs/category/", () => {
    assert.deepEqual(searchFilesOf("/"), {
      files: ["search-index.json", "search-index-docs-api.json", "search-manifest.json"],
      chunkDir: "search-chunks",
      textDir: "search-texts",
    });
    assert.equal(GENERATED_INDEX_DIR, "/docs/category/");
  });
});

describe("site layout (Starlark) agrees with contracts/paths.ts in docs versions", () => {
  it("has the fixture's versions", () => assert.ok(Object.keys(layout.versions).length >= 4));

  for (const [name, version] of Object.entries(layout.versions)) {
    const bases = versionPaths(versionRouteBase(version.spec.path), version.spec.last === true);
    const docsDir = `versioned_docs/version-${name}`;

    it(`gives version ${name} its route base, search files and generated index pages' folder`, () => {
      assert.deepEqual(
        { routeBase: version.routeBase, searchBase: version.searchBase },
        { routeBase: bases.routeBase, searchBase: bases.searchBase },
      );
      assert.deepEqual(version.search, searchFilesOf(bases.searchBase));
      assert.equal(version.generatedIndexDir, generatedIndexDirOf(bases.routeBase));
      assert.deepEqual(version.ownPaths, versionOwnPaths(bases));
    });

    it(`places version ${name}'s docs where the site looks for them`, () => {
      for (const path of paths) {
        const route = routeOf(path, bases.routeBase);
        const file = versionedDocFile(path, docsDir);
        const unversioned = unversionedRoute(route, bases.routeBase);
        assert.deepEqual(
          version.docs[path],
          {
            ...layoutOf(path, route, winners(paths, bases.routeBase).has(path)),
            file,
            docPath: file === null ? null : versionDocPath(file, docsDir),
            notInFolder: versionDocPath(path, docsDir),
            unversioned,
            versioned: versionedRoute(unversioned, bases.routeBase),
          },
          path,
        );
      }
    });
  }

  it("lays the last version out at /docs exactly as an unversioned site", () => {
    const last = Object.values(layout.versions).find((v) => v.spec.last && v.spec.path === "");
    assert.ok(last);
    for (const path of paths) {
      const keys = Object.keys(layout.docs[path]) as (keyof DocLayout)[];
      assert.deepEqual(Object.fromEntries(keys.map((key) => [key, last.docs[path][key]])), layout.docs[path], path);
    }
    assert.deepEqual(last.search, layout.search);
  });
});
