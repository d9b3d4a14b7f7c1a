import assert from "node:assert/strict";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LinkFacts } from "../../../contracts/data";
import { KeptOutputs } from "../worker/keptOutputs";
import { handle, parseDocPageArgs, splitDocs } from "./main";

const rule = [
  "--src",
  "content/docs/faq.md",
  "--doc-path",
  "docs/faq.md",
  "--page",
  "p.json",
  "--shards",
  "s.json",
  "--texts",
  "texts",
  "--texts-at",
  "search-texts/docs.0.texts",
  "--links",
  "l.json",
];

describe("doc_page command line", () => {
  it("takes what the doc_page rule passes, the anchor routes optional", () => {
    assert.deepEqual(parseDocPageArgs(rule), {
      src: "content/docs/faq.md",
      "doc-path": "docs/faq.md",
      page: "p.json",
      shards: "s.json",
      texts: "texts",
      "texts-at": "search-texts/docs.0.texts",
      links: "l.json",
      files: new Map(),
    });
    assert.equal(parseDocPageArgs([...rule, "--anchor-routes", "a.json"])["anchor-routes"], "a.json");
    assert.equal(parseDocPageArgs([...rule, "--date", "d.json"]).date, "d.json");
    const files = ["--file", "docs/a.png=content/docs/a.png", "--file", "docs/b/c.zip=content/docs/b/c.zip"];
    assert.deepEqual(
      [...parseDocPageArgs([...files, ...rule]).files],
      [
        ["docs/a.png", "content/docs/a.png"],
        ["docs/b/c.zip", "content/docs/b/c.zip"],
      ],
    );
  });

  it("renders HTML only with the route table, asset list and renderer together", () => {
    const html = [
      "--html",
      "dist/docs/faq/index.html",
      "--manifest",
      "m.json",
      "--assets",
      "a.json",
      "--renderer",
      "r.js",
    ];
    assert.deepEqual(parseDocPageArgs([...rule, ...html]).html, {
      out: "dist/docs/faq/index.html",
      manifest: "m.json",
      assets: "a.json",
      renderer: "r.js",
    });
    assert.throws(
      () => parseDocPageArgs([...rule, ...html.slice(0, 4)]),
      /^Error: doc_page: --html needs --manifest, --assets and --renderer$/,
    );
    const parts = ["--table-parts", "dist/_table/docs/docs/faq.0", "--table-parts-at", "/_table/docs/docs/faq.0/"];
    assert.deepEqual(parseDocPageArgs([...rule, ...html, ...parts]).html?.tableParts, {
      dir: "dist/_table/docs/docs/faq.0",
      at: "/_table/docs/docs/faq.0/",
    });
    assert.throws(
      () => parseDocPageArgs([...rule, ...html, ...parts.slice(0, 2)]),
      /^Error: doc_page: --table-parts and --table-parts-at go together$/,
    );
  });

  it("names a flag it does not know, lacks or that lacks its value", () => {
    assert.throws(() => parseDocPageArgs([...rule, "--bogus", "x"]), /^Error: doc_page: Unknown option '--bogus'/);
    assert.throws(() => parseDocPageArgs(rule.slice(2)), /^Error: doc_page: missing --src$/);
    assert.throws(
      () => parseDocPageArgs([...rule, "--anchor-routes"]),
      /^Error: doc_page: Option '--anchor-routes <value>' argument missing/,
    );
    assert.throws(() => parseDocPageArgs([...rule, "stray"]), /^Error: doc_page: Unexpected argument 'stray'/);
  });
});

/** A doc's last commit on its page; a changed commit compiles that doc again, and no other. */
function lastCommitCase(dir: string): void {
  const { docFlags, outputsOf, groupFlags, writeDoc } = docGroup(dir);
  writeDoc("a", "Alpha.");
  writeDoc("b", "Beta.");
  const date = (name: string, timestamp: number) => {
    writeFileSync(join(dir, `${name}.date.json`), JSON.stringify({ author: "Ada", timestamp }));
    return join(dir, `${name}.date.json`);
  };
  const store = new KeptOutputs(join(dir, "store"));
  mkdirSync(join(dir, "store"));
  const args = [...groupFlags(), ...docFlags("a"), "--date", date("a", 0), ...docFlags("b"), "--date", date("b", 0)];
  const digests = (a: string) =>
    new Map([
      [join(dir, "a.md"), "a"],
      [join(dir, "b.md"), "b"],
      [join(dir, "a.date.json"), a],
      [join(dir, "b.date.json"), "b0"],
    ]);
  handle(args, digests("a0"), store);
  const inodes = () => [...outputsOf("a"), ...outputsOf("b")].map((f) => statSync(f).ino);
  const first = inodes();
  const page = (name: string) => JSON.parse(readFileSync(outputsOf(name)[0], "utf8"));
  assert.deepEqual(page("a").lastUpdate, { date: "1970-01-01T00:00:00.000Z", author: "Ada" });

  rmSync(join(dir, "out"), { recursive: true });
  date("a", 86400);
  handle(args, digests("a1"), store);
  const second = inodes();
  assert.deepEqual(page("a").lastUpdate, { date: "1970-01-02T00:00:00.000Z", author: "Ada" });
  assert.notEqual(second[0], first[0], "a: compiled again (its key holds the date file's digest)");
  assert.deepEqual(second.slice(1), first.slice(1), "b: linked back");
}

/** A folder made before each test (handed to `use`) and removed after it. */
function scratchDir(prefix: string, use: (path: string) => void): void {
  let path = "";
  beforeEach(() => use((path = mkdtempSync(join(tmpdir(), prefix)))));
  afterEach(() => rmSync(path, { recursive: true, force: true }));
}

/** A group of docs in `dir`: each doc's source, flags and output, and the group's shards file and link facts (a line per doc). */
function docGroup(dir: string) {
  const docFlags = (name: string) => [
    "--doc",
    "--src",
    join(dir, `${name}.md`),
    "--doc-path",
    `docs/${name}.md`,
    "--page",
    join(dir, "out", `${name}.page.json`),
    "--texts",
    join(dir, "out", "group.texts"),
    "--texts-at",
    "search-texts/docs.0.texts",
  ];
  const outputsOf = (name: string) => [join(dir, "out", `${name}.page.json`)];
  const shardsFile = () => join(dir, "out", "group.shards.json");
  const linksFile = () => join(dir, "out", "group.links.json");
  const groupFlags = () => ["--shards", shardsFile(), "--links", linksFile()];
  const shardLines = () => readFileSync(shardsFile(), "utf8").split("\n");
  const linkLines = () => readFileSync(linksFile(), "utf8").split("\n");
  const writeDoc = (name: string, body: string) =>
    writeFileSync(join(dir, `${name}.md`), `---\ntitle: ${name}\n---\n${body}\n`);
  /** Docs a and b in a group with a store of kept files; `digests(a)` gives a's source that digest, b's stays. */
  const keptPair = () => {
    mkdirSync(join(dir, "store"));
    const digests = (a: string) =>
      new Map([
        [join(dir, "a.md"), a],
        [join(dir, "b.md"), "b1"],
      ]);
    return {
      store: new KeptOutputs(join(dir, "store")),
      args: [...groupFlags(), ...docFlags("a"), ...docFlags("b")],
      digests,
    };
  };
  return { docFlags, outputsOf, shardsFile, linksFile, groupFlags, shardLines, linkLines, writeDoc, keptPair };
}

describe("doc_page groups", () => {
  let dir = "";
  scratchDir("docpage-group-", (path) => (dir = path));

  it("splits a request into each doc's flags, the shared ones first", () => {
    assert.deepEqual(splitDocs(["--anchor-routes", "r.json", "--doc", "--src", "a.md", "--doc", "--src", "b.md"]), [
      ["--anchor-routes", "r.json", "--src", "a.md"],
      ["--anchor-routes", "r.json", "--src", "b.md"],
    ]);
    assert.deepEqual(splitDocs(rule), [rule], "a request without --doc is one doc");
  });

  it("compiles only the docs whose key changed; the others get the files they had, linked back", () => {
    const { keptPair, outputsOf, shardLines, writeDoc } = docGroup(dir);
    writeDoc("a", "Alpha text.");
    writeDoc("b", "Beta text.");
    const { store, args, digests } = keptPair();
    handle(args, digests("a1"), store);
    const first = [...outputsOf("a"), ...outputsOf("b")].map((f) => [readFileSync(f, "utf8"), statSync(f).ino]);
    const firstLines = shardLines();
    assert.equal(firstLines.length, 3, "a line per doc, and the last one ended");
    assert.deepEqual(
      firstLines.slice(0, 2).map((line) => JSON.parse(line).route),
      ["/docs/a", "/docs/b"],
    );

    rmSync(join(dir, "out"), { recursive: true }); // Bazel deletes the action's outputs
    writeDoc("a", "Alpha text, edited.");
    handle(args, digests("a2"), store);
    const second = [...outputsOf("a"), ...outputsOf("b")].map((f) => [readFileSync(f, "utf8"), statSync(f).ino]);
    assert.deepEqual(second.slice(1), first.slice(1), "b: the same files");
    assert.notEqual(second[0][1], first[0][1], "a: compiled again");
    assert.match(second[0][0] as string, /edited/);
    const secondLines = shardLines();
    assert.notEqual(secondLines[0], firstLines[0], "a's shard line is the new one");
    assert.equal(secondLines[1], firstLines[1], "b's line is the one kept with its files");

    rmSync(join(dir, "out"), { recursive: true });
    handle(args, new Map(), store);
    assert.deepEqual(
      [...outputsOf("b")].map((f) => statSync(f).ino === first[1 + outputsOf("b").indexOf(f)][1]),
      [false],
      "without digests nothing is reused",
    );
    assert.deepEqual(shardLines(), secondLines, "the same shards compiled afresh");
  });

  it("tells every doc that cannot be compiled at once, and writes nothing", () => {
    const { docFlags, outputsOf, shardsFile, linksFile, groupFlags, writeDoc } = docGroup(dir);
    writeDoc("good", "Fine.");
    writeFileSync(join(dir, "bad1.md"), "---\ntitle: [oops\n---\n");
    writeFileSync(join(dir, "bad2.md"), "No front matter and no heading.\n");
    assert.throws(
      () => handle([...groupFlags(), ...docFlags("good"), ...docFlags("bad1"), ...docFlags("bad2")]),
      (error: Error) => {
        assert.match(error.message, /bad1\.md:\d+: error: front matter is not valid YAML/);
        assert.match(error.message, /bad2\.md:1: error: the doc has no title/);
        return true;
      },
    );
    for (const file of [...outputsOf("good"), shardsFile(), linksFile()])
      assert.equal(existsSync(file), false, `${file} was written`);
  });
});

describe("doc_page link facts", () => {
  let dir = "";
  scratchDir("docpage-links-", (path) => (dir = path));

  it("are the group's, a doc's each in order, and a kept doc's are the ones kept with its files", () => {
    const { keptPair, linksFile, linkLines, writeDoc } = docGroup(dir);
    writeDoc("a", "Alpha text.");
    writeDoc("b", "Beta text, see [a](./a.md#alpha).");
    const { store, args, digests } = keptPair();
    handle(args, digests("a1"), store);
    const facts = JSON.parse(readFileSync(linksFile(), "utf8")) as LinkFacts[];
    assert.deepEqual(
      facts.map(({ source, route }) => [source, route]),
      [
        [join(dir, "a.md"), "/docs/a"],
        [join(dir, "b.md"), "/docs/b"],
      ],
    );
    assert.deepEqual(facts[1].links, [{ href: "/docs/a#alpha", line: 4, markdown: true }]);
    const first = linkLines();

    rmSync(join(dir, "out"), { recursive: true });
    writeDoc("a", "Alpha text, edited.\n\n## Alpha");
    handle(args, digests("a2"), store);
    const second = linkLines();
    const [edited] = JSON.parse(readFileSync(linksFile(), "utf8")) as LinkFacts[];
    assert.ok(edited.anchors.includes("alpha"), "a's facts are compiled again");
    assert.deepEqual(second.slice(2), first.slice(2), "b's are the ones kept with its files");
  });
});

/** A 2×1 PNG: enough for image-size to read. */
const PNG_2X1 = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000020000000108060000009e1c9e1b0000000d4944415408d763f8cfc0f01f0007020102ea5df4d20000000049454e44ae426082",
  "hex",
);

describe("doc_page: what a doc reads beside its source (files, its last commit)", () => {
  let dir = "";
  scratchDir("docpage-files-", (path) => (dir = path));

  it("links them by hashed URL with the image's size, lists the unused ones, and recompiles only their users", () => {
    const { docFlags, outputsOf, groupFlags, writeDoc } = docGroup(dir);
    writeDoc("a", "![Run tests](./pic.png)\n\n[Download](other/data.zip)");
    writeDoc("b", "No files here.");
    writeFileSync(join(dir, "pic.png"), PNG_2X1);
    mkdirSync(join(dir, "other"));
    writeFileSync(join(dir, "other", "data.zip"), "zip");
    writeFileSync(join(dir, "unused.png"), PNG_2X1);
    const files = ["pic.png", "other/data.zip", "unused.png"].flatMap((f) => ["--file", `docs/${f}=${join(dir, f)}`]);
    const unused = join(dir, "out", "group.unused");
    const args = [...groupFlags(), "--unused", unused, ...files, ...docFlags("a"), ...docFlags("b")];
    const store = new KeptOutputs(join(dir, "store"));
    mkdirSync(join(dir, "store"));
    const digests = (pic: string) =>
      new Map([
        [join(dir, "a.md"), "a1"],
        [join(dir, "b.md"), "b1"],
        [join(dir, "pic.png"), pic],
        [join(dir, "other", "data.zip"), "z1"],
        [join(dir, "unused.png"), "u1"],
      ]);
    handle(args, digests("p1"), store);
    const html = JSON.parse(readFileSync(outputsOf("a")[0], "utf8")).html as string;
    assert.match(
      html,
      /<img src="\/content-files\/docs\/pic-[0-9a-f]{8}\.png" alt="Run tests" width="2" height="1" loading="lazy" decoding="async">/,
    );
    assert.match(html, /<a href="\/content-files\/docs~other\/data-[0-9a-f]{8}\.zip">Download<\/a>/);
    assert.equal(readFileSync(unused, "utf8"), `${join(dir, "unused.png")}\n`);

    const inodes = () => [...outputsOf("a"), ...outputsOf("b")].map((f) => statSync(f).ino);
    const before = inodes();
    rmSync(join(dir, "out"), { recursive: true });
    handle(args, digests("p2"), store);
    const after = inodes();
    assert.notEqual(after[0], before[0], "a, which shows the image, is compiled again");
    assert.deepEqual(after.slice(1), before.slice(1), "b keeps its files");
  });

  it("fails naming the doc and line of an image that is not there", () => {
    const { docFlags, groupFlags, writeDoc } = docGroup(dir);
    writeDoc("a", "Text.\n\n![Missing](./nope.png)");
    assert.throws(
      () => handle([...groupFlags(), ...docFlags("a")]),
      /a\.md:6: error: image not found: docs\/nope\.png/,
    );
  });

  it("shows a doc's last commit, and compiles again only the doc whose commit changed", () => lastCommitCase(dir));
});
