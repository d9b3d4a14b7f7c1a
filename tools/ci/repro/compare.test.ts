import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { differences, hashTree, parseReproArgs, treeHash } from "./compare";

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "tree-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe("tree comparison", () => {
  it("finds identical trees identical", () => {
    const a = hashTree(tree({ "index.html": "x", "docs/a/index.html": "y" }));
    const b = hashTree(tree({ "docs/a/index.html": "y", "index.html": "x" }));
    assert.equal(treeHash(a), treeHash(b));
    assert.deepEqual(differences(a, b), []);
  });

  it("names files that differ or exist on one side", () => {
    const a = hashTree(tree({ "index.html": "x", "old.html": "o" }));
    const b = hashTree(tree({ "index.html": "X", "new.html": "n" }));
    assert.deepEqual(differences(a, b), ["differs:   index.html", "only in B: new.html", "only in A: old.html"]);
  });
});

describe("repro command line", () => {
  it("takes two folders, resolved against the working directory", () => {
    assert.deepEqual(parseReproArgs(["a/dist", "/abs/dist"], "/ws"), ["/ws/a/dist", "/abs/dist"]);
  });

  it("wants exactly two folders and no flags", () => {
    assert.throws(() => parseReproArgs(["a"], "/ws"), /expected two folders, got 1/);
    assert.throws(() => parseReproArgs(["a", "b", "c"], "/ws"), /expected two folders, got 3/);
    assert.throws(() => parseReproArgs(["--bogus", "a", "b"], "/ws"), /Unknown option '--bogus'/);
  });
});
