import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { indexShards } from "../../../search/index/countedTerms";
import { mergeIndexes } from "../../../search/index/merge";
import { MANIFEST, SHARDS } from "../../../search/testing/fixtures";
import { parseMergeArgs, runMerge } from "./main";

describe("search_index step", () => {
  const files = mergeIndexes(indexShards(SHARDS), MANIFEST);

  it("parses its arguments and runs from a params file", () => {
    const dir = mkdtempSync(join(tmpdir(), "merge-test-"));
    try {
      writeFileSync(join(dir, "manifest.json"), JSON.stringify(MANIFEST));
      const shardFiles = SHARDS.map((shard, k) => {
        const file = join(dir, `shard${k}.json`);
        writeFileSync(file, JSON.stringify(shard));
        return file;
      });
      const options = parseMergeArgs(["--manifest", join(dir, "manifest.json"), "--out-dir", join(dir, "out"), ...shardFiles]);
      assert.equal(options.shards.length, SHARDS.length);
      runMerge(options);
      assert.equal(readFileSync(join(dir, "out", "search-index.json"), "utf8"), files.get("search-index.json"));
      assert.throws(() => parseMergeArgs(["--out-dir", dir]), /missing --manifest/);
      assert.throws(() => parseMergeArgs(["--manifest", "m", "--out-dir"]), /^Error: merge: Option '--out-dir <value>' argument missing/);
      assert.throws(() => parseMergeArgs(["--manifest", "m", "--out-dir", "d", "--bogus"]), /^Error: merge: Unknown option '--bogus'/);
      writeFileSync(join(dir, "bad.json"), "{}");
      assert.throws(() => runMerge({ ...options, shards: [join(dir, "bad.json")] }), /not a search shard/);
      assert.throws(() => runMerge({ ...options, shards: [join(dir, "missing.json")] }), /cannot read the shard/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
