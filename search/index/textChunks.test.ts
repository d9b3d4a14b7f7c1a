import assert from "node:assert/strict";
import type { SearchDocument } from "../../contracts/searchIndex";
import { chunkTexts, TEXT_CHUNK_CHARS } from "./textChunks";

const section = (u: string, i: number, chars: number): SearchDocument => ({ i, u, h: `#s${i}`, p: 1, s: `S${i}`, t: String(i % 10).repeat(chars) });

describe("text chunks", () => {
  const docs = [section("/docs/a", 2, 100), section("/docs/a", 3, 200), section("/docs/b", 5, TEXT_CHUNK_CHARS - 10), section("/docs/b", 6, 20), section("/docs/b", 7, 5)];
  const { files, placeOf } = chunkTexts(docs);

  it("keeps a page's sections together up to the size limit, never two pages in one chunk", () => {
    const names = docs.map((doc) => placeOf.get(doc)!.name);
    assert.equal(names[0], names[1]);
    assert.notEqual(names[1], names[2], "a new page starts a new chunk");
    assert.notEqual(names[2], names[3], "the limit starts a new chunk");
    assert.equal(names[3], names[4]);
    assert.equal(files.size, 3);
    docs.forEach((doc) => {
      const place = placeOf.get(doc)!;
      assert.equal((JSON.parse(files.get(place.name)!) as string[])[place.offset], doc.t);
    });
  });

  it("names a chunk by the hash of its bytes: an edit elsewhere leaves it as it is", () => {
    const edited = [docs[0], docs[1], { ...docs[2], t: "changed" }, docs[3], docs[4]];
    const again = chunkTexts(edited);
    assert.equal(again.placeOf.get(docs[0])!.name, placeOf.get(docs[0])!.name);
    assert.notEqual(again.placeOf.get(edited[2])!.name, placeOf.get(docs[2])!.name);
    assert.match(placeOf.get(docs[0])!.name, /^search-chunks\/[0-9a-f]{16}\.json$/);
  });
});
