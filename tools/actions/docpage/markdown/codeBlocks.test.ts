import assert from "node:assert/strict";
import { renderCodeBlock, splitHighlightedLines } from "./codeBlocks";
import { parseFenceInfo, searchableCode } from "./fenceInfo";

describe("code blocks", () => {
  it("reads the language and the meta string", () => {
    assert.deepEqual(parseFenceInfo('ts title="src/main.ts" {1,3-4} showLineNumbers'), {
      language: "ts",
      title: "src/main.ts",
      ranges: new Set([1, 3, 4]),
      lineNumbersFrom: 1,
    });
    assert.deepEqual(parseFenceInfo("ts{4}"), { language: "ts", ranges: new Set([4]) });
    assert.deepEqual(parseFenceInfo("js showLineNumbers=5"), { language: "js", lineNumbersFrom: 5 });
    assert.deepEqual(parseFenceInfo(undefined), { language: "" });
    assert.deepEqual(parseFenceInfo('ts title="showLineNumbers{2}.ts"'), {
      language: "ts",
      title: "showLineNumbers{2}.ts",
    });
  });

  it("splits highlighted HTML into well-formed lines", () => {
    assert.deepEqual(splitHighlightedLines('<span class="c">/* a\nb */</span> x\ny'), [
      '<span class="c">/* a</span>',
      '<span class="c">b */</span> x',
      "y",
    ]);
  });

  it("renders a titled, highlighted, numbered block whose code holds no magic comment", () => {
    const { html, language } = renderCodeBlock(
      "const a = 1;\n// highlight-next-line\nconst b = 2;",
      'ts title="src/main.ts" showLineNumbers',
    );
    assert.equal(language, "ts");
    assert.match(html, /<div class="code-block code-block--numbered code-block--titled" data-language="ts">/);
    assert.match(html, /<div class="code-block__title">src\/main.ts<\/div>/);
    assert.match(html, /<span class="code-line" data-line="1"><span class="hljs-keyword">const<\/span>/);
    assert.match(html, /<span class="code-line code-line--highlighted" data-line="2">/);
    assert.doesNotMatch(html, /highlight-next-line/);
  });

  it("shows a magic comment of another language's style as code, and search indexes it as shown", () => {
    const code = "const a = 1;\n# highlight-next-line\nconst b = 2;\n// highlight-next-line\nconst c = 3;";
    const { html } = renderCodeBlock(code, "js");
    assert.match(html, /<span class="code-line"># highlight-next-line<\/span>/);
    assert.equal((html.match(/code-line--highlighted/g) ?? []).length, 1);
    assert.doesNotMatch(html, /\/\/ highlight-next-line/);
    assert.equal(searchableCode(code, "js"), "const a = 1;\n# highlight-next-line\nconst b = 2;\nconst c = 3;");
    assert.equal(
      searchableCode(code, 'py title="x.py"'),
      "x.py const a = 1;\nconst b = 2;\n// highlight-next-line\nconst c = 3;",
    );
  });

  it("knows highlight.js's languages and aliases, and says when it does not", () => {
    for (const lang of ["go", "rust", "csharp", "sql", "css", "dockerfile", "sh", "shell", "console", "tsx"]) {
      assert.equal(renderCodeBlock("x", lang).unknownLanguage, undefined, lang);
      assert.match(renderCodeBlock("x", lang).html, /class="hljs language-/);
    }
    const unknown = renderCodeBlock("<b>", "klingon");
    assert.equal(unknown.unknownLanguage, "klingon");
    assert.match(unknown.html, /&lt;b&gt;/);
    assert.equal(renderCodeBlock("x", "").unknownLanguage, undefined);
    assert.equal(renderCodeBlock("x", "text").unknownLanguage, undefined);
  });
});
