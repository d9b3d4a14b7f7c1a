/**
 * The build declares each page's files at their deployed places at analysis time, with a
 * Starlark twin of paths.ts (tools/rules/private/site_layout.bzl). Its answers for a set
 * of doc paths (//contracts:site_layout) must be the ones the site's own code gives.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  CONTENT_FILE_DIR,
  htmlFileOf,
  markdownUrlOf,
  pageDataFileOf,
  routeFromDocPath,
  routeKey,
  textDirOf,
} from "./paths";
import { indexFileName, MANIFEST_FILE_NAME, SEARCH_CHUNK_DIR, SEARCH_CONTEXTS } from "./searchIndex";

interface Layout {
  docs: Record<
    string,
    { route: string; deployed: boolean; html: string; data: string; texts: string; frontMatter: FixtureFrontMatter }
  >;
  searchFiles: string[];
  searchChunkDir: string;
  contentFileDir: string;
}

const layout = JSON.parse(
  readFileSync(join(process.env.BAZEL_RUNFILES!, "projen_docs", "contracts", "site_layout.json"), "utf8"),
) as Layout;

/** What the fixture gives a doc's front matter, in its keys' own names. */
interface FixtureFrontMatter {
  slug?: string;
  id?: string;
  parse_number_prefixes?: boolean;
}

function routeOf(path: string): string {
  const { slug, id, parse_number_prefixes: parseNumberPrefixes } = layout.docs[path].frontMatter;
  return routeFromDocPath(path, { slug, id, parseNumberPrefixes });
}

/** The manifest's rule: sorted by route then source, the first on a route key wins; the site's own routes are not docs'. */
function winners(paths: string[]): Set<string> {
  const sorted = paths
    .map((p) => ({ p, route: routeOf(p) }))
    .sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : a.p < b.p ? -1 : 1));
  const taken = new Set(["/", "/search"]);
  return new Set(
    sorted.filter(({ route }) => !taken.has(routeKey(route)) && taken.add(routeKey(route))).map(({ p }) => p),
  );
}

describe("site layout (Starlark) agrees with contracts/paths.ts", () => {
  const paths = Object.keys(layout.docs);
  it("has the fixture's doc paths", () => assert.ok(paths.length >= 10));

  for (const path of paths) {
    it(`places ${path} where the site looks for it`, () => {
      const route = routeOf(path);
      assert.deepEqual(layout.docs[path], {
        frontMatter: layout.docs[path].frontMatter,
        route,
        deployed: winners(paths).has(path),
        html: htmlFileOf(route),
        data: pageDataFileOf(route),
        markdown: markdownUrlOf(route).slice(1),
        texts: textDirOf(route),
      });
    });
  }

  it("names the search index files the merge writes", () => {
    const contexts = ["", ...SEARCH_CONTEXTS.map((c) => c.path)];
    assert.deepEqual(layout.searchFiles, [...contexts.map(indexFileName), MANIFEST_FILE_NAME]);
    assert.equal(layout.searchChunkDir, SEARCH_CHUNK_DIR);
    assert.equal(layout.contentFileDir, CONTENT_FILE_DIR);
  });
});
