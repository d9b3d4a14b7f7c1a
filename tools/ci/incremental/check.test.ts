import assert from "node:assert/strict";
import { foreignDocActions, parseCheckArgs, parseExecutionLog } from "./check";

describe("incremental check", () => {
  const log = `{
  "mnemonic": "DocPage",
  "progressMessage": "Compiling doc docs/faq/index.md",
  "listedOutputs": ["bazel-out/k8-fastbuild/bin/dist_pages/docs/faq/index.md.shard.json", "bazel-out/k8-fastbuild/bin/dist/docs/faq/index.html"]
}{
  "mnemonic": "SiteManifest",
  "progressMessage": "Building the route table //:dist_manifest",
  "listedOutputs": ["bazel-out/k8-fastbuild/bin/dist_manifest.json"]
}{
  "mnemonic": "DocPage",
  "progressMessage": "Compiling doc docs/a/faq/index.md",
  "listedOutputs": ["bazel-out/k8-fastbuild/bin/dist/docs/a/faq/index.html"]
}{"mnemonic": "SearchIndex", "listedOutputs": ["bazel-out/k8-fastbuild/bin/dist/search-index.json"]}`;

  it("reads Bazel's pretty-printed JSON execution log", () => {
    assert.deepEqual(parseExecutionLog(log).map((s) => s.mnemonic), ["DocPage", "SiteManifest", "DocPage", "SearchIndex"]);
  });

  it("flags per-doc actions of other docs", () => {
    const foreign = foreignDocActions(parseExecutionLog(log), "docs/faq/index.md");
    assert.deepEqual(foreign.map((s) => s.progressMessage), ["Compiling doc docs/a/faq/index.md"]);
  });
});

describe("incremental command line", () => {
  it("takes what CI passes, with defaults", () => {
    assert.deepEqual(parseCheckArgs([]), { target: "//:dist", doc: "content/docs/faq/index.md", contentRoot: "content" });
    const corpus = ["--target", "//corpus/n1000:dist", "--content-root", "corpus/n1000/content", "--doc", "corpus/n1000/content/docs/guide/a.md"];
    assert.deepEqual(parseCheckArgs(corpus), { target: "//corpus/n1000:dist", doc: "corpus/n1000/content/docs/guide/a.md", contentRoot: "corpus/n1000/content" });
  });

  it("names an unknown flag", () => {
    assert.throws(() => parseCheckArgs(["--bogus"]), /^Error: incremental: Unknown option '--bogus'.* \(use --target LABEL --doc FILE --content-root DIR\)$/s);
  });
});
