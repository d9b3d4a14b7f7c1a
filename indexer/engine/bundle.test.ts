import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeFixtureSite } from "../testing/fixtures";

/**
 * The worker ships the engine as an ES module, where all code is strict: elasticlunr's
 * load-time global assignment broke there and nowhere else. Bundle it the same way
 * (esbuild, ESM) and run it.
 */
describe("engine as a bundled ES module", function () {
  this.timeout(60_000);

  it("loads elasticlunr and answers a query in strict mode", async () => {
    const { build } = require("esbuild") as typeof import("esbuild");
    const dir = mkdtempSync(join(tmpdir(), "engine-esm-"));
    try {
      writeFixtureSite(dir);
      const entry = [
        `import { SearchEngine } from ${JSON.stringify(join(__dirname, "engine.js"))};`,
        `import { searchReading } from ${JSON.stringify(join(__dirname, "searching.js"))};`,
        `import { readFileSync } from "node:fs";`,
        `const read = (name) => JSON.parse(readFileSync(${JSON.stringify(dir)} + "/" + name, "utf8"));`,
        `const engine = SearchEngine.load(read("search-index.json"));`,
        `console.log(searchReading(engine, "tasks", 1, read)[0].document.u);`,
      ].join("\n");
      await build({
        stdin: { contents: entry, resolveDir: __dirname, loader: "js" },
        bundle: true,
        format: "esm",
        platform: "node",
        outfile: join(dir, "engine.mjs"),
        nodePaths: (process.env.NODE_PATH ?? "").split(":").filter(Boolean),
        logLevel: "silent",
      });
      const out = execFileSync(process.execPath, [join(dir, "engine.mjs")], { encoding: "utf8" });
      assert.equal(out.trim(), "/docs/concepts/tasks");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
