import assert from "node:assert/strict";
import { parseDocPageArgs } from "./main";

describe("doc_page command line", () => {
  const rule = ["--src", "content/docs/faq.md", "--doc-path", "docs/faq.md", "--page", "p.json", "--shard", "s.json", "--texts", "texts", "--links", "l.json"];

  it("takes what the doc_page rule passes, the anchor routes optional", () => {
    assert.deepEqual(parseDocPageArgs(rule), { src: "content/docs/faq.md", "doc-path": "docs/faq.md", page: "p.json", shard: "s.json", texts: "texts", links: "l.json" });
    assert.equal(parseDocPageArgs([...rule, "--anchor-routes", "a.json"])["anchor-routes"], "a.json");
  });

  it("renders HTML only with the route table, asset list and renderer together", () => {
    const html = ["--html", "dist/docs/faq/index.html", "--manifest", "m.json", "--assets", "a.json", "--renderer", "r.js"];
    assert.deepEqual(parseDocPageArgs([...rule, ...html]).html, { out: "dist/docs/faq/index.html", manifest: "m.json", assets: "a.json", renderer: "r.js" });
    assert.throws(() => parseDocPageArgs([...rule, ...html.slice(0, 4)]), /^Error: doc_page: --html needs --manifest, --assets and --renderer$/);
  });

  it("names a flag it does not know, lacks or that lacks its value", () => {
    assert.throws(() => parseDocPageArgs([...rule, "--bogus", "x"]), /^Error: doc_page: Unknown option '--bogus'/);
    assert.throws(() => parseDocPageArgs(rule.slice(2)), /^Error: doc_page: missing --src$/);
    assert.throws(() => parseDocPageArgs([...rule, "--anchor-routes"]), /^Error: doc_page: Option '--anchor-routes <value>' argument missing/);
    assert.throws(() => parseDocPageArgs([...rule, "stray"]), /^Error: doc_page: Unexpected argument 'stray'/);
  });
});
