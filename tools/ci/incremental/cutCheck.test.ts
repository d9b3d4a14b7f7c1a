import assert from "node:assert/strict";
import type { Spawn } from "./check";
import { otherVersionsActions, versionPathParts } from "./cutCheck";

const BIN = "bazel-out/k8-fastbuild/bin/tools/ci/versions";
const DOCS = "tools/ci/versions/versioned_docs";

/** A spawn as Bazel's execution log gives it, with the inputs and outputs that tell its version. */
const spawn = (mnemonic: string, inputs: string[], outputs: string[]): Spawn => ({
  mnemonic,
  inputs: ["site/renderer.js", ...inputs].map((path) => ({ path })),
  listedOutputs: outputs,
});

/** What ran after cutting 2.0 with Docusaurus's default last version: 2.0 took /docs, current moved to /docs/next. */
const SPAWNS: Spawn[] = [
  spawn("DocMeta", [`${DOCS}/version-2.0/intro.md`], [`${BIN}/site_v2.0_manifest/meta/docs.0.json`]),
  spawn("DocMeta", [`${DOCS}/version-1.0/intro.md`], [`${BIN}/site_v1.0_manifest/meta/docs.0.json`]),
  spawn(
    "DocPage",
    [`${BIN}/site_v2.0_manifest.json`, `${DOCS}/version-2.0/intro.md`],
    [`${BIN}/site/_page/docs/intro.json`, `${BIN}/site_v2.0_pages/docs.0.shards.json`],
  ),
  spawn(
    "DocPage",
    [`${BIN}/site_manifest.json`, "tools/ci/versions/docs/intro.md"],
    [`${BIN}/site/_page/docs/next/intro.json`, `${BIN}/site_pages/docs.0.shards.json`],
  ),
  // The last version's search files are at the site's root, where current's were.
  spawn("SearchIndex", [`${BIN}/site_v2.0_pages/docs.0.shards.json`], [`${BIN}/site/search-chunks`]),
  spawn("SearchIndex", [`${BIN}/site_pages/docs.0.shards.json`], [`${BIN}/site/docs/next/search-chunks`]),
  spawn("SiteManifest", [`${BIN}/site_manifest/meta/docs.0.json`], [`${BIN}/site_manifest.json`]),
  spawn("LinkCheck", [`${BIN}/site_pages/docs.0.shards.json`], [`${BIN}/site_links.txt`]),
];

describe("cut check", () => {
  const parts = versionPathParts("//tools/ci/versions:site", "tools/ci/versions", "2.0");

  it("knows a version's actions by its targets' files and its docs", () => {
    assert.deepEqual(parts, ["/tools/ci/versions/site_v2.0_", "/tools/ci/versions/versioned_docs/version-2.0/"]);
  });

  it("flags the doc, title and search actions of the other versions, not the site's own steps", () => {
    assert.deepEqual(
      otherVersionsActions(SPAWNS, parts).map((s) => [s.mnemonic, s.listedOutputs?.[0]]),
      [
        ["DocMeta", `${BIN}/site_v1.0_manifest/meta/docs.0.json`],
        ["DocPage", `${BIN}/site/_page/docs/next/intro.json`],
        ["SearchIndex", `${BIN}/site/docs/next/search-chunks`],
      ],
    );
  });

  it("does not take version 2.0.1's actions, or a version named like a prefix, for 2.0's", () => {
    const near = [
      spawn("DocMeta", [`${DOCS}/version-2.0.1/intro.md`], [`${BIN}/site_v2.0.1_manifest/meta/docs.0.json`]),
    ];
    assert.equal(otherVersionsActions(near, parts).length, 1);
  });
});
