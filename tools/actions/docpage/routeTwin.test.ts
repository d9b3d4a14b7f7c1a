/**
 * Bazel lays a doc's files out by what the doc_routes repository rule reads of its front
 * matter (a line reader in Starlark); the doc's action reads it with a YAML parser. For the
 * same texts (//tools/actions/docpage:route_front_matter), both must give the same route.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { docRoute } from "./frontMatter";
import { readDoc } from "./source";

const FIXTURE = join(process.env.BAZEL_RUNFILES!, "projen_docs", "tools/actions/docpage/route_front_matter.json");
const read = JSON.parse(readFileSync(FIXTURE, "utf8")) as Record<string, { text: string; route: string }>;

describe("doc_routes' reading of front matter agrees with the doc compiler's", () => {
  it("has the fixture's texts", () => assert.ok(Object.keys(read).length >= 8));
  for (const [path, { text, route }] of Object.entries(read)) {
    it(`lays out ${path} where its action puts it`, () => {
      const { frontMatter } = readDoc(`content/${path}`, Buffer.from(text));
      assert.equal(route, docRoute(path, frontMatter));
    });
  }
});
