import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compileDoc } from "./compile";
import { isoDate, lastUpdateOf, readLastCommit } from "./lastUpdate";
import type { DocError } from "./source";

const commit = { author: "Git Author", timestamp: 1717200000 }; // 2024-06-01T00:00:00Z
const compile = (text: string, lastCommit = commit) =>
  compileDoc({
    file: "content/docs/guide/page.md",
    docPath: "docs/guide/page.md",
    bytes: Buffer.from(text),
    lastCommit,
  });

describe("last update", () => {
  it("is the last commit's date (ISO 8601, UTC) and author", () => {
    assert.deepEqual(lastUpdateOf(commit, undefined), { date: "2024-06-01T00:00:00.000Z", author: "Git Author" });
    assert.equal(lastUpdateOf(undefined, undefined), undefined, "no git, no front matter: nothing");
  });

  it("takes the front matter's date and author over git's, each on its own", () => {
    assert.deepEqual(lastUpdateOf(commit, { author: "Me" }), { date: "2024-06-01T00:00:00.000Z", author: "Me" });
    assert.deepEqual(lastUpdateOf(commit, { date: "2023-01-02" }), {
      date: "2023-01-02T00:00:00.000Z",
      author: "Git Author",
    });
    assert.deepEqual(lastUpdateOf(undefined, { date: "2023-01-02" }), { date: "2023-01-02T00:00:00.000Z" });
  });

  it("reads dates the same in every time zone: a time without an offset is UTC", () => {
    assert.equal(isoDate("2023-01-02 10:30"), "2023-01-02T10:30:00.000Z");
    assert.equal(isoDate("2023-01-02T10:30:00+02:00"), "2023-01-02T08:30:00.000Z");
    assert.equal(isoDate(new Date(Date.UTC(2023, 0, 2))), "2023-01-02T00:00:00.000Z");
    for (const bad of ["2023-02-30", "May 31, 2024", "yesterday", 20230102]) assert.equal(isoDate(bad), undefined);
  });

  it("is in the page data; custom_edit_url too, and neither warns", () => {
    const compiled = compile(
      "---\ntitle: T\ncustom_edit_url: null\nlast_update:\n  date: 2020-02-02\n  author: Someone\n---\nBody.\n",
    );
    assert.deepEqual(compiled.page.lastUpdate, { date: "2020-02-02T00:00:00.000Z", author: "Someone" });
    assert.equal(compiled.page.customEditUrl, null);
    assert.equal(compiled.links.notes, undefined);
    assert.equal(compile("---\ntitle: T\n---\nBody.\n").page.customEditUrl, undefined);
    assert.equal(
      compile("---\ntitle: T\ncustom_edit_url: https://example.com/x.md\n---\n").page.customEditUrl,
      "https://example.com/x.md",
    );
  });

  it("fails naming the line of a last_update or custom_edit_url that is not as Docusaurus takes it", () => {
    const cases: [string, RegExp][] = [
      ["last_update:\n  date: someday", /"date" "someday" is not a date/],
      ["last_update:\n  when: 2020-01-01", /not when/],
      ["last_update: {}", /give one or both/],
      ["last_update: 2020-01-01", /"last_update" must be a object, not string/],
      ["custom_edit_url: javascript:alert(1)", /must be an http\(s\) URL or null/],
    ];
    for (const [yaml, message] of cases)
      assert.throws(
        () => compile(`---\ntitle: T\n${yaml}\n---\nBody.\n`),
        (error: DocError) => error.message.includes("page.md:3:") && message.test(error.message),
        yaml,
      );
  });

  it("reads git_dates' file, and fails naming one that is not", () => {
    const dir = mkdtempSync(join(tmpdir(), "last-commit-"));
    try {
      writeFileSync(join(dir, "good.json"), JSON.stringify(commit));
      writeFileSync(join(dir, "bad.json"), JSON.stringify({ author: "x" }));
      assert.deepEqual(readLastCommit(join(dir, "good.json")), commit);
      assert.throws(() => readLastCommit(join(dir, "bad.json")), /bad\.json: error: a last commit is/);
    } finally {
      rmSync(join(dir), { recursive: true, force: true });
    }
  });
});
