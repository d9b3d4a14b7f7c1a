import assert from "node:assert/strict";
import { SearchDocumentType } from "../../contracts/searchIndex";
import { BM25, MAX_POSTING_VALUE, postingValue, readPostingValue } from "./postingValue";

describe("posting values", () => {
  const weights = Array.from({ length: 400 }, (_, k) => 0.006 * 1.015 ** k).filter((w) => w <= BM25.k1 + 1);

  it("keeps a weight within 3%, and its order", () => {
    for (const type of [SearchDocumentType.Title, SearchDocumentType.Content, SearchDocumentType.Keywords]) {
      const read = weights.map((w) => readPostingValue(type, postingValue(type, w, 3, 2, true)).weight);
      read.forEach((r, k) => assert.ok(Math.abs(r / weights[k] - 1) <= 0.03, `${weights[k]} read as ${r}`));
      read.forEach((r, k) => assert.ok(k === 0 || r >= read[k - 1], `order at ${weights[k]}`));
    }
  });

  it("makes no value above MAX_POSTING_VALUE, and a title at BM25's most reaches it", () => {
    for (const type of [SearchDocumentType.Title, SearchDocumentType.Content, SearchDocumentType.Keywords])
      for (const weight of [...weights, 1e6]) assert.ok(postingValue(type, weight, 99, 99, true) <= MAX_POSTING_VALUE);
    assert.equal(postingValue(SearchDocumentType.Title, 1e6, 99, 99, false), MAX_POSTING_VALUE);
  });

  it("stores few distinct values: at most 130 weights", () => {
    assert.ok(new Set(weights.map((w) => postingValue(SearchDocumentType.Keywords, w, 0, 0, false))).size <= 130);
  });

  it("keeps what ranking asks of the document besides the weight, and a value is never 0", () => {
    assert.deepEqual(
      {
        ...readPostingValue(SearchDocumentType.Heading, postingValue(SearchDocumentType.Heading, 1, 20, 3, false)),
        weight: 0,
      },
      { weight: 0, length: 15, words: 3, inHeading: false },
    );
    assert.equal(
      readPostingValue(SearchDocumentType.Content, postingValue(SearchDocumentType.Content, 1, 0, 0, true)).inHeading,
      true,
    );
    assert.ok(postingValue(SearchDocumentType.Keywords, 1e-9, 0, 0, false) > 0);
    assert.equal(
      readPostingValue(SearchDocumentType.Keywords, 1e6).weight,
      readPostingValue(SearchDocumentType.Keywords, postingValue(SearchDocumentType.Keywords, BM25.k1 + 1, 0, 0, false))
        .weight,
    );
  });
});
