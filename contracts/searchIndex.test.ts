import assert from "node:assert/strict";
import { contextTest, inContext, packDocuments, unpackDocuments, type SearchDocument } from "./searchIndex";

describe("document chunks", () => {
  const page = {
    u: "/docs/tasks",
    p: 7,
    pt: "Tasks",
    pb: ["Docs", "Concepts"],
    f: "search-texts/docs/tasks.texts/0123456789abcdef.json",
  };
  const documents: SearchDocument[] = [
    { i: 8, t: "", h: "", s: "Tasks", o: 0, ...page },
    { i: 9, t: "", h: "#steps", s: "Steps", o: 1, ...page },
    { i: 11, t: "", h: "#env", s: "Environment", o: 2, ...page, pb: ["Docs", "Concepts"] },
    {
      i: 13,
      t: "",
      h: "",
      s: "Deps",
      o: 0,
      u: "/docs/deps",
      p: 12,
      pt: "Deps",
      pb: ["Docs", "Concepts"],
      f: "search-texts/docs/deps.texts/fedcba9876543210.json",
    },
    { i: 14, t: "Builds", u: "/docs/deps", h: "#builds" },
  ];

  it("leaves out what a document shares with the one before it", () => {
    const packed = packDocuments(documents);
    assert.deepEqual(packed[1], { i: 9, t: "", h: "#steps", s: "Steps", o: 1 });
    assert.deepEqual(packed[2], { i: 11, t: "", h: "#env", s: "Environment", o: 2 });
    assert.deepEqual(packed[3], {
      i: 13,
      t: "",
      h: "",
      s: "Deps",
      o: 0,
      p: 12,
      pt: "Deps",
      u: "/docs/deps",
      f: documents[3].f,
    });
    assert.deepEqual(packed[4], { i: 14, t: "Builds", h: "#builds", p: null, pt: null, pb: null, f: null });
  });

  it("gives the documents back whole", () => {
    assert.deepEqual(unpackDocuments(JSON.parse(JSON.stringify(packDocuments(documents)))), documents);
  });

  it("passes on what is not a chunk, for the reader to refuse", () => {
    assert.equal(unpackDocuments("nope"), "nope");
    assert.deepEqual(unpackDocuments([1, 2]), [1, 2]);
  });
});

describe("search contexts", () => {
  it("answers for a run of a page's documents as inContext does for each", () => {
    const urls = [
      "/docs/api/projen",
      "/docs/api/projen",
      "/docs/apis",
      "/docs/api",
      "/docs/api",
      "/docs/tasks",
      "/docs/api/github",
    ];
    const inApi = contextTest("docs/api");
    assert.deepEqual(
      urls.map(inApi),
      urls.map((url) => inContext(url, "docs/api")),
    );
    assert.deepEqual(urls.map(inApi), [true, true, false, true, true, false, true]);
  });
});
