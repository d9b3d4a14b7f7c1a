import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { loadTermIndex } from "../engine/compact";
import { SEARCH_CHUNK_DIR, SearchDocumentType, type IndexFile, type SearchManifest } from "../../contracts/searchIndex";
import { mergeIndexes } from "./merge";
import { MANIFEST, SHARDS } from "../testing/fixtures";

describe("merge", () => {
  const files = mergeIndexes(SHARDS, MANIFEST);

  it("writes the root index, the docs/api index, the manifest and the text chunks", () => {
    const names = [...files.keys()].sort();
    assert.deepEqual(names.filter((name) => !name.startsWith(SEARCH_CHUNK_DIR + "/")), ["search-index-docs-api.json", "search-index.json", "search-manifest.json"]);
    const chunks = names.filter((name) => name.startsWith(SEARCH_CHUNK_DIR + "/"));
    assert.ok(chunks.length > 0 && chunks.every((name) => /^search-chunks\/[0-9a-f]{16}\.json$/.test(name)), chunks.join());
  });

  it("keeps the section texts out of the index files: each Content document names its chunk and place", () => {
    for (const name of ["search-index.json", "search-index-docs-api.json"]) {
      const content = (JSON.parse(files.get(name)!) as IndexFile)[SearchDocumentType.Content];
      assert.ok(content.documents.length > 0);
      for (const doc of content.documents) {
        assert.equal(doc.t, undefined);
        const chunk = JSON.parse(files.get(content.text![doc.c!])!) as string[];
        assert.equal(typeof chunk[doc.o!], "string");
      }
    }
    const root = (JSON.parse(files.get("search-index.json")!) as IndexFile)[SearchDocumentType.Content];
    const tasks = root.documents.find((doc) => doc.h === "#running-tasks")!;
    assert.match((JSON.parse(files.get(root.text![tasks.c!])!) as string[])[tasks.o!], /npx projen compile/);
  });

  it("writes exactly 5 entries of {documents, index}, in type order", () => {
    for (const name of ["search-index.json", "search-index-docs-api.json"]) {
      const file = JSON.parse(files.get(name)!) as IndexFile;
      assert.equal(file.length, 5);
      for (const entry of file) {
        assert.deepEqual(Object.keys(entry), entry === file[SearchDocumentType.Content] ? ["documents", "index", "text"] : ["documents", "index"]);
        assert.equal(entry.index.v, 2);
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

  it("stores an index that loads to what elasticlunr built, its postings in chunks by term range", () => {
    const file = JSON.parse(files.get("search-index.json")!) as IndexFile;
    const content = file[SearchDocumentType.Content];
    const index = loadTermIndex(content.index, content.documents.length);
    const tasks = content.documents.findIndex((doc) => doc.h === "#running-tasks");
    const task = index.idOf("task");
    assert.equal(index.postings(task), null, "postings come in chunk files");
    const chunk = index.chunkOf(task);
    index.addChunk(chunk, JSON.parse(files.get(index.chunkFiles[chunk])!));
    const { docs, tfs, from, to } = index.postings(task)!;
    const postings = [...docs.subarray(from, to)];
    assert.ok(postings.includes(tasks));
    // "tasks" twice and "task" once in that section: stemmed to one term, tf 3
    assert.equal(tfs[from + postings.indexOf(tasks)], 3);
    assert.ok(index.lengths[tasks] > 5);
    assert.equal(index.idOf("the"), -1, "stop words are not indexed");
  });
});
