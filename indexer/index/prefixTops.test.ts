import assert from "node:assert/strict";
import { PREFIX_TOP_POSTINGS, PREFIX_TOP_TERMS, WIDE_PREFIX_CHUNKS } from "../../contracts/searchIndex";
import { prefixTops, roughCount } from "./prefixTops";

/** `[position, value, …]` with positions delta-encoded. */
const encoded = (postings: [number, number][]) =>
  postings.flatMap(([position, value], k) => [k === 0 ? position : position - postings[k - 1][0], value]);

describe("prefix tops", () => {
  it("rounds counts to 2 significant digits", () => {
    assert.deepEqual([7, 42, 123, 48_213].map(roughCount), [7, 42, 120, 48_000]);
  });

  it("tops the prefixes whose terms span many chunks with their most common completions", () => {
    // 26 × 26 terms aa…zz, one chunk per first letter; pX has few documents, pa the most.
    const terms: string[] = [];
    for (const a of "abcdefghijklmnopqrstuvwxyz") for (const b of "abcdefghijklmnopqrstuvwxyz") terms.push(a + b);
    const lists = terms.map((term) =>
      encoded(
        Array.from({ length: term === "pa" ? 40 : (term.charCodeAt(1) % 5) + 1 }, (_, k): [number, number] => [k, 2]),
      ),
    );
    const bounds = "abcdefghijklmnopqrstuvwxyz".split("").map((letter) => letter + "a");
    const sizes = lists.map((list) => JSON.stringify(list).length);
    const layout = (firsts: number[]) => ({ bounds: firsts.map((id) => terms[id]), firsts, termCount: terms.length });
    const tops = prefixTops(terms, lists, layout(bounds.map((bound) => terms.indexOf(bound))), sizes);
    assert.equal(tops.byChunk.size + tops.own.size, 0, "no prefix spans WIDE_PREFIX_CHUNKS chunks, nor many bytes");
    // Chunks of 4 terms each: a letter spans 6 or 7 chunks.
    const many = prefixTops(terms, lists, layout(terms.map((_, k) => k).filter((k) => k % 4 === 0)), sizes);
    assert.equal(many.own.size, 0);
    const p = [...many.byChunk.values()].flat().find((top) => top.p === "p")!;
    assert.ok(WIDE_PREFIX_CHUNKS <= 6);
    assert.equal(p.terms.length, PREFIX_TOP_TERMS);
    assert.equal(p.terms[0], "pa", "the most common first");
    assert.deepEqual(p.df[0], 40);
    assert.equal(p.postings[0].length, 2 * PREFIX_TOP_POSTINGS, "its best postings only");
    assert.ok(
      p.df.every((df, k) => k === 0 || df <= p.df[k - 1]),
      "most common first",
    );
  });

  it("gives a top a file of its own when the first chunk of its range holds one term", () => {
    // Common words, each a chunk of its own: the chunk of "config" is no place for the top of "co".
    const terms = ["cluster", "command", "compile", "config", "construct", "container"];
    const lists = terms.map(() => encoded(Array.from({ length: 60 }, (_, k): [number, number] => [k, 1 + (k % 3)])));
    const sizes = lists.map((list) => JSON.stringify(list).length);
    const layout = { bounds: terms, firsts: terms.map((_, k) => k), termCount: terms.length };
    const { byChunk, own } = prefixTops(terms, lists, layout, sizes);
    assert.equal(byChunk.size, 0);
    assert.deepEqual([...own.keys()].sort(), ["c", "co"]);
    assert.equal(own.get("co")!.terms.length, 5);
  });
});
