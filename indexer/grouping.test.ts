import assert from "node:assert/strict";
import { SearchDocumentType as T, type SearchDocument } from "./format";
import { groupByPage, type Groupable } from "./grouping";

function result(type: T, i: number, p?: number): Groupable {
  const document: SearchDocument = { i, t: `${i}`, u: `/p${p ?? i}` };
  if (p !== undefined) document.p = p;
  return { document, type, tree: null };
}

describe("grouping under the page", () => {
  it("moves headings, descriptions and content right after their page's title", () => {
    const results = [result(T.Content, 11, 10), result(T.Title, 20), result(T.Title, 10), result(T.Heading, 21, 20), result(T.Content, 12, 10)];
    const grouped = groupByPage(results);
    assert.deepEqual(grouped.map((r) => r.document.i), [20, 21, 10, 11, 12]);
    assert.deepEqual(grouped.map((r) => r.tree), [null, "last", null, "inter", "last"]);
  });

  it("leaves results whose page title is not listed where they are", () => {
    const grouped = groupByPage([result(T.Content, 11, 10), result(T.Heading, 21, 20), result(T.Content, 12, 10)]);
    assert.deepEqual(grouped.map((r) => r.document.i), [11, 21, 12]);
    assert.deepEqual(grouped.map((r) => r.tree), [null, null, null]);
  });

  it("does not move keywords results, but hangs later results of that page under them", () => {
    const grouped = groupByPage([result(T.Keywords, 10, 10), result(T.Content, 30, 20), result(T.Content, 11, 10)]);
    assert.deepEqual(grouped.map((r) => r.document.i), [10, 30, 11]);
    assert.deepEqual(grouped.map((r) => r.tree), [null, null, "last"]);
  });
});
