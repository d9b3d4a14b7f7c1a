import assert from "node:assert/strict";
import { docMarkdown } from "./docMarkdown";
import { parseSource } from "./source";

describe("a doc as Markdown", () => {
  it("gives its title and description above the body, without front matter or imports", () => {
    const source = parseSource(
      "d.mdx",
      "---\ntitle: Tasks\ndescription: Run things.\n---\nimport Tabs from '@theme/Tabs';\n\nBody.\n",
    );
    assert.equal(docMarkdown("Tasks", "Run things.", source.body), "# Tasks\n\nRun things.\n\nBody.\n");
  });

  it("keeps a body that opens with its own title as it is", () => {
    const source = parseSource("d.md", "\n# Tasks\n\nBody.\n\n\n");
    assert.equal(docMarkdown("Tasks", "", source.body), "# Tasks\n\nBody.\n");
  });
});
