import assert from "node:assert/strict";
import type { SearchShard, ShardDocument } from "../../contracts/data";
import { SearchDocumentType } from "../../contracts/searchIndex";
import { placeTexts, TEXT_CHUNK_CHARS } from "./textChunks";

const content = (k: number, chars: number): ShardDocument => ({
  type: SearchDocumentType.Content,
  t: String(k % 10).repeat(chars),
  s: `S${k}`,
  h: `#s${k}`,
  terms: [],
});
const shardOf = (route: string, sections: ShardDocument[]): SearchShard => ({
  route,
  documents: [
    { type: SearchDocumentType.Title, t: "Page", terms: [] },
    { type: SearchDocumentType.Heading, t: "S1", h: "#s1", terms: [] },
    ...sections,
  ],
});

describe("text chunks", () => {
  const shard = shardOf("/docs/faq/", [
    content(1, 100),
    content(2, 200),
    content(3, TEXT_CHUNK_CHARS - 10),
    content(4, 20),
    content(5, 5),
  ]);
  const placed = placeTexts(shard, "search-texts/docs/faq.0.texts");
  const sections = placed.shard.documents.filter((doc) => doc.type === SearchDocumentType.Content);

  it("keeps a page's sections together up to the size limit, in the folder given", () => {
    const names = sections.map((doc) => doc.f!);
    assert.equal(names[0], names[1]);
    assert.notEqual(names[1], names[2], "the limit starts a new file");
    assert.notEqual(names[2], names[3], "the limit starts a new file");
    assert.equal(names[3], names[4]);
    assert.equal(placed.files.size, 3);
    for (const name of names) assert.match(name, /^search-texts\/docs\/faq\.0\.texts\/[0-9a-f]{16}\.json$/);
  });

  it("leaves each Content document its text's place instead of the text, and the others as they were", () => {
    sections.forEach((doc, k) => {
      assert.equal(doc.t, undefined);
      assert.equal((JSON.parse(placed.files.get(doc.f!)!) as string[])[doc.o!], shard.documents[k + 2].t);
    });
    assert.deepEqual(placed.shard.documents.slice(0, 2), shard.documents.slice(0, 2));
    assert.equal(shard.documents[2].t!.length, 100, "the input shard is not changed");
  });

  it("names a file by the hash of its bytes: an edit leaves the page's other files as they are", () => {
    const edited = shardOf("/docs/faq/", [
      content(1, 100),
      content(2, 200),
      content(3, TEXT_CHUNK_CHARS - 10),
      { ...content(4, 20), t: "x".repeat(20) },
      content(5, 5),
    ]);
    const again = placeTexts(edited, "search-texts/docs/faq.0.texts");
    const changed = [...again.files.keys()].filter((name) => !placed.files.has(name));
    assert.equal(changed.length, 1);
    assert.equal(again.files.size, 3);
  });

  it("writes no file for a page without text", () => {
    assert.equal(placeTexts(shardOf("/docs/empty", []), "search-texts/docs.0.texts").files.size, 0);
  });
});
