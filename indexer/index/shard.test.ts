import assert from "node:assert/strict";
import { SearchDocumentType } from "../../contracts/searchIndex";
import { countTerms, headingAliases, makeShard } from "./shard";
import { pageText } from "../testing/fixtures";

describe("search shard", () => {
  it("names API headings the way code does", () => {
    const heading = { t: "JobPermission", u: "/docs/api/github.workflows" };
    assert.deepEqual(headingAliases(heading, "projen.github.workflows"), [
      "projen.github.workflows.jobpermission",
      "github.workflows.jobpermission",
      "workflows.jobpermission",
    ]);
    assert.deepEqual(headingAliases({ ...heading, t: "Project" }, "projen"), ["projen.project"]);
    assert.deepEqual(headingAliases({ ...heading, u: "/docs/concepts/tasks" }, "Tasks"), [], "guides have no aliases");
    assert.deepEqual(headingAliases({ ...heading, t: "Where tasks live" }, "projen"), [], "only identifiers");
  });

  it("counts stemmed terms without stop words, and each alias once", () => {
    assert.deepEqual(countTerms("The tasks run a task"), ["task", 2, "run", 1]);
    assert.deepEqual(countTerms("Project", ["projen.project", "projen.project"]), ["project", 1, "projen.project", 1]);
    assert.deepEqual(countTerms("__proto__ constructor"), ["__proto__", 1, "constructor", 1]);
  });

  it("lists numbers first, in numeric order, then terms as they first occur", () => {
    const pairs = [
      ["3", 1],
      ["10", 2],
      ["2024", 1],
      ["v2", 1],
      ["run", 1],
      ["more", 1],
      ["01", 1],
    ];
    assert.deepEqual(countTerms("v2 of 2024 after 10 and 3 runs, 10 more, 01"), pairs.flat());
  });

  it("lists the page's documents in page order, text condensed, title first", () => {
    const shard = makeShard(
      pageText(
        "/docs/x",
        " X ",
        "About\n x.",
        ["a", " "],
        [
          [null, "", "Intro  text"],
          ["X", "#x", ""],
          ["Setup", "#setup", "Install it"],
        ],
      ),
    );
    assert.equal(shard.route, "/docs/x");
    assert.deepEqual(
      shard.documents.map(({ type, t, h, s }) => [type, t, h, s]),
      [
        [SearchDocumentType.Title, "X", undefined, undefined],
        [SearchDocumentType.Description, "About x.", undefined, "X"],
        [SearchDocumentType.Keywords, "a", undefined, "X"],
        [SearchDocumentType.Content, "Intro text", "", "X"],
        [SearchDocumentType.Heading, "Setup", "#setup", undefined],
        [SearchDocumentType.Content, "Install it", "#setup", "Setup"],
      ],
    );
    assert.deepEqual(shard.documents[5].terms, ["instal", 1]);
  });
});
