/** Unit tests of versionFiles.ts: Docusaurus's rule for a version's name, and where a cut version's files go. */
import assert from "node:assert/strict";
import * as versions from "./versionFiles";

describe("docs versions' names and files", () => {
  it("refuses the names Docusaurus refuses, saying why", () => {
    assert.equal(versions.versionNameError("1.2"), null);
    assert.equal(versions.versionNameError("v2 beta+1"), null);
    assert.equal(versions.versionNameError(" \t"), "must contain at least one character that is not a space");
    assert.equal(versions.versionNameError("1/2"), "must not contain / or \\");
    assert.equal(versions.versionNameError("a".repeat(32)), null);
    assert.equal(versions.versionNameError("a".repeat(33)), "must be at most 32 characters long");
    assert.match(versions.versionNameError("1?") ?? "", /^must not contain < > : " \| \? \* or a control character/);
    assert.match(versions.versionNameError("1\n2") ?? "", /control character/);
    assert.equal(versions.versionNameError(".."), 'must not be "." or ".."');
  });

  it("places a cut version's docs and sidebars as Docusaurus does", () => {
    assert.equal(versions.versionDocsDir("1.2"), "versioned_docs/version-1.2");
    assert.equal(versions.versionSidebarsFile("1.2"), "versioned_sidebars/version-1.2-sidebars.json");
  });
});
