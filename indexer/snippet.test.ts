import assert from "node:assert/strict";
import { stem } from "./lunr";
import { escapeHtml, highlight, highlightStemmed, matchPositions, snippet } from "./snippet";

describe("snippets", () => {
  it("escapes & < > \" '", () => {
    assert.equal(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`), "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#039;Jerry&#039;&lt;/a&gt;");
  });

  it("finds matches through stemming and inside names", () => {
    const text = "Running tasks: project.addTask(x) runs a task.";
    const positions = matchPositions(text, [stem("task"), "addtask"]);
    assert.deepEqual(
      positions.map(([s, l]) => text.slice(s, s + l)),
      ["tasks", "addTask", "task"],
    );
  });

  it("marks the typed part of a longer word, else the whole word", () => {
    assert.equal(snippet("Workflows run jobs", ["workflow"], ["work"], 50), "<mark>Work</mark>flows run jobs");
    assert.equal(snippet("Workflows run jobs", ["workflow"], ["workflows"], 50), "<mark>Workflows</mark> run jobs");
    assert.equal(snippet("Running tasks", ["run"], ["run"], 50), "<mark>Run</mark>ning tasks");
  });

  it("cuts long text around the first match within the length, with ellipses", () => {
    const text = "Alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma tau";
    const html = snippet(text, ["lambda"], ["lambda"], 30);
    const plain = html.replace(/<\/?mark>/g, "").replace(/…/g, "");
    assert.ok(plain.length <= 30, plain);
    assert.ok(html.startsWith("…") && html.endsWith("…"), html);
    assert.ok(html.includes("<mark>lambda</mark>"));
  });

  it("shows the start of the text when there is no match", () => {
    assert.equal(highlightStemmed("short text", [], [], 50), "short text");
    assert.equal(highlightStemmed("", [], [], 50), "");
    assert.ok(highlightStemmed("a ".repeat(100), [], [], 20).endsWith("…"));
  });

  it("never lets text through as HTML", () => {
    const html = snippet(`<img src=x onerror="alert(1)"> task`, [stem("task")], ["task"], 100);
    assert.ok(!html.includes("<img"), html);
    assert.ok(html.includes("&lt;img") && html.includes("<mark>task</mark>"));
  });

  it("highlights titles by literal occurrence", () => {
    assert.equal(highlight("Tasks and more tasks", ["task"]), "<mark>Task</mark>s and more <mark>task</mark>s");
    assert.equal(highlight("A <b> tag", ["b"]), "A &lt;<mark>b</mark>&gt; tag");
    assert.equal(highlight("Nothing", ["zzz"]), "Nothing");
  });

  it("marks one chunk per ideograph", () => {
    assert.equal(snippet("项目配置 projen", ["目"], ["目"], 50), "项<mark>目</mark>配置 projen");
  });
});
