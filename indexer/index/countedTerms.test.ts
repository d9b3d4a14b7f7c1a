import assert from "node:assert/strict";
import type { SearchShard } from "../../contracts/data";
import { SearchDocumentType } from "../../contracts/searchIndex";
import { countedDocument, indexShard, plainShard } from "./countedTerms";

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
  it("keeps every document's fields, terms and counts (even above 65,535) as columns of one shard", () => {
    const indexed = indexShard(shard);
    assert.deepEqual(plainShard(indexed), shard);
    assert.equal(indexed.count, 3);
    assert.deepEqual([indexed.from(1), indexed.to(1), indexed.docLength(1)], [1, 3, 70002]);
    assert.deepEqual([indexed.o(0), indexed.o(2), indexed.h(2), indexed.s(0)], [undefined, 1, "#more", undefined]);
  });

  it("tells documents with the same fields and terms apart from the others, across shards", () => {
    const again = indexShard(structuredClone(shard));
    const a = indexShard(shard);
    assert.ok(a.sameDocument(1, again, 1) && a.sameDocument(2, again, 2));
    assert.ok(!a.sameDocument(1, again, 2), "other terms");
    const moved = indexShard({
      ...shard,
      documents: shard.documents.map((doc, k) => (k === 2 ? { ...doc, o: 2 } : doc)),
    });
    assert.ok(!a.sameDocument(2, moved, 2), "another text place");
  });

  it("keeps counts in as few bytes as the shard's largest needs", () => {
    const widthOf = (run: number) =>
      indexShard({
        ...shard,
        documents: [shard.documents[0], { ...shard.documents[1], terms: ["setup", 2, "run", run] }],
      }).counts.BYTES_PER_ELEMENT;
    assert.deepEqual([255, 256, 65535, 65536].map(widthOf), [1, 2, 2, 4]);
  });

  it("marks the terms its section's heading has, a bit per place", () => {
    const words = "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda".split(" ");
    const doc = countedDocument({
      type: SearchDocumentType.Content,
      s: "Zeta and kappa",
      terms: words.flatMap((word) => [word, 1]),
    });
    const marked = words.filter((_, k) => doc.inSection(doc.from(0) + k));
    assert.deepEqual(marked, ["zeta", "kappa"]);
    const title = countedDocument({ type: SearchDocumentType.Title, t: "Zeta", terms: ["zeta", 1] });
    assert.equal(title.inSection(title.from(0)), false, "only content has a section");
  });
});
