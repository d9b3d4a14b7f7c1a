import assert from "node:assert/strict";
import {
  BEST_POSTINGS,
  SearchDocumentType,
  SPLIT_POSTINGS,
  type ChunkedIndex,
  type IndexFile,
  type PostingsChunk,
  type SearchDocument,
} from "../../contracts/searchIndex";
import { engineOver, fixtureEngine, fixtureFiles, pageText, siteFiles } from "../testing/fixtures";
import { MissingIndexFiles } from "./chunkFiles";
import { clauseFiles, expandClause } from "./clauseTerms";
import { SearchEngine, SearchIndexError } from "./engine";
import { MAX_LITERAL_CHUNKS } from "./exactMatch";
import { loadTermIndex } from "./compact";
import { searchFetching, searchReading } from "./searching";

const files = fixtureFiles();
const load = () => SearchEngine.load(JSON.parse(files.get("search-index.json")!));
const read = (name: string) => JSON.parse(files.get(name)!);

describe("chunk files in the engine", () => {
  it("asks for the postings chunks of a query's terms, then the text chunks of its results", () => {
    const engine = load();
    assert.throws(
      () => engine.search("npx compile", 8),
      (error: unknown) => error instanceof MissingIndexFiles && error.files.length > 0,
    );
    const read_: string[] = [];
    const results = searchReading(engine, "npx compile", 8, (name) => {
      read_.push(name);
      return read(name);
    });
    assert.ok(read_.length < engine.files.length, `read ${read_.length} of ${engine.files.length} chunk files`);
    const content = results.find((result) => result.type === SearchDocumentType.Content)!;
    assert.match(content.document.t, /npx projen compile/);
    assert.deepEqual(engine.textFilesFor(results), []);
    assert.deepEqual(results, engine.search("npx compile", 8), "once read, the search needs nothing more");
  });

  it("fetches what it needs in rounds, each file once", async () => {
    const engine = load();
    const fetched: string[] = [];
    const { results } = await searchFetching(engine, "tasks", 8, async (name) => {
      fetched.push(name);
      engine.addFile(name, read(name));
    });
    assert.ok(results.length > 0);
    assert.equal(new Set(fetched).size, fetched.length);
  });

  it("refuses a chunk that is not one of its own or not the expected shape", () => {
    const engine = load();
    const file = JSON.parse(files.get("search-index.json")!) as IndexFile;
    const content = file[SearchDocumentType.Content].index as ChunkedIndex;
    const postings = content.files[0];
    const documents = content.docs[0];
    const text = (read(documents) as SearchDocument[])[0].f!;
    assert.throws(() => engine.addFile("search-chunks/0000000000000000.json", []), SearchIndexError);
    assert.throws(
      () => engine.addFile(text, ["a"]),
      /not a chunk file of this index/,
      "a text chunk no document read so far named",
    );
    assert.throws(() => engine.addFile(postings, [[0]]), /does not hold \d+ terms/);
    const chunk = read(postings) as PostingsChunk;
    assert.throws(
      () => engine.addFile(postings, { ...chunk, postings: chunk.postings.map(() => [1e9, 1]) }),
      /points past the documents/,
    );
    assert.throws(() => engine.addFile(content.terms, ["not", "these"]), /does not hold this index's terms/);
    assert.throws(() => engine.addFile(documents, [{ i: 1 }]), /does not hold \d+ documents/);
    engine.addFile(documents, read(documents));
    searchReading(engine, "npx compile", 8, read);
    assert.throws(() => engine.addFile(text, { not: "a list" }), /is not a text chunk/);
  });

  it("refuses an index file that is not the build's", () => {
    const file = JSON.parse(files.get("search-index.json")!) as IndexFile;
    (file[SearchDocumentType.Content].index as ChunkedIndex).docs = [];
    assert.throws(
      () => SearchEngine.load(file),
      /entry 4 of the search index: its document chunks are not one file per chunk/,
    );
    (file[SearchDocumentType.Title].index as ChunkedIndex).api = [5, 2];
    assert.throws(() => SearchEngine.load(file), /entry 0 of the search index: its API reference ranges/);
  });
});

describe("document lists in the engine", () => {
  /** The fixture's index with each entry's document chunks named in list files of one name each, and those files. */
  function listedSite(): { load: () => SearchEngine; read: (name: string) => unknown; lists: Set<string> } {
    const site = new Map(files);
    const file = JSON.parse(site.get("search-index.json")!) as IndexFile;
    const lists = new Set<string>();
    for (const entry of file) {
      const index = entry.index as ChunkedIndex;
      const names = index.docs.map((_, k) => `search-chunks/list-${file.indexOf(entry)}-${k}.json`);
      index.docs.forEach((name, k) => site.set(names[k], JSON.stringify([name])));
      index.lists = { size: 1, files: names };
      index.docs = [];
      for (const name of names) lists.add(name);
    }
    const text = JSON.stringify(file);
    return { load: () => SearchEngine.load(JSON.parse(text)), read: (name) => JSON.parse(site.get(name)!), lists };
  }

  it("reads a result's list, then its chunk, and finds what an engine with every chunk named finds", () => {
    const { load: loadListed, read: readListed, lists } = listedSite();
    const whole = fixtureEngine();
    for (const query of ["tasks", "release workflow", "JobPermission", "taks", "how do I add a task"]) {
      const order: string[] = [];
      const results = searchReading(loadListed(), query, 8, (name) => {
        order.push(name);
        return readListed(name);
      });
      assert.deepEqual(results, whole.search(query, 8), query);
      // A chunk's name is known only from its list.
      if (results.length > 0)
        assert.ok(
          order.some((name) => lists.has(name)),
          `${query}: read a list`,
        );
    }
  });

  it("refuses lists that do not cover the chunks, and a list that is not one", () => {
    const file = JSON.parse(files.get("search-index.json")!) as IndexFile;
    const content = file[SearchDocumentType.Content].index as ChunkedIndex;
    content.lists = { size: 1, files: [] };
    assert.throws(
      () => SearchEngine.load(file),
      /entry 4 of the search index: its document lists are not one file per list/,
    );
    const { load: loadListed, lists } = listedSite();
    const engine = loadListed();
    const list = [...lists][0];
    assert.throws(() => engine.addFile(list, [1, 2]), /document list 0 does not name 1 chunk files/);
  });
});

describe("term chunks in the engine", () => {
  it("gives the results of an engine that has read everything, whatever it reads first", () => {
    const whole = fixtureEngine();
    const queries = [
      "tasks",
      "task",
      "t",
      "ta",
      "pro",
      "release workflow",
      "projen new",
      "package.json",
      "taks",
      "taks comp",
      "projn",
      "zzzz",
      "how do I add a task",
    ];
    const engine = load();
    for (const query of queries) assert.deepEqual(searchReading(engine, query, 8, read), whole.search(query, 8), query);
    for (const query of queries)
      assert.deepEqual(searchReading(load(), query, 8, read), whole.search(query, 8), `${query}, on a fresh engine`);
  });

  it("reads the terms file only to forgive a typo or to complete a prefix that spans many chunks", () => {
    const file = JSON.parse(files.get("search-index.json")!) as IndexFile;
    const termsFiles = new Set(file.map((entry) => (entry.index as ChunkedIndex).terms));
    const readFor = (query: string) => {
      const names: string[] = [];
      searchReading(load(), query, 8, (name) => {
        names.push(name);
        return read(name);
      });
      return names;
    };
    for (const query of ["tasks", "task tasks", "release workflow", "projen new", "compil", "package.json"])
      assert.ok(!readFor(query).some((name) => termsFiles.has(name)), query);
    assert.ok(
      readFor("taks").some((name) => termsFiles.has(name)),
      "a typo",
    );
  });
});

describe("prefix completions from term chunks", () => {
  it("reads a typed word's completions ahead only from its term chunks, not from a terms file", () => {
    // Chunks start at a, ba, bb, bc, bd, c: the completions of "b" span 4 chunks.
    const terms = ["a", "b", "ba", "bb", "bc", "bd", "c"];
    const first = [0, 2, 3, 4, 5, 6];
    const entry = (type: number) => ({
      documents: [],
      index: {
        v: 6,
        termCount: 7,
        maxLength: 4,
        terms: `t${type}.json`,
        count: 1,
        api: [],
        first,
        bounds: first.map((id) => terms[id]),
        files: first.map((id) => `${type}-${terms[id]}.json`),
        docs: [`d${type}.json`],
        ...(type > 0 ? { pages: [1] } : {}),
      },
    });
    const engine = SearchEngine.load([0, 1, 2, 3, 4].map(entry));
    assert.throws(
      () => engine.search("b", 8),
      (error: unknown) =>
        error instanceof MissingIndexFiles &&
        error.files.every((file) => !file.startsWith("t")) &&
        error.files.length === 5,
      "round 1: the chunk that would hold b in each entry, no terms file",
    );
  });
});

describe("prefix completions from a prefix top", () => {
  it("completes a prefix from its top when the chunk that would hold it has one, else from its chunks", () => {
    // Chunks of two terms start at a, bbba, bbbb, bbbc, bbbd, c: "bbb" spans 5 chunks (a to bbbd), "bbbb" one.
    const bounds = ["a", "bbba", "bbbb", "bbbc", "bbbd", "c"];
    const layout: ChunkedIndex = {
      v: 6,
      termCount: 12,
      maxLength: 5,
      terms: "t.json",
      count: 3,
      api: [],
      first: [0, 2, 4, 6, 8, 10],
      bounds,
      files: bounds.map((b) => `${b}.json`),
      docs: ["d.json"],
    };
    const chunk = (term: string, tops?: PostingsChunk["tops"]): PostingsChunk => ({
      terms: [term, `${term}a`],
      postings: [
        [0, 5],
        [1, 5],
      ],
      ...(tops ? { tops } : {}),
    });
    const filesFor = (index = loadTermIndex(layout), token = "bbb", prefix = true, distance = 0) => {
      const into = new Set<string>();
      clauseFiles(index, { token, prefix, distance }, into);
      return [...into].sort();
    };
    assert.deepEqual(filesFor(undefined, "bbbb", false), ["bbbb.json"]);
    assert.deepEqual(filesFor(undefined, "bbbb", true), ["bbbb.json"]);
    assert.deepEqual(filesFor(), ["a.json"], "first the chunk that would hold bbb, which holds its top if it has one");
    const withoutTop = loadTermIndex(layout);
    withoutTop.addChunk(0, chunk("a"));
    assert.deepEqual(filesFor(withoutTop), ["bbba.json", "bbbb.json", "bbbc.json", "bbbd.json"], "no top: its terms");
    const withTop = loadTermIndex(layout);
    withTop.addChunk(
      0,
      chunk("a", [
        {
          p: "bbb",
          terms: ["bbbc", "bbba"],
          df: [2, 1],
          postings: [
            [0, 9, 2, 3],
            [1, 4],
          ],
        },
      ]),
    );
    assert.deepEqual(filesFor(withTop), [], "a top: nothing more to read");
    const completions = expandClause(withTop, { token: "bbb", prefix: true, distance: 0 });
    assert.deepEqual(
      completions.map(({ term }) => term),
      ["bbbc", "bbba"],
    );
    assert.deepEqual(
      completions.map(({ id }) => [
        withTop.df(id),
        [...withTop.postings(id)!.docs.slice(withTop.postings(id)!.from, withTop.postings(id)!.to)],
      ]),
      [
        [2, [0, 2]],
        [1, [1]],
      ],
      "the top's completions, with their counts and best postings",
    );
    assert.throws(() =>
      withTop.addChunk(1, chunk("bbba", [{ p: "bbb", terms: ["bbbc"], df: [1], postings: [[0, 1]] }])),
    );
    assert.deepEqual(filesFor(undefined, "bbbb", false, 1), ["bbbb.json", "t.json"], "a typo");
  });
});

describe("chunks of one term", () => {
  // Common words, each a chunk of its own: cluster, command, compile, config.
  const bounds = ["cluster", "command", "compile", "config"];
  const layout: ChunkedIndex = {
    v: 6,
    termCount: 4,
    maxLength: 7,
    terms: "t.json",
    count: 2,
    api: [],
    first: [0, 1, 2, 3],
    bounds,
    files: bounds.map((b) => `${b}.json`),
    docs: ["d.json"],
    tops: { c: "top-c.json" },
  };
  const filesFor = (index: ReturnType<typeof loadTermIndex>, token: string, prefix: boolean) => {
    const into = new Set<string>();
    clauseFiles(index, { token, prefix, distance: 0 }, into);
    return [...into].sort();
  };

  it("knows a one-term chunk's term without reading it", () => {
    const index = loadTermIndex(layout);
    assert.deepEqual(filesFor(index, "con", false), [], "between command and config: no term");
    assert.equal(index.idOf("con"), -1);
    assert.equal(index.idOf("config"), 3);
    assert.deepEqual(filesFor(index, "config", false), []);
    assert.deepEqual(
      filesFor(index, "conf", true),
      [],
      "its completion is known: only its postings are read, to score it",
    );
  });

  it("reads a top whose first chunk holds one term from its own file", () => {
    const index = loadTermIndex(layout);
    assert.deepEqual(filesFor(index, "c", true), ["top-c.json"]);
    index.addTop({
      p: "c",
      terms: ["config", "cluster"],
      df: [2, 1],
      postings: [
        [0, 3, 1, 3],
        [1, 2],
      ],
    });
    assert.deepEqual(filesFor(index, "c", true), []);
    assert.deepEqual(
      expandClause(index, { token: "c", prefix: true, distance: 0 }).map(({ term }) => term),
      ["config", "cluster"],
    );
    assert.throws(() => index.addTop({ p: "co", terms: [], df: [], postings: [] }), /no top/);
  });
});

describe("literal headings at scale", () => {
  it("reads the headings that may be the query as typed only when they are in few chunks", () => {
    const sections = Array.from({ length: 1200 }, (_, k): [string, string, string] => [
      k % 2 ? "Details 1" : `Part ${k}`,
      `#s${k}`,
      `Section ${k} says little.`,
    ]);
    const site = siteFiles([pageText("/docs/api/github.workflows", "projen.github.workflows", "", [], sections)]);
    const headingChunks = (
      (JSON.parse(site.get("search-index.json")!) as IndexFile)[SearchDocumentType.Heading].index as ChunkedIndex
    ).docs;
    assert.ok(headingChunks.length >= 10 && MAX_LITERAL_CHUNKS < 10, `${headingChunks.length} chunks of headings`);
    const readFor = (query: string) => {
      const names: string[] = [];
      const results = searchReading(SearchEngine.load(JSON.parse(site.get("search-index.json")!)), query, 8, (name) => {
        names.push(name);
        return JSON.parse(site.get(name)!);
      });
      return { results, headingReads: names.filter((name) => headingChunks.includes(name)).length };
    };
    const many = readFor("details 1");
    assert.equal(many.results.find((result) => result.type === SearchDocumentType.Heading)?.document.t, "Details 1");
    assert.ok(many.headingReads <= 2, `read ${many.headingReads} of ${headingChunks.length} heading chunks`);
    const one = readFor("part 600");
    assert.equal(one.results[0].document.t, "Part 600", "a heading that is the query, read and boosted");
  });
});

/**
 * A page of SPLIT_POSTINGS + 600 sections that all say "common", each with its own word and
 * some more "common" the further down: the content entry splits the term. Parts of 10,000
 * positions: its whole list comes in two files.
 */
function commonTermSite() {
  const sections = Array.from({ length: SPLIT_POSTINGS + 600 }, (_, k): [string, string, string] => [
    `Part ${k}`,
    `#part-${k}`,
    `common ${"common ".repeat(k % 5)}word${k}x`,
  ]);
  const site = siteFiles([pageText("/docs/concepts/tasks", "Tasks", "", [], sections)], { partSpan: 10_000 });
  const readSite = (name: string) => JSON.parse(site.get(name)!);
  /** The files of the whole list of the content entry's common term. */
  const wholeFiles = (): string[] => {
    const file = readSite("search-index.json") as IndexFile;
    const content = file[SearchDocumentType.Content].index as ChunkedIndex;
    return content.files.map((name) => readSite(name) as PostingsChunk).find((chunk) => chunk.whole)!.whole!.files;
  };
  return { sections, site, readSite, wholeFiles, loadSite: () => SearchEngine.load(readSite("search-index.json")) };
}

describe("a common term's best postings and whole list", () => {
  const { sections, site, readSite, wholeFiles, loadSite } = commonTermSite();

  it("splits the term: its chunk holds its best postings, its whole list is in files apart, by ranges of positions", () => {
    const file = readSite("search-index.json") as IndexFile;
    const content = file[SearchDocumentType.Content].index as ChunkedIndex;
    const chunks = content.files.map((name) => readSite(name) as PostingsChunk);
    const split = chunks.filter((chunk) => chunk.whole);
    assert.deepEqual(
      split.map((chunk) => chunk.terms),
      [["common"]],
    );
    assert.equal(split[0].postings[0].length, 2 * BEST_POSTINGS);
    assert.equal(split[0].whole!.df, sections.length);
    const parts = split[0].whole!.files.map((name) => (readSite(name) as PostingsChunk).postings[0]);
    assert.equal(parts.length, 2, "a part per 10,000 positions");
    assert.equal(
      parts.reduce((sum, part) => sum + part.length, 0),
      2 * sections.length,
    );
    assert.ok(parts[1][0] >= 10_000, "a part's list starts from position 0, as any list does");
  });

  it("reads the whole list only for more than a few results, and then ranks as an engine that has read everything", () => {
    const parts = wholeFiles();
    const readFor = (limit: number) => {
      const names: string[] = [];
      const engine = loadSite();
      const results = searchReading(engine, "common", limit, (name) => {
        names.push(name);
        return readSite(name);
      });
      return { names, results, engine };
    };
    const few = readFor(8);
    assert.ok(!parts.some((part) => few.names.includes(part)), "the dropdown's few results read the best postings");
    assert.equal(few.results.length > 0, true);
    const many = readFor(100);
    assert.ok(
      parts.every((part) => many.names.includes(part)),
      "a long list reads the whole list",
    );
    const whole = engineOver(site);
    assert.deepEqual(many.results, whole.search("common", 100));
    assert.equal(many.engine.searchShown("common", 100, 100).count, whole.searchShown("common", 100, 100).count);
    assert.deepEqual(
      few.results.map((result) => result.document.u + (result.document.h ?? "")),
      whole.search("common", 8).map((result) => result.document.u + (result.document.h ?? "")),
      "the best postings give the same first results",
    );
  });

  it("refuses a whole list that is not its term's", () => {
    const [first, second] = wholeFiles();
    const engine = loadSite();
    searchReading(engine, "common", 8, readSite);
    assert.throws(
      () => engine.addFile(first, { terms: ["other"], postings: [[0, 1]] }),
      /the whole list of chunk \d+ is not its term's/,
    );
    engine.addFile(first, { terms: ["common"], postings: [[0, 1]] });
    assert.throws(
      () => engine.addFile(second, { terms: ["common"], postings: [[12_000, 1]] }),
      /does not hold \d+ documents/,
      "checked once every part is there",
    );
  });
});
