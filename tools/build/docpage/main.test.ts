import assert from "node:assert/strict";
import { parseDocPageArgs } from "./main";

describe("doc_page command line", () => {
  const rule = ["--src", "content/docs/faq.md", "--doc-path", "docs/faq.md", "--page", "p.json", "--meta", "m.json", "--shard", "s.json", "--texts", "texts", "--links", "l.json"];

  it("takes what the doc_page rule passes, the anchor routes optional", () => {
    assert.deepEqual(parseDocPageArgs(rule), { src: "content/docs/faq.md", "doc-path": "docs/faq.md", page: "p.json", meta: "m.json", shard: "s.json", texts: "texts", links: "l.json" });
    assert.equal(parseDocPageArgs([...rule, "--anchor-routes", "a.json"])["anchor-routes"], "a.json");
  });

  it("names a flag it does not know, lacks or that lacks its value", () => {
    assert.throws(() => parseDocPageArgs([...rule, "--bogus", "x"]), /^Error: doc_page: Unknown option '--bogus'/);
    assert.throws(() => parseDocPageArgs(rule.slice(2)), /^Error: doc_page: missing --src$/);
    assert.throws(() => parseDocPageArgs([...rule, "--anchor-routes"]), /^Error: doc_page: Option '--anchor-routes <value>' argument missing/);
    assert.throws(() => parseDocPageArgs([...rule, "stray"]), /^Error: doc_page: Unexpected argument 'stray'/);
  });
});
