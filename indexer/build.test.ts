import assert from "node:assert/strict";
import { buildIndexFile, headingAliases } from "./build";
import { loadTermIndex } from "./compact";
import { buildDocuments } from "./documents";
import { SearchDocumentType } from "./format";
import { stem } from "./lunr";
import { MANIFEST, SHARDS } from "./testing/fixtures";

describe("index build", () => {
  it("names API headings the way code does", () => {
    const heading = { i: 2, t: "JobPermission", u: "/docs/api/github.workflows", h: "#x", p: 1 };
    assert.deepEqual(headingAliases(heading, "projen.github.workflows"), [
      "projen.github.workflows.jobpermission",
      "github.workflows.jobpermission",
      "workflows.jobpermission",
    ]);
    assert.deepEqual(headingAliases({ ...heading, t: "Project" }, "projen"), ["projen.project"]);
    assert.deepEqual(headingAliases({ ...heading, u: "/docs/concepts/tasks" }, "Tasks"), [], "guides have no aliases");
    assert.deepEqual(headingAliases({ ...heading, t: "Where tasks live" }, "projen"), [], "only identifiers");
  });

  it("indexes the aliases as whole terms, without changing the documents", () => {
    const byType = buildDocuments(SHARDS, MANIFEST);
    const file = buildIndexFile(byType);
    const headings = file[SearchDocumentType.Heading];
    assert.deepEqual(headings.documents, byType[SearchDocumentType.Heading]);
    const index = loadTermIndex(headings.index, headings.documents.length);
    const job = headings.documents.findIndex((doc) => doc.t === "JobPermission");
    const alias = index.idOf(stem("github.workflows.jobpermission"));
    assert.ok(alias >= 0 && [...index.docs.subarray(index.starts[alias], index.starts[alias + 1])].includes(job));
    assert.equal(index.idOf("github"), -1, "the parts of an alias are not indexed");
  });
});
