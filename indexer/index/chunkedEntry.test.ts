import assert from "node:assert/strict";
import { SEARCH_DOCUMENT_TYPES } from "../../contracts/searchIndex";
import { loadTermIndex } from "../engine/compact";
import { documentFacts, postingValues } from "../engine/loadedEntry";
import { compactIndex } from "./build";
import { valuedPostings } from "./postings";
import { indexShards } from "./countedTerms";
import { buildDocuments } from "./documents";
import { MANIFEST, SHARDS } from "../testing/fixtures";

describe("chunked entry", () => {
  it("gives each posting the value the engine gives it from version 1's term counts", () => {
    const byType = buildDocuments(indexShards(SHARDS), MANIFEST);
    for (const type of SEARCH_DOCUMENT_TYPES) {
      const entries = byType[type];
      const documents = entries.map((entry) => entry.doc);
      const index = loadTermIndex(compactIndex(entries.map((entry) => entry.terms)), documents.length);
      postingValues(type, index, documentFacts(documents));
      const { terms, lists } = valuedPostings(type, entries);
      assert.deepEqual(terms, index.allTerms(), `type ${type}`);
      terms.forEach((term, id) => {
        const { docs, values, from, to } = index.postings(id)!;
        const pairs: number[] = [];
        for (let k = from; k < to; k++) pairs.push(k === from ? docs[k] : docs[k] - docs[k - 1], values[k]);
        assert.deepEqual(lists[id], pairs, `type ${type}, ${term}`);
      });
    }
  });
});
