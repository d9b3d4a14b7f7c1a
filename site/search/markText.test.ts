import { resetDom } from "../testing/dom";
import assert from "node:assert/strict";
import { foldForMatch, markTerms, matchRanges, unmarkTerms, wordsToMark } from "./markText";

describe("term marking (text)", () => {
  it("folds case and accents without moving offsets", () => {
    assert.equal(foldForMatch("Crème Brûlée"), "creme brulee");
    assert.equal(foldForMatch("Crème").length, "Crème".length);
    assert.equal(foldForMatch("Plain ASCII Text"), "plain ascii text");
    assert.equal(foldForMatch("İx").length, 2);
  });

  it("splits values into words, longest first", () => {
    assert.deepEqual(wordsToMark(["add task", "Task", " "]), ["task", "add"]);
  });

  it("finds words inside words, case-insensitively, without overlaps", () => {
    assert.deepEqual(matchRanges("Tasks and subtasks", ["task"]), [
      [0, 4],
      [13, 17],
    ]);
    assert.deepEqual(matchRanges("projen project", ["project", "proj"]), [
      [0, 4],
      [7, 14],
    ]);
    assert.deepEqual(matchRanges("nothing", ["zzz"]), []);
  });
});

describe("term marking (DOM)", () => {
  beforeEach(resetDom);
  afterEach(resetDom);

  it("wraps each hit in <mark data-markjs> and restores the text when removed", () => {
    const article = document.createElement("article");
    article.innerHTML =
      "<h1>Tasks</h1><p>Add a <em>task</em> with addTask. <button>task</button></p><script>task</script>";
    const before = article.innerHTML;
    const count = markTerms(article, ["task"]);
    assert.equal(count, 3);
    assert.deepEqual(
      [...article.querySelectorAll("mark")].map((m) => [m.textContent, m.getAttribute("data-markjs")]),
      [
        ["Task", "true"],
        ["task", "true"],
        ["Task", "true"],
      ],
    );
    assert.equal(article.querySelector("button")!.innerHTML, "task", "buttons are left alone");
    unmarkTerms(article);
    assert.equal(article.innerHTML, before);
  });

  it("treats terms as text, never as HTML or patterns", () => {
    const article = document.createElement("article");
    article.innerHTML = "<p>a &lt;img src=x&gt; b .* c</p>";
    markTerms(article, ['<img src=x onerror="alert(1)">', "<img", ".*"]);
    assert.equal(article.querySelectorAll("img").length, 0);
    assert.deepEqual(
      [...article.querySelectorAll("mark")].map((m) => m.textContent),
      ["<img", "src=x", ".*"],
    );
  });
});
