import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { KeptFiles } from "./keptFiles";

describe("kept chunk files", () => {
  let root: string;
  beforeEach(() => (root = mkdtempSync(join(tmpdir(), "kept-test-"))));
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const out = (run: number) => {
    const dir = join(root, `out${run}`);
    mkdirSync(dir);
    return dir;
  };

  it("links a file it wrote before into the next output instead of writing it", () => {
    const kept = KeptFiles.create(0, join(root, "tmp"));
    const first = out(1);
    kept.write(join(first, "a.json"), "a.json", "[1]");
    const second = out(2);
    kept.write(join(second, "a.json"), "a.json", "[1]");
    assert.equal(readFileSync(join(second, "a.json"), "utf8"), "[1]");
    assert.equal(statSync(join(second, "a.json")).ino, statSync(join(first, "a.json")).ino, "the same file, linked");
    rmSync(first, { recursive: true });
    kept.write(join(out(3), "a.json"), "a.json", "[1]");
    assert.equal(readFileSync(join(root, "out3", "a.json"), "utf8"), "[1]", "still kept once the first output is gone");
  });

  it("writes what it does not keep, and what its store no longer holds as written", () => {
    const store = join(root, "tmp");
    const kept = KeptFiles.create(0, store);
    kept.write(join(out(1), "a.json"), "a.json", "[1]");
    const [dir] = readdirSync(store);
    rmSync(join(store, dir, "a.json"));
    writeFileSync(join(store, dir, "a.json"), "[22]");
    kept.write(join(out(2), "a.json"), "a.json", "[1]");
    assert.equal(readFileSync(join(root, "out2", "a.json"), "utf8"), "[1]", "a kept file of another size is not linked");
  });

  it("keeps only the last merge's files, and sweeps the stores of processes that are gone", () => {
    const store = join(root, "tmp");
    mkdirSync(join(store, "projen-merge-kept-999999999-0"), { recursive: true });
    const kept = KeptFiles.create(1, store);
    assert.deepEqual(readdirSync(store), [`projen-merge-kept-${process.pid}-1`]);
    const dir = out(1);
    kept.write(join(dir, "a.json"), "a.json", "[1]");
    kept.write(join(dir, "b.json"), "b.json", "[2]");
    kept.retain(new Set(["b.json"]));
    assert.equal(kept.size, 1);
    assert.deepEqual(readdirSync(join(store, `projen-merge-kept-${process.pid}-1`)), ["b.json"]);
  });
});
