import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { functionsOf, longFunctions, MAX_FUNCTION_LINES } from "./functions";
import { runfilesRoot, sourceFiles } from "./sources";

describe(`functions of at most ${MAX_FUNCTION_LINES} lines`, () => {
  it("holds for every source file, tests included", () => {
    const root = runfilesRoot();
    const long = sourceFiles().flatMap((file) => longFunctions(file, readFileSync(join(root, file), "utf8")));
    assert.deepEqual(long, []);
  });

  it("measures functions, methods, arrows and test callbacks by name", () => {
    const body = (n: number) => Array.from({ length: n }, (_, k) => `  const v${k} = ${k};`).join("\n");
    const source = [
      `export function short() {\n${body(3)}\n}`,
      `const arrow = () => {\n${body(90)}\n};`,
      `class Widget {\n  render() {\n${body(1)}\n  }\n}`,
      `describe("a suite", () => {\n${body(81)}\n});`,
    ].join("\n");
    const spans = functionsOf("x.ts", source).map(({ name, lines }) => `${name}:${lines}`);
    assert.deepEqual(spans, ["short:5", "arrow:92", "render:3", "a suite:83"]);
    assert.deepEqual(
      longFunctions("x.ts", source).map((line) => line.split(": ")[1]),
      ["arrow is 92 lines (at most 80)", "a suite is 83 lines (at most 80)"],
    );
  });
});
