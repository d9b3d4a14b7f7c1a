import assert from "node:assert/strict";
import { isQuestion, queryWords } from "./queries";
import { RANKING } from "./ranking";

const rules = { synonyms: { deps: ["dependencies"], "npm script": ["task"], "what is projen": ["introduction"] } };

describe("queries as readers write them", () => {
  it("drops question filler, but not when it is all the query has", () => {
    assert.deepEqual(
      queryWords("i want a way to add tasks")
        .filter((w) => !w.optional)
        .map((w) => w.token),
      ["add", "tasks"],
    );
    assert.deepEqual(
      queryWords("where does the changelog come from").map((w) => w.token),
      ["changelog"],
    );
    assert.deepEqual(
      queryWords("want help")
        .filter((w) => !w.optional)
        .map((w) => w.token),
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
});

describe("queries as readers write them: names and words run together", () => {
  it("reads X options as the API type's name, looked for only where it exists", () => {
    const words = queryWords("typescript project options");
    const [options, props] = words.slice(-2);
    assert.equal(options.token, "typescriptprojectoptions");
    assert.equal(options.optional, true);
    assert.deepEqual(options.also, [{ token: "projectoptions", weight: 0.5 }]);
    assert.deepEqual(options.joins, ["typescript", "project", "options"]);
    assert.equal(props.token, "typescriptprojectprops", "props too: readers mix them up");
    assert.equal(queryWords("typescript project props").slice(-2)[0].token, "typescriptprojectprops");
    assert.equal(queryWords("options").length, 1);
  });

  it("reads a few words as a name typed as words, looked for only in titles and headings", () => {
    const name = queryWords("lambda runtime").at(-1)!;
    assert.deepEqual([name.token, name.optional, name.heading], ["lambdaruntime", true, true]);
    assert.equal(queryWords("upgrade dependencies").length, 2, "not a question or a task");
  });

  it("lets two words next to each other find the one word they make", () => {
    const [auto, merge] = queryWords("auto merge pull requests");
    assert.deepEqual(auto.also, [{ token: "automerge", weight: RANKING.joinedWeight }]);
    assert.deepEqual(merge.also, [
      { token: "automerge", weight: RANKING.joinedWeight },
      { token: "mergepull", weight: RANKING.joinedWeight },
    ]);
  });

  it("applies a synonym's synonyms, and counts a word the reader typed once", () => {
    const chained = { synonyms: { "mono repo": ["monorepo"], monorepo: ["sub-projects"] } };
    assert.deepEqual(
      queryWords("mono repo", chained)[0].also?.map((also) => also.token),
      ["monorepo", "subprojects", "mono", "repo"],
      "a hyphenated word of the pages as the one word the index makes of it",
    );
    const actions = { synonyms: { "github actions": ["github workflows"] } };
    assert.deepEqual(
      queryWords("github actions workflows", actions)[0].also?.map((also) => also.token),
      ["github", "github", "actions"],
    );
  });

  it("tells a question or a task from a topic", () => {
    assert.equal(isQuestion("how do i add a task"), true);
    assert.equal(isQuestion("enable prettier"), true);
    assert.equal(isQuestion("tasks?"), true);
    assert.equal(isQuestion("escape hatches"), false);
  });
});
