import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LAYERS } from "./layers";
import { folderOf, importsOf, violations, wrongWay } from "./imports";
import { runfilesRoot, sourceFiles } from "./sources";

describe("import directions between top-level folders (layers.ts)", () => {
  const root = runfilesRoot();
  const files = sourceFiles();

  it("reads the sources of every top-level folder that has code", () => {
    assert.ok(files.length > 200, `only ${files.length} source files in the runfiles`);
    for (const folder of Object.keys(LAYERS).filter((f) => f !== "content")) {
      assert.ok(
        files.some((file) => folderOf(file) === folder),
        `no source of ${folder}/ was checked`,
      );
    }
  });

  it("knows every top-level folder that has code", () => {
    const unknown = [...new Set(files.map(folderOf))].filter((folder) => !(folder in LAYERS));
    assert.deepEqual(unknown, [], "add these folders to tools/ci/architecture/layers.ts");
  });

  it("finds no import that goes the wrong way", () => {
    const wrong = files.flatMap((file) => violations(file, readFileSync(join(root, file), "utf8")));
    assert.deepEqual(wrong, []);
  });
});

describe("the import reader", () => {
  it("sees every kind of import, type-only ones too", () => {
    const source = [
      'import a from "./a";',
      'import type { B } from "../b";',
      'export { c } from "./c";',
      'export * from "./d";',
      'const e = require("./e");',
      'const f = import("./f");',
      'import g = require("./g");',
      'let h: import("./h").H;',
      "const text = \"import x from './not-an-import'\";",
    ].join("\n");
    assert.deepEqual(
      importsOf("x.ts", source).map((i) => i.specifier),
      ["./a", "../b", "./c", "./d", "./e", "./f", "./g", "./h"],
    );
    assert.deepEqual(
      importsOf("x.tsx", 'import { X } from "./x";\nexport const y = <X />;').map((i) => i.line),
      [1],
    );
  });

  it("fails a wrong-way import and names the file and line", () => {
    // Paths into site/ are put together here, so that no line of this file reads as an import of site/.
    const sitePage = ["..", "..", "site", "lib", "page"].join("/");
    const source = `import { shard } from "./shard";\nimport type { Page } from "${sitePage}";\n`;
    assert.deepEqual(violations("indexer/index/merge.ts", source), [
      `indexer/index/merge.ts:2: indexer/ may not import site/ (${sitePage}); allowed: contracts`,
    ]);
    assert.match(
      wrongWay("contracts/paths.ts", "../indexer/engine/engine") ?? "",
      /contracts\/ may not import indexer\//,
    );
    assert.match(
      wrongWay("tools/actions/prerender/main.ts", ["..", "..", "..", "site", "server", "render"].join("/")) ?? "",
      /tools\/ may not import site\//,
    );
  });

  it("lets the allowed directions and packages through", () => {
    assert.equal(wrongWay("site/search/service.ts", "../../indexer/engine/engine"), null);
    assert.equal(wrongWay("tools/actions/docpage/compile.ts", "../../../contracts/paths"), null);
    assert.equal(wrongWay("site/app/x.ts", "react"), null);
    assert.equal(wrongWay("site/app/x.ts", "node:fs"), null);
    assert.match(wrongWay("site/x.ts", "../../elsewhere") ?? "", /leaves the workspace/);
  });
});
