import assert from "node:assert/strict";
import { SearchDocumentType as T } from "../../contracts/searchIndex";
import { EntryScorer, idf, type DocumentFacts } from "./entryScorer";
import { fixtureEngine } from "../testing/fixtures";
import { expandClause } from "./clauseTerms";

describe("entry scorer", () => {
  it("gives each document the best of its terms per clause, and starts clean on the next run", () => {
    const engine = fixtureEngine() as unknown as { entries: Parameters<EntryScorer["run"]>[0][] };
    const content = engine.entries[T.Content];
    const scorer = new EntryScorer(content.count);
    const expansions = ["task", "spawn"].map((token) =>
      expandClause(content.index, { token, prefix: false, distance: 0 }),
    );
    const run = () => {
      const perClause: [number, number, number][] = [];
      const documents: DocumentFacts[] = [];
      scorer.run(
        content,
        expansions,
        (position, clause, score) => perClause.push([position, clause, score]),
        (facts) => documents.push({ ...facts }),
      );
      return { perClause, documents };
    };
    const first = run();
    const both = first.documents.filter((d) => d.matched === 0b11);
    assert.equal(both.length, 1, "one section has both words");
    const sum = first.perClause
      .filter(([position]) => position === both[0].position)
      .reduce((total, [, , score]) => total + score, 0);
    assert.ok(Math.abs(both[0].sum - sum) < 1e-9, "its sum is its clauses' scores");
    assert.deepEqual(run(), first, "nothing carries over");
  });

  it("scores with the idf it is given for each term, else the entry's own", () => {
    const engine = fixtureEngine() as unknown as { entries: Parameters<EntryScorer["run"]>[0][] };
    const content = engine.entries[T.Content];
    const scorer = new EntryScorer(content.count);
    const expansions = [expandClause(content.index, { token: "task", prefix: false, distance: 0 })];
    const own = expansions.map((terms) => terms.map(({ id }) => idf(content.index.df(id), content.count)));
    const sums = (idfs?: number[][]) => {
      const found: number[] = [];
      scorer.run(
        content,
        expansions,
        () => {},
        (facts) => found.push(facts.sum),
        idfs,
      );
      return found;
    };
    assert.deepEqual(sums(own), sums());
    const doubled = sums(own.map((terms) => terms.map((value) => value * 2)));
    sums().forEach((sum, k) => {
      assert.ok(Math.abs(doubled[k] - 2 * sum) < 1e-9);
    });
  });
});
