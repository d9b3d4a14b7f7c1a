import assert from "node:assert/strict";
import { boundedMemo } from "./boundedMemo";

describe("boundedMemo", () => {
  it("derives a key once while it is remembered, and forgets all past the limit", () => {
    const derived: string[] = [];
    const upper = boundedMemo(2, (key) => {
      derived.push(key);
      return key.toUpperCase();
    });
    assert.deepEqual(["a", "b", "a", "b"].map(upper), ["A", "B", "A", "B"]);
    assert.deepEqual(derived, ["a", "b"]);
    assert.equal(upper("c"), "C");
    assert.equal(upper("a"), "A");
    assert.deepEqual(derived, ["a", "b", "c", "a"], "a third key cleared the first two");
  });
});
