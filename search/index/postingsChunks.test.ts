import assert from "node:assert/strict";
import type { CompactIndex, PostingsChunk } from "../../contracts/searchIndex";
import { compactIndex } from "./build";
import { chunkPostings, fieldLengths, MAX_CHUNK_BYTES } from "./postingsChunks";

/** A made-up index: `terms` words over `docs` documents, each word in every `step`th document. */
function made(terms: number, docs: number, step = 3): CompactIndex {
  const counts = Array.from({ length: docs }, (_, d) => {
    const doc: Record<string, number> = {};
    for (let t = 0; t < terms; t++) if ((d + t) % step === 0) doc[`w${String(t).padStart(5, "0")}`] = 1 + (t % 2);
    return doc;
  });
  return compactIndex(counts);
}

describe("postings chunks", () => {
  const compact = made(3000, 60);
  const { index, files } = chunkPostings(compact, 60);

  it("splits the postings by term range into files that hold them exactly", () => {
    assert.equal(index.v, 2);
    assert.deepEqual(index.terms, Object.keys(compact.terms).sort());
    assert.ok(index.first.length > 2, `${index.first.length} chunks`);
    index.first.forEach((from, k) => {
      const chunk = JSON.parse(files.get(index.files[k])!) as PostingsChunk;
      const to = index.first[k + 1] ?? index.terms.length;
      assert.deepEqual(chunk, index.terms.slice(from, to).map((term) => compact.terms[term]));
      assert.ok(files.get(index.files[k])!.length <= MAX_CHUNK_BYTES);
    });
    assert.deepEqual(index.lengths, fieldLengths(compact, 60));
  });

  it("keeps the other chunks' bounds and names when one term's postings change", () => {
    const edited: CompactIndex = { v: 1, terms: { ...compact.terms, [index.terms[10]]: [0, 5, 7] } };
    const again = chunkPostings(edited, 60);
    assert.deepEqual(again.index.first, index.first);
    const changed = again.index.files.filter((name, k) => name !== index.files[k]);
    assert.equal(changed.length, 1);
  });

  it("sums the field lengths from the counts", () => {
    assert.deepEqual(fieldLengths({ v: 1, terms: { a: [0, -4, 2], b: [1] } }, 3), [4, 1, 1]);
  });
});
