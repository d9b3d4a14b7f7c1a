import assert from "node:assert/strict";
import { SearchEngine, SearchIndexError } from "./engine";
import { indexFileName, SearchDocumentType as T, type IndexFile } from "../../contracts/searchIndex";
import { engineOver, fixtureEngine, pageText, siteFiles } from "../testing/fixtures";

const engine = fixtureEngine();
const api = fixtureEngine("docs/api");
const urls = (query: string, limit = 8, e = engine) =>
  e.search(query, limit).map((r) => r.document.u + (r.document.h ?? ""));

describe("search engine ranking", () => {
  it("ranks the page whose title matches first, its best sections under it", () => {
    const results = engine.search("tasks", 8);
    assert.equal(results[0].type, T.Title);
    assert.equal(results[0].document.u, "/docs/concepts/tasks");
    const group = results.filter((r) => r.document.u === "/docs/concepts/tasks");
    assert.ok(group.length >= 3, "the first page shows sections besides its title");
    assert.deepEqual(results.slice(0, group.length), group, "the page's results stay together");
    assert.deepEqual(
      group.slice(1, -1).map((r) => r.tree),
      Array(group.length - 2).fill("inter"),
    );
    assert.equal(group[group.length - 1].tree, "last");
    assert.ok(results.length <= 8);
  });

  it("ranks the page with all the words above pages with some, wherever on the page they are", () => {
    // "spawn" is in the Running tasks section only, "defining" a heading of the same page.
    assert.equal(urls("defining spawn")[0].split("#")[0], "/docs/concepts/tasks");
    // A word no page has does not hide the page with the others.
    assert.equal(urls("spawn tasks xylophone")[0].split("#")[0], "/docs/concepts/tasks");
    // Titles count most: the page named by a word before a page that only mentions it.
    assert.equal(urls("escape override")[0], "/docs/concepts/escape-hatches");
  });

  it("searches every index and never lists an id twice", () => {
    const results = engine.search("tasks", 100);
    const ids = results.map((r) => r.document.i);
    assert.equal(new Set(ids).size, ids.length);
    // The description of Tasks shares the title's id: hidden by the title.
    assert.ok(!results.some((r) => r.type === T.Description && r.document.u === "/docs/concepts/tasks"));
    assert.ok(results.some((r) => r.type === T.Content));
  });

  it("stops at the limit", () => {
    assert.equal(engine.search("project", 2).length, 2);
    assert.ok(engine.search("project", 100).length > 2);
  });

  it("finds API names as headings, and names inside code", () => {
    assert.deepEqual(urls("JobPermission")[0], "/docs/api/github.workflows#projen.github.workflows.JobPermission");
    assert.ok(urls("addTask").includes("/docs/concepts/tasks#defining-tasks"));
    assert.equal(urls("github.workflows")[0], "/docs/api/github.workflows");
  });

  it("finds an API type by its qualified name", () => {
    assert.equal(
      urls("projen.github.workflows.JobPermission")[0],
      "/docs/api/github.workflows#projen.github.workflows.JobPermission",
    );
    assert.equal(
      urls("workflows.JobPermission")[0],
      "/docs/api/github.workflows#projen.github.workflows.JobPermission",
    );
  });

  it("ranks guides before the API reference for the same words, and sections about them first", () => {
    const results = engine.search("task", 100).filter((r) => r.type === T.Heading);
    const guide = results.findIndex((r) => r.document.u === "/docs/concepts/tasks");
    const reference = results.findIndex((r) => r.document.u === "/docs/api/projen");
    assert.ok(guide >= 0 && reference >= 0 && guide < reference);
    const content = engine.search("spawn", 8).filter((r) => r.type === T.Content);
    assert.equal(content[0].document.h, "#running-tasks");
  });

  it("ranks a heading that is the query as typed before its stemmed variants", () => {
    for (const headings of [
      ["JobPermissions", "JobPermission"],
      ["JobPermission", "JobPermissions"],
    ]) {
      const e = workflowsPage(headings.map((heading) => ({ heading, text: `${heading} options.` })));
      for (const query of ["JobPermission", "JobPermissions", "jobpermission"]) {
        const first = e.search(query, 8).find((r) => r.type === T.Heading)!;
        assert.equal(first.document.t.toLowerCase(), query.toLowerCase(), `${headings.join(",")}: ${query}`);
      }
    }
  });
});

describe("search engine first screens", () => {
  it("answers a first screen: the first results of the whole list, and the count of all", () => {
    const all = engine.search("project", 100);
    const first = engine.searchShown("project", 100, 5);
    assert.ok(all.length > 5, `${all.length} results`);
    assert.equal(first.count, all.length);
    assert.deepEqual(first.results, all.slice(0, 5));
  });
});

/** An engine over one API page, github.workflows, with these sections. */
function workflowsPage(sections: { heading: string; text: string }[]): SearchEngine {
  const rows = sections.map(({ heading, text }): [string, string, string] => [heading, `#${heading}`, text]);
  return engineOver(siteFiles([pageText("/docs/api/github.workflows", "projen.github.workflows", "", [], rows)]));
}

describe("search engine ranking of API names typed with a typo", () => {
  it("counts a heading that is an API name typed with a typo as the query", () => {
    const e = workflowsPage([
      { heading: "JobPermission", text: "Access level." },
      { heading: "Scopes", text: "Each scope takes a JobPermission: JobPermission.READ or JobPermission.WRITE." },
    ]);
    const results = e.search("JobPermision", 8);
    const heading = results.find((r) => r.type === T.Heading)!;
    const content = results.find((r) => r.type === T.Content)!;
    assert.equal(heading.document.t, "JobPermission");
    assert.ok(heading.score > 3 * content.score, `${heading.score} against ${content.score}`);
  });

  it("ranks the name the typo is one away from before a longer name two away", () => {
    const e = workflowsPage([
      { heading: "JobPermissions", text: "The permissions of a job." },
      { heading: "JobPermission", text: "Access level." },
    ]);
    const firstHeading = (query: string) => e.search(query, 8).find((r) => r.type === T.Heading)!.document.t;
    assert.equal(firstHeading("JobPermision"), "JobPermission");
    assert.equal(firstHeading("JobPermisions"), "JobPermissions");
  });
});

describe("search engine queries as typed", () => {
  it("completes the last token while typing", () => {
    assert.equal(urls("escape hat")[0], "/docs/concepts/escape-hatches");
    assert.equal(urls("overri")[0], "/docs/concepts/escape-hatches#overrides");
    assert.equal(urls("escape hatchez")[0], "/docs/concepts/escape-hatches", "a stem the typed word extends");
  });

  it("forgives one typo", () => {
    assert.equal(urls("tsaks")[0], "/docs/concepts/tasks");
    assert.equal(urls("taks")[0], "/docs/concepts/tasks");
    assert.equal(urls("escpe hatches")[0], "/docs/concepts/escape-hatches");
  });

  it("drops stop words, and keeps the tokens of the query that matched", () => {
    const results = engine.search("how do I add a task", 8);
    assert.ok(results.length > 0);
    assert.deepEqual(results[0].tokens, ["add", "task"]);
  });

  it("ranks the pages with most of the words when none has them all, highlighting those it has", () => {
    const results = engine.search("tasks spawn xylophone", 8);
    assert.ok(results.length > 0);
    assert.deepEqual(results[0].tokens, ["tasks", "spawn"]);
    assert.ok(results.every((r) => !r.tokens.includes("xylophone")));
  });
});

describe("search engine contexts, scripts and bad input", () => {
  it("searches only API pages in the docs/api context", () => {
    assert.ok(urls("tasks", 100, api).every((u) => u.startsWith("/docs/api/")));
    assert.equal(urls("tasks", 8, api)[0], "/docs/api/projen#projen.Tasks");
  });

  it("finds Chinese text per ideograph", () => {
    assert.equal(urls("配置")[0], "/docs/faq/#chinese");
  });

  it("answers bad queries with no results and no exception", () => {
    const bad = [
      "",
      "   ",
      "the and of",
      "<script>alert(1)</script>",
      "\"quoted\" 'single'",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: regex syntax, searched as text
      ".*+?^${}()|[]\\",
      "a".repeat(10_000),
      Array.from({ length: 200 }, (_, k) => `w${k}`).join(" "),
      "\u0000\uffff\ud800",
      "-- - --",
      "~1 *:^",
    ];
    for (const query of bad) assert.doesNotThrow(() => engine.search(query, 8), query);
    for (const query of bad.slice(0, 3)) assert.deepEqual(engine.search(query, 8), [], query);
    // Markup is words like any other: found where the text has them, never run.
    assert.ok(engine.search("<script>alert(1)</script>", 8).every((r) => r.tokens.every((t) => /^[a-z0-9]+$/.test(t))));
  });

  it("refuses what is not an index file", () => {
    assert.throws(() => SearchEngine.load(null), SearchIndexError);
    assert.throws(() => SearchEngine.load([]), /5 entries/);
    assert.throws(() => SearchEngine.load([{}, {}, {}, {}, {}]), /not \{documents, index\}/);
    const empty = JSON.parse(siteFiles([]).get(indexFileName(""))!) as IndexFile;
    const withContent = (content: unknown) => [...empty.slice(0, T.Content), content];
    assert.throws(
      () => SearchEngine.load(withContent({ documents: [], index: { v: 7 } })),
      /entry 4 of the search index: unsupported search index format/,
    );
    assert.throws(
      () => SearchEngine.load(withContent({ documents: [], index: { v: 1, terms: {} } })),
      /unsupported search index format/,
      "version 1 is read no more",
    );
    assert.throws(
      () => SearchEngine.load(withContent({ documents: [], index: { v: 6 } })),
      /its terms are not a count and a file/,
    );
    assert.deepEqual(SearchEngine.load(empty).search("tasks", 8), []);
  });
});
