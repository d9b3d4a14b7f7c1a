import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { JsonObjectSplitter, expandParams } from "./worker";

describe("JsonObjectSplitter", () => {
  it("splits objects that span lines and chunks", () => {
    const splitter = new JsonObjectSplitter();
    assert.deepEqual(splitter.push('{\n  "arguments": ["a}"],\n'), []);
    assert.deepEqual(splitter.push('  "requestId": 1\n}{"requestId":2}'), [
      '{\n  "arguments": ["a}"],\n  "requestId": 1\n}',
      '{"requestId":2}',
    ]);
  });

  it("ignores braces and escaped quotes inside strings", () => {
    const splitter = new JsonObjectSplitter();
    const text = '{"arguments":["\\"{", "}\\\\"]}';
    assert.deepEqual(splitter.push(text), [text]);
    assert.deepEqual(JSON.parse(text).arguments, ['"{', "}\\"]);
  });
});

describe("expandParams", () => {
  it("reads one argument per line from @files", () => {
    const dir = mkdtempSync(join(tmpdir(), "params-"));
    writeFileSync(join(dir, "p"), "--src\ncontent/a b.md\n");
    assert.deepEqual(expandParams(["x", "@" + join(dir, "p")]), ["x", "--src", "content/a b.md"]);
  });
});
