import assert from "node:assert/strict";
import type { ChunkedIndex } from "../../contracts/searchIndex";
import { loadTermIndex } from "./compact";
import { termIndexOf } from "../testing/termIndexes";
import { expandClause } from "./clauseTerms";
import { stem } from "./lunr";
import {
  correctedStems,
  exactTerm,
  fuzzyTerms,
  MAX_CORRECTED_LENGTH,
  prefixTerms,
  stemsOfTyped,
  typoDistance,
} from "./terms";

describe("term expansion", () => {
  const root = termIndexOf(["task tasks tasking", "test tests testing", "project projen", "cast mask", "workflow"]);
  const terms = (matches: { term: string }[]) => matches.map((m) => m.term).sort();

  it("finds the exact stemmed term", () => {
    assert.deepEqual(terms(exactTerm(root, "task")), ["task"]);
    assert.deepEqual(terms(exactTerm(root, "tas")), []);
    assert.deepEqual(terms(exactTerm(root, "")), []);
  });

  it("completes a prefix, shortest first, within a cap", () => {
    assert.deepEqual(terms(prefixTerms(root, "pro")), ["project", "projen"]);
    assert.deepEqual(
      prefixTerms(root, "t")
        .map((m) => m.term)
        .slice(0, 2),
      ["task", "test"],
    );
    assert.equal(prefixTerms(root, "t", 1).length, 1);
    assert.deepEqual(prefixTerms(root, "zzz"), []);
  });

  it("finds the stems a half-typed word already extends", () => {
    assert.deepEqual(terms(stemsOfTyped(root, "projects")), ["project"]);
    assert.deepEqual(terms(stemsOfTyped(root, "workflowi")), ["workflow"], "i begins -ing");
    assert.deepEqual(terms(stemsOfTyped(root, "workflowz")), [], "z begins no ending: another word");
    assert.deepEqual(terms(stemsOfTyped(root, "tasking")), ["task"]);
    assert.deepEqual(terms(stemsOfTyped(root, "taskmaster")), [], "too far from task");
    assert.deepEqual(terms(stemsOfTyped(root, "task")), [], "the term itself is the exact match");
  });

  it("finds the terms a word one typo away stems to", () => {
    const words = termIndexOf(["dependencies components release"]);
    // Stemmed, the typo is three edits from the term: dependeci, depend.
    assert.deepEqual(terms(correctedStems(words, "dependecies", stem)), ["depend"]);
    assert.deepEqual(terms(correctedStems(words, "componnets", stem)), ["compon"]);
    assert.deepEqual(terms(correctedStems(words, "relase", stem)), ["releas"]);
    assert.deepEqual(correctedStems(words, "x".repeat(MAX_CORRECTED_LENGTH + 1), stem), [], "too long to be a word");
  });

  it("forgives no typo in a word's first letter", () => {
    assert.deepEqual(terms(fuzzyTerms(root, "dask", 1, false)), ["mask", "task"], "the walk finds them");
    assert.deepEqual(
      terms(expandClause(root, { token: "dask", prefix: false, distance: 1 })),
      [],
      "a clause keeps none",
    );
    assert.deepEqual(terms(expandClause(root, { token: "tesk", prefix: false, distance: 1 })), ["task", "test"]);
  });
});

describe("term expansion with typos", () => {
  const root = termIndexOf(["task tasks tasking", "test tests testing", "project projen", "cast mask", "workflow"]);
  const terms = (matches: { term: string }[]) => matches.map((m) => m.term).sort();

  it("finds terms one typo away (insert, delete, substitute)", () => {
    assert.deepEqual(terms(fuzzyTerms(root, "tsk", 1, false)), ["task"]);
    assert.deepEqual(terms(fuzzyTerms(root, "tesk", 1, false)), ["task", "test"]);
    assert.deepEqual(terms(fuzzyTerms(root, "workflows", 1, false)), ["workflow"]);
    assert.deepEqual(terms(fuzzyTerms(root, "taskk", 1, false)), ["task"]);
    assert.ok(!terms(fuzzyTerms(root, "tsk", 1, false)).includes("test"));
    assert.deepEqual(terms(fuzzyTerms(root, "tsak", 1, false)), ["task"], "a swap of neighbours is one edit");
    assert.deepEqual(terms(fuzzyTerms(root, "porject", 1, false)), ["project"]);
  });

  it("gives up at once on a token far longer than any term", () => {
    // Its terms not read: a walk would throw. The longest term's length is in the index file.
    const unread = loadTermIndex({
      v: 6,
      termCount: 9,
      maxLength: root.maxLength,
      terms: "t.json",
      count: 5,
      api: [],
      first: [0],
      bounds: ["cast"],
      files: ["p.json"],
      docs: ["d.json"],
    } satisfies ChunkedIndex);
    assert.deepEqual(fuzzyTerms(unread, "x".repeat(5000), 1, false), []);
    assert.deepEqual(fuzzyTerms(unread, "task".repeat(1000), 1, true), []);
    assert.throws(
      () => fuzzyTerms(unread, "x".repeat(root.maxLength + 1), 1, false),
      /not loaded/,
      "one edit longer is walked",
    );
    assert.deepEqual(
      terms(fuzzyTerms(root, "workfloww", 1, false)),
      ["workflow"],
      "one longer than the longest term is still one edit",
    );
  });

  it("finds typos of a prefix being typed", () => {
    assert.deepEqual(terms(fuzzyTerms(root, "prj", 1, true)), ["project", "projen"]);
    assert.deepEqual(terms(fuzzyTerms(root, "wrkf", 1, true)), ["workflow"]);
  });
});

describe("typo distance", () => {
  it("counts insertions, deletions, substitutions and swaps of neighbours", () => {
    assert.equal(typoDistance("jobpermision", "jobpermission"), 1);
    assert.equal(typoDistance("jobpermision", "jobpermissions"), 2);
    assert.equal(typoDistance("taks", "task"), 1);
    assert.equal(typoDistance("task", "task"), 0);
    assert.equal(typoDistance("", "ab"), 2);
  });
});
