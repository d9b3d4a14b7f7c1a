import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { KeptOutputs } from "./keptOutputs";

describe("kept outputs of a worker's units", () => {
  let root: string;
  let kept: KeptOutputs;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "kept-outputs-"));
    kept = new KeptOutputs(join(root, "store"));
    mkdirSync(join(root, "store"));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** Writes the unit's files as a build step would, into `out`. */
  const write = (out: string, texts: Record<string, string>): string[] =>
    Object.entries(texts).map(([name, text]) => {
      const file = join(root, out, name);
      mkdirSync(join(file, ".."), { recursive: true });
      writeFileSync(file, text);
      return file;
    });

  it("links a unit's files back into place, the same inodes, when its key is the same, and gives its data", () => {
    const files = write("run1", { "a.html": "<p>a</p>", "texts/1.json": "[1]" });
    const key = kept.keyOf(["--src", "a.md"], ["digest-a"]);
    kept.keep("a", key, files, '{"route":"/a"}');
    const before = files.map((f) => statSync(f).ino);
    rmSync(join(root, "run1"), { recursive: true }); // Bazel deletes an action's outputs before it runs
    assert.equal(kept.restore("a", key), '{"route":"/a"}');
    assert.deepEqual(files.map((f) => readFileSync(f, "utf8")), ["<p>a</p>", "[1]"]);
    assert.deepEqual(files.map((f) => statSync(f).ino), before);
  });

  it("restores nothing for another key, another unit, or a store it cannot read", () => {
    const files = write("run1", { "a.html": "<p>a</p>" });
    kept.keep("a", kept.keyOf(["--src", "a.md"], ["digest-a"]), files);
    rmSync(join(root, "run1"), { recursive: true });
    assert.equal(kept.restore("a", kept.keyOf(["--src", "a.md"], ["digest-a2"])), undefined, "the doc changed");
    assert.equal(kept.restore("a", kept.keyOf(["--src", "a.md", "--html", "x"], ["digest-a"])), undefined, "its flags changed");
    assert.equal(kept.restore("b", kept.keyOf(["--src", "a.md"], ["digest-a"])), undefined, "another unit");
    assert.equal(readdirSync(join(root)).includes("run1"), false, "nothing was linked");
    for (const folder of readdirSync(join(root, "store"))) for (const name of readdirSync(join(root, "store", folder))) if (name !== "kept.json") rmSync(join(root, "store", folder, name));
    assert.equal(kept.restore("a", kept.keyOf(["--src", "a.md"], ["digest-a"])), undefined, "a kept file is gone");
  });

  it("keeps one version per unit: a new key replaces the old one", () => {
    const key1 = kept.keyOf(["a"], ["1"]);
    const key2 = kept.keyOf(["a"], ["2"]);
    kept.keep("a", key1, write("run1", { "a.html": "one" }));
    kept.keep("a", key2, write("run2", { "a.html": "two" }));
    assert.equal(readdirSync(join(root, "store")).length, 1);
    assert.equal(kept.restore("a", key1), undefined);
    rmSync(join(root, "run2"), { recursive: true });
    assert.equal(kept.restore("a", key2), "", "kept without data");
    assert.equal(readFileSync(join(root, "run2", "a.html"), "utf8"), "two");
  });

  it("shares the store between instances (Bazel gives a request to whichever worker is idle)", () => {
    const files = write("run1", { "a.html": "<p>a</p>" });
    const key = kept.keyOf(["a"], ["1"]);
    kept.keep("a", key, files);
    rmSync(join(root, "run1"), { recursive: true });
    const other = new KeptOutputs(join(root, "store"));
    assert.equal(other.restore("a", other.keyOf(["a"], ["1"])), "");
  });
});
