import assert from "node:assert/strict";
import { SearchDocumentType as T } from "../../contracts/searchIndex";
import { htmlToText, resultHref, toPageResult, toSuggestion } from "./present";
import { fixtureEngine } from "../testing/fixtures";

describe("result views", () => {
  const engine = fixtureEngine();

  it("links to the explicit path with the terms to highlight, then the anchor", () => {
    assert.equal(
      resultHref("/docs/concepts/tasks", "#running-tasks", ["run", "tâche"]),
      "/docs/concepts/tasks?_highlight=run&_highlight=t%C3%A2che#running-tasks",
    );
    assert.equal(resultHref("/docs/faq/", "", []), "/docs/faq/");
  });

  it("shows a title row with its breadcrumbs, and children under it", () => {
    const rows = engine.search("tasks", 8).map((r) => toSuggestion(r));
    assert.equal(rows[0].type, T.Title);
    assert.equal(rows[0].titleHtml, "<mark>Tasks</mark>");
    assert.equal(rows[0].pathHtml, "Docs › Concepts");
    assert.equal(rows[0].href, "/docs/concepts/tasks?_highlight=tasks");
    assert.equal(rows[1].tree, "inter");
    assert.equal(rows[1].pathHtml, "<mark>Tasks</mark>", "a tree child shows its page title");
    assert.match(rows[1].href, /^\/docs\/concepts\/tasks\?_highlight=tasks#[a-z-]+$/);
  });

  it("shows a lone content row with page and section in its path", () => {
    const row = engine.search("addDeletionOverride", 8).map((r) => toSuggestion(r))[0];
    assert.equal(row.type, T.Content);
    assert.equal(row.tree, null);
    assert.equal(row.pathHtml, "Docs › Concepts › Escape hatches › Overrides");
    assert.match(row.titleHtml, /<mark>addDeletionOverride<\/mark>/);
    assert.ok(htmlToText(row.titleHtml).length <= 52);
  });

  it("shows keywords rows with the page title", () => {
    const keywords = engine.search("npx projen", 20).find((r) => r.type === T.Keywords);
    assert.ok(keywords, "the Tasks page's keywords match");
    assert.equal(toSuggestion(keywords).titleHtml, "Tasks");
  });

  it("builds /search page items with longer snippets", () => {
    const items = engine.search("addDeletionOverride", 100).map((r) => toPageResult(r));
    assert.equal(items[0].linkHtml, "Overrides");
    assert.equal(items[0].pathHtml, "Docs › Concepts › Escape hatches");
    assert.ok(items[0].summaryHtml!.includes("<mark>addDeletionOverride</mark>"));
    const title = toPageResult(engine.search("tasks", 1)[0]);
    assert.equal(title.linkHtml, "<mark>Tasks</mark>");
    assert.equal(title.summaryHtml, null);
  });

  it("escapes everything that reaches HTML", () => {
    const row = engine.search("scripts quoted", 8).map((r) => toSuggestion(r))[0];
    assert.ok(row.titleHtml.includes("&lt;<mark>scripts</mark>&gt;") || row.titleHtml.includes("&lt;"), row.titleHtml);
    assert.ok(!/<(?!\/?mark>)/.test(row.titleHtml), row.titleHtml);
    assert.equal(
      htmlToText("a &lt;b&gt; &amp; <mark>c</mark>", (t) => `[${t}]`),
      "a <b> & [c]",
    );
  });
});
