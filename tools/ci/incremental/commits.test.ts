import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { assertThrowaway, changedDates, lastUpdates } from "./commits";

describe("incremental check, commit mode", () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), "commits-"))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("reads every page's last update, and names the pages whose date changed", () => {
    mkdirSync(join(dir, "_page/docs"), { recursive: true });
    const page = (name: string, date?: string) =>
      writeFileSync(join(dir, "_page/docs", name), JSON.stringify(date ? { lastUpdate: { date } } : {}));
    page("a.json", "2024-01-01T00:00:00.000Z");
    page("b.json");
    writeFileSync(join(dir, "_page/docs/draft.json"), "null");
    const before = lastUpdates(dir);
    assert.deepEqual([...before.keys()].sort(), ["_page/docs/a.json", "_page/docs/b.json", "_page/docs/draft.json"]);
    page("b.json", "2024-02-02T00:00:00.000Z");
    assert.deepEqual(changedDates(before, lastUpdates(dir)), ["_page/docs/b.json"]);
  });

  it("refuses to commit in a folder not marked as a throwaway clone", () => {
    assert.throws(() => assertThrowaway(dir), /is not marked as a throwaway clone/);
  });
});
