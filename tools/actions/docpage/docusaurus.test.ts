/**
 * A doc written for Docusaurus, construct by construct: what its page shows (HTML), what
 * search indexes (the page's section texts), and what is reported with its line.
 */
import assert from "node:assert/strict";
import type { ShardDocument } from "../../../contracts/data";
import { compileDoc, type CompiledDoc } from "./compile";
import type { DocError } from "./source";

const compile = (text: string): CompiledDoc =>
  compileDoc({ file: "content/docs/guide.md", docPath: "docs/guide.md", bytes: new TextEncoder().encode(text) });

/** Every word search holds for the page: titles, headings and section texts. */
function searchText({ shard, texts }: CompiledDoc): string {
  const documents = shard?.documents ?? [];
  const parts = documents.map(
    (doc: ShardDocument) => doc.t ?? (doc.f ? (JSON.parse(texts.get(doc.f)!) as string[])[doc.o!] : ""),
  );
  return parts.concat(documents.map((doc) => doc.h ?? "")).join(" ");
}

const DOC = [
  "---",
  "sidebar_position: 2",
  "---",
  "",
  "# Using tasks",
  "",
  "Intro.[^why]",
  "",
  ":::tip[Use `npx projen`]",
  "Run tasks through **projen**.",
  ":::",
  "",
  "::::warning Mind the order",
  "Outer text.",
  "",
  ":::note",
  "Inner admonition body.",
  ":::",
  "::::",
  "",
  "> [!IMPORTANT]",
  "> Alert body text.",
  "",
  "## Configure it {#configure}",
  "",
  '```ts title="src/main.ts" showLineNumbers',
  "const project = new Project();",
  "// highlight-next-line",
  "project.synth();",
  "```",
  "",
  "The area is $\\pi r^2$.",
  "",
  "[^why]: Because tasks are declared in code.",
].join("\n");

describe("a Docusaurus doc, construct by construct", () => {
  const compiled = compile(DOC);
  const { html } = compiled.page;

  it("takes its title from the heading after the front matter, and shows it once, keeping its id", () => {
    assert.equal(compiled.page.title, "Using tasks");
    assert.doesNotMatch(html, /<h1/);
    assert.equal(compiled.page.titleId, "using-tasks");
    assert.ok(compiled.links.anchors.includes("using-tasks"));
  });

  it("renders admonitions, nested ones and GitHub alerts, with no ::: left", () => {
    assert.equal((html.match(/<aside class="admonition/g) ?? []).length, 4);
    assert.match(html, /admonition--tip[^>]*><p class="admonition__title">.*Use <code>npx projen<\/code><\/p>/);
    assert.match(html, /admonition--warning[\s\S]*Outer text[\s\S]*admonition--note[\s\S]*Inner admonition body/);
    assert.match(html, /data-type="important"/);
    assert.doesNotMatch(html, /:::|\[!IMPORTANT\]/);
  });

  it("gives a heading its {#custom-id}, out of its text", () => {
    assert.match(html, /<h2 class="anchor" id="configure">Configure it<a href="#configure"/);
    assert.deepEqual(compiled.page.toc, [{ id: "configure", text: "Configure it", level: 2 }]);
  });

  it("renders a code block's title, numbers and highlighted line, without the magic comment", () => {
    assert.match(html, /<div class="code-block__title">src\/main.ts<\/div>/);
    assert.match(html, /<span class="code-line code-line--highlighted" data-line="2">/);
    assert.doesNotMatch(html, /highlight-next-line/);
  });

  it("renders math as MathML and footnotes as a list at the end", () => {
    assert.match(html, /<math xmlns="http:\/\/www.w3.org\/1998\/Math\/MathML">/);
    assert.doesNotMatch(html, /style=/);
    assert.match(html, /<section class="footnotes"[\s\S]*Because tasks are declared in code/);
  });

  it("indexes admonition bodies, code titles and footnotes, not magic comments", () => {
    const text = searchText(compiled);
    for (const words of [
      "Run tasks through projen",
      "Inner admonition body",
      "Alert body text",
      "src/main.ts",
      "project.synth()",
      "Because tasks",
    ]) {
      assert.ok(text.includes(words), words);
    }
    assert.doesNotMatch(text, /highlight-next-line/);
  });
});

describe("a Docusaurus doc's problems, with their lines", () => {
  it("warns about a front matter key it does not know or does not apply", () => {
    const { links } = compile("---\ntitle: T\nsidebar_custom_props:\n  a: 1\nfavourite: yes\n---\nBody.\n");
    assert.deepEqual(links.notes, [
      { line: 3, message: 'front matter "sidebar_custom_props" is not applied by this site yet' },
      { line: 5, message: 'unknown front matter key "favourite" is ignored' },
    ]);
  });

  it("warns about a code language it cannot highlight, and shows the code plain", () => {
    const { links, page } = compile("# T\n\n```klingon\nqapla'\n```\n");
    assert.deepEqual(links.notes, [
      { line: 3, message: 'code block language "klingon" is unknown: shown without highlighting' },
    ]);
    assert.match(page.html, /qapla&#39;/);
  });

  it("fails for a value of the wrong type or a TOC level out of range, naming the line", () => {
    assert.throws(
      () => compile("---\ntitle: T\ndraft: maybe\n---\n"),
      (e: DocError) => e.line === 3 && /"draft" must be a boolean/.test(e.message),
    );
    assert.throws(() => compile("---\ntitle: T\ntoc_max_heading_level: 9\n---\n"), /between 2 and 6, not 9/);
  });

  it("names the page by a front matter title and still shows the doc's own heading", () => {
    const { page } = compile("---\ntitle: Tasks reference\n---\n\n# Working with *tasks*\n\nBody.\n");
    assert.equal(page.title, "Tasks reference");
    assert.equal(page.heading, "Working with tasks");
    assert.equal(page.titleId, "working-with-tasks");
    assert.doesNotMatch(page.html, /<h1/);
    assert.equal(compile("---\ntitle: Same\n---\n# Same\n").page.heading, undefined);
  });

  it("lets the front matter hide the title", () => {
    assert.equal(compile("---\ntitle: T\nhide_title: true\n---\nBody.\n").page.hideTitle, true);
    assert.equal(compile("---\ntitle: T\n---\nBody.\n").page.hideTitle, undefined);
  });

  it("lets the front matter choose the TOC's levels", () => {
    const { page } = compile(
      "---\ntitle: T\ntoc_min_heading_level: 2\ntoc_max_heading_level: 4\n---\n## A\n### B\n#### C\n##### D\n",
    );
    assert.deepEqual(
      page.toc.map((entry) => [entry.text, entry.level]),
      [
        ["A", 2],
        ["B", 3],
        ["C", 4],
      ],
    );
  });
});
