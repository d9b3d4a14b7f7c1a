/**
 * Bad input through the real tools (the same binaries the doc_page and link_check rules
 * run): each bad doc gets its exact outcome — an error naming the file, the line where
 * known and the reason, a non-zero exit and no output written — or, for what the spec
 * calls warnings, a warning with file and line while the build goes on.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const runfiles = join(process.env.BAZEL_RUNFILES!, "projen_docs");
const docpage = join(runfiles, "tools/actions/docpage/docpage_/docpage");
const linkcheck = join(runfiles, "tools/actions/linkcheck/linkcheck_/linkcheck");
const bad = "tools/actions/docpage/testdata/bad";

interface Outcome {
  status: number;
  stderr: string;
  outputs: Record<string, string | null>;
}

function compile(src: string, docPath = "docs/" + src.split("/").pop()): Outcome {
  const out = mkdtempSync(join(tmpdir(), "bad-"));
  const files = Object.fromEntries(["page", "shards", "links"].map((k) => [k, join(out, `${k}.json`)]));
  const params = join(out, "params");
  const flags = [
    ...Object.entries(files).flatMap(([k, f]) => [`--${k}`, f]),
    ...["--texts", join(out, "texts"), "--texts-at", "search-texts/docs.0.texts"],
  ];
  writeFileSync(params, ["--src", src, "--doc-path", docPath, ...flags].join("\n"));
  const run = spawnSync(docpage, ["@" + params], { cwd: runfiles, encoding: "utf8", timeout: 120_000 });
  const outputs = Object.fromEntries(
    Object.entries(files).map(([k, f]) => [k, existsSync(f) ? readFileSync(f, "utf8") : null]),
  );
  return { status: run.status ?? -1, stderr: run.stderr, outputs };
}

function expectError(outcome: Outcome, pattern: RegExp): void {
  assert.equal(outcome.status, 1, outcome.stderr);
  assert.match(outcome.stderr, pattern);
  assert.ok(!outcome.stderr.includes("    at "), `a stack trace instead of a message:\n${outcome.stderr}`);
  for (const [kind, text] of Object.entries(outcome.outputs)) assert.equal(text, null, `${kind} output was written`);
}

describe("bad docs through the real doc_page tool", function () {
  this.timeout(120_000);

  it("broken front matter: file, line and reason", () => {
    expectError(
      compile(`${bad}/broken-front-matter.md`),
      /broken-front-matter\.md:\d+: error: front matter is not valid YAML/,
    );
    expectError(
      compile(`${bad}/bad-indent-front-matter.md`),
      /bad-indent-front-matter\.md:\d+: error: front matter is not valid YAML/,
    );
  });

  it("front matter that is not a mapping", () => {
    expectError(
      compile(`${bad}/non-mapping-front-matter.md`),
      /non-mapping-front-matter\.md:2: error: front matter must be a YAML mapping/,
    );
  });

  it("front matter never closed", () => {
    expectError(
      compile(`${bad}/unclosed-front-matter.md`),
      /unclosed-front-matter\.md:1: error: front matter opened with --- is never closed/,
    );
  });

  it("a missing or empty title", () => {
    expectError(compile(`${bad}/missing-title.md`), /missing-title\.md:1: error: the doc has no title/);
    expectError(compile(`${bad}/empty-title.md`), /empty-title\.md:1: error: the doc has no title/);
  });

  it("MDX the build cannot take: an unknown component, an import of code, an unclosed <Tabs>", () => {
    expectError(
      compile(`${bad}/unknown-component.mdx`),
      /unknown-component\.mdx:7: error: <Highlight> is not a component the build knows/,
    );
    expectError(
      compile(`${bad}/bad-import.md`),
      /bad-import\.md:4: error: import from "chart-library" is not supported/,
    );
    expectError(compile(`${bad}/unclosed-tabs.mdx`), /unclosed-tabs\.mdx:5: error: <Tabs> is never closed/);
  });

  it("invalid UTF-8: the line of the first bad byte", () => {
    expectError(compile(`${bad}/invalid-utf8.md`), /invalid-utf8\.md:5: error: invalid UTF-8 \(byte 0xff/);
  });

  it("an unreadable source (a folder where a file should be)", () => {
    expectError(compile(bad), /bad: error: cannot read the file \(EISDIR\)/);
  });
});

describe("odd and huge docs through the real doc_page tool", function () {
  this.timeout(120_000);

  it("a BOM and CRLF line ends are accepted", () => {
    const bom = compile(`${bad}/bom.md`);
    assert.equal(bom.status, 0, bom.stderr);
    assert.equal(JSON.parse(bom.outputs.page!).title, "With a BOM");
    const crlf = compile(`${bad}/crlf.md`);
    assert.equal(crlf.status, 0, crlf.stderr);
    assert.ok(!JSON.parse(crlf.outputs.page!).html.includes("\r"));
  });

  it("raw HTML: kept unless it could run script, which is escaped (the written rule)", () => {
    const outcome = compile(`${bad}/raw-html.md`);
    assert.equal(outcome.status, 0, outcome.stderr);
    const html = JSON.parse(outcome.outputs.page!).html as string;
    assert.match(html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
    assert.match(html, /<details><summary>More<\/summary>/);
    assert.ok(!/<script/i.test(html) && !/href="javascript:/i.test(html) && !/<img[^>]*onerror/i.test(html), html);
  });

  it("a 20 MB doc compiles", () => {
    const dir = mkdtempSync(join(tmpdir(), "huge-"));
    const paragraph = "projen synthesizes configuration files from code. ".repeat(20) + "\n\n";
    const sections = Array.from({ length: 2000 }, (_, i) => `## Section ${i}\n\n${paragraph.repeat(10)}`).join("");
    writeFileSync(join(dir, "huge.md"), `---\ntitle: Huge\n---\n${sections}`);
    assert.ok(readFileSync(join(dir, "huge.md")).length > 20_000_000);
    const outcome = compile(join(dir, "huge.md"), "docs/huge.md");
    assert.equal(outcome.status, 0, outcome.stderr);
    assert.equal(JSON.parse(outcome.outputs.page!).toc.length, 2000);
  });

  it("10,000 headings, 50 of them the same, get unique ids", () => {
    const dir = mkdtempSync(join(tmpdir(), "headings-"));
    const headings = Array.from({ length: 10_000 }, (_, i) => (i < 50 ? "## Same\n" : `### Heading ${i}\n`)).join("\n");
    writeFileSync(join(dir, "many.md"), `---\ntitle: Many headings\n---\n${headings}`);
    const outcome = compile(join(dir, "many.md"), "docs/many.md");
    assert.equal(outcome.status, 0, outcome.stderr);
    const ids = JSON.parse(outcome.outputs.page!).toc.map((t: { id: string }) => t.id);
    assert.equal(ids.length, 10_000);
    assert.equal(new Set(ids).size, 10_000);
  });
});

describe("what the spec calls warnings, through the real link_check tool", () => {
  function check(files: string[], flags: string[] = []): { status: number; report: string; stderr: string } {
    const out = mkdtempSync(join(tmpdir(), "links-"));
    const params = join(out, "params");
    writeFileSync(params, ["--out", join(out, "report.txt"), ...flags, ...files].join("\n"));
    const run = spawnSync(linkcheck, ["@" + params], { cwd: runfiles, encoding: "utf8" });
    return { status: run.status ?? -1, report: readFileSync(join(out, "report.txt"), "utf8"), stderr: run.stderr };
  }

  it("broken links and anchors: warnings with file and line, exit 0", () => {
    const outcome = compile(`${bad}/broken-links.md`);
    assert.equal(outcome.status, 0);
    const dir = mkdtempSync(join(tmpdir(), "facts-"));
    writeFileSync(join(dir, "a.json"), outcome.outputs.links!);
    const result = check([join(dir, "a.json")]);
    assert.equal(result.status, 0);
    assert.match(result.report, /broken-links\.md:6: warning: broken link \/docs\/nope/);
    assert.match(result.report, /broken-links\.md:6: warning: broken anchor #nowhere/);
    assert.match(result.report, /broken-links\.md:6: warning: broken markdown link \/docs\/gone/);
    assert.equal(result.stderr, result.report);
  });

  it('broken links and anchors with onBrokenLinks "throw": errors, every one listed, exit 1', () => {
    const outcome = compile(`${bad}/broken-links.md`);
    const dir = mkdtempSync(join(tmpdir(), "facts-"));
    writeFileSync(join(dir, "a.json"), outcome.outputs.links!);
    const result = check([join(dir, "a.json")], ["--severity", "throw"]);
    assert.equal(result.status, 1);
    assert.match(result.report, /^ERROR: .*broken links and anchors fail the build/);
    for (const error of [
      /6: error: broken link \/docs\/nope/,
      /6: error: broken anchor #nowhere/,
      /6: error: broken markdown link \/docs\/gone/,
    ])
      assert.match(result.report, error);
  });

  it("two docs claiming the same route: a warning", () => {
    const dir = mkdtempSync(join(tmpdir(), "dupes-"));
    mkdirSync(join(dir, "docs/a"), { recursive: true });
    writeFileSync(join(dir, "docs/a.md"), "---\ntitle: A\n---\n");
    writeFileSync(join(dir, "docs/a/index.md"), "---\ntitle: A again\n---\n");
    const facts = [
      compile(join(dir, "docs/a.md"), "docs/a.md"),
      compile(join(dir, "docs/a/index.md"), "docs/a/index.md"),
    ].map((o, i) => {
      writeFileSync(join(dir, `${i}.json`), o.outputs.links!);
      return join(dir, `${i}.json`);
    });
    const result = check(facts);
    assert.equal(result.status, 0);
    assert.match(result.report, /warning: duplicate route \/docs\/a\/: .*docs\/a\.md already has it/);
  });
});
