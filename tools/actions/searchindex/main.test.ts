import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SearchShard, SiteManifest } from "../../../contracts/data";
import { SearchDocumentType } from "../../../contracts/searchIndex";
import { documentsOf, numberedPages, searchDocuments } from "../../../indexer/index/documents";
import { makeShard, shardLine } from "../../../indexer/index/shard";
import { indexShard, indexShards, plainShard } from "../../../indexer/index/countedTerms";
import { madeFiles } from "../../../indexer/index/fileBytes";
import { mergeIndexes } from "../../../indexer/index/merge";
import { MANIFEST, SHARDS, TEXT_FILES } from "../../../indexer/testing/fixtures";
import { SearchEngine } from "../../../indexer/engine/engine";
import { searchReading } from "../../../indexer/engine/searching";
import { isIndexStep, parseMergeArgs, readShards, runIndex, runMerge, type ParsedShards } from "./main";

/** A shards file's text: a shard per line, as a doc_page action writes its group's. */
const linesOf = (shards: readonly SearchShard[]) => shards.map((shard) => shardLine(shard) + "\n").join("");

/** Writes the fixture's route table (manifest.json) and shards, in two groups, into `dir`; the shards files. */
function writeInputs(dir: string): string[] {
  writeFileSync(join(dir, "manifest.json"), JSON.stringify(MANIFEST));
  return [SHARDS.slice(0, 2), SHARDS.slice(2)].map((group, k) => {
    const file = join(dir, `group${k}.shards.json`);
    writeFileSync(file, linesOf(group));
    return file;
  });
}

/** What the step must write for the fixture: the merge's files. */
const files = madeFiles(mergeIndexes(indexShards(SHARDS), MANIFEST));

describe("search_index step", () => {
  it("parses its arguments and runs from a params file", () => {
    const dir = mkdtempSync(join(tmpdir(), "merge-test-"));
    try {
      const shardFiles = writeInputs(dir);
      const options = parseMergeArgs([
        "--manifest",
        join(dir, "manifest.json"),
        "--out-dir",
        join(dir, "out"),
        ...shardFiles,
      ]);
      assert.ok(!isIndexStep(options));
      assert.equal(options.shards.length, 2);
      runMerge(options);
      assert.equal(readFileSync(join(dir, "out", "search-index.json"), "utf8"), files.get("search-index.json"));
      assert.throws(() => parseMergeArgs(["--out-dir", dir]), /missing --manifest/);
      assert.throws(
        () => parseMergeArgs(["--manifest", "m", "--out-dir"]),
        /^Error: merge: Option '--out-dir <value>' argument missing/,
      );
      assert.throws(
        () => parseMergeArgs(["--manifest", "m", "--out-dir", "d", "--bogus"]),
        /^Error: merge: Unknown option '--bogus'/,
      );
      writeFileSync(join(dir, "bad.json"), linesOf(SHARDS.slice(0, 1)) + "{}\n");
      assert.throws(
        () => runMerge({ ...options, shards: [join(dir, "bad.json")] }),
        /bad\.json:2 is not a search shard/,
      );
      // A shard of an older build, its terms counted in an object.
      writeFileSync(join(dir, "bad.json"), JSON.stringify(SHARDS[0]) + "\n");
      assert.throws(
        () => runMerge({ ...options, shards: [join(dir, "bad.json")] }),
        /bad\.json:1 is not a search shard \(route, documents with counted terms as a flat list.*rebuild it with this version/,
      );
      writeFileSync(join(dir, "bad.json"), "{\n");
      assert.throws(() => runMerge({ ...options, shards: [join(dir, "bad.json")] }), /bad\.json:1 is not valid JSON/);
      assert.throws(() => runMerge({ ...options, shards: [join(dir, "missing.json")] }), /cannot read the shards file/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("search_index step, in segments", () => {
  it("merges each segment into its own chunk folder, then writes the index files from their entries", () => {
    const dir = mkdtempSync(join(tmpdir(), "merge-segments-"));
    try {
      const outDir = join(dir, "out");
      const manifest = join(dir, "manifest.json");
      const entries = writeInputs(dir).map((shards, k) => {
        const options = parseMergeArgs([
          "--manifest",
          manifest,
          "--out-dir",
          outDir,
          "--segment",
          `s${k}`,
          "--entries",
          join(dir, `s${k}.json`),
          shards,
        ]);
        assert.ok(!isIndexStep(options));
        runMerge(options);
        return join(dir, `s${k}.json`);
      });
      const index = parseMergeArgs(["--out-dir", outDir, "--index", ...entries]);
      assert.ok(isIndexStep(index));
      runIndex(index);
      const file = JSON.parse(readFileSync(join(outDir, "search-index.json"), "utf8"));
      assert.equal(file.segments.length, 2);
      assert.match(file.segments[1][0].index.files[0], /^search-chunks\/s1\/[0-9a-f]{16}\.json$/);
      // Searched as one index: every page is found where its segment's chunks are.
      const engine = SearchEngine.load(file);
      const texts = new Map([...TEXT_FILES]);
      const read = (name: string) => JSON.parse(texts.get(name) ?? readFileSync(join(outDir, name), "utf8"));
      const one = SearchEngine.load(JSON.parse(files.get("search-index.json")!));
      const readOne = (name: string) => JSON.parse(texts.get(name) ?? files.get(name)!);
      for (const query of ["tasks", "github workflows", "JobPermission"]) {
        const urls = (results: { document: { u: string; h?: string } }[]) =>
          results.map(({ document }) => document.u + (document.h ?? "")).sort();
        assert.deepEqual(
          urls(searchReading(engine, query, 8, read)),
          urls(searchReading(one, query, 8, readOne)),
          query,
        );
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("search_index step in a persistent worker", () => {
  it("keeps what it parsed of each site while it merges another", () => {
    const dirs = [mkdtempSync(join(tmpdir(), "merge-a-")), mkdtempSync(join(tmpdir(), "merge-b-"))];
    try {
      const runs = dirs.map((dir) => {
        const shards = writeInputs(dir);
        const inputs = new Map([join(dir, "manifest.json"), ...shards].map((file, k) => [file, `digest ${k}`]));
        return { options: { manifest: join(dir, "manifest.json"), outDir: join(dir, "out"), shards }, inputs };
      });
      for (const { options, inputs } of runs) runMerge(options, inputs);
      // Site A's first shard can now only come from what the worker kept of it, the other site merged in between.
      rmSync(runs[0].options.shards[0]);
      rmSync(runs[0].options.outDir, { recursive: true });
      runMerge(runs[0].options, runs[0].inputs);
      assert.equal(
        readFileSync(join(runs[0].options.outDir, "search-index.json"), "utf8"),
        files.get("search-index.json"),
      );
    } finally {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  });

  it("writes the same files as a worker that links the chunks it wrote before", () => {
    const dir = mkdtempSync(join(tmpdir(), "merge-test-"));
    try {
      const shardFiles = writeInputs(dir);
      const inputs = new Map([[join(dir, "manifest.json"), "digest"]]);
      const outDir = join(dir, "out");
      const chunk = [...files.keys()].find((name) => name.startsWith("search-chunks/"))!;
      const links: number[] = [];
      for (const run of ["first", "second"]) {
        // As Bazel does: the action's outputs are deleted before it runs.
        rmSync(outDir, { recursive: true, force: true });
        runMerge({ manifest: join(dir, "manifest.json"), outDir, shards: shardFiles }, inputs);
        for (const [name, text] of files)
          assert.equal(readFileSync(join(outDir, name), "utf8"), text, `${run} run: ${name}`);
        links.push(statSync(join(outDir, chunk)).nlink);
      }
      assert.deepEqual(
        links,
        [2, 2],
        "each run's chunk is also the kept file (the second run linked it, not wrote it)",
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("a group's shards file", () => {
  it("parses again only the lines of a group's file that changed", () => {
    const dir = mkdtempSync(join(tmpdir(), "merge-lines-"));
    try {
      const [file] = writeInputs(dir);
      const known: ParsedShards = new Map();
      const first = readShards(file, known);
      first.keys.forEach((key, k) => known.set(key, first.shards[k]));
      const edited: SearchShard = {
        ...SHARDS[1],
        documents: SHARDS[1].documents.map((doc, k) =>
          k === 0 ? { ...doc, terms: [...doc.terms, "edited", 1] } : doc,
        ),
      };
      writeFileSync(file, linesOf([SHARDS[0], edited]));
      const second = readShards(file, known);
      assert.equal(second.shards[0], first.shards[0], "the same line: the same parsed shard");
      assert.notEqual(second.shards[1], first.shards[1]);
      assert.deepEqual(
        second.shards.map(plainShard),
        [SHARDS[0], edited].map((shard) => plainShard(indexShard(shard))),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("search_index of a docs version", () => {
  it("scopes the version's pages by their routes at /docs: its own 'docs/api' holds /docs/1.2/api/…", () => {
    const manifest: SiteManifest = {
      version: {
        name: "1.2",
        label: "1.2",
        path: "/docs/1.2",
        mainDocRoute: "/docs/1.2/intro",
        searchBase: "/docs/1.2/",
      },
      docs: [
        { route: "/docs/1.2/api/x", title: "X", source: "docs/api/x.md", sidebar: null },
        { route: "/docs/1.2/intro", title: "Intro", source: "docs/intro.md", sidebar: null },
      ],
      sidebars: {},
    };
    const page = (route: string, title: string) =>
      indexShard(makeShard({ route, title, description: "", keywords: [], sections: [] }));
    const pages = numberedPages([page("/docs/1.2/api/x", "X"), page("/docs/1.2/intro", "Intro")], manifest);
    const titles = (context: string) =>
      searchDocuments(documentsOf(pages, context, manifest.version.path)[SearchDocumentType.Title]).map((doc) => [
        doc.u,
        doc.b,
      ]);
    assert.deepEqual(titles("docs/api"), [["/docs/1.2/api/x", ["API Reference"]]]);
    assert.deepEqual(titles(""), [
      ["/docs/1.2/api/x", ["API Reference"]],
      ["/docs/1.2/intro", ["Docs"]],
    ]);
    const apiIndex = (route: string) => mergeIndexes([page(route, "X")], manifest).get("search-index-docs-api.json");
    assert.notEqual(apiIndex("/docs/1.2/api/x"), apiIndex("/docs/1.2/x"));
  });
});
