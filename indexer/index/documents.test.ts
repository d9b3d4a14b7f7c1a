import assert from "node:assert/strict";
import {
  breadcrumbsOf,
  buildDocuments,
  documentsOf,
  inContext,
  isIndexedRoute,
  numberedPages,
  searchDocuments,
  ContextMemo,
  PagesMemo,
} from "./documents";
import type { ShardDocument } from "../../contracts/data";
import { SearchDocumentType } from "../../contracts/searchIndex";
import { INLINE_SHARDS as SHARDS, MANIFEST } from "../testing/fixtures";
import { indexShard, indexShards, plainShard, type IndexShard } from "./countedTerms";

/** The fixture site's documents, by type, and its pages' titles. */
const byType = buildDocuments(indexShards(SHARDS), MANIFEST);
const titles = byType[SearchDocumentType.Title];

describe("search documents", () => {
  it("indexes docs only: no home page, /search or 404", () => {
    assert.deepEqual(
      titles.map((doc) => doc.u),
      [
        "/docs/api/github.workflows",
        "/docs/api/projen",
        "/docs/concepts/escape-hatches",
        "/docs/concepts/tasks",
        "/docs/faq/",
        "/docs/introduction/",
      ],
    );
    assert.equal(isIndexedRoute("/"), false);
    assert.equal(isIndexedRoute("/search"), false);
    assert.equal(isIndexedRoute("/404.html"), false);
    assert.equal(isIndexedRoute("/docs/faq/"), true);
  });

  it("numbers documents from 1 in route order: the title, then each section's heading and content", () => {
    const tasks = titles.find((doc) => doc.u === "/docs/concepts/tasks")!;
    const headings = byType[SearchDocumentType.Heading].filter((doc) => doc.p === tasks.i);
    const contents = byType[SearchDocumentType.Content].filter((doc) => doc.p === tasks.i);
    assert.equal(titles[0].i, 1);
    // intro content, then (heading, content) per section
    assert.deepEqual(
      contents.map((doc) => doc.i),
      [tasks.i + 1, tasks.i + 3, tasks.i + 5],
    );
    assert.deepEqual(
      headings.map((doc) => doc.i),
      [tasks.i + 2, tasks.i + 4],
    );
    const all = byType
      .flat()
      .filter((doc) => doc.p === undefined || doc.i !== doc.p)
      .map((doc) => doc.i);
    assert.equal(new Set(all).size, all.length, "ids are unique, except descriptions and keywords");
  });

  it("makes no heading for a heading equal to the title, and no content for an empty section", () => {
    const intro = titles.find((doc) => doc.u === "/docs/introduction/")!;
    const headings = byType[SearchDocumentType.Heading].filter((doc) => doc.p === intro.i).map((doc) => doc.t);
    assert.deepEqual(headings, ["Why projen", "Empty section"]);
    const contents = byType[SearchDocumentType.Content].filter((doc) => doc.p === intro.i).map((doc) => doc.h);
    assert.deepEqual(contents, ["", "#introduction", "#why-projen"]);
  });
});

describe("search documents' fields and breadcrumbs", () => {
  it("uses the reference's short fields per type", () => {
    const tasks = titles.find((doc) => doc.u === "/docs/concepts/tasks")!;
    assert.deepEqual(tasks, { i: tasks.i, t: "Tasks", u: "/docs/concepts/tasks", b: ["Docs", "Concepts"] });
    assert.deepEqual(
      byType[SearchDocumentType.Heading].find((doc) => doc.t === "Defining tasks"),
      {
        i: tasks.i + 2,
        t: "Defining tasks",
        u: "/docs/concepts/tasks",
        h: "#defining-tasks",
        p: tasks.i,
      },
    );
    assert.deepEqual(
      byType[SearchDocumentType.Description].find((doc) => doc.p === tasks.i),
      {
        i: tasks.i,
        t: "Tasks are named commands that build, test and release a project.",
        s: "Tasks",
        u: "/docs/concepts/tasks",
        p: tasks.i,
      },
    );
    assert.deepEqual(byType[SearchDocumentType.Keywords], [
      { i: tasks.i, t: "commands, npx projen", s: "Tasks", u: "/docs/concepts/tasks", p: tasks.i },
    ]);
    const intro = byType[SearchDocumentType.Content].find((doc) => doc.p === tasks.i && doc.h === "")!;
    assert.equal(intro.s, "Tasks");
  });

  it("builds breadcrumbs from the navbar label and the categories holding the page", () => {
    assert.deepEqual(breadcrumbsOf("/docs/concepts/tasks", MANIFEST), ["Docs", "Concepts"]);
    assert.deepEqual(breadcrumbsOf("/docs/introduction/", MANIFEST), ["Docs", "Introduction"]);
    assert.deepEqual(breadcrumbsOf("/docs/faq/", MANIFEST), ["Docs"]);
    assert.deepEqual(breadcrumbsOf("/docs/api/projen", MANIFEST), ["API Reference"]);
    assert.deepEqual(breadcrumbsOf("/docs/api/github.workflows", MANIFEST), ["API Reference", "Submodules"]);
    assert.deepEqual(breadcrumbsOf("/docs/api/unknown", MANIFEST), ["API Reference"]);
  });
});

describe("search documents by context", () => {
  it("splits contexts by path: docs/api holds the API pages only", () => {
    assert.equal(inContext("/docs/api", "docs/api"), true);
    assert.equal(inContext("/docs/api/projen", "docs/api"), true);
    assert.equal(inContext("/docs/apis", "docs/api"), false);
    const pages = numberedPages(indexShards(SHARDS), MANIFEST);
    const api = documentsOf(pages, "docs/api").map(searchDocuments);
    assert.deepEqual(
      api[SearchDocumentType.Title].map((doc) => doc.u),
      ["/docs/api/github.workflows", "/docs/api/projen"],
    );
    assert.ok(api.flat().every((doc) => doc.u.startsWith("/docs/api/")));
    assert.equal(documentsOf(pages, "")[SearchDocumentType.Title].at.length, titles.length);
  });

  it("keeps one page per route whatever the order of the shards", () => {
    const twice = buildDocuments(indexShards([...SHARDS].reverse().concat(SHARDS)), MANIFEST);
    assert.deepEqual(twice, buildDocuments(indexShards(SHARDS), MANIFEST));
  });
});

/** `shard` parsed again with its documents changed by `edit` (new objects throughout). */
const reparsed = (shard: IndexShard, edit: (docs: ShardDocument[]) => ShardDocument[] = (docs) => docs) => {
  const plain = plainShard(shard);
  return indexShard(structuredClone({ ...plain, documents: edit(plain.documents) }));
};
const oneMore = (docs: ShardDocument[]) => [...docs, docs.find((doc) => doc.type === SearchDocumentType.Content)!];

describe("search documents: a worker's memo of numbered pages", () => {
  it("gives a page of the memo's again while its shard and first id stay, and numbers anew after them", () => {
    const shards = indexShards(SHARDS);
    const memo = new PagesMemo();
    const first = numberedPages(shards, MANIFEST, memo);
    // The second page gets one more section: the pages before it stay, those after it are numbered anew.
    const edited = shards.map((shard, k) => (k === 1 ? reparsed(shard, oneMore) : shard));
    const second = numberedPages(edited, MANIFEST, memo);
    assert.deepEqual(second, numberedPages(edited, MANIFEST));
    const at = second.findIndex((page) => page.route === shards[1].route);
    assert.ok(at > 0 && at < second.length - 1, `page ${at} of ${second.length}`);
    second.forEach((page, k) => assert.equal(page === first[k], k < at, page.route));
  });

  it("sorts again when two shards share a route: which one wins depends on their contents", () => {
    const shards = indexShards(SHARDS);
    const titled = (t: string) => reparsed(shards[0], (docs) => docs.map((doc, k) => (k === 0 ? { ...doc, t } : doc)));
    const memo = new PagesMemo();
    numberedPages([titled("a wins"), titled("~ loses")], MANIFEST, memo);
    const again = [titled("~ loses"), titled("a wins")];
    assert.deepEqual(numberedPages(again, MANIFEST, memo), numberedPages(again, MANIFEST));
  });
});

describe("search documents: a worker's memo of a context's documents", () => {
  const shards = indexShards(SHARDS);
  /** The shards with the `k`-th parsed again, its documents changed by `edit`. */
  const edited = (k: number, edit?: (docs: ShardDocument[]) => ShardDocument[]) =>
    shards.map((shard, at) => (at === k ? reparsed(shard, edit) : shard));
  const body = (docs: ShardDocument[]) =>
    docs.map((doc) => (doc.type === SearchDocumentType.Content ? { ...doc, terms: [...doc.terms, "edited", 1] } : doc));
  const snapshot = (entries: ReturnType<typeof documentsOf>) =>
    entries.map(({ pages, at, ids }) => [[...pages], [...at], [...ids]]);

  for (const [name, edit] of [
    ["keeps the lists of a page parsed again unchanged", undefined],
    ["puts in an edited page's documents", body],
    ["makes the lists afresh when a page has another number of documents", oneMore],
  ] as const)
    it(name, () => {
      const pages = new PagesMemo();
      const memo = new ContextMemo();
      const first = documentsOf(numberedPages(shards, MANIFEST, pages), "", undefined, memo);
      const before = snapshot(first);
      const next = numberedPages(edited(2, edit), MANIFEST, pages);
      const second = documentsOf(next, "", undefined, memo);
      assert.deepEqual(second.map(searchDocuments), documentsOf(next, "").map(searchDocuments));
      assert.deepEqual(snapshot(first), before, "the last merge's lists stay as they were");
    });

  it("gives the same lists for the types whose documents the edit left as they were", () => {
    const pages = new PagesMemo();
    const memo = new ContextMemo();
    const first = documentsOf(numberedPages(shards, MANIFEST, pages), "", undefined, memo);
    const second = documentsOf(numberedPages(edited(2, body), MANIFEST, pages), "", undefined, memo);
    const same = second.map((entry, type) => entry === first[type]);
    assert.deepEqual(same, [true, true, true, true, false], "only the Content list is new");
  });
});
