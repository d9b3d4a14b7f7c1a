import assert from "node:assert/strict";
import { SearchDocumentType, type IndexFile } from "../../contracts/searchIndex";
import { fixtureFiles } from "../testing/fixtures";
import { SearchEngine, SearchIndexError } from "./engine";

describe("text chunks in the engine", () => {
  const files = fixtureFiles();
  const load = () => SearchEngine.load(JSON.parse(files.get("search-index.json")!));

  it("names the chunks a query's results need, and none once they are read", () => {
    const engine = load();
    const results = engine.search("npx compile", 8);
    const content = results.find((result) => result.type === SearchDocumentType.Content)!;
    assert.equal(content.document.t, undefined);
    const needed = engine.textFilesFor(results);
    assert.ok(needed.length > 0);
    for (const name of needed) engine.addTextFile(name, JSON.parse(files.get(name)!));
    assert.match(content.document.t, /npx projen compile/);
    assert.deepEqual(engine.textFilesFor(results), []);
  });

  it("refuses a chunk that is not one of its own or not the expected shape", () => {
    const engine = load();
    const name = (JSON.parse(files.get("search-index.json")!) as IndexFile)[SearchDocumentType.Content].text![0];
    assert.throws(() => engine.addTextFile("search-chunks/0000000000000000.json", []), SearchIndexError);
    assert.throws(() => engine.addTextFile(name, { not: "a list" }), /not the text chunk this index expects/);
    assert.throws(() => engine.addTextFile(name, []), /not the text chunk this index expects/);
  });

  it("refuses an index whose documents point outside its chunk list", () => {
    const file = JSON.parse(files.get("search-index.json")!) as IndexFile;
    file[SearchDocumentType.Content].documents[0].c = 99;
    assert.throws(() => SearchEngine.load(file), /entry 4 of the search index: document \d+ has neither text nor a place/);
  });
});
