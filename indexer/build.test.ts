import assert from "node:assert/strict";
import { buildIndexFile, headingAliases } from "./build";
import { decodeIndex } from "./compact";
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
    const index = decodeIndex(headings.index, headings.documents);
    const job = headings.documents.find((doc) => doc.t === "JobPermission")!;
    assert.ok(index.index.t!.getTermFrequency(stem("github.workflows.jobpermission"), job.i) > 0);
    assert.equal(Object.keys(index.index.t!.getDocs("github")).length, 0, "the parts of an alias are not indexed");
  });
});
