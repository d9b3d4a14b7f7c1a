import assert from "node:assert/strict";
import {
  indexTokens,
  indexTokenSpans,
  isStopWord,
  nameWords,
  splitTokenSpans,
  STOP_WORDS,
  splitTokens,
  tokenize,
  tokenParts,
} from "./tokenizer";

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

describe("tokenizer offsets and index parts", () => {
  it("gives each token its place in the original text", () => {
    const text = "  Hello-World (x) 项目";
    for (const span of splitTokenSpans(text)) assert.equal(text.slice(span.start, span.end).toLowerCase(), span.token);
    assert.deepEqual(
      splitTokenSpans(text).map((s) => s.token),
      ["hello", "world", "x", "项", "目"],
    );
  });

  it("keeps dotted names whole and adds their suffixes and words", () => {
    assert.deepEqual(
      tokenParts("projen.github.workflows").map((p) => p.token),
      ["projen.github.workflows", "projen", "github.workflows", "github", "workflows"],
    );
  });

  it("indexes the names inside code, not the code itself", () => {
    assert.deepEqual(indexTokens('project.addTask("compile",'), [
      "project.addtask",
      "project",
      "addtask",
      "add",
      "task",
      "compile",
    ]);
    assert.deepEqual(indexTokens("new build.BuildWorkflow(project:"), [
      "new",
      "build.buildworkflow",
      "build",
      "buildworkflow",
      "build",
      "workflow",
      "project",
    ]);
  });

  it("adds the words of CamelCase and snake_case names, at their places", () => {
    const words = (name: string) => nameWords(name).map((w) => w.token);
    assert.deepEqual(words("DependencyType"), ["dependency", "type"]);
    assert.deepEqual(words("NPMConfig"), ["npm", "config"]);
    assert.deepEqual(words("PROJEN_GITHUB_TOKEN"), ["projen", "github", "token"]);
    assert.deepEqual(words("S3BucketName"), ["s3", "bucket", "name"]);
    assert.deepEqual(words("package"), []);
    assert.deepEqual(words("ES2020"), []);
    const text = "See DependencyType.";
    assert.deepEqual(indexTokens(text), ["see", "dependencytype", "dependency", "type"]);
    for (const span of indexTokenSpans(text)) assert.equal(text.slice(span.start, span.end).toLowerCase(), span.token);
  });
});

describe("tokenizer: hyphens, plain words and stop words", () => {
  it("also indexes a hyphenated word as one word, before its parts", () => {
    assert.deepEqual(indexTokens("Sub-projects and pre-release builds"), [
      "subprojects",
      "sub",
      "projects",
      "and",
      "prerelease",
      "pre",
      "release",
      "builds",
    ]);
    assert.deepEqual(indexTokens("--no-comments"), ["nocomments", "no", "comments"]);
    const text = "A well-known x-ray";
    for (const span of indexTokenSpans(text))
      assert.equal(text.slice(span.start, span.end).toLowerCase().replace(/-/g, ""), span.token);
  });

  it("leaves plain words alone", () => {
    assert.deepEqual(indexTokens("Plain words"), ["plain", "words"]);
    assert.deepEqual(tokenParts("plain"), [{ token: "plain", start: 0, end: 5 }]);
  });

  it("keeps index offsets on the text", () => {
    const text = "Use project.addTask(x) now";
    for (const span of indexTokenSpans(text)) assert.equal(text.slice(span.start, span.end).toLowerCase(), span.token);
  });

  it("knows its stop words", () => {
    assert.equal(isStopWord("the"), true);
    assert.equal(isStopWord("task"), false);
  });

  it("returns nothing for empty or separator-only text", () => {
    assert.deepEqual(tokenize(""), []);
    assert.deepEqual(tokenize(" - -- \t\n"), []);
    assert.deepEqual(tokenize("!!! ???"), []);
  });
});
