import assert from "node:assert/strict";
import { SearchDocumentType, type ChunkedIndex, type IndexFile, type SearchDocument } from "../../contracts/searchIndex";
import { fixtureFiles } from "../testing/fixtures";
import { MissingIndexFiles, SearchEngine, SearchIndexError } from "./engine";
import { searchFetching, searchReading } from "./searching";

describe("chunk files in the engine", () => {
  const files = fixtureFiles();
  const load = () => SearchEngine.load(JSON.parse(files.get("search-index.json")!));
  const read = (name: string) => JSON.parse(files.get(name)!);

  it("asks for the postings chunks of a query's terms, then the text chunks of its results", () => {
    const engine = load();
    assert.throws(() => engine.search("npx compile", 8), (error: unknown) => error instanceof MissingIndexFiles && error.files.length > 0);
    const read_: string[] = [];
    const results = searchReading(engine, "npx compile", 8, (name) => (read_.push(name), read(name)));
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
    assert.throws(() => engine.addFile(text, ["a"]), /not a chunk file of this index/, "a text chunk no document read so far named");
    assert.throws(() => engine.addFile(postings, [[0]]), /does not hold \d+ terms/);
    assert.throws(() => engine.addFile(postings, read(postings).map(() => [1e9, 1])), /points past the documents/);
    assert.throws(() => engine.addFile(documents, [{ i: 1 }]), /does not hold \d+ documents/);
    engine.addFile(documents, read(documents));
    searchReading(engine, "npx compile", 8, read);
    assert.throws(() => engine.addFile(text, { not: "a list" }), /is not a text chunk/);
  });

  it("refuses an index file that is not the build's", () => {
    const file = JSON.parse(files.get("search-index.json")!) as IndexFile;
    (file[SearchDocumentType.Content].index as ChunkedIndex).docs = [];
    assert.throws(() => SearchEngine.load(file), /entry 4 of the search index: its document chunks are not one file per chunk/);
    (file[SearchDocumentType.Title].index as ChunkedIndex).api = [5, 2];
    assert.throws(() => SearchEngine.load(file), /entry 0 of the search index: its API reference ranges/);
  });
});
