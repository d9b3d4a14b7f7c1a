import assert from "node:assert/strict";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { removeTree } from "./keptDir";

describe("removeTree", () => {
  it("deletes a store of more units than it deletes at once, their folders and files", async () => {
    const root = mkdtempSync(join(tmpdir(), "remove-tree-"));
    try {
      const store = join(root, "store");
      for (let unit = 0; unit < 40; unit++) {
        const dir = join(store, String(unit), "texts");
        mkdirSync(dir, { recursive: true });
        for (const name of ["0", "data", "kept.json"]) writeFileSync(join(store, String(unit), name), "x");
        writeFileSync(join(dir, "a.json"), "[]");
      }
      writeFileSync(join(store, "loose.json"), "{}");
      await removeTree(store);
      assert.equal(existsSync(store), false);
      assert.equal(existsSync(root), true, "only the folder given");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
