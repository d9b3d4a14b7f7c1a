import assert from "node:assert/strict";
import { pageCounts, pagePositions } from "./pageTable";

describe("page table", () => {
  it("counts each page's documents in the titles' order, and gives each document its page back", () => {
    const titles = [10, 20, 30];
    const counts = pageCounts([10, 10, 30, 30, 30], titles);
    assert.deepEqual(counts, [2, 0, 3]);
    assert.deepEqual([...pagePositions(counts, 5)], [0, 0, 2, 2, 2]);
  });

  it("refuses documents out of route order or on a page without a title", () => {
    assert.throws(() => pageCounts([20, 10], [10, 20]), /document 1 is out of route order/);
    assert.throws(() => pageCounts([99], [10]), /page 99, which has no title/);
  });

  it("refuses a table that does not count the entry's documents", () => {
    assert.throws(() => pagePositions([1, 1], 3), /other than its 3 documents/);
    assert.throws(() => pagePositions([2, 2], 3), /other than its 3 documents/);
    assert.throws(() => pagePositions(undefined, 0), /not a list of counts/);
    assert.throws(() => pagePositions([1, -1], 0), /not a list of counts/);
  });
});
