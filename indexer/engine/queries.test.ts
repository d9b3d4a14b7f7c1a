import assert from "node:assert/strict";
import { MAX_QUERY_TOKENS, queryWords, withTypo, wordClause } from "./queries";

const tokens = (input: string) =>
  queryWords(input)
    .filter((word) => !word.optional)
    .map((word) => word.token + (word.typing ? "*" : ""));

describe("query words", () => {
  it("lowercases, splits on whitespace and hyphens, and marks the last word as being typed", () => {
    assert.deepEqual(tokens("Escape-Hatches over"), ["escape", "hatches", "over*"]);
  });

  it("drops stop words; a stop word typed last leaves nothing being typed", () => {
    assert.deepEqual(tokens("how do I add a task to the project"), ["add", "task", "project*"]);
    assert.deepEqual(tokens("add a task to"), ["add", "task"]);
  });

  it("gives a word the index splits its pieces, and any other word itself", () => {
    assert.deepEqual(queryWords('addTask("build")')[0].pieces, ["addtask", "build"]);
    assert.deepEqual(queryWords("tasks")[0].pieces, ["tasks"]);
  });

  it("has nothing to look for in empty input or only stop words", () => {
    assert.deepEqual(queryWords(""), []);
    assert.deepEqual(queryWords("   - "), []);
    assert.deepEqual(queryWords("the and of"), []);
  });

  it("reads a stop word typed alone as the start of a word", () => {
    assert.deepEqual(tokens("a"), ["a*"]);
    assert.deepEqual(tokens("to the"), []);
  });

  it("keeps at most 12 tokens", () => {
    const input = Array.from({ length: 20 }, (_, k) => `word${k}`).join(" ");
    assert.equal(queryWords(input).length, MAX_QUERY_TOKENS);
  });
});

describe("query clauses", () => {
  it("is a prefix while typed, and forgives a typo only in words longer than one character", () => {
    assert.deepEqual(wordClause("tas", true), { token: "tas", prefix: true, distance: 0 });
    assert.deepEqual(withTypo(wordClause("taks", false)), { token: "taks", prefix: false, distance: 1 });
    assert.deepEqual(withTypo(wordClause("x", false)), { token: "x", prefix: false, distance: 0 });
    assert.deepEqual(
      withTypo(wordClause("<img", false)),
      { token: "<img", prefix: false, distance: 0 },
      "markup is not a word with a typo",
    );
  });
});
