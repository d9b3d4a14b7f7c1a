import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ShardDocument } from "../../../contracts/data";
import { SearchDocumentType } from "../../../contracts/searchIndex";
import { compileDoc } from "./compile";
import { DocError } from "./source";

const enc = (text: string) => new TextEncoder().encode(text);
/** A Content document's text, from the page's text files. */
const sectionText = (texts: Map<string, string>, doc: ShardDocument) =>
  (JSON.parse(texts.get(doc.f!)!) as string[])[doc.o!];

const compile = (text: string, docPath = "docs/concepts/tasks.md", anchorRoutes?: Record<string, string>) =>
  compileDoc({ file: `content/${docPath}`, docPath, bytes: typeof text === "string" ? enc(text) : text, anchorRoutes });

function errorOf(fn: () => unknown): DocError {
  try {
    fn();
  } catch (error) {
    assert.ok(error instanceof DocError, String(error));
    return error;
  }
  assert.fail("expected a DocError");
}

const doc = [
  "---",
  "title: Tasks",
  "description: How tasks work.",
  "keywords: [tasks, scripts]",
  "---",
  "Intro text with a [link](./components.md#usage) and [faq](/docs/faq/).",
  "",
  "## Defining tasks",
  "",
  "Some `code` here.",
  "",
  "### Steps",
  "",
  "```ts",
  "const x: number = 1;",
  "```",
  "",
  "## Defining tasks",
  "",
  "#### Deep",
  "Deep text.",
].join("\n");

describe("compileDoc output", () => {
  it("renders the body with heading ids, hash links and highlighted code", () => {
    const { page } = compile(doc);
    assert.equal(page.route, "/docs/concepts/tasks");
    assert.equal(page.title, "Tasks");
    assert.match(
      page.html,
      /<h2 class="anchor" id="defining-tasks">Defining tasks<a href="#defining-tasks" class="hash-link"/,
    );
    assert.match(page.html, /id="defining-tasks-1"/);
    assert.match(page.html, /<span class="hljs-keyword">const<\/span>/);
    assert.match(page.html, /class="copy-button"/);
  });

  it("builds a TOC of h2 and h3 only", () => {
    assert.deepEqual(compile(doc).page.toc, [
      { id: "defining-tasks", text: "Defining tasks", level: 2 },
      { id: "steps", text: "Steps", level: 3 },
      { id: "defining-tasks-1", text: "Defining tasks", level: 2 },
    ]);
  });

  it("resolves markdown links to routes and records them with their line", () => {
    const { links, page } = compile(doc);
    assert.match(page.html, /href="\/docs\/concepts\/components#usage"/);
    assert.deepEqual(links.links, [
      { href: "/docs/concepts/components#usage", line: 6, markdown: true },
      { href: "/docs/faq/", line: 6, markdown: false },
    ]);
  });

  it("cuts search sections at h1-h3, keeping h4 text in its section", () => {
    const { shard, texts } = compile(doc);
    const sections = shard!.documents.filter((d) => d.type === SearchDocumentType.Content).map((d) => [d.s, d.h]);
    assert.deepEqual(sections, [
      ["Tasks", ""],
      ["Defining tasks", "#defining-tasks"],
      ["Steps", "#steps"],
      ["Defining tasks", "#defining-tasks-1"],
    ]);
    assert.equal(sectionText(texts, shard!.documents.at(-1)!), "Deep Deep text.");
    assert.deepEqual(shard!.documents.find((d) => d.type === SearchDocumentType.Keywords)?.t, "tasks, scripts");
    assert.deepEqual(shard!.documents.find((d) => d.type === SearchDocumentType.Keywords)?.terms, [
      "task",
      1,
      "script",
      1,
    ]);
  });
});

describe("compileDoc markdown and HTML", () => {
  it("keeps the anchors jsii-docgen declares and resolves type links across pages", () => {
    const md =
      '---\ntitle: projen.build\n---\n### BuildWorkflow <a name="BuildWorkflow" id="projen.build.BuildWorkflow"></a>\n\nSee <a href="#projen.Project">Project</a> and [x](#projen.build.BuildWorkflow).\n';
    const { page, links } = compile(md, "docs/api/build.md", {
      "projen.Project": "/docs/api/projen",
      "projen.build.BuildWorkflow": "/docs/api/build",
    });
    assert.match(page.html, /<h3 class="anchor" id="projen.build.BuildWorkflow">BuildWorkflow<a/);
    assert.match(page.html, /href="#projen.build.BuildWorkflow"/);
    assert.ok(links.anchors.includes("projen.build.BuildWorkflow"));
  });

  it("makes 50 repeated headings unique", () => {
    const md = "---\ntitle: T\n---\n" + Array.from({ length: 50 }, () => "## Same\n").join("\n");
    const ids = compile(md).page.toc.map((t) => t.id);
    assert.equal(new Set(ids).size, 50);
  });

  it("escapes script-capable raw HTML and keeps harmless HTML", () => {
    const { page } = compile(
      "---\ntitle: T\n---\n<script>alert(1)</script>\n\n<kbd>Ctrl</kbd> <img src=x onerror=alert(1)>\n",
    );
    assert.ok(!page.html.includes("<script>"));
    assert.match(page.html, /&lt;script&gt;/);
    assert.match(page.html, /<kbd>Ctrl<\/kbd>/);
    assert.ok(!/<img[^>]*onerror/.test(page.html));
  });

  it("takes the title from a leading h1 when the front matter has none", () => {
    const { page } = compile("# From H1\n\nBody.\n");
    assert.equal(page.title, "From H1");
    assert.ok(!page.html.includes("<h1"));
  });

  it("accepts a BOM and CRLF line ends", () => {
    const { page } = compile("\ufeff---\r\ntitle: CRLF\r\n---\r\n## A\r\n\r\ntext\r\n");
    assert.equal(page.title, "CRLF");
    assert.equal(page.toc[0].id, "a");
  });
});

describe("compileDoc errors", () => {
  it("fails with the file and line for broken front matter", () => {
    const error = errorOf(() => compile("---\ntitle: ok\nbad: [unclosed\n---\nbody\n"));
    assert.equal(error.file, "content/docs/concepts/tasks.md");
    assert.ok(error.line && error.line >= 3, `line ${error.line}`);
    assert.match(error.message, /front matter is not valid YAML/);
  });

  it("fails for a missing or empty title", () => {
    assert.match(errorOf(() => compile("---\ntitle: ''\n---\nbody\n")).message, /has no title/);
    assert.match(errorOf(() => compile("just text\n")).message, /has no title/);
  });

  it("fails for a front matter field of the wrong type", () => {
    const error = errorOf(() => compile("---\ntitle: [a, b]\n---\n"));
    assert.equal(error.line, 2);
    assert.match(error.message, /"title" must be a string/);
  });

  it("fails with the line of invalid UTF-8", () => {
    const bytes = new Uint8Array([...enc("---\ntitle: x\n---\nok\n"), 0xff, 0xfe, ...enc("\n")]);
    const error = errorOf(() => compileDoc({ file: "content/x.md", docPath: "x.md", bytes }));
    assert.equal(error.line, 5);
    assert.match(error.message, /invalid UTF-8/);
  });

  it("fails for front matter that is never closed", () => {
    assert.match(errorOf(() => compile("---\ntitle: x\nbody\n")).message, /never closed/);
  });
});

describe("plain text of tables", () => {
  it("keeps cell words apart for search", () => {
    const { shard, texts } = compileDoc({
      file: "x.md",
      docPath: "x.md",
      bytes: new TextEncoder().encode("---\ntitle: T\n---\n| Name | Type |\n| --- | --- |\n| `a` | b |\n"),
    });
    assert.equal(sectionText(texts, shard!.documents[1]), "Name Type a b");
  });
});

describe("compileDoc of a docs version's doc", () => {
  it("routes it under the version's route base and names its texts in the folder it is given", () => {
    const compiled = compileDoc({
      file: "content/versioned_docs/version-1.2/concepts/tasks.md",
      docPath: "docs/concepts/tasks.md",
      bytes: enc("# Tasks\n\n## Run\n\nRun the tasks.\n"),
      routeBase: "/docs/1.2",
      docsDir: "versioned_docs/version-1.2",
      textsAt: "search-texts/docs/concepts.0.texts",
    });
    assert.equal(compiled.page.route, "/docs/1.2/concepts/tasks");
    const content = compiled.shard!.documents.find((d) => d.type === SearchDocumentType.Content)!;
    assert.match(content.f!, /^search-texts\/docs\/concepts\.0\.texts\/[0-9a-f]{16}\.json$/);
    assert.ok(compiled.texts.has(content.f!));
    assert.equal(compiled.shard!.route, "/docs/1.2/concepts/tasks");
  });

  it("moves a slug into the route base and serves the files beside it from the version's folder", () => {
    const dir = mkdtempSync(join(tmpdir(), "compile-version-"));
    const image = join(dir, "run.png");
    writeFileSync(image, "not really a png");
    const compiled = compileDoc({
      file: "content/versioned_docs/version-1.2/concepts/tasks.md",
      docPath: "docs/concepts/tasks.md",
      bytes: enc("---\nslug: /tasks\n---\n# Tasks\n\n![run](./run.png)\n"),
      routeBase: "/docs/1.2",
      docsDir: "versioned_docs/version-1.2",
      files: new Map([["docs/concepts/run.png", image]]),
    });
    assert.equal(compiled.page.route, "/docs/1.2/tasks");
    assert.match(compiled.page.html, /src="\/content-files\/versioned_docs~version-1\.2~concepts\/run-[^"]+\.png"/);
    assert.deepEqual(compiled.usedFiles, ["docs/concepts/run.png"]);
  });

  it("links a doc the version lacks inside the version, for the link check to report", () => {
    const compiled = compileDoc({
      file: "content/versioned_docs/version-1.2/intro.md",
      docPath: "docs/intro.md",
      bytes: enc("# Intro\n\nSee [tasks](./tasks.md) and [the registry](./registry.md).\n"),
      routeBase: "/docs/1.2",
      docsDir: "versioned_docs/version-1.2",
      routeOf: (docPath) => (docPath === "docs/tasks.md" ? "/docs/1.2/run-tasks" : undefined),
    });
    assert.deepEqual(
      compiled.links.links.map(({ href, doc }) => ({ href, doc })),
      [
        { href: "/docs/1.2/run-tasks", doc: "docs/tasks.md" },
        { href: "/docs/1.2/registry", doc: "docs/registry.md" },
      ],
    );
    // An unversioned site's link facts stay as they were: no doc named.
    const plain = compileDoc({
      file: "content/docs/intro.md",
      docPath: "docs/intro.md",
      bytes: enc("# Intro\n\n[r](./registry.md)\n"),
    });
    assert.deepEqual(plain.links.links, [{ href: "/docs/registry", line: 3, markdown: true }]);
  });
});
