import assert from "node:assert/strict";
import { MAX_QUERY_TOKENS, smartQueries, tokenLists } from "./queries";

/** lunr-like notation of a query, for readable expectations. */
function notation(input: string): string[] {
  return smartQueries(input).map(
    (q) => (q.minMatch ? `${q.minMatch} of: ` : "") + q.clauses.map((c) => `+${c.token}${c.prefix ? "*" : ""}${c.distance ? `~${c.distance}` : ""}`).join(" "),
  );
}

describe("query expansion", () => {
  it("requires every token, prefix on the last one, then one typo", () => {
    assert.deepEqual(notation("foo bar").slice(0, 4), ["+foo +bar", "+foo +bar*", "+foo~1 +bar~1", "+foo~1 +bar*~1"]);
  });

  it("then takes the pages with most of the words: either of 2, down to half of more than 3", () => {
    assert.deepEqual(notation("foo bar").slice(4), ["1 of: +foo +bar", "1 of: +foo +bar*", "1 of: +foo~1 +bar~1", "1 of: +foo~1 +bar*~1"]);
    assert.deepEqual(tokenLists("add task now").most, [], "3 tokens: the drop-one lists are enough");
    assert.deepEqual(tokenLists("how to add a custom field to package.json").most.map((l) => [l.tokens.length, l.minMatch]), [[4, 2]]);
    const seven = tokenLists("one two three four five six seven").most;
    assert.deepEqual(seven.map((l) => l.minMatch), [5, 4]);
    assert.equal(notation("one two three four five six seven").at(-1), "4 of: +one~1 +two~1 +three~1 +four~1 +five~1 +six~1 +seven*~1");
  });

  it("gives no typo to one-letter tokens, and skips a fuzzy query with none", () => {
    assert.deepEqual(notation("a1 b").slice(0, 4), ["+a1 +b", "+a1 +b*", "+a1~1 +b", "+a1~1 +b*"]);
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
