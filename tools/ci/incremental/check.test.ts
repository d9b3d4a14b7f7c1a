import assert from "node:assert/strict";
import { foreignDocActions, parseExecutionLog } from "./check";

describe("incremental check", () => {
  const log = `{
  "mnemonic": "DocPage",
  "listedOutputs": ["bazel-out/k8-fastbuild/bin/dist_pages/docs/faq/index.md.page.json"]
}{
  "mnemonic": "Prerender",
  "listedOutputs": ["bazel-out/k8-fastbuild/bin/dist_html/docs/testing/index.md.html"]
}{"mnemonic": "SearchIndex", "listedOutputs": ["bazel-out/k8-fastbuild/bin/dist_search"]}`;

  it("reads Bazel's pretty-printed JSON execution log", () => {
    assert.deepEqual(parseExecutionLog(log).map((s) => s.mnemonic), ["DocPage", "Prerender", "SearchIndex"]);
  });

  it("flags per-doc actions of other docs", () => {
    const foreign = foreignDocActions(parseExecutionLog(log), "docs/faq/index.md");
    assert.equal(foreign.length, 1);
    assert.equal(foreign[0].mnemonic, "Prerender");
  });
});
