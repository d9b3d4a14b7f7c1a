import assert from "node:assert/strict";
import { Marked } from "marked";
import { admonitions } from "./admonitions";

const render = (markdown: string) => new Marked({ gfm: true }).use(admonitions()).parse(markdown) as string;

describe("admonitions", () => {
  it("renders each Docusaurus type with its default title and style", () => {
    for (const [kind, style, title] of [
      ["note", "note", "Note"],
      ["tip", "tip", "Tip"],
      ["info", "info", "Info"],
      ["warning", "warning", "Warning"],
      ["danger", "danger", "Danger"],
      ["caution", "warning", "Caution"],
      ["important", "info", "Important"],
      ["success", "tip", "Success"],
      ["secondary", "note", "Secondary"],
    ]) {
      const html = render(`:::${kind}\nBody **text**.\n:::\n`);
      assert.match(html, new RegExp(`<aside class="admonition admonition--${style}" data-type="${kind}">`));
      assert.match(html, new RegExp(`<span class="admonition__icon" aria-hidden="true"></span>${title}</p>`));
      assert.match(html, /<div class="admonition__body"><p>Body <strong>text<\/strong>\.<\/p>\n<\/div><\/aside>/);
    }
  });

  it("takes a title in brackets or after a space, with inline markdown", () => {
    assert.match(render(":::tip[Use `npx`]\nx\n:::"), /<\/span>Use <code>npx<\/code><\/p>/);
    assert.match(render(":::warning Mind the *gap*\nx\n:::"), /<\/span>Mind the <em>gap<\/em><\/p>/);
    assert.match(
      render(":::note[See [tasks](/docs/tasks) first]\nx\n:::"),
      /<\/span>See <a href="\/docs\/tasks">tasks<\/a> first<\/p>/,
    );
  });

  it("nests, holds any markdown, and keeps ::: lines inside code fences", () => {
    const html = render(
      ["::::info Outer", "- a list", "", ":::tip", "Inner", ":::", "", "```md", ":::", "```", "::::", "After"].join(
        "\n",
      ),
    );
    assert.equal((html.match(/<aside/g) ?? []).length, 2);
    assert.match(html, /<li>a list<\/li>/);
    assert.match(html, /<code class="language-md">:::\n<\/code>/);
    assert.match(html, /<\/aside>\n<p>After<\/p>/);
    const opener = render([":::note", "```js", ":::", "```js {2}", "```", "Still inside.", ":::"].join("\n"));
    assert.match(opener, /<aside[\s\S]*Still inside\.[\s\S]*<\/aside>/, "only a bare fence closes a fence");
    assert.doesNotMatch(html, /<p>:::/);
  });

  it("leaves an unknown type or an unclosed container as text", () => {
    assert.match(render(":::foo\nx\n:::"), /<p>:::foo/);
    assert.match(render(":::note\nnever closed"), /<p>:::note/);
  });

  it("renders GitHub alerts the same way", () => {
    const html = render("> [!WARNING]\n> Do **not** edit generated files.\n\n> plain quote");
    assert.match(html, /<aside class="admonition admonition--warning" data-type="warning">/);
    assert.match(html, /<p>Do <strong>not<\/strong> edit generated files.<\/p>/);
    assert.doesNotMatch(html, /\[!WARNING\]/);
    assert.match(html, /<blockquote>\n<p>plain quote<\/p>/);
    assert.match(render("> [!CAUTION]\n> x"), /admonition--danger/);
  });
});
