import assert from "node:assert/strict";
import { Marked, type Tokens } from "marked";
import { compileDoc } from "./compile";
import { withoutCustomId } from "./headingIds";
import { docMeta, leadingH1Index, leadingH1Text } from "./meta";
import { plainText } from "./plainText";
import { readDoc } from "./source";

/** What the whole body's first token says: the answer leadingH1Text must give from less. */
function fromWholeBody(body: string): string | null {
  const tokens = new Marked({ gfm: true }).lexer(body);
  const at = leadingH1Index(tokens);
  return at < 0 ? null : withoutCustomId(plainText((tokens[at] as Tokens.Heading).tokens));
}

describe("a doc's title from its first block", () => {
  const bodies = [
    "# Tasks\n\nBody.\n",
    "# Tasks &amp; *more* `code`\n\nBody.\n",
    "Setext title\n============\n\nBody.\n",
    "# Linked [title][ref]\n\nBody.\n\n[ref]: /docs/x\n",
    "# Not linked [title][missing]\n\nBody.\n",
    "\n# After a blank line\n\nBody.\n",
    "\n\n\n# After blank lines, as Docusaurus pages often start\n\nBody.\n",
    "# With a custom id {#the-id}\n\nBody.\n",
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
      id: "guide/x",
    });
  });

  it("takes the heading after front matter and a blank line, and does not render it twice", () => {
    const bytes = Buffer.from("---\nsidebar_position: 1\n---\n\n# Introduction\n\nWelcome.\n");
    const meta = docMeta("x.md", "docs/x.md", readDoc("x.md", bytes));
    assert.equal(meta.title, "Introduction");
    const page = compileDoc({ file: "x.md", docPath: "docs/x.md", bytes }).page;
    assert.equal(page.title, "Introduction");
    assert.doesNotMatch(page.html, /<h1/);
  });

  it("is the title the compiled page shows", () => {
    const bytes = Buffer.from("# Linked [title][ref]\n\n## Section\n\nBody.\n\n[ref]: /docs/x\n");
    const meta = docMeta("x.md", "docs/x.md", readDoc("x.md", bytes));
    assert.equal(compileDoc({ file: "x.md", docPath: "docs/x.md", bytes }).page.title, meta.title);
    assert.equal(meta.title, "Linked title");
  });
});
