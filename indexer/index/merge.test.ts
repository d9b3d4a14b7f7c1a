import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { loadTermIndex } from "../engine/compact";
import {
  SEARCH_CHUNK_DIR,
  SearchDocumentType,
  type ChunkedIndex,
  type IndexFile,
  type SearchDocument,
  type SearchManifest,
  unpackDocuments,
} from "../../contracts/searchIndex";
import { readPostingValue } from "../engine/postingValue";
import { indexShard, indexShards, plainShard, type IndexShard } from "./countedTerms";
import { madeFiles } from "./fileBytes";
import { MergeMemo, mergeIndexes } from "./merge";
import type { SearchShard, ShardDocument } from "../../contracts/data";
import { MANIFEST, SHARDS, TEXT_FILES } from "../testing/fixtures";

/** What the merge writes for the fixture site. */
const merged = madeFiles(mergeIndexes(indexShards(SHARDS), MANIFEST));
/** The site's search files: the merge's, and the pages' texts (from their doc_page actions, not from the merge). */
const files = new Map([...merged, ...TEXT_FILES]);

/** The documents of an entry, read from its document chunks. */
function documentsOf(index: ChunkedIndex): SearchDocument[] {
  return index.docs.flatMap((file) => unpackDocuments(JSON.parse(files.get(file)!)) as SearchDocument[]);
}

describe("merge", () => {
  it("writes the root index, the docs/api index, the manifest and the postings and document chunks, no texts", () => {
    assert.ok([...merged.keys()].every((name) => !TEXT_FILES.has(name)));
    const names = [...merged.keys()].sort();
    assert.deepEqual(
      names.filter((name) => !name.startsWith(SEARCH_CHUNK_DIR + "/")),
      ["search-index-docs-api.json", "search-index.json", "search-manifest.json"],
    );
    const chunks = names.filter((name) => name.startsWith(SEARCH_CHUNK_DIR + "/"));
    assert.ok(
      chunks.length > 0 && chunks.every((name) => /^search-chunks\/[0-9a-f]{16}\.json$/.test(name)),
      chunks.join(),
    );
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
    const again = madeFiles(mergeIndexes(indexShards([...SHARDS].reverse()), MANIFEST));
    for (const [name, text] of merged) assert.equal(again.get(name), text, name);
  });
});

describe("merge: the index files", () => {
  it("keeps documents out of the index files: in chunks, each Content document naming its text's place", () => {
    for (const name of ["search-index.json", "search-index-docs-api.json"]) {
      const file = JSON.parse(files.get(name)!) as IndexFile;
      const titles = documentsOf(file[SearchDocumentType.Title].index as ChunkedIndex);
      const content = documentsOf(file[SearchDocumentType.Content].index as ChunkedIndex);
      assert.ok(content.length > 0);
      for (const doc of content) {
        assert.equal(doc.t, undefined);
        assert.equal(typeof (JSON.parse(files.get(doc.f!)!) as string[])[doc.o!], "string");
        const title = titles.find((t) => t.i === doc.p)!;
        assert.deepEqual([doc.pt, doc.pb], [title.t, title.b], "the page's title and breadcrumbs");
      }
    }
    const root = documentsOf(
      (JSON.parse(files.get("search-index.json")!) as IndexFile)[SearchDocumentType.Content].index as ChunkedIndex,
    );
    const tasks = root.find((doc) => doc.h === "#running-tasks")!;
    assert.match((JSON.parse(files.get(tasks.f!)!) as string[])[tasks.o!], /npx projen compile/);
  });

  it("writes exactly 5 entries of {documents, index}, in type order", () => {
    for (const name of ["search-index.json", "search-index-docs-api.json"]) {
      const file = JSON.parse(files.get(name)!) as IndexFile;
      assert.equal(file.length, 5);
      for (const entry of file) {
        assert.deepEqual(Object.keys(entry), ["documents", "index"]);
        assert.deepEqual(entry.documents, []);
        assert.equal(entry.index.v, 6);
      }
      assert.ok(
        documentsOf(file[SearchDocumentType.Title].index as ChunkedIndex).every(
          (doc) => doc.b !== undefined && doc.p === undefined,
        ),
      );
    }
    const api = JSON.parse(files.get("search-index-docs-api.json")!) as IndexFile;
    assert.equal(
      (api[SearchDocumentType.Keywords].index as ChunkedIndex).count,
      0,
      "an empty type still has its entry",
    );
    const root = JSON.parse(files.get("search-index.json")!) as IndexFile;
    const headings = documentsOf(root[SearchDocumentType.Heading].index as ChunkedIndex);
    const [from, to] = (root[SearchDocumentType.Heading].index as ChunkedIndex).api;
    assert.ok(headings.slice(from, to).every((doc) => doc.u.startsWith("/docs/api/")) && to > from);
  });
});

describe("merge: postings", () => {
  it("stores postings by term range with their BM25 weights, read when a chunk is added", () => {
    const file = JSON.parse(files.get("search-index.json")!) as IndexFile;
    const content = file[SearchDocumentType.Content].index as ChunkedIndex;
    const documents = documentsOf(content);
    const index = loadTermIndex(content);
    const tasks = documents.findIndex((doc) => doc.h === "#running-tasks");
    const chunk = index.chunkOfTerm("task");
    assert.throws(() => index.idOf("task"), /not loaded/, "terms come in chunk files");
    index.addChunk(chunk, JSON.parse(files.get(index.chunkFiles[chunk])!));
    const task = index.idOf("task");
    assert.equal(index.chunkOf(task), chunk);
    const { docs, values, from, to } = index.postings(task)!;
    const postings = [...docs.subarray(from, to)];
    assert.ok(postings.includes(tasks));
    // "tasks" twice and "task" once in that section (one stem, tf 3), and in its heading, "Running tasks"
    const facts = readPostingValue(SearchDocumentType.Content, values[from + postings.indexOf(tasks)]);
    assert.ok(facts.weight > 1 && facts.inHeading, JSON.stringify(facts));
    index.addTerms(JSON.parse(files.get(content.terms)!));
    assert.equal(index.idOf("the"), -1, "stop words are not indexed");
    assert.equal(index.allTerms().length, content.termCount);
    assert.equal(content.maxLength, Math.max(...index.allTerms().map((term) => term.length)));
  });
});

describe("merge: a worker's memo", () => {
  /** A shard as a new parse gives it: new objects throughout, with `edit` applied. */
  const reparsed = (
    shard: IndexShard,
    edit: (doc: ShardDocument, k: number) => ShardDocument = (doc) => doc,
  ): IndexShard => {
    const plain = plainShard(shard);
    return indexShard(JSON.parse(JSON.stringify({ ...plain, documents: plain.documents.map(edit) })) as SearchShard);
  };

  it("saves work and never changes a byte, across body, heading, title and page edits", () => {
    const memo = new MergeMemo("route table");
    let shards = indexShards(SHARDS);
    let kept = 0;
    const check = (what: string) => {
      const withMemo = mergeIndexes(shards, MANIFEST, memo);
      // The chunks it had and the edit left are named, their bytes made only if asked for.
      kept += [...withMemo.values()].filter((bytes) => typeof bytes === "function").length;
      assert.deepEqual(madeFiles(withMemo), madeFiles(mergeIndexes(shards, MANIFEST)), what);
    };
    check("first merge");
    const tasks = shards.findIndex((shard) => shard.route === "/docs/concepts/tasks");
    // A word replaced by another: the same length, so the average stays and the lists are patched.
    const bodyEdit = (doc: ShardDocument) => {
      if (doc.type !== SearchDocumentType.Content) return doc;
      const [, count, ...rest] = doc.terms;
      return { ...doc, terms: [...rest, "workflow", count] };
    };
    shards[tasks] = reparsed(shards[tasks], bodyEdit);
    check("a body edit");
    shards[tasks] = reparsed(shards[tasks]);
    check("the same page parsed again, unchanged");
    shards[tasks] = reparsed(shards[tasks], (doc) =>
      doc.type === SearchDocumentType.Heading ? { ...doc, t: doc.t + " again" } : doc,
    );
    check("a heading's text");
    shards[tasks] = reparsed(shards[tasks], (doc, k) =>
      k === 0 ? { ...doc, t: "Tasks and more", terms: ["task", 1, "more", 1] } : doc,
    );
    check("a title");
    const plain = plainShard(shards[tasks]);
    const contents = plain.documents.filter((doc) => doc.type === SearchDocumentType.Content);
    shards[tasks] = indexShard(structuredClone({ ...plain, documents: [...plain.documents, ...contents] }));
    check("sections added: the later pages' documents are numbered anew");
    const faq = shards.findIndex((shard) => shard.route === "/docs/faq/");
    shards.push(
      indexShard({
        ...plainShard(reparsed(shards[faq], (doc, k) => (k === 0 ? { ...doc, t: "More questions" } : doc))),
        route: "/docs/faq/more",
      }),
    );
    check("a page added");
    shards = shards.filter((_, k) => k !== tasks);
    check("a page removed");
    assert.ok(kept > 0, "the merges after the first named files they had made");
  });
});
