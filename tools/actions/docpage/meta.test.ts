import assert from "node:assert/strict";
import { Marked } from "marked";
import { compileDoc } from "./compile";
import { docMeta, leadingH1, leadingH1Text } from "./meta";
import { plainText } from "./plainText";
import { readDoc } from "./source";

/** What the whole body's first token says: the answer leadingH1Text must give from less. */
function fromWholeBody(body: string): string | null {
  const h1 = leadingH1(new Marked({ gfm: true }).lexer(body));
  return h1 ? plainText(h1.tokens) : null;
}

describe("a doc's title from its first block", () => {
  const bodies = [
    "# Tasks\n\nBody.\n",
    "# Tasks &amp; *more* `code`\n\nBody.\n",
    "Setext title\n============\n\nBody.\n",
    "# Linked [title][ref]\n\nBody.\n\n[ref]: /docs/x\n",
    "# Not linked [title][missing]\n\nBody.\n",
    "\n# After a blank line\n\nBody.\n",
    "## Only an h2\n\n# Then an h1\n",
    "Text first.\n\n# Then an h1\n",
    "```\n# in code\n\n```\n",
    "",
  ];
  for (const body of bodies) {
    it(`agrees with the whole body for ${JSON.stringify(body.slice(0, 28))}`, () => {
      assert.equal(leadingH1Text(body), fromWholeBody(body));
    });
  }

  it("gives the title, label, position and route the route table needs", () => {
    const source = readDoc(
      "x.md",
      Buffer.from("---\nsidebar_label: Short\nsidebar_position: 3\n---\n# Long *title*\n\nBody.\n"),
    );
    assert.deepEqual(docMeta("x.md", "docs/guide/x.md", source), {
      route: "/docs/guide/x",
      title: "Long title",
      sidebarLabel: "Short",
      sidebarPosition: 3,
      source: "docs/guide/x.md",
    });
  });

  it("is the title the compiled page shows", () => {
    const bytes = Buffer.from("# Linked [title][ref]\n\n## Section\n\nBody.\n\n[ref]: /docs/x\n");
    const meta = docMeta("x.md", "docs/x.md", readDoc("x.md", bytes));
    assert.equal(compileDoc({ file: "x.md", docPath: "docs/x.md", bytes }).page.title, meta.title);
    assert.equal(meta.title, "Linked title");
  });
});
