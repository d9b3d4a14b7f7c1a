import assert from "node:assert/strict";
import { isQuestion, queryWords } from "./queries";
import { RANKING } from "./ranking";

const rules = { synonyms: { deps: ["dependencies"], "npm script": ["task"], "what is projen": ["introduction"] } };

describe("queries as readers write them", () => {
  it("drops question filler, but not when it is all the query has", () => {
    assert.deepEqual(
      queryWords("i want a way to add tasks").map((w) => w.token),
      ["add", "tasks"],
    );
    assert.deepEqual(
      queryWords("want help").map((w) => w.token),
      ["want", "help"],
    );
  });

  it("gives a one-word synonym its own term and the pages' word", () => {
    const [word] = queryWords("deps", rules);
    assert.equal(word.token, "deps");
    assert.equal(word.phrase, undefined);
    assert.deepEqual(word.also, [{ token: "dependencies", weight: RANKING.synonymWeight }]);
  });

  it("makes a phrase one word, stems compared, stop words and all", () => {
    const words = queryWords("custom npm scripts", rules);
    assert.deepEqual(
      words.map((w) => [w.token, !!w.phrase]),
      [
        ["custom", false],
        ["npm script", true],
      ],
    );
    assert.deepEqual(words[1].also, [
      { token: "task", weight: RANKING.synonymWeight },
      { token: "npm", weight: RANKING.phrasePartWeight },
      { token: "script", weight: RANKING.phrasePartWeight },
    ]);
    assert.deepEqual(
      queryWords("What is projen", rules).map((w) => w.token),
      ["what is projen"],
    );
  });

  it("reads X options as the API type's name, looked for only where it exists", () => {
    const words = queryWords("typescript project options");
    const name = words[words.length - 1];
    assert.equal(name.token, "typescriptprojectoptions");
    assert.equal(name.optional, true);
    assert.deepEqual(name.also, [{ token: "projectoptions", weight: 0.5 }]);
    assert.equal(queryWords("options").length, 1);
  });

  it("tells a question or a task from a topic", () => {
    assert.equal(isQuestion("how do i add a task"), true);
    assert.equal(isQuestion("enable prettier"), true);
    assert.equal(isQuestion("tasks?"), true);
    assert.equal(isQuestion("escape hatches"), false);
  });
});
