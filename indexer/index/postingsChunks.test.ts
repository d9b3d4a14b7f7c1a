import assert from "node:assert/strict";
import type { PostingsChunk } from "../../contracts/searchIndex";
import { prefixChunks } from "../engine/widePrefixes";
import { bytesOf, madeFiles } from "./fileBytes";
import type { PostingList } from "./postings";
import {
  ChunkMemo,
  chunkPostings,
  keptPostingFiles,
  listJson,
  MAX_CHUNK_BYTES,
  TARGET_CHUNK_BYTES,
  type ChunkedPostings,
} from "./postingsChunks";

/** Made-up postings: `count` terms, each with a few (position, value) pairs. */
function made(count: number): { terms: string[]; lists: PostingList[] } {
  const terms = Array.from({ length: count }, (_, t) => `w${String(t).padStart(5, "0")}`);
  return { terms, lists: terms.map((_, t) => Int32Array.of(t % 7, 3 + (t % 5), 2, 9, 40, 1)) };
}

/** A list of `length` numbers, all 1. */
const ones = (length: number): PostingList => new Int32Array(length).fill(1);

/** Chunked postings with every file's bytes made. */
const withBytes = (chunked: ChunkedPostings) => ({ ...chunked, bytes: madeFiles(chunked.bytes) });

describe("postings chunks", () => {
  const { terms, lists } = made(3000);
  const chunked = chunkPostings(terms, lists);

  it("splits the terms and their postings by term range into files that hold them exactly", () => {
    assert.ok(chunked.first.length > 2, `${chunked.first.length} chunks`);
    assert.equal(chunked.first[0], 0);
    chunked.first.forEach((from, k) => {
      const text = bytesOf(chunked.bytes.get(chunked.files[k])!);
      const to = chunked.first[k + 1] ?? terms.length;
      const { terms: held, postings } = JSON.parse(text) as PostingsChunk;
      assert.deepEqual(
        { terms: held, postings },
        {
          terms: terms.slice(from, to),
          postings: lists.slice(from, to).map((list) => Array.from(list)),
        },
      );
      assert.equal(chunked.bounds[k], terms[from]);
      assert.ok(text.length <= MAX_CHUNK_BYTES);
      assert.match(chunked.files[k], /^search-chunks\/[0-9a-f]{16}\.json$/);
    });
  });

  it("keeps the other chunks' bounds and names when one term's postings change", () => {
    const edited = lists.map((list, t) => (t === 10 ? Int32Array.of(0, 5, 7, 1) : list));
    const again = chunkPostings(terms, edited);
    assert.deepEqual(again.first, chunked.first);
    assert.equal(again.files.filter((name, k) => name !== chunked.files[k]).length, 1);
  });

  it("sizes the ranges of ordinary words as if the few very long lists were not there", () => {
    // Common words' lists (a posting for most sections) get chunks of their own anyway.
    const withCommon = lists.map((list, t) => (t % 150 === 0 ? ones(30_000) : list));
    const { bytes } = chunkPostings(terms, withCommon);
    const sizes = [...bytes.values()].map((text) => bytesOf(text).length).sort((a, b) => a - b);
    assert.ok(sizes[sizes.length >> 1] > TARGET_CHUNK_BYTES / 4, `median chunk ${sizes[sizes.length >> 1]} bytes`);
  });

  it("gives a prefix whose terms span several chunks a top in the chunk that would hold it", () => {
    // w00000 to w02999: "w0" spans every chunk; "w00" the first of them.
    const tops = chunked.first.map(
      (_, k) => (JSON.parse(bytesOf(chunked.bytes.get(chunked.files[k])!)) as PostingsChunk).tops ?? [],
    );
    const w0 = tops[0].find((top) => top.p === "w0")!;
    assert.ok(w0, `chunk 0's tops: ${tops[0].map((top) => top.p).join(", ")}`);
    assert.equal(w0.terms.length, 6);
    assert.ok(w0.terms.every((term) => term.startsWith("w0")));
    assert.deepEqual(w0.df, [3, 3, 3, 3, 3, 3]);
    assert.deepEqual(w0.postings[0], Array.from(lists[terms.indexOf(w0.terms[0])]), "short lists whole");
    assert.ok(
      tops.every((list, k) =>
        list.every(
          (top) =>
            prefixChunks({ bounds: chunked.bounds, firsts: chunked.first, termCount: terms.length }, top.p)[0] === k,
        ),
      ),
      "each top in the chunk whose range would hold its prefix",
    );
  });

  it("cuts a chunk that would grow past its limit", () => {
    const big = chunkPostings(["a", "b", "c"], [ones(20_000), ones(20_000), Int32Array.of(1, 1)]);
    // "c" is small enough to share "b"'s chunk; "a" and "b" together would not fit.
    assert.deepEqual(big.first, [0, 1]);
  });
});

describe("postings chunks kept between merges", () => {
  const { terms, lists } = made(3000);
  const chunked = chunkPostings(terms, lists);

  it("gives the same files with a memo of the chunks written last, and reuses the unchanged ones", () => {
    const memo = new ChunkMemo();
    assert.deepEqual(chunkPostings(terms, lists, memo), chunked);
    const edited = lists.map((list, t) => (t === 10 ? Int32Array.of(0, 5, 7, 1) : list));
    const kept = [...memo.chunks.values()];
    const again = chunkPostings(terms, edited, memo);
    assert.ok(
      [...again.bytes.values()].some((bytes) => typeof bytes === "function"),
      "kept chunks' bytes not made",
    );
    assert.deepEqual(withBytes(again), chunkPostings(terms, edited));
    assert.equal([...memo.chunks.values()].filter((chunk) => !kept.includes(chunk)).length, 1);
    const files = keptPostingFiles(memo);
    assert.deepEqual(
      [...files.keys()].sort(),
      [...again.bytes.keys()].sort(),
      "the files of the chunks as last written",
    );
    for (const [name, bytes] of files) assert.equal(bytesOf(bytes), bytesOf(again.bytes.get(name)!), name);
  });

  it("writes again only the part of a common term's whole list that an edit changed", () => {
    // A common term in 100,000 documents (positions 1 to 100,000): 4 parts of 32,768 positions.
    const common = ones(200_000);
    const split = { terms: ["a", "common", "z"], lists: [Int32Array.of(0, 1), common, Int32Array.of(5, 1)] };
    const memo = new ChunkMemo();
    const before = chunkPostings(split.terms, split.lists, memo);
    const whole = (chunked: ChunkedPostings) =>
      (JSON.parse(bytesOf(chunked.bytes.get(chunked.files[1])!)) as PostingsChunk).whole!.files;
    assert.equal(whole(before).length, 4);
    const edited = common.slice();
    edited[2 * 50_000 + 1] = 2;
    const after = chunkPostings(split.terms, [split.lists[0], edited, split.lists[2]], memo);
    assert.deepEqual(
      whole(after).map((name, p) => name === whole(before)[p]),
      [true, false, true, true],
    );
    assert.deepEqual(withBytes(after), chunkPostings(split.terms, [split.lists[0], edited, split.lists[2]]));
    const parts = whole(after).map(
      (name) => (JSON.parse(bytesOf(after.bytes.get(name)!)) as PostingsChunk).postings[0],
    );
    assert.deepEqual(
      parts.map((part) => [part[0], part.length / 2]),
      [
        [1, 32_767],
        [32_768, 32_768],
        [65_536, 32_768],
        [98_304, 1_697],
      ],
      "each part starts from position 0",
    );
  });

  it("writes a chunk again when a term is renamed under the same list", () => {
    const memo = new ChunkMemo();
    chunkPostings(terms, lists, memo);
    const renamed = terms.map((term, t) => (t === 10 ? `${terms[10]}x` : term));
    assert.deepEqual(withBytes(chunkPostings(renamed, lists, memo)), chunkPostings(renamed, lists));
  });
});

describe("postings chunks: a list's JSON", () => {
  it("is the JSON of its numbers, narrow and wide", () => {
    const next = (() => {
      let seed = 5;
      return () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    })();
    const wide = Int32Array.from({ length: 2000 }, (_, k) => (k % 3 === 0 ? next() : next() % 100));
    const narrow = Uint16Array.from({ length: 2000 }, () => next() % 65536);
    for (const list of [wide, narrow, Int32Array.of(0, 9, 10, 99, 100, 2 ** 31 - 1), new Uint16Array(0)])
      assert.equal(listJson(list), JSON.stringify(Array.from(list)));
  });
});
