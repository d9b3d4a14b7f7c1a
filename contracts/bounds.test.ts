import assert from "node:assert/strict";
import { lowerBound, partitionPoint, upperBound } from "./bounds";

describe("binary search", () => {
  const items = [1, 3, 3, 3, 7];

  it("finds the first index where the test stops holding, or the end", () => {
    assert.equal(
      partitionPoint(0, 5, (k) => items[k] < 3),
      1,
    );
    assert.equal(
      partitionPoint(0, 5, () => true),
      5,
    );
    assert.equal(
      partitionPoint(0, 5, () => false),
      0,
    );
    assert.equal(
      partitionPoint(2, 2, () => true),
      2,
      "an empty range",
    );
  });

  it("bounds a value's run: lowerBound at its first, upperBound past its last", () => {
    const cases: [number, number, number][] = [
      // value, lowerBound, upperBound
      [0, 0, 0],
      [3, 1, 4],
      [4, 4, 4],
      [7, 4, 5],
      [9, 5, 5],
    ];
    for (const [value, lower, upper] of cases)
      assert.deepEqual([lowerBound(items, value), upperBound(items, value)], [lower, upper], `value ${value}`);
    assert.equal(lowerBound(["a", "b", "c"], "bb"), 2, "strings in code unit order");
  });

  it("searches only within [from, to)", () => {
    assert.equal(lowerBound(items, 3, 2, 4), 2);
    assert.equal(upperBound(items, 7, 0, 3), 3);
    assert.equal(lowerBound(Int32Array.from(items), 7, 1), 4, "typed arrays too");
  });

  it("agrees with a linear scan on every value of a random sorted list", () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) % 20;
    const sorted = Array.from({ length: 60 }, random).sort((a, b) => a - b);
    const firstWhere = (test: (item: number) => boolean) => {
      const at = sorted.findIndex(test);
      return at < 0 ? sorted.length : at;
    };
    for (let value = -1; value <= 21; value++) {
      assert.equal(
        lowerBound(sorted, value),
        firstWhere((item) => item >= value),
        `lowerBound ${value}`,
      );
      assert.equal(
        upperBound(sorted, value),
        firstWhere((item) => item > value),
        `upperBound ${value}`,
      );
    }
  });
});
