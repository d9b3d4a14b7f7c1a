import assert from "node:assert/strict";
import { Marked, type Tokens } from "marked";
import { anchorOwner, takeDeclaredAnchor } from "./apiAnchors";

const headingOf = (markdown: string) => new Marked().lexer(markdown)[0] as Tokens.Heading;

describe("jsii-docgen anchors", () => {
  it("takes the id jsii-docgen declares out of a heading", () => {
    const heading = headingOf('### BuildWorkflow <a name="BuildWorkflow" id="projen.build.BuildWorkflow"></a>');
    assert.equal(takeDeclaredAnchor(heading), "projen.build.BuildWorkflow");
    assert.deepEqual(
      heading.tokens.map((t) => t.raw),
      ["BuildWorkflow "],
    );
    assert.equal((heading.tokens[0] as Tokens.Text).text, "BuildWorkflow");
    assert.equal(takeDeclaredAnchor(headingOf("### Plain")), null);
  });

  it("finds the type that owns a member's anchor", () => {
    const routes = { "projen.Project": "/docs/api/projen" };
    assert.equal(anchorOwner("projen.Project.addTask.parameter.name", routes), "projen.Project");
    assert.equal(anchorOwner("projen.Other.x", routes), "projen.Other.x");
    assert.equal(anchorOwner("usage", undefined), "usage");
  });
});
