import assert from "node:assert/strict";
import { dropdownFooter } from "./dropdownFooter";
import type { SuggestionView } from "./protocol";

const rows = [{ id: "1" }] as unknown as SuggestionView[];

describe("dropdownFooter", () => {
  it("links to every result, or to those within the page's context", () => {
    assert.deepEqual(dropdownFooter(rows, "tasks", ""), { href: "/search/?q=tasks", label: "See all results" });
    assert.deepEqual(dropdownFooter(rows, "tasks", "docs/api"), {
      href: "/search/?q=tasks&ctx=docs%2Fapi",
      label: 'See all results within "API Reference"',
    });
  });

  it("looks outside the context when it has no results there, and nowhere else", () => {
    assert.deepEqual(dropdownFooter([], "escape hatches", "docs/api"), {
      href: "/search/?q=escape+hatches",
      label: 'See all results outside "API Reference"',
    });
    assert.equal(dropdownFooter([], "xylophone", ""), null);
    assert.equal(dropdownFooter(null, "tasks", "docs/api"), null, "no answer yet");
  });
});
