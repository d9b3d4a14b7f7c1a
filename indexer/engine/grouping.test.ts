import assert from "node:assert/strict";
import { SearchDocumentType as T, type SearchDocument } from "../../contracts/searchIndex";
import { groupByPage as groupBy, type Groupable } from "./grouping";

interface Result extends Groupable {
  document: SearchDocument;
}

function result(type: T, i: number, p?: number): Result {
  const document: SearchDocument = { i, t: `${i}`, u: `/p${p ?? i}` };
  if (p !== undefined) document.p = p;
  return { document, type, tree: null };
}

const pageOf = (r: Result) => (r.type === T.Title ? r.document.i : (r.document.p ?? r.document.i));
const groupByPage = (results: Result[]) => groupBy(results, pageOf);

/** The grouped rows' document numbers and, when given, their tree marks. */
function assertRows(grouped: ReturnType<typeof groupByPage>, ids: number[], trees?: (string | null)[]): void {
  assert.deepEqual(
    grouped.map((r) => r.document.i),
    ids,
  );
  if (trees)
    assert.deepEqual(
      grouped.map((r) => r.tree),
      trees,
    );
}

describe("grouping under the page", () => {
  it("moves headings, descriptions and content right after their page's title", () => {
    const results = [
      result(T.Content, 11, 10),
      result(T.Title, 20),
      result(T.Title, 10),
      result(T.Heading, 21, 20),
      result(T.Content, 12, 10),
    ];
    const grouped = groupByPage(results);
    assertRows(grouped, [20, 21, 10, 11, 12], [null, "last", null, "inter", "last"]);
  });

  it("leaves results whose page title is not listed where they are", () => {
    const grouped = groupByPage([result(T.Content, 11, 10), result(T.Heading, 21, 20), result(T.Content, 12, 10)]);
    assertRows(grouped, [11, 21, 12], [null, null, null]);
  });
});

describe("grouping under the page around keywords rows", () => {
  it("does not move keywords results, but moves that page's other results under them", () => {
    const grouped = groupByPage([
      result(T.Keywords, 10, 10),
      result(T.Content, 30, 20),
      result(T.Content, 11, 10),
      result(T.Heading, 12, 10),
    ]);
    assertRows(grouped, [10, 11, 12, 30], [null, "inter", "last", null]);
  });

  it("keeps a child right under its page or its page's previous child", () => {
    const grouped = groupByPage([
      result(T.Heading, 41, 40),
      result(T.Keywords, 10, 10),
      result(T.Title, 20),
      result(T.Content, 11, 10),
      result(T.Content, 21, 20),
      result(T.Content, 42, 40),
    ]);
    grouped.forEach((r, k) => {
      if (r.tree) assert.equal(pageOf(r), pageOf(grouped[k - 1]), `row ${k}`);
    });
    assertRows(grouped, [41, 10, 11, 20, 21, 42]);
  });

  it("never moves a result down to a keywords row listed after it", () => {
    const grouped = groupByPage([
      result(T.Heading, 11, 10),
      result(T.Keywords, 20, 20),
      result(T.Keywords, 10, 10),
      result(T.Content, 21, 20),
      result(T.Content, 12, 10),
    ]);
    assertRows(grouped, [11, 20, 21, 10, 12], [null, null, "last", null, "last"]);
  });
});
