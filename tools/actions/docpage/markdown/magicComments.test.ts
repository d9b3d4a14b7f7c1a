import assert from "node:assert/strict";
import { takeMagicComments } from "./magicComments";

/** Each comment form of `highlight-next-line`, by the style's name in the tests below. */
const FORMS: Record<string, string> = {
  "//": "// highlight-next-line",
  "/* */": "/* highlight-next-line */",
  "{/* */}": "{ /* highlight-next-line */ }",
  "#": "#highlight-next-line",
  "<!-- -->": "<!-- highlight-next-line -->",
  "--": "-- highlight-next-line",
  "%": "% highlight-next-line",
  ";;": ";; highlight-next-line",
  "'": "' highlight-next-line",
  REM: "REM highlight-next-line",
  "!": "! highlight-next-line",
  "(* *)": "(* highlight-next-line *)",
  "*>": "*> highlight-next-line",
};

/** The forms a language takes as magic comments: the others stay in the code, unmarked. */
function recognised(language: string): string[] {
  return Object.entries(FORMS).flatMap(([style, comment]) => {
    const { code, marked } = takeMagicComments(`a\n  ${comment}\nb`, language);
    if (code === "a\nb" && [...marked].join() === "2") return [style];
    assert.equal(code, `a\n  ${comment}\nb`, `${language}: ${style} is either a magic comment or code`);
    assert.equal(marked.size, 0, `${language}: ${style}`);
    return [];
  });
}

const COMMON = ["//", "/* */", "{/* */}", "#", "<!-- -->"];

describe("magic comments, by the language's comment styles (as Docusaurus reads them)", () => {
  it("takes only C-style comments in JavaScript and TypeScript: a # line is code", () => {
    for (const language of ["js", "javascript", "ts", "typescript", "JS"])
      assert.deepEqual(recognised(language), ["//", "/* */"], language);
    const { code, marked } = takeMagicComments("# highlight-next-line\nconst a = 1;", "js");
    assert.equal(code, "# highlight-next-line\nconst a = 1;");
    assert.equal(marked.size, 0);
  });

  it("takes JSX comments in JSX and TSX, HTML comments in HTML", () => {
    for (const language of ["jsx", "tsx"]) assert.deepEqual(recognised(language), ["//", "/* */", "{/* */}"]);
    assert.deepEqual(recognised("html"), ["//", "/* */", "<!-- -->"]);
  });

  it("takes # in Python and Bash, HTML, JSX and # in Markdown", () => {
    for (const language of ["python", "py", "bash"]) assert.deepEqual(recognised(language), ["#"], language);
    for (const language of ["markdown", "md"])
      assert.deepEqual(recognised(language), ["{/* */}", "#", "<!-- -->"], language);
  });

  it("takes -- in Lua, Haskell and SQL (with /* */), % in TeX, ;; in WebAssembly", () => {
    for (const language of ["lua", "haskell"]) assert.deepEqual(recognised(language), ["--"], language);
    assert.deepEqual(recognised("sql"), ["/* */", "--"]);
    for (const language of ["tex", "latex", "matlab"]) assert.deepEqual(recognised(language), ["%"], language);
    assert.deepEqual(recognised("wasm"), [";;"]);
  });

  it("takes the comments of the BASICs, the MLs, Fortran and COBOL", () => {
    const expected: [string[], string[]][] = [
      [
        ["vb", "vba", "visual-basic", "vbnet"],
        ["'", "REM"],
      ],
      [["batch"], ["REM"]],
      [["basic"], ["REM", "!"]],
      [["fsharp"], ["//", "(* *)"]],
      [["ocaml", "sml"], ["(* *)"]],
      [["fortran"], ["!"]],
      [["cobol"], ["*>"]],
    ];
    for (const [languages, styles] of expected)
      for (const language of languages) assert.deepEqual(recognised(language), styles, language);
  });

  it("takes the five common styles in any other language, and in a block with none", () => {
    for (const language of ["go", "rust", "java", "yaml", "sh", "dockerfile", "text", "klingon", ""])
      assert.deepEqual(recognised(language), COMMON, language);
  });

  it("takes a comment opened and closed alike, alone on its line", () => {
    for (const line of [
      "// highlight-next-line -->",
      "/* highlight-next-line",
      "<!-- highlight-next-line */",
      "f(); // highlight-next-line",
      "// highlight-next-line please",
    ])
      assert.equal(takeMagicComments(`${line}\nx`, "").code, `${line}\nx`, line);
    assert.equal(takeMagicComments("\t//highlight-next-line  \nx", "").code, "x");
  });

  it("marks the next line, or the lines between start and end", () => {
    const code = ["a", "# highlight-next-line", "b", "# highlight-start", "c", "d", "# highlight-end", "e"].join("\n");
    const { code: shown, marked } = takeMagicComments(code, "bash");
    assert.equal(shown, "a\nb\nc\nd\ne");
    assert.deepEqual([...marked], [2, 3, 4]);
  });
});
