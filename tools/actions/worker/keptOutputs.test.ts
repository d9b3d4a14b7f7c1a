import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { KeptOutputs } from "./keptOutputs";
import { sweptFolders } from "./keptDir";

let root: string;
/** Gives each test of the enclosing describe a fresh temporary folder, `root`. */
function freshRootPerTest(): void {
  beforeEach(() => (root = mkdtempSync(join(tmpdir(), "kept-outputs-"))));
  afterEach(() => rmSync(root, { recursive: true, force: true }));
}

describe("kept outputs by name (the merge's chunk files)", () => {
  freshRootPerTest();
  /** A new output folder, as Bazel gives each run of the action. */
  const out = (run: number) => {
    const dir = join(root, `out${run}`);
    mkdirSync(dir);
    return dir;
  };
  /** What a run's a.json holds. */
  const aOf = (dir: string) => readFileSync(join(dir, "a.json"), "utf8");

  it("links a file it wrote before into the next output instead of writing it", () => {
    const kept = KeptOutputs.forProcess(0, join(root, "tmp"));
    const first = out(1);
    kept.write(join(first, "a.json"), "a.json", "[1]");
    const second = out(2);
    kept.write(join(second, "a.json"), "a.json", "[1]");
    assert.equal(aOf(second), "[1]");
    assert.equal(statSync(join(second, "a.json")).ino, statSync(join(first, "a.json")).ino, "the same file, linked");
    rmSync(first, { recursive: true });
    const third = out(3);
    kept.write(join(third, "a.json"), "a.json", "[1]");
    assert.equal(aOf(third), "[1]", "still kept once the first output is gone");
  });

  it("makes bytes it is given as a function only when it cannot link them", () => {
    const kept = KeptOutputs.forProcess(0, join(root, "tmp"));
    let made = 0;
    const bytes = () => {
      made++;
      return "[1]";
    };
    kept.write(join(out(1), "a.json"), "a.json", bytes);
    const second = out(2);
    kept.write(join(second, "a.json"), "a.json", bytes);
    assert.equal(aOf(second), "[1]");
    assert.equal(made, 1, "made for the first write only");
  });

  it("writes what it does not keep, and what its store no longer holds as written", () => {
    const store = join(root, "tmp");
    const kept = KeptOutputs.forProcess(0, store);
    kept.write(join(out(1), "a.json"), "a.json", "[1]");
    const [dir] = readdirSync(store);
    rmSync(join(store, dir, "a.json"));
    writeFileSync(join(store, dir, "a.json"), "[22]");
    const second = out(2);
    kept.write(join(second, "a.json"), "a.json", "[1]");
    assert.equal(aOf(second), "[1]", "a kept file of another size is not linked");
  });

  it("keeps only the last merge's files, and sweeps the stores of processes that are gone", async () => {
    const store = join(root, "tmp");
    mkdirSync(join(store, "projen-merge-kept-999999999-0", "a"), { recursive: true });
    writeFileSync(join(store, "projen-merge-kept-999999999-0", "a", "b.json"), "[1]");
    const kept = KeptOutputs.forProcess(1, store);
    // Deleted in the background, under a name of this process's until then.
    assert.ok(!readdirSync(store).includes("projen-merge-kept-999999999-0"));
    await sweptFolders();
    assert.deepEqual(readdirSync(store), [`projen-merge-kept-${process.pid}-1`]);
    const dir = out(1);
    kept.write(join(dir, "a.json"), "a.json", "[1]");
    kept.write(join(dir, "b.json"), "b.json", "[2]");
    kept.retain(new Set(["b.json"]));
    assert.equal(kept.size, 1);
    assert.deepEqual(readdirSync(join(store, `projen-merge-kept-${process.pid}-1`)), ["b.json"]);
  });
});

describe("kept outputs by unit (a doc's files)", () => {
  freshRootPerTest();
  let kept: KeptOutputs;
  beforeEach(() => {
    kept = new KeptOutputs(join(root, "store"));
    mkdirSync(join(root, "store"));
  });

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
    assert.deepEqual(
      files.map((f) => readFileSync(f, "utf8")),
      ["<p>a</p>", "[1]"],
    );
    assert.deepEqual(
      files.map((f) => statSync(f).ino),
      before,
    );
  });

  it("restores nothing for another key, another unit, or a store it cannot read", () => {
    const files = write("run1", { "a.html": "<p>a</p>" });
    kept.keep("a", kept.keyOf(["--src", "a.md"], ["digest-a"]), files);
    rmSync(join(root, "run1"), { recursive: true });
    assert.equal(kept.restore("a", kept.keyOf(["--src", "a.md"], ["digest-a2"])), undefined, "the doc changed");
    assert.equal(
      kept.restore("a", kept.keyOf(["--src", "a.md", "--html", "x"], ["digest-a"])),
      undefined,
      "its flags changed",
    );
    assert.equal(kept.restore("b", kept.keyOf(["--src", "a.md"], ["digest-a"])), undefined, "another unit");
    assert.equal(readdirSync(join(root)).includes("run1"), false, "nothing was linked");
    for (const folder of readdirSync(join(root, "store")))
      for (const name of readdirSync(join(root, "store", folder)))
        if (name !== "kept.json") rmSync(join(root, "store", folder, name));
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
