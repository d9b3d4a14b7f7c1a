import assert from "node:assert/strict";
import { MAX_QUERY_TOKENS, smartQueries, tokenLists } from "./queries";

/** lunr-like notation of a query, for readable expectations. */
function notation(input: string): string[] {
  return smartQueries(input).map((q) =>
    q.clauses.map((c) => `+${c.token}${c.prefix ? "*" : ""}${c.distance ? `~${c.distance}` : ""}`).join(" "),
  );
}

describe("query expansion", () => {
  it("requires every token, prefix on the last one, then one typo", () => {
    assert.deepEqual(notation("foo bar"), ["+foo +bar", "+foo +bar*", "+foo~1 +bar~1", "+foo~1 +bar*~1"]);
  });

  it("gives no typo to one-letter tokens, and skips a fuzzy query with none", () => {
    assert.deepEqual(notation("a1 b"), ["+a1 +b", "+a1 +b*", "+a1~1 +b", "+a1~1 +b*"]);
    assert.deepEqual(notation("x"), ["+x", "+x*"]);
  });

  it("adds a list without stop words, and drop-one lists when it has more than 2 tokens", () => {
    const { main, dropOne } = tokenLists("how to add a task to the project");
    assert.deepEqual(main.map((l) => l.tokens), [["how", "to", "add", "a", "task", "to", "the", "project"], ["add", "task", "project"]]);
    assert.deepEqual(dropOne.map((l) => l.tokens), [["add", "task"], ["add", "project"], ["task", "project"]]);
    // dropping the last token leaves nothing being typed
    assert.deepEqual(dropOne.map((l) => l.typingLast), [false, true, true]);
  });

  it("runs main lists before drop-one lists, plain before prefix, exact before fuzzy", () => {
    const queries = notation("add task now");
    assert.deepEqual(queries.slice(0, 4), ["+add +task +now", "+add +task +now*", "+add~1 +task~1 +now~1", "+add~1 +task~1 +now*~1"]);
    assert.equal(queries[4], "+add +task");
  });

  it("gives stop words no typo", () => {
    assert.deepEqual(notation("the tasks").slice(0, 4), ["+the +tasks", "+the +tasks*", "+tasks", "+tasks*"]);
    assert.ok(notation("the tasks").includes("+the +tasks~1"));
  });

  it("splits a token the index does not keep whole into its pieces", () => {
    const { main } = tokenLists('addTask("build")');
    assert.deepEqual(main.map((l) => l.tokens), [['addtask("build'], ["addtask", "build"]]);
  });

  it("has nothing to run for empty input or only stop words", () => {
    assert.deepEqual(smartQueries(""), []);
    assert.deepEqual(smartQueries("   - "), []);
    assert.deepEqual(smartQueries("the and of"), []);
  });

  it("keeps at most 12 tokens", () => {
    const input = Array.from({ length: 20 }, (_, k) => `word${k}`).join(" ");
    assert.equal(smartQueries(input)[0].clauses.length, MAX_QUERY_TOKENS);
  });
});
