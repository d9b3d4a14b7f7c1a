/**
 * The doc_page rule's outputs (made by the persistent worker) must equal, byte for byte,
 * what the same tool writes when run once per doc as a plain process.
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

const runfiles = join(process.env.BAZEL_RUNFILES!, "projen_docs");
const tool = join(runfiles, "tools/actions/docpage/docpage_/docpage");
const built = join(runfiles, "tools/actions/docpage/testdata_pages");

describe("doc_page one-shot mode", () => {
  for (const doc of ["docs/guide/sample.md", "docs/guide/other.md"]) {
    it(`gives the worker's bytes for ${doc}`, () => {
      const out = mkdtempSync(join(tmpdir(), "oneshot-"));
      const outputs = ["page", "links"].map((kind) => [kind, join(out, `${kind}.json`)]);
      const params = join(out, "params");
      const texts = join(out, "texts");
      const shards = join(out, "shards.json");
      const flags = [
        ...outputs.flat().map((v, i) => (i % 2 === 0 ? `--${v}` : v)),
        "--texts",
        texts,
        "--shards",
        shards,
      ];
      writeFileSync(
        params,
        ["--src", join("tools/actions/docpage/testdata", doc), "--doc-path", doc, ...flags].join("\n"),
      );
      // Run from the workspace root of the runfiles, as Bazel runs actions from the execroot.
      execFileSync(tool, ["@" + params], { stdio: "pipe", cwd: runfiles });
      for (const [kind, file] of outputs) {
        assert.equal(
          readFileSync(file, "utf8"),
          readFileSync(join(built, `${doc}.${kind}.json`), "utf8"),
          `${kind} differs`,
        );
      }
      // The worker wrote the doc's shard as a line of its group's file (the folder's, one group).
      const groupLines = readFileSync(join(built, `${dirname(doc)}.0.shards.json`), "utf8").split("\n");
      const [line, end] = readFileSync(shards, "utf8").split("\n");
      assert.equal(end, "", "one line");
      assert.ok(groupLines.includes(line), "the shard differs from the worker's line");
      const builtTexts = join(built, `${doc}.texts`);
      assert.ok(readdirSync(builtTexts).length > 0, "the fixture has section texts");
      assert.deepEqual(readdirSync(texts), readdirSync(builtTexts));
      for (const name of readdirSync(texts))
        assert.equal(readFileSync(join(texts, name), "utf8"), readFileSync(join(builtTexts, name), "utf8"));
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
