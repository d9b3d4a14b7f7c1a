import assert from "node:assert/strict";
import { Marked } from "marked";
import { plainText } from "./plainText";

const textOf = (markdown: string) => plainText(new Marked({ gfm: true }).lexer(markdown));

describe("plain text", () => {
  it("drops tags and markup, keeping what a reader reads", () => {
    assert.equal(
      textOf("Some **bold** and `code` with a [link](/x) <kbd>Ctrl</kbd>."),
      "Some bold and code with a link Ctrl .",
    );
  });

  it("decodes entities", () => {
    assert.equal(textOf("Tom &amp; Jerry &#x41;&#66; &nbsp;&unknown;"), "Tom & Jerry AB &unknown;");
  });

  it("keeps the words of list items and table cells apart", () => {
    assert.equal(textOf("- one\n- two\n"), "one two");
    assert.equal(textOf("| A | B |\n| --- | --- |\n| c | d |\n"), "A B c d");
  });
});
