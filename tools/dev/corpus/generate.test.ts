import assert from "node:assert/strict";
import { docMarkdown, docOf, parseCorpusArgs } from "./generate";

describe("corpus generator", () => {
  it("is deterministic", () => {
    assert.equal(docMarkdown(5, 100, 1), docMarkdown(5, 100, 1));
    assert.notEqual(docMarkdown(5, 100, 1), docMarkdown(5, 100, 2));
  });

  it("puts about one doc in eight under docs/api", () => {
    const api = Array.from({ length: 800 }, (_, i) => docOf(i)).filter((d) => d.path.startsWith("docs/api/"));
    assert.equal(api.length, 100);
  });

  it("puts docs in folders of the size asked for", () => {
    const folders = (size: number) =>
      new Set(Array.from({ length: 10_000 }, (_, i) => docOf(i, size).path.replace(/\/[^/]+$/, "")));
    assert.equal(folders(1250).size, 9, "8 guide sections and 1 API group");
    assert.equal(folders(50).size, 200 + 25);
  });

  it("writes front matter, sections, code, tables and cross-links of about 11 KB", () => {
    const md = docMarkdown(10, 1000, 1);
    assert.match(md, /^---\ntitle: /);
    assert.match(md, /\n## Section 1 /);
    assert.match(md, /\n### Details 1/);
    assert.match(md, /```ts/);
    assert.match(md, /\| Option \| Type \| Default \|/);
    assert.match(md, /\]\(\/docs\//);
    assert.ok(md.length > 6_000 && md.length < 16_000, `length ${md.length}`);
  });
});

describe("corpus command line", () => {
  it("takes what CI and the benchmarks pass, with defaults", () => {
    assert.deepEqual(parseCorpusArgs(["--docs", "1000", "--out", "corpus/n1000"]), {
      docs: 1000,
      seed: 1,
      folderSize: 50,
      out: "corpus/n1000",
      words: "default",
    });
    assert.deepEqual(parseCorpusArgs(["--docs", "50", "--seed", "7"]), {
      docs: 50,
      seed: 7,
      folderSize: 50,
      out: "corpus/n50",
      words: "default",
    });
    assert.deepEqual(parseCorpusArgs([]), {
      docs: 1000,
      seed: 1,
      folderSize: 50,
      out: "corpus/n1000",
      words: "default",
    });
  });

  it("names a bad count and an unknown flag", () => {
    assert.throws(() => parseCorpusArgs(["--docs", "0"]), /^Error: corpus: --docs needs a positive whole number$/);
    assert.throws(() => parseCorpusArgs(["--seed", "x"]), /^Error: corpus: --seed needs a number$/);
    assert.throws(() => parseCorpusArgs(["--bogus"]), /^Error: corpus: Unknown option '--bogus'/);
  });
});
