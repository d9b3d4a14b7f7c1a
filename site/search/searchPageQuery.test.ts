import assert from "node:assert/strict";
import { searchPageQueryOf } from "./searchPageQuery";

describe("searchPageQueryOf", () => {
  it("reads q, a known ctx and version from the /search URL", () => {
    assert.deepEqual(searchPageQueryOf(new URLSearchParams("q=release%20workflow&ctx=docs/api&version=next")), {
      query: "release workflow",
      context: "docs/api",
      versionUrl: "/next/",
    });
  });

  it("takes an unknown context as every page, and no version as the site base", () => {
    assert.deepEqual(searchPageQueryOf(new URLSearchParams("q=tasks&ctx=blog")), {
      query: "tasks",
      context: "",
      versionUrl: "/",
    });
    assert.deepEqual(searchPageQueryOf(new URLSearchParams("")), { query: "", context: "", versionUrl: "/" });
  });
});
