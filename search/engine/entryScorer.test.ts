import assert from "node:assert/strict";
import { SearchDocumentType as T } from "../../contracts/searchIndex";
import { EntryScorer, type DocumentFacts } from "./entryScorer";
import { fixtureEngine } from "../testing/fixtures";
import { expandClause } from "./engine";

describe("entry scorer", () => {
  it("gives each document the best of its terms per clause, and starts clean on the next run", () => {
    const engine = fixtureEngine() as unknown as { entries: Parameters<EntryScorer["run"]>[0][] };
    const content = engine.entries[T.Content];
    const scorer = new EntryScorer(content.count);
    const expansions = ["task", "spawn"].map((token) => expandClause(content.index, { token, prefix: false, distance: 0 }));
    const run = () => {
      const perClause: [number, number, number][] = [];
      const documents: DocumentFacts[] = [];
      scorer.run(content, expansions, (position, clause, score) => perClause.push([position, clause, score]), (facts) => documents.push({ ...facts }));
      return { perClause, documents };
    };
    const first = run();
    const both = first.documents.filter((d) => d.matched === 0b11);
    assert.equal(both.length, 1, "one section has both words");
    const sum = first.perClause.filter(([position]) => position === both[0].position).reduce((total, [, , score]) => total + score, 0);
    assert.ok(Math.abs(both[0].sum - sum) < 1e-9, "its sum is its clauses' scores");
    assert.deepEqual(run(), first, "nothing carries over");
  });
});
