import assert from "node:assert/strict";
import { indexTerms, stem } from "./lunr";
import { indexTokens, isStopWord } from "./tokenizer";

/** The pipeline over the whole text at once, without remembering words. */
const wholeText = (text: string, names = true) =>
  indexTokens(text, names)
    .filter((token) => !isStopWord(token))
    .map(stem);

describe("index terms", () => {
  const texts = [
    "The tasks run a task, then the tasks run again.",
    "Use project.addTask(\"build\", { exec: 'tsc' }) and NPMConfig or PROJEN_GITHUB_TOKEN.",
    "A sub-projects list, pre-release builds and a well-known-long-hyphenated-name-here word.",
    "项目配置 mixed with words, İstanbul and ÉCOLE names, v2 2024 01.",
    "  leading\tand\ntrailing   whitespace  ",
    "averyveryverylongwordthatisnotremembered averyveryverylongwordthatisnotremembered",
  ];

  it("are the whole text's terms, word by word, whether a word was seen before or not", () => {
    for (const names of [true, false])
      for (let round = 0; round < 2; round++)
        for (const text of texts) assert.deepEqual(indexTerms(text, names), wholeText(text, names), text);
  });

  it("keep each word's terms apart for names and without", () => {
    assert.deepEqual(indexTerms("DependencyType", true), ["dependencytyp", "depend", "type"]);
    assert.deepEqual(indexTerms("DependencyType", false), ["dependencytyp"]);
  });
});
