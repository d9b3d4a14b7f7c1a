import assert from "node:assert/strict";
import type { SearchShard } from "../../contracts/data";
import { SearchDocumentType } from "../../contracts/searchIndex";
import { countedTerms, indexShard, inSection, plainShard } from "./countedTerms";

const shard: SearchShard = {
  route: "/docs/a",
  documents: [
    { type: SearchDocumentType.Title, t: "A page", terms: ["page", 1] },
    {
      type: SearchDocumentType.Content,
      s: "Setup",
      h: "#setup",
      f: "search-texts/a.json",
      o: 0,
      terms: ["setup", 2, "run", 70000],
    },
    { type: SearchDocumentType.Content, s: "Setup", h: "#more", f: "search-texts/a.json", o: 1, terms: ["more", 1] },
  ],
};

describe("indexShard", () => {
  it("keeps every document's terms and counts (even above 65,535) in one pair of arrays per shard", () => {
    const indexed = indexShard(shard);
    assert.deepEqual(plainShard(indexed), shard);
    const [first, ...rest] = indexed.documents;
    for (const terms of rest) {
      assert.equal(terms.ids.buffer, first.ids.buffer);
      assert.equal(terms.counts.buffer, first.counts.buffer);
    }
  });

  it("keeps counts in as few bytes as the shard's largest needs", () => {
    const widthOf = (run: number) =>
      indexShard({
        ...shard,
        documents: [shard.documents[0], { ...shard.documents[1], terms: ["setup", 2, "run", run] }],
      }).documents[0].counts.BYTES_PER_ELEMENT;
    assert.deepEqual([255, 256, 65535, 65536].map(widthOf), [1, 2, 2, 4]);
  });

  it("marks the terms its section's heading has, a bit per place", () => {
    const words = "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda".split(" ");
    const doc = countedTerms({
      type: SearchDocumentType.Content,
      s: "Zeta and kappa",
      terms: words.flatMap((word) => [word, 1]),
    });
    const marked = words.filter((_, k) => inSection(doc, doc.from + k));
    assert.deepEqual(marked, ["zeta", "kappa"]);
    const title = countedTerms({ type: SearchDocumentType.Title, t: "Zeta", terms: ["zeta", 1] });
    assert.equal(inSection(title, title.from), false, "only content has a section");
  });
});
