import assert from "node:assert/strict";
import {
  indexFileName,
  isTitleOrHeading,
  SearchDocumentType,
  SEARCH_DOCUMENT_TYPES,
  type IndexFile,
  type SearchDocument,
} from "../../contracts/searchIndex";
import { stem } from "../engine/lunr";
import { averageLength, postingValue, readPostingValue, termWeight } from "../engine/postingValue";
import { indexShards } from "./countedTerms";
import { chunkedEntry } from "./chunkedEntry";
import { buildDocuments, documentsOf, numberedPages, type EntryDocuments } from "./documents";
import { headingAliases } from "./shard";
import { lunrIndexOf, referencePostings } from "../testing/lunrReference";
import { fixtureFiles, INLINE_SHARDS, MANIFEST } from "../testing/fixtures";
import { loadedTermIndex } from "../testing/termIndexes";

/** An entry of `ids.length` documents: those of `entry` again and again, with the ids given. */
function repeated(entry: EntryDocuments, ids: number[]): EntryDocuments {
  const at = (k: number) => k % entry.at.length;
  return {
    pages: ids.map((k) => entry.pages[at(k)]),
    at: Int32Array.from(ids, (k) => entry.at[at(k)]),
    ids: Int32Array.from(ids),
  };
}

describe("chunked entry", () => {
  const files = fixtureFiles();
  const file = JSON.parse(files.get(indexFileName(""))!) as IndexFile;
  // The same documents with their texts, which elasticlunr indexes (the build's are in text files).
  const byType = buildDocuments(indexShards(INLINE_SHARDS), MANIFEST);
  const titleOf = new Map(byType[SearchDocumentType.Title].map((doc) => [doc.i, doc.t]));

  /** elasticlunr's index of entry `type`: each term's positions → counts. */
  function reference(type: SearchDocumentType, documents: SearchDocument[]): Map<string, Map<number, number>> {
    const aliases =
      type === SearchDocumentType.Heading
        ? (doc: SearchDocument) => headingAliases(doc, titleOf.get(doc.p!))
        : undefined;
    const names = !isTitleOrHeading(type);
    return referencePostings(lunrIndexOf(documents, aliases, names), documents);
  }

  /** The weight a posting stores for a term counted `count` times in a document of `length` terms. */
  const storedWeight = (type: SearchDocumentType, count: number, length: number, average: number) =>
    readPostingValue(type, postingValue(type, termWeight(count, length, average), 0, 0, false)).weight;

  it("holds exactly the index elasticlunr builds: its terms, their documents, and weights from its counts", () => {
    for (const type of SEARCH_DOCUMENT_TYPES) {
      const documents = byType[type];
      const expected = reference(type, documents);
      const lengths = new Array<number>(documents.length).fill(0);
      for (const counts of expected.values()) for (const [position, count] of counts) lengths[position] += count;
      const average = averageLength(
        lengths.reduce((sum, length) => sum + length, 0),
        documents.length,
      );
      const index = loadedTermIndex(file[type].index, files);
      assert.deepEqual(index.allTerms(), [...expected.keys()].sort(), `type ${type}`);
      for (const [term, counts] of expected) {
        const { docs, values, from, to } = index.postings(index.idOf(term))!;
        const positions = [...docs.subarray(from, to)];
        assert.deepEqual(
          positions,
          [...counts.keys()].sort((a, b) => a - b),
          `type ${type}, ${term}`,
        );
        positions.forEach((position, k) => {
          const weight = storedWeight(type, counts.get(position)!, lengths[position], average);
          assert.equal(readPostingValue(type, values[from + k]).weight, weight, `type ${type}, ${term} in ${position}`);
        });
      }
    }
  });

  it("indexes the aliases as whole terms", () => {
    const index = loadedTermIndex(file[SearchDocumentType.Heading].index, files);
    const job = byType[SearchDocumentType.Heading].findIndex((doc) => doc.t === "JobPermission");
    const postings = index.postings(index.idOf(stem("github.workflows.jobpermission")))!;
    assert.ok(job >= 0 && [...postings.docs.subarray(postings.from, postings.to)].includes(job));
    assert.equal(index.idOf("github"), -1, "the parts of an alias are not indexed");
  });

  it("names a large entry's document chunks in list files, in order, and a small entry's in the index file", () => {
    const titles = documentsOf(numberedPages(indexShards(INLINE_SHARDS), MANIFEST), "")[SearchDocumentType.Title];
    const ids = Array.from({ length: 300 }, (_, k) => k);
    const many = repeated(titles, ids);
    const inline = chunkedEntry(SearchDocumentType.Title, many, ids, undefined, { listSize: 3 });
    assert.equal(inline.entry.index.docs.length, 3, "300 titles are 3 chunks");
    assert.equal(inline.entry.index.lists, undefined);
    const listed = chunkedEntry(SearchDocumentType.Title, many, ids, undefined, { listSize: 2 });
    assert.deepEqual(listed.entry.index.docs, []);
    const { size, files: lists } = listed.entry.index.lists!;
    assert.equal(size, 2);
    assert.deepEqual(
      lists.flatMap((name) => JSON.parse(listed.files.get(name) as string)),
      inline.entry.index.docs,
      "the lists name the chunks in order",
    );
    for (const name of inline.entry.index.docs) assert.equal(listed.files.get(name), inline.files.get(name));
  });
});
