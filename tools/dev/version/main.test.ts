import assert from "node:assert/strict";
import { UsageError } from "../../cli/cli";
import { parseVersionArgs, report } from "./main";

describe("the version command line", () => {
  it("takes one name and the docs folder, content by default", () => {
    assert.deepEqual(parseVersionArgs(["1.2"]), { name: "1.2", content: "content" });
    assert.deepEqual(parseVersionArgs(["--content", "tools/ci/versions/", "3.0"]), {
      name: "3.0",
      content: "tools/ci/versions",
    });
  });

  it("says what is missing or wrong", () => {
    assert.throws(() => parseVersionArgs([]), {
      message: "error: no version name: bazel run //tools/dev/version -- 1.2",
    });
    assert.throws(
      () => parseVersionArgs(["1.2", "1.3"]),
      (error) => error instanceof UsageError && /not 2/.test(error.message),
    );
    for (const content of ["/abs", "../up", ""])
      assert.throws(() => parseVersionArgs(["1.2", "--content", content]), /--content is a folder of the workspace/);
  });
});

describe("the version report", () => {
  it("says the version was created, each file written and what the sidebars left out", () => {
    const lines = report("1.2", {
      docsDir: "content/versioned_docs/version-1.2",
      files: 45,
      sidebarsFile: "content/versioned_sidebars/version-1.2-sidebars.json",
      versionsFile: "content/versions.json",
      leftOut: ["docs/api/projen.md", "docs/api"],
    }).split("\n");
    assert.deepEqual(lines.slice(0, 4), [
      "[docs]: version 1.2 created!",
      "  content/versioned_docs/version-1.2/ (45 files copied from docs/)",
      "  content/versioned_sidebars/version-1.2-sidebars.json",
      "  content/versions.json (1.2 first)",
    ]);
    assert.match(lines[4], /^Left out of version 1\.2's sidebars, .*: docs\/api\/projen\.md, docs\/api\.$/);
  });

  it("says when no sidebars file was written", () => {
    const text = report("1.2", {
      docsDir: "d",
      files: 1,
      sidebarsFile: null,
      versionsFile: "v",
      leftOut: [],
    });
    assert.match(text, /no versioned sidebars file: the sidebars are \{\}/);
    assert.doesNotMatch(text, /Left out/);
  });
});
