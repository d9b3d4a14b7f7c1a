import assert from "node:assert/strict";
import { splitNumberPrefix } from "../../../contracts/paths";
import { docIdOf } from "./docId";
import { docMeta } from "./meta";
import { readDoc } from "./source";

describe("doc ids", () => {
  it("are the path under docs/ without the extension", () => {
    assert.equal(docIdOf("docs/concepts/projects/index.md"), "concepts/projects/index");
    assert.equal(docIdOf("docs/intro.mdx"), "intro");
  });

  it("lose number prefixes on every segment, unless the doc says not to", () => {
    assert.equal(docIdOf("docs/01-guides/02 - setup.md"), "guides/setup");
    assert.equal(docIdOf("docs/01-guides/02-setup.md", { parseNumberPrefixes: false }), "01-guides/02-setup");
  });

  it("take the front matter id for the last segment", () => {
    assert.equal(docIdOf("docs/01-guides/hello.md", { id: "part1" }), "guides/part1");
  });

  it("keep dates and versions, which are not number prefixes", () => {
    assert.deepEqual(splitNumberPrefix("2021-01-release"), { name: "2021-01-release" });
    assert.deepEqual(splitNumberPrefix("1.0-notes"), { name: "1.0-notes" });
    assert.deepEqual(splitNumberPrefix("3_intro"), { name: "intro", prefix: 3 });
    assert.deepEqual(splitNumberPrefix("42"), { name: "42" });
  });

  it("reach the route table with the class and position of the front matter and prefix", () => {
    const meta = (text: string, path = "docs/01-guides/03-setup.md") =>
      docMeta("x.md", path, readDoc("x.md", Buffer.from(text)));
    assert.deepEqual(meta("---\nid: start\nsidebar_class_name: new\n---\n# Setup\n"), {
      route: "/docs/guides/start",
      id: "guides/start",
      title: "Setup",
      sidebarLabel: "Setup",
      sidebarPosition: 3,
      source: "docs/01-guides/03-setup.md",
      className: "new",
    });
    assert.equal(meta("---\nsidebar_position: 1\n---\n# Setup\n").sidebarPosition, 1);
    assert.equal(meta("---\nparse_number_prefixes: false\n---\n# Setup\n").sidebarPosition, null);
    assert.throws(() => meta("---\nid: a/b\n---\n# Setup\n"), /front matter "id" names the doc, not a path/);
  });

  it("no longer warn that id and sidebar_class_name are not applied", () => {
    const { notes } = readDoc("x.md", Buffer.from("---\nid: a\nsidebar_class_name: b\n---\n# T\n"));
    assert.deepEqual(notes, []);
  });
});
