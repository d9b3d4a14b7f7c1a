import assert from "node:assert/strict";
import { parseDiagnostics } from "./diagnostics";

describe("parseDiagnostics", () => {
  it("reads our tools' errors and TypeScript's, with workspace paths", () => {
    const output = [
      "\x1b[31mERROR: \x1b[0m/work/main/BUILD.bazel:6:10: Compiling doc docs/faq/index.md failed: (Exit 1): ...",
      "content/docs/faq/index.md:3: error: front matter is not valid YAML: bad indentation",
      "/root/.cache/bazel/x/sandbox/processwrapper-sandbox/3/execroot/projen_docs/site/app/App.tsx(12,5): error TS2322: Type 'string' is not assignable to type 'number'.",
      "FAILED: Build did NOT complete successfully",
    ].join("\n");
    assert.deepEqual(parseDiagnostics(output), [
      { file: "content/docs/faq/index.md", line: 3, reason: "front matter is not valid YAML: bad indentation" },
      { file: "site/app/App.tsx", line: 12, reason: "TS2322: Type 'string' is not assignable to type 'number'." },
    ]);
  });

  it("falls back to Bazel's own errors", () => {
    assert.deepEqual(parseDiagnostics("ERROR: /work/main/content/BUILD.bazel:3:1: no such package 'x'"), [
      { file: "/work/main/content/BUILD.bazel", line: 3, reason: "no such package 'x'" },
    ]);
  });
});
