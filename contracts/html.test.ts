import assert from "node:assert/strict";
import { escapeHtml, unescapeHtml } from "./html";

describe("escapeHtml", () => {
  it("escapes the five characters that can end text or an attribute, the ampersand once", () => {
    assert.equal(
      escapeHtml(`<a href="x">Tom & 'Jerry'</a>`),
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;",
    );
    assert.equal(escapeHtml("&amp;"), "&amp;amp;");
    assert.equal(escapeHtml("plain text"), "plain text");
  });

  it("is undone by unescapeHtml, which decodes nothing else", () => {
    for (const text of [`<p class="a">it's & "so"</p>`, "&lt; already escaped &#39;", "", "&"])
      assert.equal(unescapeHtml(escapeHtml(text)), text);
    assert.equal(unescapeHtml("&amp;lt; &nbsp; &#039;"), "&lt; &nbsp; &#039;");
  });
});
