/** The Docusaurus front matter keys that decide where a doc shows: draft, unlisted, image, tags, pagination, sidebar. */
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LinkFacts, SiteManifest } from "../../../contracts/data";
import { compileDoc, type CompileInput } from "./compile";
import { filesNamedBy } from "./filesBeside";
import { frontMatterKeyLine, tagLabels } from "./frontMatter";
import { handle } from "./main";
import { docIdOf } from "./docId";
import { docMeta } from "./meta";
import { type DocError, readDoc } from "./source";

const FILE = "content/docs/guide/page.md";
const input = (text: string, more: Partial<CompileInput> = {}): CompileInput => ({
  file: FILE,
  docPath: "docs/guide/page.md",
  bytes: new TextEncoder().encode(text),
  ...more,
});
const compile = (text: string, more: Partial<CompileInput> = {}) => compileDoc(input(text, more));
const meta = (text: string) => docMeta(FILE, "docs/guide/page.md", readDoc(FILE, Buffer.from(text)), Buffer.from(text));

describe("front matter draft", () => {
  const draft = "---\ntitle: Soon\ndraft: true\nfavourite: x\n---\nBody with [a link](/docs/nowhere).\n";

  it("leaves a draft out when the route table does not list it: no page, no search, links not checked", () => {
    const compiled = compile(draft, { listed: () => false });
    assert.equal(compiled.leftOut, true);
    assert.equal(compiled.shard, null);
    assert.equal(compiled.page.html, "");
    assert.equal(compiled.texts.size, 0);
    assert.deepEqual(compiled.links, {
      route: "/docs/guide/page",
      source: FILE,
      anchors: [],
      links: [],
      draft: true,
      notes: [{ line: 4, message: 'unknown front matter key "favourite" is ignored' }],
    });
    assert.equal(compile(draft).leftOut, true, "without a route table, a draft is left out");
  });

  it("builds a draft the route table lists (a watch build) like any doc", () => {
    const compiled = compile(draft, { listed: (docPath) => docPath === "docs/guide/page.md" });
    assert.equal(compiled.leftOut, undefined);
    assert.match(compiled.page.html, /a link/);
    assert.ok(compiled.shard);
    assert.equal(compiled.links.draft, undefined);
  });

  it("is in the route table's facts, and draft: false is not", () => {
    assert.equal(meta(draft).draft, true);
    assert.equal(meta("---\ntitle: T\ndraft: false\n---\n").draft, undefined);
  });
});

describe("front matter unlisted", () => {
  it("is in the page data, out of search, and in the route table's facts", () => {
    const text = "---\ntitle: Hidden\nunlisted: true\n---\n## Part\n\nSecret words.\n";
    const compiled = compile(text);
    assert.equal(compiled.page.unlisted, true);
    assert.equal(compiled.shard, null);
    assert.equal(compiled.texts.size, 0);
    assert.equal(meta(text).unlisted, true);
    assert.equal(compile("---\ntitle: T\nunlisted: false\n---\n").page.unlisted, undefined);
  });
});

/** A 3×2 PNG's header: image-size reads no more. */
const PNG_3X2 = Buffer.concat([
  Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"),
  Buffer.from([0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0]),
]);

describe("front matter image", () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), "fm-image-"))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("resolves a relative path like an image in the doc, and keeps a URL or a path from the root", () => {
    writeFileSync(join(dir, "social.png"), "png bytes");
    const files = new Map([["docs/guide/social.png", join(dir, "social.png")]]);
    const relative = compile("---\ntitle: T\nimage: ./social.png\n---\n", { files });
    assert.match(relative.page.image ?? "", /^\/content-files\/docs~guide\/social-[0-9a-f]{8}\.png$/);
    assert.deepEqual(relative.usedFiles, ["docs/guide/social.png"]);
    // A real image gives its size, for og:image:width and og:image:height.
    writeFileSync(join(dir, "card.png"), PNG_3X2);
    const sized = compile("---\ntitle: T\nimage: ./card.png\n---\n", {
      files: new Map([["docs/guide/card.png", join(dir, "card.png")]]),
    });
    assert.deepEqual(sized.page.imageSize, { width: 3, height: 2 });
    assert.equal(relative.page.imageSize, undefined);
    assert.equal(
      compile("---\ntitle: T\nimage: https://example.com/card.png\n---\n").page.image,
      "https://example.com/card.png",
    );
    assert.equal(compile("---\ntitle: T\nimage: /img/card.png\n---\n").page.image, "/img/card.png");
    assert.equal(compile("---\ntitle: T\n---\n").page.image, undefined);
  });

  it("is a file the doc names, so a group keeps the doc's outputs keyed on it", () => {
    const files = new Map([["docs/guide/social.png", "x"]]);
    assert.deepEqual(filesNamedBy("---\nimage: ./social.png\n---\n", "docs/guide/page.md", files), [
      "docs/guide/social.png",
    ]);
  });

  it("fails naming the file and line of an image that is not there", () => {
    assert.throws(
      () => compile("---\ntitle: T\ndescription: d\nimage: ./nope.png\n---\n"),
      (e: DocError) =>
        e.message ===
        `${FILE}:4: error: front matter "image" names no file: ./nope.png (a file beside the docs, a path from the site's root, or a URL)`,
    );
  });
});

describe("front matter tags", () => {
  it("keeps the labels in the page data, without a warning", () => {
    const compiled = compile(
      "---\ntitle: T\ntags:\n  - build\n  - label: Release notes\n    permalink: /release\n---\n",
    );
    assert.deepEqual(compiled.page.tags, ["build", "Release notes"]);
    assert.equal(compiled.links.notes, undefined);
    assert.deepEqual(tagLabels("a, b"), ["a", "b"]);
    assert.equal(compile("---\ntitle: T\n---\n").page.tags, undefined);
  });

  it("fails naming the line of a tag that is neither a label nor an object with one", () => {
    assert.throws(
      () => compile("---\ntitle: T\ntags:\n  - permalink: /x\n---\n"),
      (e: DocError) => e.line === 3 && /"tags" must be a list of labels/.test(e.message),
    );
  });
});

describe("front matter pagination and doc ids", () => {
  it("names docs as Docusaurus does, front matter id replacing the last segment", () => {
    assert.equal(docIdOf("docs/concepts/tasks.md"), "concepts/tasks");
    assert.equal(docIdOf("docs/faq/index.md"), "faq/index");
    assert.equal(docIdOf("docs/concepts/tasks.md", { id: "jobs" }), "concepts/jobs");
    assert.equal(docIdOf("docs/intro.mdx", { id: "start" }), "start");
  });

  it("gives the route table the ids named, with the file and line, and the label", () => {
    const text =
      "---\ntitle: T\nid: custom\npagination_label: Short\npagination_next: concepts/tasks\npagination_prev: null\n---\n";
    const m = meta(text);
    assert.equal(m.id, "guide/custom");
    assert.equal(m.paginationLabel, "Short");
    assert.deepEqual(m.paginationNext, { id: "concepts/tasks", file: FILE, line: 5 });
    assert.deepEqual(m.paginationPrev, { id: null, file: FILE, line: 6 });
    assert.equal(meta("---\ntitle: T\n---\n").paginationNext, undefined);
  });

  it("finds a key's line in the front matter only", () => {
    const text = "\uFEFF---\r\ntitle: T\r\nimage: x\r\n---\r\nimage: body\n";
    assert.equal(frontMatterKeyLine(text, "image"), 3);
    assert.equal(frontMatterKeyLine(text, "tags"), 1);
  });

  it("does not warn about the keys it applies", () => {
    const compiled = compile(
      "---\ntitle: T\npagination_label: P\npagination_next: null\nslug: /x\ndisplayed_sidebar: api\n---\n",
    );
    assert.equal(compiled.links.notes, undefined);
  });

  it("gives the route table the sidebar displayed_sidebar names, or null, with the file and line", () => {
    assert.deepEqual(meta("---\ntitle: T\ndisplayed_sidebar: api\n---\n").displayedSidebar, {
      id: "api",
      file: FILE,
      line: 3,
    });
    assert.deepEqual(meta("---\ndisplayed_sidebar: null\ntitle: T\n---\n").displayedSidebar, {
      id: null,
      file: FILE,
      line: 2,
    });
    assert.equal(meta("---\ntitle: T\n---\n").displayedSidebar, undefined);
    assert.throws(
      () => compile("---\ntitle: T\ndisplayed_sidebar: 3\n---\n"),
      (e: DocError) => e.line === 3 && /"displayed_sidebar" must be a string or null, not number/.test(e.message),
    );
  });
});

describe("a group with drafts and unlisted docs", () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), "fm-group-"))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A stand-in for the site's renderer bundle: it writes what it was asked to render. */
  function rendering(manifest: SiteManifest): string[] {
    const renderer = join(dir, "renderer.js");
    writeFileSync(
      renderer,
      "exports.renderer = { renderPage: (i) => ({ html: JSON.stringify({ kind: i.kind, url: i.url, unlisted: i.page?.unlisted }), table: {} }), headersFile: () => '' };\n",
    );
    writeFileSync(join(dir, "manifest.json"), JSON.stringify(manifest));
    writeFileSync(
      join(dir, "assets.json"),
      JSON.stringify({ entry: "/e.js", preload: [], css: [], worker: "/w.js", searchPreload: [] }),
    );
    return ["--manifest", join(dir, "manifest.json"), "--assets", join(dir, "assets.json"), "--renderer", renderer];
  }

  it("renders a left-out draft as the not-found page, with no page data and no shard line", () => {
    mkdirSync(join(dir, "out"));
    const docs = {
      draft: "---\ntitle: Draft\ndraft: true\n---\nSoon.\n",
      hidden: "---\ntitle: Hidden\nunlisted: true\n---\nBy link only.\n",
      open: "---\ntitle: Open\n---\nFor all.\n",
    };
    const route = (name: string) => `/docs/${name}`;
    const manifest: SiteManifest = {
      version: { name: "current", label: "Next", path: "/docs", mainDocRoute: "/docs/open" },
      docs: ["hidden", "open"].map((name) => ({
        route: route(name),
        title: name,
        source: `docs/${name}.md`,
        sidebar: null,
      })),
      sidebars: {},
    };
    const args = [
      "--shards",
      join(dir, "out", "shards.json"),
      "--links",
      join(dir, "out", "links.json"),
      ...rendering(manifest),
    ];
    for (const [name, text] of Object.entries(docs)) {
      writeFileSync(join(dir, `${name}.md`), text);
      args.push("--doc", "--src", join(dir, `${name}.md`), "--doc-path", `docs/${name}.md`);
      for (const kind of ["page", "html"]) args.push(`--${kind}`, join(dir, "out", `${name}.${kind}`));
      args.push("--texts", join(dir, "out", "group.texts"), "--texts-at", "search-texts/docs.0.texts");
    }
    handle(args);
    const out = (file: string) => readFileSync(join(dir, "out", file), "utf8");
    assert.equal(out("draft.page"), "null");
    assert.deepEqual(JSON.parse(out("draft.html")), { kind: "notfound", url: "/docs/draft" });
    const facts = JSON.parse(out("links.json")) as LinkFacts[];
    assert.equal(facts.find(({ source }) => source === join(dir, "draft.md"))?.draft, true);
    assert.deepEqual(JSON.parse(out("hidden.html")), { kind: "doc", url: "/docs/hidden", unlisted: true });
    const lines = out("shards.json").trimEnd().split("\n");
    assert.deepEqual(
      lines.map((line) => JSON.parse(line).route),
      ["/docs/open"],
      "only the listed doc is searchable",
    );
  });
});

describe("front matter slug and id", () => {
  it("gives the doc the route its slug names, in the page, the route table, search and links", () => {
    const text = "---\ntitle: T\nslug: /start\n---\nSee [the other](./other.md) and [moved](./moved.md).\n";
    const routeOf = (docPath: string) => (docPath === "docs/guide/moved.md" ? "/docs/elsewhere" : undefined);
    const compiled = compile(text, { routeOf });
    assert.equal(compiled.page.route, "/docs/start");
    assert.equal(compiled.shard?.route, "/docs/start");
    assert.equal(meta(text).route, "/docs/start");
    assert.deepEqual(
      compiled.links.links.map((l) => l.href),
      ["/docs/guide/other", "/docs/elsewhere"],
    );
  });

  it("routes by id when there is no slug", () => {
    assert.equal(meta("---\ntitle: T\nid: renamed\n---\n").route, "/docs/guide/renamed");
  });

  it("fails, naming the line and the command, when the build laid the doc out for another route", () => {
    const text = "---\ntitle: T\nslug: /start\n---\nBody.\n";
    assert.throws(
      () => compile(text, { laidOutFor: "/docs/guide/page" }),
      (error: DocError) =>
        error.message.includes(`${FILE}:3:`) &&
        error.message.includes("/docs/start") &&
        error.message.includes("bazel sync --only=doc_routes"),
    );
    assert.equal(compile(text, { laidOutFor: "/docs/start/" }).page.route, "/docs/start");
  });
});
