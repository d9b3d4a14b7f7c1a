import assert from "node:assert/strict";
import { loadTermIndex, type TermIndex } from "./compact";
import type { ChunkedIndex } from "../../contracts/searchIndex";
import { createIndex } from "./lunr";
import { referencePostings } from "../testing/lunrReference";
import { termIndexOf } from "../testing/termIndexes";

describe("term index", () => {
  const texts = [
    "task tasks tasking 2 10",
    "test tests testing tasks",
    "project projen 2",
    "cast mask",
    "workflow task",
  ];
  const index = termIndexOf(texts);

  it("holds exactly elasticlunr's terms, in code unit order, each with the documents elasticlunr gives it", () => {
    const documents = texts.map((t, k) => ({ i: 10 + k, t, u: "/" }));
    const lunr = createIndex();
    for (const doc of documents) lunr.addDoc(doc, false);
    const expected = referencePostings(lunr, documents);
    assert.deepEqual(index.allTerms(), [...expected.keys()].sort());
    assert.ok(index.idOf("10") < index.idOf("2"), "numbers are terms like any other");
    for (const [term, counts] of expected) {
      const id = index.idOf(term);
      const { docs, from, to } = index.postings(id)!;
      assert.deepEqual(
        [...docs.subarray(from, to)],
        [...counts.keys()].sort((a, b) => a - b),
        term,
      );
      assert.equal(index.df(id), counts.size);
    }
    assert.equal(index.idOf("tas"), -1);
  });

  it("finds the range of a prefix", () => {
    const [from, to] = index.prefixRange("t");
    assert.deepEqual(index.allTerms().slice(from, to), ["task", "test"]);
    assert.deepEqual(index.prefixRange("zz"), [index.termCount, index.termCount]);
  });

  it("reads no index of another version", () => {
    assert.throws(
      () => loadTermIndex({ v: 1, terms: {} } as unknown as ChunkedIndex),
      /unsupported search index format/,
    );
    assert.throws(() => loadTermIndex(null as unknown as ChunkedIndex), /unsupported/);
  });
});

/** A chunked index of 3 terms over 3 documents: a and b in chunk 0 (x.json), c in chunk 1 (y.json). */
const chunked: ChunkedIndex = {
  v: 6,
  termCount: 3,
  maxLength: 1,
  terms: "t.json",
  count: 3,
  api: [],
  first: [0, 2],
  bounds: ["a", "c"],
  files: ["x.json", "y.json"],
  docs: ["d.json"],
};

/** Adds chunk 0 of `chunked` as `terms` (a and b unless given), a's postings as given and b's one valid pair. */
function addChunkZero(index: TermIndex, postingsOfA: unknown[], terms: unknown[] = ["a", "b"]): void {
  index.addChunk(0, { terms, postings: [postingsOfA, [1, 1]] });
}

describe("chunked index (version 6): its term chunks", () => {
  it("knows where each term would be before reading it", () => {
    const index = loadTermIndex(chunked);
    assert.deepEqual([index.chunkOf(0), index.chunkOf(1), index.chunkOf(2)], [0, 0, 1]);
    assert.deepEqual(
      ["a", "bz", "c", "zz", ""].map((term) => index.chunkOfTerm(term)),
      [0, 0, 1, 1, 0],
    );
    const missing = new Set<string>();
    index.missingTerm("b", missing);
    assert.deepEqual([...missing], ["x.json"]);
    assert.throws(() => index.idOf("b"), /not loaded/);
    assert.equal(index.postings(2), null);
  });

  it("knows a term and its postings (position, value pairs) once its chunk is added", () => {
    const index = loadTermIndex(chunked);
    index.addChunk(1, { terms: ["c"], postings: [[1, 7]] });
    assert.equal(index.idOf("c"), 2);
    assert.equal(index.idOf("cc"), -1);
    const c = index.postings(2)!;
    assert.deepEqual([[...c.docs.subarray(c.from, c.to)], [...c.values.subarray(c.from, c.to)]], [[1], [7]]);
    assert.equal(index.postings(0), null);
    index.addChunk(0, {
      terms: ["a", "b"],
      postings: [
        [0, 4, 2, 9],
        [1, 3],
      ],
    });
    assert.equal(index.df(0), 2);
    assert.deepEqual(index.prefixRange("b"), [1, 2]);
  });

  it("refuses a chunk that does not hold the terms of its range", () => {
    const index = loadTermIndex(chunked);
    const terms = ["a", "b"];
    assert.throws(
      () =>
        index.addChunk(0, [
          [0, 1],
          [1, 1],
        ]),
      /does not hold 2 terms/,
      "postings without their terms",
    );
    assert.throws(() => index.addChunk(0, { terms, postings: [[0, 1]] }), /does not hold 2 terms/);
    assert.throws(() => addChunkZero(index, [0, 1], ["b", "a"]), /terms of its range/);
    assert.throws(() => addChunkZero(index, [0, 1], ["a", "d"]), /terms of its range/);
  });

  it("refuses postings that are not increasing (position, positive integer) pairs of its documents", () => {
    const index = loadTermIndex(chunked);
    assert.throws(() => addChunkZero(index, [0, 1, 2]), /not pairs/);
    assert.throws(() => addChunkZero(index, [0, 0]), /not positive/);
    assert.throws(() => addChunkZero(index, [0, 1.5]), /not an integer/);
    assert.throws(() => addChunkZero(index, ["0", 1]), /not an integer/);
    assert.throws(() => addChunkZero(index, [1, 1, 0, 1]), /do not increase/);
    assert.throws(() => addChunkZero(index, [0, 1, 5, 1]), /past the documents/);
  });
});

describe("chunked index (version 6): its terms file and layout", () => {
  it("knows every term once the terms file is added, and refuses one that is not its own", () => {
    const index = loadTermIndex(chunked);
    assert.throws(() => index.allTerms(), /terms file is not loaded/);
    const missing = new Set<string>();
    index.missingAllTerms(missing);
    assert.deepEqual([...missing], ["t.json"]);
    assert.throws(() => index.addTerms(["a", "b"]), /not hold this index's terms/);
    assert.throws(() => index.addTerms(["a", "b", "d"]), /not hold this index's terms/, "chunk 1 starts with c");
    index.addChunk(0, {
      terms: ["a", "b"],
      postings: [
        [0, 1],
        [1, 1],
      ],
    });
    assert.throws(() => index.addTerms(["a", "ba", "c"]), /other terms than its chunks/);
    index.addTerms(["a", "b", "c"]);
    assert.deepEqual(index.allTerms(), ["a", "b", "c"]);
    assert.equal(index.idOf("c"), 2, "known from the terms file before its chunk");
    missing.clear();
    index.missingTerm("c", missing);
    assert.equal(missing.size, 0);
  });

  it("refuses a layout a build cannot have written", () => {
    const bad = (change: Partial<ChunkedIndex>, message: RegExp) =>
      assert.throws(() => loadTermIndex({ ...chunked, ...change }), message);
    bad({ terms: ["a"] } as unknown as ChunkedIndex, /not a count and a file/);
    bad({ termCount: -1 }, /not a count and a file/);
    bad({ count: -1 }, /not a count/);
    bad({ first: [1, 2] }, /term ranges and files/);
    bad({ first: [0, 0] }, /term ranges and files/);
    bad({ files: ["x.json"] }, /term ranges and files/);
    bad({ bounds: ["c", "a"] }, /term ranges and files/);
    bad({ bounds: ["a"] }, /term ranges and files/);
  });
});
