import assert from "node:assert/strict";
import { PREFIX_TOP_POSTINGS } from "../../contracts/searchIndex";
import { bestPostings } from "./bestPostings";

/** `[position, value, …]` with positions delta-encoded. */
const encoded = (postings: [number, number][]) =>
  postings.flatMap(([position, value], k) => [k === 0 ? position : position - postings[k - 1][0], value]);

describe("best postings", () => {
  it("keeps a long list's postings of highest value, in order", () => {
    const list = encoded(Array.from({ length: 100 }, (_, k): [number, number] => [k * 3, k === 50 ? 99 : 1 + (k % 7)]));
    const best = bestPostings(list, 5);
    assert.deepEqual(
      best,
      encoded(
        [
          [18, 7],
          [39, 7],
          [60, 7],
          [81, 7],
          [150, 99],
        ].sort((a, b) => a[0] - b[0]) as [number, number][],
      ),
    );
    const short = [4, 1, 2, 1];
    assert.deepEqual(bestPostings(short, PREFIX_TOP_POSTINGS), short, "a short list as it is");
    assert.ok(PREFIX_TOP_POSTINGS >= 8);
  });

  it("keeps exactly `count` postings, the first of equal values, whatever the spread of values", () => {
    const list = encoded(Array.from({ length: 5000 }, (_, k): [number, number] => [k * 2 + 1, 1 + ((k * 7919) % 13)]));
    const best = bestPostings(list, 1000);
    assert.equal(best.length, 2000);
    let position = 0;
    const kept = new Map<number, number>();
    for (let k = 0; k < best.length; k += 2) kept.set((position = k === 0 ? best[0] : position + best[k]), best[k + 1]);
    const least = Math.min(...kept.values());
    for (let k = 0; k < 5000; k++) {
      const value = 1 + ((k * 7919) % 13);
      if (value > least) assert.ok(kept.has(k * 2 + 1), `value ${value} kept`);
    }
    const lastEqual = Math.max(...[...kept].filter(([, v]) => v === least).map(([p]) => p));
    for (let k = 0; k * 2 + 1 < lastEqual; k++)
      if (1 + ((k * 7919) % 13) === least) assert.ok(kept.has(k * 2 + 1), "equal values from the first on");
  });
});
