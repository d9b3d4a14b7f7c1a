import assert from "node:assert/strict";
import { pageOfType, parseApiDocsArgs, toDoc } from "./main";

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
    assert.match(
      doc,
      /^---\ntitle: "projen.github.workflows"\nsidebar_label: "github.workflows"\ndescription: "About workflows."\ncustom_edit_url: null\n---\n/,
    );
    assert.ok(!doc.includes("# API Reference"));
    assert.match(
      doc,
      /See `index_url`, Construct, <a href="#projen.Project">Project<\/a> and \[job\]\(#projen.github.workflows.Job\)\./,
    );
  });
});

describe("apidocs command line", () => {
  const rule = [
    "--npm",
    "external/npm/node_modules",
    "--package",
    "projen",
    "--route-prefix",
    "/docs/api",
    "--anchor-routes",
    "anchors.json",
    "--root",
    "projen.md",
  ];

  it("takes what the api_reference rule passes, with --submodule FQN OUT pairs", () => {
    const options = parseApiDocsArgs([
      ...rule,
      "--submodule",
      "projen.github",
      "github.md",
      "--submodule",
      "projen.java",
      "java.md",
    ]);
    assert.deepEqual(options, {
      npm: "external/npm/node_modules",
      pkg: "projen",
      routePrefix: "/docs/api",
      anchorRoutes: "anchors.json",
      root: "projen.md",
      submodules: [
        ["projen.github", "github.md"],
        ["projen.java", "java.md"],
      ],
    });
    assert.deepEqual(parseApiDocsArgs(rule).submodules, []);
  });

  it("names what is unknown, missing or unpaired", () => {
    assert.throws(() => parseApiDocsArgs([...rule, "--bogus"]), /Unknown option '--bogus'/);
    assert.throws(() => parseApiDocsArgs(rule.slice(2)), /^Error: apidocs: missing --npm$/);
    assert.throws(
      () => parseApiDocsArgs([...rule, "--submodule", "projen.github"]),
      /--submodule projen.github needs an output file/,
    );
    assert.throws(
      () => parseApiDocsArgs([...rule, "--submodule", "projen.github", "--root", "r.md"]),
      /--submodule projen.github needs an output file/,
    );
    assert.throws(() => parseApiDocsArgs([...rule, "stray.md"]), /unexpected argument "stray.md"/);
  });
});
