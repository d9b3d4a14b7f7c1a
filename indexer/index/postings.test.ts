import assert from "node:assert/strict";
import { SearchDocumentType } from "../../contracts/searchIndex";
import { countedDocument, type IndexShard } from "./countedTerms";
import {
  PostingsTable,
  valuedPostings,
  withPosting,
  withPostings,
  type PostedDocuments,
  type PostingList,
} from "./postings";

/** A list's numbers, to compare (undefined: no list). */
const numbers = (list: PostingList | undefined) => list && Array.from(list);

/** Deterministic pseudo-random numbers (tests must not vary between runs). */
function random(seed: number): () => number {
  return () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
}

const WORDS = "task project release workflow build deps github node python java compile test lint bump".split(" ");

/** Term → count, to edit (a shard's documents list them flat). */
type TermCounts = Record<string, number>;

function counts(next: () => number, size: number): TermCounts {
  const terms: TermCounts = {};
  for (let k = 0; k < size; k++) {
    const word = WORDS[Math.floor(next() * WORDS.length)];
    terms[word] = (terms[word] ?? 0) + 1;
  }
  return terms;
}

/** Document `i` as a shard of its own, its counts kept as they were given (`plain`) for editing. */
const entry = (
  i: number,
  plain: TermCounts,
  s = "Section",
  type = SearchDocumentType.Content,
): { shard: IndexShard; i: number; plain: TermCounts } => ({
  shard: countedDocument({ type, t: "", s, terms: Object.entries(plain).flat() }),
  i,
  plain,
});

/** An entry's documents, one per shard. */
const posted = (entries: { shard: IndexShard }[]): PostedDocuments => ({
  pages: entries,
  at: new Int32Array(entries.length),
});

describe("postings: one posting changed in a list", () => {
  const list = Int32Array.of(2, 10, 3, 20, 4, 30); // positions 2, 5, 9
  it("sets, adds and removes, keeping the delta encoding", () => {
    assert.deepEqual(numbers(withPosting(list, 5, 21)), [2, 10, 3, 21, 4, 30]);
    assert.deepEqual(numbers(withPosting(list, 0, 1)), [0, 1, 2, 10, 3, 20, 4, 30]);
    assert.deepEqual(numbers(withPosting(list, 7, 1)), [2, 10, 3, 20, 2, 1, 2, 30]);
    assert.deepEqual(numbers(withPosting(list, 2, undefined)), [5, 20, 4, 30]);
    assert.deepEqual(numbers(withPosting(Int32Array.of(4, 1), 4, undefined)), undefined);
    assert.deepEqual(numbers(withPosting(undefined, 3, 7)), [3, 7]);
  });

  it("applies several changes in one pass", () => {
    assert.deepEqual(
      numbers(
        withPostings(
          list,
          new Map([
            [0, 1],
            [5, undefined],
            [9, 31],
            [12, 4],
          ]),
        ),
      ),
      [0, 1, 2, 10, 7, 31, 3, 4],
    );
    assert.equal(
      withPostings(
        list,
        new Map([
          [5, 20],
          [7, undefined],
        ]),
      ),
      list,
    );
  });

  it("gives what decoding, changing and encoding again gives, for random lists and changes", () => {
    const next = random(11);
    const encode = (postings: Map<number, number>) => {
      const sorted = [...postings].sort(([a], [b]) => a - b);
      return sorted.length === 0
        ? undefined
        : sorted.flatMap(([position, value], k) => [k === 0 ? position : position - sorted[k - 1][0], value]);
    };
    for (let round = 0; round < 300; round++) {
      const postings = new Map<number, number>();
      for (let k = Math.floor(next() * 12); k > 0; k--)
        postings.set(Math.floor(next() * 30), 1 + Math.floor(next() * 4));
      const encoded = encode(postings);
      const list = encoded && Int32Array.from(encoded);
      const changes = new Map<number, number | undefined>();
      for (let k = 1 + Math.floor(next() * 4); k > 0; k--)
        changes.set(Math.floor(next() * 32), next() < 0.4 ? undefined : 1 + Math.floor(next() * 4));
      for (const [position, value] of changes)
        value === undefined ? postings.delete(position) : postings.set(position, value);
      assert.deepEqual(
        numbers(withPostings(list, changes)),
        encode(postings),
        `round ${round}: ${JSON.stringify(list)} with ${JSON.stringify([...changes])}`,
      );
    }
  });

  it("gives back the same array when nothing changes", () => {
    assert.equal(withPosting(list, 5, 20), list);
    assert.equal(withPosting(list, 6, undefined), list);
  });
});

describe("postings: lists in 16 bits while they fit", () => {
  it("keeps a list in 16 bits while its deltas fit, and in 32 when one does not", () => {
    const narrow = Uint16Array.of(2, 10, 3, 20); // positions 2, 5
    const wide = withPosting(narrow, 70_005, 30)!;
    assert.ok(wide instanceof Int32Array);
    assert.deepEqual(numbers(wide), [2, 10, 3, 20, 70_000, 30]);
    const back = withPosting(wide, 70_005, undefined)!;
    assert.ok(back instanceof Uint16Array);
    assert.deepEqual(numbers(back), [2, 10, 3, 20]);
    assert.ok(withPosting(narrow, 5, 21) instanceof Uint16Array);
  });

  it("makes a list narrow unless one of its deltas needs 32 bits", () => {
    const entries = Array.from({ length: 70_002 }, (_, i) =>
      entry(i + 1, i === 0 || i === 70_001 ? { rare: 1 } : { task: 1 }),
    );
    const { terms, lists } = valuedPostings(SearchDocumentType.Content, posted(entries));
    const rare = lists[terms.indexOf("rare")];
    assert.ok(rare instanceof Int32Array);
    assert.deepEqual([rare[0], rare[2]], [0, 70_001]);
    assert.ok(lists[terms.indexOf("task")] instanceof Uint16Array);
  });
});

describe("postings table", () => {
  for (const type of [SearchDocumentType.Content, SearchDocumentType.Heading]) {
    it(`gives valuedPostings' lists after every edit, whether it patches or starts afresh (type ${type})`, () => {
      const next = random(type + 7);
      let entries = Array.from({ length: 400 }, (_, i) => entry(i + 1, counts(next, 30), undefined, type));
      const table = new PostingsTable();
      for (let round = 0; round < 60; round++) {
        assert.deepEqual(table.update(type, posted(entries)), valuedPostings(type, posted(entries)), `round ${round}`);
        entries = [...entries];
        const at = Math.floor(next() * entries.length);
        if (round % 10 === 9)
          entries.splice(at, 1); // a document goes: positions move
        else if (round % 10 === 4)
          entries[at] = entry(entries[at].i, counts(next, 300), undefined, type); // a long one: the average moves
        else if (round % 10 === 6)
          entries[at] = entry(entries[at].i, { ...entries[at].plain, [`new${round}`]: 2 }, undefined, type); // a new term
        else if (round % 10 === 7)
          entries[at] = entry(entries[at].i, entries[at].plain, `${WORDS[round % WORDS.length]} heading`, type); // same counts, new section heading
        else entries[at] = entry(entries[at].i, counts(next, 30), undefined, type); // a body edit
      }
    });
  }

  it("patches only the lists of the edited document's terms", () => {
    const next = random(3);
    const entries = Array.from({ length: 400 }, (_, i) => entry(i + 1, counts(next, 30)));
    const table = new PostingsTable();
    const before = table.update(SearchDocumentType.Content, posted(entries));
    const edited = [...entries];
    edited[10] = entry(11, { task: 3, release: 1 });
    const after = table.update(SearchDocumentType.Content, posted(edited));
    const changed = after.terms.filter((term, k) => before.lists[before.terms.indexOf(term)] !== after.lists[k]);
    assert.ok(
      changed.length > 0 && changed.length <= new Set([...Object.keys(entries[10].plain), "task", "release"]).size,
      changed.join(),
    );
  });
});
