import assert from "node:assert/strict";
import { readSidebarsFile } from "./sidebarsFile";

const docs = { docs: ["intro", { type: "category", label: "Guides", items: ["guides/setup"] }] };

describe("reading a Docusaurus sidebars file", () => {
  it("reads JSON, and names the line of a syntax error", () => {
    assert.deepEqual(readSidebarsFile("sidebars.json", JSON.stringify(docs, null, 2)), docs);
    assert.throws(
      () => readSidebarsFile("content/sidebars.json", '{\n  "docs": [\n    "intro"\n    "setup"\n  ]\n}\n'),
      /^Error: content\/sidebars.json:4: error: sidebars file is not valid JSON: Expected ',' or ']'/,
    );
  });

  it("evaluates CommonJS, as Docusaurus's own template writes it", () => {
    const text = [
      "// @ts-check",
      "/** @type {import('@docusaurus/plugin-content-docs').SidebarsConfig} */",
      "const sidebars = {",
      "  docs: ['intro', {type: 'category', label: 'Guides', items: ['guides/setup']}],",
      "};",
      "module.exports = sidebars;",
    ].join("\n");
    assert.deepEqual(readSidebarsFile("sidebars.js", text), docs);
    assert.deepEqual(readSidebarsFile("sidebars.cjs", text), docs);
  });

  it("evaluates an ES module's default export", () => {
    const text =
      "const guides = ['guides/setup'];\nexport default {\n  docs: ['intro', {type: 'category', label: 'Guides', items: guides}],\n};\n";
    assert.deepEqual(readSidebarsFile("sidebars.mjs", text), docs);
    assert.deepEqual(readSidebarsFile("sidebars.js", text), docs);
  });

  it("strips TypeScript's types, keeping lines", () => {
    const text = [
      "import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';",
      "const label: string = 'Guides';",
      "const sidebars: SidebarsConfig = {",
      "  docs: ['intro', {type: 'category', label, items: ['guides/setup']}],",
      "} satisfies SidebarsConfig;",
      "export default sidebars;",
    ].join("\n");
    assert.deepEqual(readSidebarsFile("sidebars.ts", text), docs);
    assert.throws(
      () => readSidebarsFile("sidebars.ts", "const a: number = 1;\nthrow new Error('boom ' + a);\n"),
      /^Error: sidebars.ts:2: error: evaluating the sidebars file failed: boom 1/,
    );
    assert.throws(
      () => readSidebarsFile("sidebars.ts", "enum E { A }\nexport default {};\n"),
      /^Error: sidebars.ts: error: cannot read its TypeScript/,
    );
  });
});

describe("reading a Docusaurus sidebars file: hermetic", () => {
  it("refuses require and import, naming the file and line", () => {
    assert.throws(
      () =>
        readSidebarsFile(
          "content/sidebars.js",
          "const x = 1;\nconst more = require('./more.js');\nmodule.exports = {};\n",
        ),
      /^Error: content\/sidebars.js:2: error: the sidebars file requires ".\/more.js": it is evaluated alone/,
    );
    assert.throws(
      () => readSidebarsFile("content/sidebars.mjs", "\nimport more from './more.mjs';\nexport default more;\n"),
      /^Error: content\/sidebars.mjs:2: error: the sidebars file imports another module/,
    );
    assert.throws(
      () => readSidebarsFile("sidebars.ts", "import {x} from './x';\nexport default x;\n"),
      /^Error: sidebars.ts:1: error: the sidebars file imports another module/,
    );
  });

  it("sees nothing of the process that evaluates it", () => {
    assert.throws(
      () => readSidebarsFile("sidebars.js", "module.exports = {docs: [process.cwd()]};"),
      /^Error: sidebars.js:1: error: evaluating the sidebars file failed: process is not defined/,
    );
    const reachOut = "module.exports = {docs: [require.constructor('return typeof process')()]};";
    assert.deepEqual(readSidebarsFile("sidebars.js", reachOut), { docs: ["undefined"] });
  });

  it("wants plain data", () => {
    assert.throws(
      () => readSidebarsFile("sidebars.js", "module.exports = {docs: [() => 'intro']};"),
      /^Error: sidebars.js: error: the sidebars file must export plain data/,
    );
  });
});
