/**
 * The doc_page rule's outputs (made by the persistent worker) must equal, byte for byte,
 * what the same tool writes when run once per doc as a plain process.
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { LinkFacts } from "../../../contracts/data";

const runfiles = join(process.env.BAZEL_RUNFILES!, "projen_docs");
const tool = join(runfiles, "tools/actions/docpage/docpage_/docpage");
const built = join(runfiles, "tools/actions/docpage/testdata_pages");

/** A doc's section texts are files of its group's folder as the rule built it (which holds its neighbours' too). */
function assertTextsOf(texts: string, groupTexts: string): void {
  assert.ok(readdirSync(texts).length > 0, "the fixture has section texts");
  for (const name of readdirSync(texts))
    assert.equal(readFileSync(join(texts, name), "utf8"), readFileSync(join(groupTexts, name), "utf8"));
}

describe("doc_page one-shot mode", () => {
  for (const doc of ["docs/guide/sample.md", "docs/guide/other.md"]) {
    it(`gives the worker's bytes for ${doc}`, () => {
      const out = mkdtempSync(join(tmpdir(), "oneshot-"));
      const page = join(out, "page.json");
      const params = join(out, "params");
      const texts = join(out, "texts");
      const shards = join(out, "shards.json");
      const links = join(out, "links.json");
      // The folder the rule gives the doc's group (tools/rules/private/site_layout.bzl).
      const textsAt = `search-texts/${dirname(doc)}.0.texts`;
      const flags = ["--page", page, "--texts", texts, "--texts-at", textsAt, "--shards", shards, "--links", links];
      writeFileSync(
        params,
        ["--src", join("tools/actions/docpage/testdata", doc), "--doc-path", doc, ...flags].join("\n"),
      );
      // Run from the workspace root of the runfiles, as Bazel runs actions from the execroot.
      execFileSync(tool, ["@" + params], { stdio: "pipe", cwd: runfiles });
      assert.equal(readFileSync(page, "utf8"), readFileSync(join(built, `${doc}.page.json`), "utf8"), "page differs");
      // The worker wrote the doc's shard as a line of its group's file (the folder's, one group).
      const group = join(built, dirname(doc) + ".0");
      const groupLines = readFileSync(`${group}.shards.json`, "utf8").split("\n");
      const [line, end] = readFileSync(shards, "utf8").split("\n");
      assert.equal(end, "", "one line");
      assert.ok(groupLines.includes(line), "the shard differs from the worker's line");
      // And its link facts as an entry of the group's list.
      const facts = JSON.parse(readFileSync(links, "utf8")) as LinkFacts[];
      assert.equal(facts.length, 1);
      const groupFacts = JSON.parse(readFileSync(`${group}.links.json`, "utf8")) as LinkFacts[];
      assert.deepEqual(
        facts[0],
        groupFacts.find(({ source }) => source === join("tools/actions/docpage/testdata", doc)),
        "the link facts differ from the worker's",
      );
      assertTextsOf(texts, join(built, `${dirname(doc)}.0.texts`));
    });
  }

  it("builds an .mdx doc through the rule, with the partial it imports inlined and no page of the partial's own", () => {
    const page = JSON.parse(readFileSync(join(built, "docs/guide/tabs.mdx.page.json"), "utf8")) as { html: string };
    assert.match(page.html, /role="tab"[^>]*>TypeScript<\/button>/);
    assert.match(page.html, /Text every guide shares/);
    assert.ok(!readdirSync(join(built, "docs/guide")).some((name) => name.startsWith("_shared")));
  });

  it("fails with the file and line for a doc that cannot be compiled", () => {
    const out = mkdtempSync(join(tmpdir(), "oneshot-"));
    const bad = join(out, "bad.md");
    writeFileSync(bad, "---\ntitle: [oops\n---\n");
    const params = join(out, "params");
    writeFileSync(
      params,
      [
        "--src",
        bad,
        "--doc-path",
        "bad.md",
        "--page",
        join(out, "p"),
        "--shards",
        join(out, "s"),
        "--texts",
        join(out, "t"),
        "--texts-at",
        "search-texts/_root.0.texts",
        "--links",
        join(out, "l"),
      ].join("\n"),
    );
    assert.throws(
      () => execFileSync(tool, ["@" + params], { stdio: "pipe" }),
      (error: { status: number; stderr: Buffer }) => {
        assert.equal(error.status, 1);
        assert.match(error.stderr.toString(), /bad\.md:\d+: error: front matter is not valid YAML/);
        return true;
      },
    );
  });
});
