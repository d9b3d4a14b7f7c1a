import assert from "node:assert/strict";
import {
  foreignDocActions,
  isDocsOutput,
  isGroupFile,
  ownTextFiles,
  parseCheckArgs,
  parseExecutionLog,
  rewritten,
} from "./check";

describe("incremental check", () => {
  const log = `{
  "mnemonic": "DocPage",
  "progressMessage": "Compiling 2 docs in docs/faq.0",
  "listedOutputs": ["bazel-out/k8-fastbuild/bin/dist_pages/docs/faq.0.shards.json", "bazel-out/k8-fastbuild/bin/dist/docs/faq/index.html", "bazel-out/k8-fastbuild/bin/dist/docs/faq/more/index.html"]
}{
  "mnemonic": "SiteManifest",
  "progressMessage": "Building the route table //:dist_manifest",
  "listedOutputs": ["bazel-out/k8-fastbuild/bin/dist_manifest.json"]
}{
  "mnemonic": "DocPage",
  "progressMessage": "Compiling docs/a/faq/index.md",
  "listedOutputs": ["bazel-out/k8-fastbuild/bin/dist_pages/docs/a/faq.0.shards.json", "bazel-out/k8-fastbuild/bin/dist/docs/a/faq/index.html"]
}{"mnemonic": "SearchIndex", "listedOutputs": ["bazel-out/k8-fastbuild/bin/dist/search-index.json"]}`;

  it("reads Bazel's pretty-printed JSON execution log", () => {
    assert.deepEqual(
      parseExecutionLog(log).map((s) => s.mnemonic),
      ["DocPage", "SiteManifest", "DocPage", "SearchIndex"],
    );
  });

  it("flags DocPage actions of groups without the doc", () => {
    const foreign = foreignDocActions(parseExecutionLog(log), "docs/faq/index.md");
    assert.deepEqual(
      foreign.map((s) => s.progressMessage),
      ["Compiling docs/a/faq/index.md"],
    );
  });

  it("knows a doc's own files by doc path and by route", () => {
    const bin = "bazel-out/k8-fastbuild/bin/";
    for (const own of [
      "dist_pages/docs/faq/index.md.page.json",
      "dist/docs/faq/index.html",
      "dist/_page/docs/faq.json",
      "dist/docs/faq.md",
    ]) {
      assert.ok(isDocsOutput(bin + own, "docs/faq/index.md"), own);
    }
    for (const other of [
      "dist/docs/faq/more/index.html",
      "dist_pages/docs/faq/more.md.page.json",
      "dist/search-texts/docs/faq.0.texts",
      "dist_pages/docs/faq.0.shards.json",
      "dist/docs/faq/more.md",
    ]) {
      assert.ok(!isDocsOutput(bin + other, "docs/faq/index.md"), other);
    }
    assert.ok(isGroupFile(bin + "dist_pages/docs/faq.0.shards.json"), "the group's shards file");
    assert.ok(isGroupFile(bin + "dist_pages/docs/faq.0.links.json"), "the group's link facts");
    assert.ok(isGroupFile(bin + "dist_pages/docs/faq.0.unused"), "the group's list of unused files");
    assert.ok(!isGroupFile(bin + "dist_pages/docs/faq/index.md.page.json"));
  });

  it("finds the files written anew: another inode, or gone", () => {
    assert.deepEqual(
      rewritten(
        new Map([
          ["a", 1],
          ["b", 2],
          ["c", 3],
        ]),
        new Map([
          ["a", 1],
          ["b", 9],
        ]),
      ),
      ["b", "c"],
    );
  });
});

describe("incremental check: section texts", () => {
  it("knows a doc's section text files in its group's folder by its shard line", () => {
    const line = (route: string, files: string[]) =>
      JSON.stringify({
        route,
        documents: [
          { type: 0, t: "T", terms: [], w: 1 },
          ...files.map((f, o) => ({ type: 4, s: "T", f: `search-texts/docs/faq.0.texts/${f}`, o, terms: [] })),
        ],
      });
    const shards = [line("/docs/faq/", ["a.json", "a.json", "b.json"]), line("/docs/faq/more", ["c.json"])].join("\n");
    assert.deepEqual([...ownTextFiles(shards, "/docs/faq")], ["a.json", "b.json"]);
    assert.deepEqual([...ownTextFiles(shards, "/docs/faq/more")], ["c.json"]);
    assert.deepEqual([...ownTextFiles(shards, "/docs/other")], []);
  });
});

describe("incremental command line", () => {
  it("takes what CI passes, with defaults", () => {
    assert.deepEqual(parseCheckArgs([]), {
      target: "//:dist",
      doc: "content/docs/faq/index.md",
      contentRoot: "content",
      commit: false,
    });
    const corpus = [
      "--target",
      "//corpus/n1000:dist",
      "--content-root",
      "corpus/n1000/content",
      "--doc",
      "corpus/n1000/content/docs/guide/a.md",
    ];
    assert.deepEqual(parseCheckArgs(corpus), {
      target: "//corpus/n1000:dist",
      doc: "corpus/n1000/content/docs/guide/a.md",
      contentRoot: "corpus/n1000/content",
      commit: false,
    });
    assert.equal(parseCheckArgs(["--commit"]).commit, true);
  });

  it("names an unknown flag", () => {
    assert.throws(
      () => parseCheckArgs(["--bogus"]),
      /^Error: incremental: Unknown option '--bogus'.* \(use --target LABEL --doc FILE --content-root DIR \[--commit\]\)$/s,
    );
  });
});

describe("incremental check: a cut docs version", () => {
  it("knows a cut version's doc's own files, not its counterpart's in another version", () => {
    const bin = "bazel-out/k8-fastbuild/bin/tools/ci/versions/";
    const doc = "versioned_docs/version-1.0/tasks.md";
    for (const own of [
      "site_v1.0_pages/docs/tasks.md.page.json",
      "site/docs/1.0/tasks/index.html",
      "site/_page/docs/1.0/tasks.json",
      "site/docs/1.0/tasks.md",
    ]) {
      assert.ok(isDocsOutput(bin + own, doc), own);
    }
    for (const other of [
      "site_pages/docs/tasks.md.page.json",
      "site/docs/tasks/index.html",
      "site/_page/docs/tasks.json",
      "site/docs/tasks.md",
    ]) {
      assert.ok(!isDocsOutput(bin + other, doc), other);
    }
  });
});
