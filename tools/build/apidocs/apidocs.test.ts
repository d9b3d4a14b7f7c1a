import assert from "node:assert/strict";
import { pageOfType, toDoc } from "./main";

describe("apidocs", () => {
  it("finds the page of a type by its longest submodule", () => {
    const subs = ["projen.github", "projen.github.workflows", "projen.javascript"];
    assert.equal(pageOfType("projen", "projen.github.workflows.Job", subs), "projen.github.workflows");
    assert.equal(pageOfType("projen", "projen.github.GitHub", subs), "projen.github");
    assert.equal(pageOfType("projen", "projen.Project", subs), "projen");
  });

  it("adds front matter, drops the h1 and unlinks anchors that have no target here", () => {
    const md = [
      '# API Reference <a name="API Reference" id="api-reference"></a>',
      '### Job <a name="Job" id="projen.github.workflows.Job"></a>',
      'See [`index_url`](#index-url), <a href="#constructs.Construct">Construct</a>, <a href="#projen.Project">Project</a> and [job](#projen.github.workflows.Job).',
    ].join("\n");
    const doc = toDoc(md, "projen.github.workflows", "github.workflows", "About workflows.", "projen");
    assert.match(doc, /^---\ntitle: "projen.github.workflows"\nsidebar_label: "github.workflows"\ndescription: "About workflows."\n---\n/);
    assert.ok(!doc.includes("# API Reference"));
    assert.match(doc, /See `index_url`, Construct, <a href="#projen.Project">Project<\/a> and \[job\]\(#projen.github.workflows.Job\)\./);
  });
});
