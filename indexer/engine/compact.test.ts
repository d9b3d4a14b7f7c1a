import assert from "node:assert/strict";
import { loadTermIndex, lowerBound } from "./compact";
import { childrenOf, encodeIndex, trieRoot, type TrieNode } from "../testing/lunrReference";
import type { ChunkedIndex, CompactIndex } from "../../contracts/searchIndex";
import { createIndex } from "./lunr";

describe("compact index", () => {
  const texts = ["task tasks tasking 2 10", "test tests testing tasks", "project projen 2", "cast mask", "workflow task"];
  const documents = texts.map((t, k) => ({ i: 10 + k, t, u: "/" }));
  const lunr = createIndex();
  documents.forEach((doc) => lunr.addDoc(doc, false));
  const compact = encodeIndex(lunr, documents);

  /** Every term of elasticlunr's trie with its {doc id: count}. */
  function lunrPostings(): Map<string, Record<string, number>> {
    const out = new Map<string, Record<string, number>>();
    const walk = (node: TrieNode, path: string) => {
      if (node.df > 0) out.set(path, Object.fromEntries(Object.entries(node.docs).map(([ref, info]) => [ref, Math.round((info.tf ?? 1) ** 2)])));
      for (const [char, child] of childrenOf(node)) walk(child, path + char);
    };
    walk(trieRoot(lunr.index.t!), "");
    return out;
  }

  it("loads exactly the postings (term counts, in version 1) elasticlunr built", () => {
    const index = loadTermIndex(compact, documents.length);
    const expected = lunrPostings();
    assert.deepEqual(index.allTerms(), [...expected.keys()].sort());
    for (const [term, docs] of expected) {
      const id = index.idOf(term);
      const loaded: Record<string, number> = {};
      const { docs: positions, values, from, to } = index.postings(id)!;
      for (let k = from; k < to; k++) loaded[String(documents[positions[k]].i)] = values[k];
      assert.deepEqual(loaded, docs, term);
      assert.equal(index.df(id), Object.keys(docs).length);
    }
  });

  it("sorts the terms even when JSON put integer-like keys first", () => {
    const parsed = JSON.parse(JSON.stringify(compact)) as CompactIndex;
    assert.equal(Object.keys(parsed.terms)[0], "2", "JSON objects list integer keys first");
    const index = loadTermIndex(parsed, documents.length);
    assert.deepEqual(index.allTerms(), [...index.allTerms()].sort());
    assert.ok(index.idOf("10") >= 0 && index.idOf("2") >= 0 && index.idOf("task") >= 0);
    assert.equal(index.idOf("tas"), -1);
  });

  it("finds the range of a prefix", () => {
    const index = loadTermIndex(compact, documents.length);
    const [from, to] = index.prefixRange("t");
    assert.deepEqual(index.allTerms().slice(from, to), ["task", "test"]);
    assert.deepEqual(index.prefixRange("zz"), [index.termCount, index.termCount]);
    assert.equal(lowerBound(["a", "b", "c"], "bb"), 2);
  });

  it("refuses what a build cannot have written", () => {
    const bad = (terms: unknown, message: RegExp) =>
      assert.throws(() => loadTermIndex({ v: 1, terms } as CompactIndex, 3), message, JSON.stringify(terms));
    assert.throws(() => loadTermIndex({ v: 9, terms: {} } as unknown as CompactIndex, 3), /unsupported search index format/);
    assert.throws(() => loadTermIndex(null as unknown as CompactIndex, 3), /unsupported/);
    assert.throws(() => loadTermIndex({ v: 1, terms: [] } as unknown as CompactIndex, 3), /unsupported/);
    bad({ a: "0" }, /not lists/);
    bad({ a: [0, 1.5] }, /not an integer/);
    bad({ a: ["0"] }, /not an integer/);
    bad({ a: [3] }, /past the documents/);
    bad({ a: [1, 2] }, /past the documents/);
    bad({ a: [-2] }, /without a document/);
    bad({ a: [0, -2, -3] }, /without a document/);
    bad({ a: [1, 0] }, /do not increase/);
    const ok = loadTermIndex({ v: 1, terms: { a: [0, -4, 2], b: [1] } }, 3);
    const a = ok.postings(0)!;
    assert.deepEqual([...a.docs], [0, 2, 1]);
    assert.deepEqual([...a.values], [4, 1, 1]);
  });
});

describe("chunked index (version 4)", () => {
  const chunked: ChunkedIndex = { v: 4, termCount: 3, maxLength: 1, terms: "t.json", count: 3, api: [], first: [0, 2], bounds: ["a", "c"], files: ["x.json", "y.json"], docs: ["d.json"] };

  it("knows where each term would be before reading it, and its postings (position, value pairs) once its chunk is added", () => {
    const index = loadTermIndex(chunked, 0);
    assert.deepEqual([index.chunkOf(0), index.chunkOf(1), index.chunkOf(2)], [0, 0, 1]);
    assert.deepEqual(["a", "bz", "c", "zz", ""].map((term) => index.chunkOfTerm(term)), [0, 0, 1, 1, 0]);
    const missing = new Set<string>();
    index.missingTerms("b", "b", missing);
    assert.deepEqual([...missing], ["x.json"]);
    assert.throws(() => index.idOf("b"), /not loaded/);
    assert.equal(index.postings(2), null);
    index.addChunk(1, { terms: ["c"], postings: [[1, 7]] });
    assert.equal(index.idOf("c"), 2);
    assert.equal(index.idOf("cc"), -1);
    const c = index.postings(2)!;
    assert.deepEqual([[...c.docs.subarray(c.from, c.to)], [...c.values.subarray(c.from, c.to)]], [[1], [7]]);
    assert.equal(index.postings(0), null);
    const terms = ["a", "b"];
    assert.throws(() => index.addChunk(0, [[0, 1], [1, 1]]), /does not hold 2 terms/, "postings without their terms");
    assert.throws(() => index.addChunk(0, { terms, postings: [[0, 1]] }), /does not hold 2 terms/);
    assert.throws(() => index.addChunk(0, { terms: ["b", "a"], postings: [[0, 1], [1, 1]] }), /terms of its range/);
    assert.throws(() => index.addChunk(0, { terms: ["a", "d"], postings: [[0, 1], [1, 1]] }), /terms of its range/);
    assert.throws(() => index.addChunk(0, { terms, postings: [[0, 1, 2], [1, 1]] }), /not pairs/);
    assert.throws(() => index.addChunk(0, { terms, postings: [[0, 0], [1, 1]] }), /not positive/);
    assert.throws(() => index.addChunk(0, { terms, postings: [[0, 1, 5, 1], [1, 1]] }), /past the documents/);
    index.addChunk(0, { terms, postings: [[0, 4, 2, 9], [1, 3]] });
    assert.equal(index.df(0), 2);
    assert.deepEqual(index.prefixRange("b"), [1, 2]);
  });

  it("knows every term once the terms file is added, and refuses one that is not its own", () => {
    const index = loadTermIndex(chunked, 0);
    assert.throws(() => index.allTerms(), /terms file is not loaded/);
    const missing = new Set<string>();
    index.missingAllTerms(missing);
    assert.deepEqual([...missing], ["t.json"]);
    assert.throws(() => index.addTerms(["a", "b"]), /not hold this index's terms/);
    assert.throws(() => index.addTerms(["a", "b", "d"]), /not hold this index's terms/, "chunk 1 starts with c");
    index.addChunk(0, { terms: ["a", "b"], postings: [[0, 1], [1, 1]] });
    assert.throws(() => index.addTerms(["a", "ba", "c"]), /other terms than its chunks/);
    index.addTerms(["a", "b", "c"]);
    assert.deepEqual(index.allTerms(), ["a", "b", "c"]);
    assert.equal(index.idOf("c"), 2, "known from the terms file before its chunk");
    index.missingTerms("c", "c", (missing.clear(), missing));
    assert.equal(missing.size, 0);
  });

  it("refuses a layout a build cannot have written", () => {
    const bad = (change: Partial<ChunkedIndex>, message: RegExp) => assert.throws(() => loadTermIndex({ ...chunked, ...change }, 0), message);
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
