import assert from "node:assert/strict";
import { STOP_WORDS, splitTokens, tokenize } from "./tokenizer";

describe("tokenizer", () => {
  it("lowercases and splits on whitespace and hyphens", () => {
    assert.deepEqual(tokenize("Escape-Hatches  in\tProjen"), ["escape", "hatches", "projen"]);
  });

  it("drops the English stop words", () => {
    assert.equal(STOP_WORDS.size, 119);
    assert.deepEqual(tokenize("how do I add a task to the project"), ["add", "task", "project"]);
  });

  it("splits Chinese per ideograph", () => {
    assert.deepEqual(splitTokens("项目配置 projen"), ["项", "目", "配", "置", "projen"]);
  });

  it("trims punctuation at the ends but keeps dots and underscores inside", () => {
    assert.deepEqual(tokenize("(projen.build.BuildWorkflow), add_task!"), ["projen.build.buildworkflow", "add_task"]);
  });
});
