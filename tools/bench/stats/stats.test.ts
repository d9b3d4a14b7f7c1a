import assert from "node:assert/strict";
import { median, percentile, spread } from "./stats";

describe("median", () => {
  it("takes the middle of an odd count and the mean of the middle two of an even one", () => {
    assert.equal(median([5, 1, 3]), 3);
    assert.equal(median([3, 1, 2]), 2);
    assert.equal(median([4, 1, 3, 2]), 2.5);
    assert.equal(median([7]), 7);
  });

  it("sorts numerically, not as text, and leaves its input alone", () => {
    const values = [10, 9, 100];
    assert.equal(median(values), 10);
    assert.deepEqual(values, [10, 9, 100]);
  });

  it("throws a RangeError for no values", () => {
    assert.throws(() => median([]), { name: "RangeError", message: "median of no values" });
  });
});

describe("percentile", () => {
  it("takes nearest-rank percentiles of values in any order", () => {
    const values = Array.from({ length: 100 }, (_, k) => 100 - k);
    assert.equal(percentile(values, 50), 50);
    assert.equal(percentile(values, 95), 95);
    assert.equal(percentile(values, 100), 100);
    assert.equal(percentile(values, 0), 1);
    assert.equal(percentile([7], 95), 7);
    assert.equal(percentile([3, 1, 2], 50), 2);
  });

  it("throws a RangeError for no values or a p outside 0..100", () => {
    assert.throws(() => percentile([], 50), { name: "RangeError", message: "percentile of no values" });
    assert.throws(() => percentile([1], 101), RangeError);
    assert.throws(() => percentile([1], NaN), RangeError);
  });
});

describe("spread", () => {
  it("summarises median, min, max and count", () => {
    assert.deepEqual(spread([5, 1, 3]), { median: 3, min: 1, max: 5, count: 3 });
  });

  it("throws a RangeError for no values", () => {
    assert.throws(() => spread([]), { name: "RangeError", message: "spread of no values" });
  });
});
