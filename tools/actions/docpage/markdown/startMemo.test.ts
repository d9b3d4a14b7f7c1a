import assert from "node:assert/strict";
import { memoizedStart } from "./startMemo";

describe("memoized block starts", () => {
  const plain = (src: string) => {
    const at = src.search(/^:::/m);
    return at < 0 ? undefined : at;
  };

  it("answers every suffix of a text as the search itself does, searching the text once", () => {
    let calls = 0;
    const start = memoizedStart((src) => {
      calls++;
      return plain(src);
    });
    const text = "a\n:::x\nb\n\n:::y\nc\n".repeat(3);
    for (let offset = 0; offset < text.length; offset++)
      assert.equal(start(text.slice(offset)), plain(text.slice(offset)), `at ${offset}`);
    assert.equal(calls, 7, "one search per start found, and one that finds none");
  });

  it("starts again for a text that is not a suffix of the last one", () => {
    const start = memoizedStart(plain);
    assert.equal(start("x\n:::a\n"), 2);
    assert.equal(start(":::b\nmore"), 0);
    assert.equal(start("no start here"), undefined);
  });
});
