import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeFixtureSite } from "../../../indexer/testing/fixtures";
import { firstSearchFiles, GzipSizes, searchBytes } from "./searchBytes";

describe("search bytes", () => {
  const dist = mkdtempSync(join(tmpdir(), "search-bytes-"));
  before(() => writeFixtureSite(dist));
  after(() => rmSync(dist, { recursive: true, force: true }));

  it("counts the manifest, the root index and the chunks a first query reads", () => {
    const files = firstSearchFiles(dist, "tasks");
    assert.deepEqual(files.slice(0, 2), [join(dist, "search-manifest.json"), join(dist, "search-index.json")]);
    assert.ok(
      files.length > 3 && files.slice(2).every((file) => file.startsWith(join(dist, "search-"))),
      files.join(" "),
    );
  });

  it("counts a later query's new files only: the same query again costs nothing", () => {
    const bytes = searchBytes(dist, ["tasks", "tasks", "tasks"], 1);
    assert.deepEqual([bytes.firsts, bytes.laters], [1, 2]);
    assert.equal(bytes.first.median, new GzipSizes().of(firstSearchFiles(dist, "tasks")));
    assert.deepEqual(bytes.later, { median: 0, p95: 0, max: 0 });
    assert.deepEqual(bytes.early, bytes.later, "the next query only");
    assert.ok(searchBytes(dist, ["tasks", "release workflow"], 1).later.median > 0);
  });
});
