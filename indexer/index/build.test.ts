import assert from "node:assert/strict";
import { buildIndexFile, compactIndex } from "./build";
import { loadTermIndex } from "../engine/compact";
import { countedTerms, indexShards } from "./countedTerms";
import { buildDocuments } from "./documents";
import { SearchDocumentType, SEARCH_DOCUMENT_TYPES } from "../../contracts/searchIndex";
import { stem } from "../engine/lunr";
import { headingAliases } from "./shard";
import { encodeIndex, lunrIndexOf } from "../testing/lunrReference";
import { INLINE_SHARDS as SHARDS, MANIFEST } from "../testing/fixtures";

describe("index build", () => {
  const byType = buildDocuments(indexShards(SHARDS), MANIFEST);
  const file = buildIndexFile(byType);

  it("merges the shards' term counts into exactly the index elasticlunr builds", () => {
    const titleOf = new Map(byType[SearchDocumentType.Title].map(({ doc }) => [doc.i, doc.t]));
    for (const type of SEARCH_DOCUMENT_TYPES) {
      const documents = byType[type].map((entry) => entry.doc);
      const aliases = type === SearchDocumentType.Heading ? (doc: (typeof documents)[0]) => headingAliases(doc, titleOf.get(doc.p!)) : undefined;
      const names = type !== SearchDocumentType.Title && type !== SearchDocumentType.Heading;
      assert.deepEqual(file[type].index, encodeIndex(lunrIndexOf(documents, aliases, names), documents), `type ${type}`);
    }
  });

  it("delta-encodes positions and marks counts above 1", () => {
    const counted = (...counts: Record<string, number>[]) => counts.map(countedTerms);
    assert.deepEqual(compactIndex(counted({ a: 1 }, { b: 2 }, { a: 3, b: 1 }, {}, { a: 1 })), { v: 1, terms: { a: [0, 2, -3, 2], b: [1, -2, 1] } });
    assert.deepEqual(Object.keys(compactIndex(counted(JSON.parse('{"__proto__": 1, "zeta": 1, "alpha": 2}'))).terms).length, 3);
  });

  it("indexes the aliases as whole terms, without changing the documents", () => {
    const headings = file[SearchDocumentType.Heading];
    assert.deepEqual(headings.documents, byType[SearchDocumentType.Heading].map((entry) => entry.doc));
    const index = loadTermIndex(headings.index, headings.documents.length);
    const job = headings.documents.findIndex((doc) => doc.t === "JobPermission");
    const alias = index.idOf(stem("github.workflows.jobpermission"));
    const postings = index.postings(alias)!;
    assert.ok(alias >= 0 && [...postings.docs.subarray(postings.from, postings.to)].includes(job));
    assert.equal(index.idOf("github"), -1, "the parts of an alias are not indexed");
  });
});
