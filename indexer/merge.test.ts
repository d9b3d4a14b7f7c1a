import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadTermIndex } from "./compact";
import { SearchDocumentType, type IndexFile, type SearchManifest } from "./format";
import { mergeIndexes, parseMergeArgs, runMerge } from "./merge";
import { MANIFEST, SHARDS } from "./testing/fixtures";

describe("merge", () => {
  const files = mergeIndexes(SHARDS, MANIFEST);

  it("writes the root index, the docs/api index and the manifest", () => {
    assert.deepEqual([...files.keys()].sort(), ["search-index-docs-api.json", "search-index.json", "search-manifest.json"]);
  });

  it("writes exactly 5 entries of {documents, index}, in type order", () => {
    for (const name of ["search-index.json", "search-index-docs-api.json"]) {
      const file = JSON.parse(files.get(name)!) as IndexFile;
      assert.equal(file.length, 5);
      for (const entry of file) {
        assert.deepEqual(Object.keys(entry), ["documents", "index"]);
        assert.equal(entry.index.v, 1);
      }
      assert.ok(file[SearchDocumentType.Title].documents.every((doc) => doc.b !== undefined && doc.p === undefined));
    }
    const api = JSON.parse(files.get("search-index-docs-api.json")!) as IndexFile;
    assert.equal(api[SearchDocumentType.Keywords].documents.length, 0, "an empty type still has its entry");
  });

  it("hashes each file into the manifest", () => {
    const manifest = JSON.parse(files.get("search-manifest.json")!) as SearchManifest;
    assert.deepEqual(Object.keys(manifest.contexts), ["", "docs/api"]);
    assert.equal(manifest.contexts[""].url, "/search-index.json");
    assert.equal(manifest.contexts["docs/api"].url, "/search-index-docs-api.json");
    const hash = (name: string) => createHash("sha256").update(files.get(name)!).digest("hex").slice(0, 8);
    assert.equal(manifest.contexts[""].hash, hash("search-index.json"));
    assert.equal(manifest.contexts["docs/api"].hash, hash("search-index-docs-api.json"));
    assert.match(manifest.contexts[""].hash, /^[0-9a-f]{8}$/);
  });

  it("gives the same bytes for the same inputs, in any order", () => {
    const again = mergeIndexes([...SHARDS].reverse(), MANIFEST);
    for (const [name, text] of files) assert.equal(again.get(name), text, name);
  });

  it("stores an index that loads to what elasticlunr built", () => {
    const file = JSON.parse(files.get("search-index.json")!) as IndexFile;
    const content = file[SearchDocumentType.Content];
    const index = loadTermIndex(content.index, content.documents.length);
    const tasks = content.documents.findIndex((doc) => doc.h === "#running-tasks");
    const task = index.idOf("task");
    const postings = [...index.docs.subarray(index.starts[task], index.starts[task + 1])];
    assert.ok(postings.includes(tasks));
    // "tasks" twice and "task" once in that section: stemmed to one term, tf 3
    assert.equal(index.tfs[index.starts[task] + postings.indexOf(tasks)], 3);
    assert.ok(index.lengths[tasks] > 5);
    assert.equal(index.idOf("the"), -1, "stop words are not indexed");
  });

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
