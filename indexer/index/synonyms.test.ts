import assert from "node:assert/strict";
import { parseSynonyms, SynonymsError } from "./synonyms";

describe("the synonyms file", () => {
  it("reads what readers type → the pages' words, as lowercase token phrases", () => {
    const rules = parseSynonyms(
      "s.yaml",
      "# comment\nDeps: dependencies\nnpm-script: [task, Tasks]\nwhat is projen: introduction\n",
    );
    assert.deepEqual(rules.synonyms, {
      deps: ["dependencies"],
      "npm script": ["task", "tasks"],
      "what is projen": ["introduction"],
    });
  });

  it("takes an empty file as no synonyms", () => {
    assert.deepEqual(parseSynonyms("s.yaml", "# nothing yet\n").synonyms, {});
  });

  const fails = (text: string, pattern: RegExp) =>
    assert.throws(
      () => parseSynonyms("content/s.yaml", text),
      (error: Error) => {
        assert.ok(error instanceof SynonymsError);
        assert.match(error.message, pattern);
        return true;
      },
    );

  it("names the file and line of each mistake", () => {
    fails("deps: dependencies\nk8s: [kubernetes, 3]\n", /^content\/s\.yaml:2: error: "k8s" needs the pages' words/);
    fails("deps: b\nwhat is: x\n", /^content\/s\.yaml:2: error: "what is" has only stop words/);
    fails(
      "script: task\nscripts: tasks\n",
      /^content\/s\.yaml:2: error: "scripts" is the same phrase as the one on line 1/,
    );
    fails("eject: eject\n", /:1: error: "eject" maps to itself/);
    fails("- deps\n", /:1: error: expected a mapping/);
    fails("deps: [b\n", /^content\/s\.yaml:\d+: error: not valid YAML/);
  });
});
