import assert from "node:assert/strict";
import type { SearchDocument } from "../../contracts/searchIndex";
import { chunkTexts, TEXT_CHUNK_CHARS } from "./textChunks";

const section = (u: string, i: number, chars: number): SearchDocument => ({ i, u, h: `#s${i}`, p: 1, s: `S${i}`, t: String(i % 10).repeat(chars) });

describe("text chunks", () => {
  const docs = [section("/docs/a", 2, 100), section("/docs/a", 3, 200), section("/docs/b", 5, TEXT_CHUNK_CHARS - 10), section("/docs/b", 6, 20), section("/docs/b", 7, 5)];
  const { files, placeOf } = chunkTexts(docs);

  it("keeps a page's sections together up to the size limit", () => {
    const names = docs.map((doc) => placeOf.get(doc)!.name);
    assert.equal(names[0], names[1]);
    assert.notEqual(names[1], names[2], "the limit starts a new chunk");
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

  it("puts small pages together, starting a chunk where a route says so: an edit changes few chunks", () => {
    const pages = Array.from({ length: 400 }, (_, k) => section(`/docs/p${k}`, k, 200));
    const before = chunkTexts(pages);
    assert.ok(before.files.size > 2 && before.files.size < 40, `${before.files.size} chunks for 400 small pages`);
    const edited = pages.map((doc, k) => (k === 123 ? { ...doc, t: doc.t + " more words" } : doc));
    const after = chunkTexts(edited);
    const changed = [...after.files.keys()].filter((name) => !before.files.has(name));
    assert.ok(changed.length >= 1 && changed.length <= 2, `${changed.length} chunks changed`);
  });
});
