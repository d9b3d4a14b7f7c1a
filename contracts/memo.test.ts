import assert from "node:assert/strict";
import { onceEach } from "./memo";

describe("onceEach", () => {
  it("derives once per key object, again for a new object, and keeps an undefined result", () => {
    let calls = 0;
    const lengthOf = onceEach((list: number[]) => {
      calls++;
      return list.length;
    });
    const list = [1, 2, 3];
    assert.equal(lengthOf(list), 3);
    assert.equal(lengthOf(list), 3);
    assert.equal(calls, 1);
    assert.equal(lengthOf([1, 2, 3]), 3);
    assert.equal(calls, 2, "an equal but new list is another key");
    const firstOf = onceEach((items: string[]) => {
      calls++;
      return items[0];
    });
    const empty: string[] = [];
    assert.equal(firstOf(empty), undefined);
    assert.equal(firstOf(empty), undefined);
    assert.equal(calls, 3);
  });
});
