import assert from "node:assert/strict";
import { SearchDocumentType as T } from "../../contracts/searchIndex";
import { PageRanking } from "./pageRanking";

/** A ranking over 20 pages, those from 10 on in the API reference. */
const ranking = (clauses: number) => new PageRanking(clauses, 20, (page) => page < 10);
/** A document of `page` matching `scores` (clause → score). */
function add(r: PageRanking, page: number, type: number, position: number, scores: Record<number, number>): void {
  let sum = 0;
  for (const [clause, score] of Object.entries(scores)) {
    r.clause(page, Number(clause), score);
    sum += score;
  }
  const mask = Object.keys(scores).reduce((bits, clause) => bits | (1 << Number(clause)), 0);
  r.document(page, type, position, sum, mask, 1);
}
const rows = (r: PageRanking, limit = 8) => r.rows(limit).map((row) => `${row.type}@${row.position}`);

describe("page ranking", () => {
  it("ranks a page with every word, spread over its sections, above a page with one word scored higher", () => {
    const r = ranking(2);
    add(r, 0, T.Content, 0, { 0: 1 });
    add(r, 0, T.Content, 1, { 1: 1 });
    add(r, 1, T.Content, 2, { 0: 3 });
    assert.deepEqual(rows(r), ["4@0", "4@1", "4@2"], "the first page, with its two sections, then the other");
    assert.deepEqual(r.rows(8)[0].clauses, [0, 1]);
    assert.deepEqual(r.rows(8)[2].clauses, [0]);
  });

  it("counts a page title's words for its sections that lack them", () => {
    const withTitle = ranking(2);
    withTitle.clause(0, 0, 5, true);
    add(withTitle, 0, T.Content, 1, { 1: 1 });
    const alone = ranking(2);
    add(alone, 0, T.Content, 1, { 1: 1 });
    assert.ok(withTitle.rows(8)[0].score > alone.rows(8)[0].score * 2);
  });

  it("counts the API reference less than guides", () => {
    const r = ranking(1);
    add(r, 10, T.Heading, 0, { 0: 1.2 });
    add(r, 1, T.Heading, 1, { 0: 1 });
    assert.deepEqual(rows(r), ["1@1", "1@0"]);
  });

  it("shows the first page's title and best sections, one row of each other page, then the rest", () => {
    const r = ranking(1);
    add(r, 0, T.Title, 0, { 0: 10 });
    for (let k = 0; k < 4; k++) add(r, 0, T.Content, k, { 0: 2 - k * 0.1 });
    add(r, 1, T.Content, 10, { 0: 1 });
    add(r, 1, T.Content, 11, { 0: 0.9 });
    assert.deepEqual(rows(r), ["0@0", "4@0", "4@1", "4@10", "4@2", "4@3", "4@11"]);
    assert.deepEqual(rows(r, 4), ["0@0", "4@0", "4@1", "4@10"]);
  });

  it("lists a page's title with its first row (its rows follow it), and one of a title, description and keywords", () => {
    const r = ranking(1);
    add(r, 0, T.Content, 5, { 0: 9 });
    add(r, 1, T.Content, 6, { 0: 8 });
    add(r, 1, T.Description, 1, { 0: 2 });
    add(r, 1, T.Title, 1, { 0: 1 });
    const listed = rows(r);
    assert.deepEqual(listed.slice(0, 2), ["4@5", "0@1"], "the second page's one row is its title");
    assert.ok(!listed.includes("2@1"), "its description shares the title's id");
  });
});
