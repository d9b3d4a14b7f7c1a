import assert from "node:assert/strict";
import { docMarkdown, docOf } from "./generate";

describe("corpus generator", () => {
  it("is deterministic", () => {
    assert.equal(docMarkdown(5, 100, 1), docMarkdown(5, 100, 1));
    assert.notEqual(docMarkdown(5, 100, 1), docMarkdown(5, 100, 2));
  });

  it("puts about one doc in eight under docs/api", () => {
    const api = Array.from({ length: 800 }, (_, i) => docOf(i)).filter((d) => d.path.startsWith("docs/api/"));
    assert.equal(api.length, 100);
  });

  it("writes front matter, sections, code, tables and cross-links of about 11 KB", () => {
    const md = docMarkdown(10, 1000, 1);
    assert.match(md, /^---\ntitle: /);
    assert.match(md, /\n## Section 1 /);
    assert.match(md, /\n### Details 1/);
    assert.match(md, /```ts/);
    assert.match(md, /\| Option \| Type \| Default \|/);
    assert.match(md, /\]\(\/docs\//);
    assert.ok(md.length > 6_000 && md.length < 16_000, `length ${md.length}`);
  });
});
