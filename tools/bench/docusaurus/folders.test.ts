import { strict as assert } from "node:assert";
import { UsageError } from "../../cli/cli";
import { corpusOf } from "./corpus";
import { parseOptions } from "./options";
import { value } from "./outcome";
import { placeSection } from "./report";
import { emptyRuns, type SizeResult, type StaticFigures } from "./results";
import { checkTargets } from "./targets";

describe("folder layout mode: options and corpus", () => {
  it("takes a folder size for the sizes mode, and none by default", () => {
    assert.equal(parseOptions([]).folderDocs, null);
    const options = parseOptions(["--docs", "10000,100000", "--folder-docs", "12500", "--runs", "1"]);
    assert.equal(options.folderDocs, 12500);
    assert.deepEqual(options.docs, [10000, 100000]);
  });
  it("refuses a folder size that is not a positive whole number, and one with --versions", () => {
    assert.throws(() => parseOptions(["--folder-docs", "0"]), UsageError);
    assert.throws(() => parseOptions(["--folder-docs", "1.5"]), UsageError);
    assert.throws(
      () => parseOptions(["--docs", "1000", "--versions", "5", "--folder-docs", "100"]),
      /--folder-docs is for the sizes mode/,
    );
  });
  it("names the corpus by its layout, so the two layouts of one size never share a folder", () => {
    const flat = corpusOf("/ws", 100000, 1, 12500);
    assert.equal(flat.name, "n100000f12500");
    assert.equal(flat.dir, "corpus/bench/n100000f12500");
    assert.equal(flat.folderDocs, 12500);
    const plain = corpusOf("/ws", 100000);
    assert.equal(plain.name, "n100000");
    assert.equal(plain.folderDocs, null);
  });
});

describe("folder layout mode: report and targets", () => {
  const section = (id: string, body: string, folderDocs?: number) => ({
    id,
    body,
    ...(folderDocs ? { folderDocs } : {}),
  });
  it("writes its own section after the default sizes and keeps the others", () => {
    let text = placeSection("", section("sizes", "Default layout.\n"));
    text = placeSection(text, section("sizes-f12500", "Flat folders.\n", 12500));
    text = placeSection(text, section("sizes", "Default again.\n"));
    assert.match(text, /<!-- section: sizes -->\nDefault again\.\n<!-- end: sizes -->/);
    assert.match(
      text,
      /\n## By corpus size, 12,500 docs in every folder\n\n<!-- section: sizes-f12500 -->\nFlat folders\.\n<!-- end: sizes-f12500 -->/,
    );
    assert.ok(text.indexOf("section: sizes -->") < text.indexOf("section: sizes-f12500 -->"));
  });
  it("checks issue 41's limits at 100,000 docs", () => {
    const build = (seconds: number, peak: number) => ({
      seconds: value(seconds),
      peakBytes: value(peak),
      note: "",
      loadBefore: 0,
    });
    const result: SizeResult = {
      docs: 100_000,
      runs: 1,
      sampleRoute: "/docs/x",
      queries: 1,
      ours: emptyRuns(),
      theirs: emptyRuns(),
    };
    result.ours.cold.push(build(14 * 60, 3.9e9));
    result.ours.rebuild.push(build(3.5, 2e9));
    result.ours.noop.push(build(0.8, 2e9));
    const weight = (gzip: number) => ({ raw: gzip * 4, gzip, files: 1 });
    result.ours.figures = {
      files: 1,
      bytes: 1,
      page: { html: weight(1), js: weight(1), css: weight(1), data: weight(25_000) },
      search: { raw: 1, gzip: 1, files: 1 },
      latency: null,
    } as unknown as StaticFigures;
    const status = Object.fromEntries(checkTargets([result]).map((c) => [c.target, c.status]));
    assert.equal(status["100,000 docs: cold build ≤ 15 min"], "met");
    assert.equal(status["100,000 docs: one-doc rebuild ≤ 3 s"], "missed");
    assert.equal(status["100,000 docs: no-op rebuild ≤ 1 s"], "met");
    assert.equal(status["100,000 docs: peak memory ≤ 4 GB"], "met");
    assert.equal(status["100,000 docs: route data before hydration ≤ 20 kB gzip"], "missed");
  });
});
