import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defaultIndexDir, parseCliArgs, runCli, UsageError, userPath } from "./cli";
import { writeFixtureSite } from "../testing/fixtures";

describe("search CLI", () => {
  let dir = "";
  before(() => {
    dir = mkdtempSync(join(tmpdir(), "search-cli-"));
    writeFixtureSite(dir);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  const run = (...args: string[]) => {
    let out = "";
    runCli(["--index-dir", dir, ...args], (text) => (out += text));
    return out;
  };

  it("prints title, url with hash and snippet, as the site ranks them", () => {
    const out = run("running", "tasks");
    // The page with both words first: its title (which has one of them) leads its rows.
    assert.match(
      out,
      /^ 1\. Tasks {2}\[title\]\n {4}\/docs\/concepts\/tasks\n {4}Tasks\n 2\. Tasks {2}\[heading\]\n {4}\/docs\/concepts\/tasks#running-tasks\n {4}Running tasks\n/,
    );
  });

  it("prints one JSON object with --json", () => {
    const json = JSON.parse(run("--json", "tasks"));
    assert.equal(json.query, "tasks");
    assert.equal(json.context, "");
    assert.equal(json.results[0].url, "/docs/concepts/tasks");
    assert.equal(json.results[0].href, "/docs/concepts/tasks?_highlight=tasks");
    assert.equal(json.results[0].path, "Docs › Concepts");
  });

  it("searches a context", () => {
    const json = JSON.parse(run("--context", "docs/api", "--json", "tasks"));
    assert.ok(json.results.length > 0);
    assert.ok(json.results.every((r: { url: string }) => r.url.startsWith("/docs/api/")));
  });

  it("answers a file of queries with one JSON line each", () => {
    const file = join(dir, "queries.txt");
    writeFileSync(file, "tasks\n\n<xylophone>\nescape hatches\n");
    const lines = run("--queries", file)
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    assert.deepEqual(
      lines.map((l) => l.query),
      ["tasks", "<xylophone>", "escape hatches"],
    );
    assert.deepEqual(lines[1].results, []);
  });

  it("says so when nothing is found", () => {
    assert.equal(run("xylophone"), 'No results for "xylophone"\n');
  });

  it("rejects bad usage", () => {
    assert.throws(() => parseCliArgs([]), UsageError);
    assert.throws(() => parseCliArgs(["--context", "blog", "x"]), /unknown context/);
    assert.throws(() => parseCliArgs(["--limit", "0", "x"]), /positive integer/);
    assert.throws(() => parseCliArgs(["--queries", "f", "x"]), /not both/);
    assert.throws(
      () => parseCliArgs(["--nope", "x"]),
      (error) => error instanceof UsageError && /^Unknown option '--nope'/.test(error.message),
    );
    assert.deepEqual(parseCliArgs(["--", "--json"]).query, "--json");
    assert.throws(() => runCli(["--index-dir", join(dir, "missing"), "x"], () => {}), /no search index/);
  });
});

describe("search CLI command line", () => {
  it("takes its flags before or after the query words, in either form", () => {
    assert.deepEqual(
      parseCliArgs(["escape", "--json", "--context", "docs/api", "hatches", "--limit=3", "--index-dir", "d"]),
      {
        context: "docs/api",
        json: true,
        limit: 3,
        indexDir: "d",
        queriesFile: null,
        query: "escape hatches",
      },
    );
    assert.deepEqual(parseCliArgs(["--queries", "q.txt"]), {
      context: "",
      json: false,
      limit: 8,
      indexDir: null,
      queriesFile: "q.txt",
      query: null,
    });
    assert.throws(
      () => parseCliArgs(["x", "--limit"]),
      (error) => error instanceof UsageError && /'--limit <value>' argument missing/.test(error.message),
    );
  });
});

describe("search CLI file locations", () => {
  let dir = "";
  before(() => (dir = mkdtempSync(join(tmpdir(), "search-cli-paths-"))));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it("reads paths given under bazel run from the workspace, not the runfiles", () => {
    assert.equal(userPath("queries.txt", { BUILD_WORKSPACE_DIRECTORY: "/ws" }), "/ws/queries.txt");
    assert.equal(userPath("/abs/q.txt", { BUILD_WORKSPACE_DIRECTORY: "/ws" }), "/abs/q.txt");
    assert.equal(userPath("q.txt", {}), join(process.cwd(), "q.txt"));
  });

  it("finds the built site in runfiles, then the workspace", () => {
    const runfiles = join(dir, "runfiles");
    mkdirSync(join(runfiles, "projen_docs", "dist"), { recursive: true });
    writeFileSync(join(runfiles, "projen_docs", "dist", "search-index.json"), "[]");
    assert.equal(defaultIndexDir({ BAZEL_RUNFILES: runfiles }, "/nowhere"), join(runfiles, "projen_docs", "dist"));
    assert.equal(defaultIndexDir({ BUILD_WORKSPACE_DIRECTORY: "/ws" }, "/nowhere"), "/ws/bazel-bin/dist");
    assert.equal(defaultIndexDir({}, "/repo"), "/repo/bazel-bin/dist");
  });
});
