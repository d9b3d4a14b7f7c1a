import assert from "node:assert/strict";
import type { SiteManifest } from "../../../contracts/data";
import { siteFoldersOf } from "./main";
import { checkRedirects, parseRedirects, RedirectsError, type RedirectRule, type SiteFolders } from "./rules";

const FILE = "content/redirects.yaml";
const ROUTES = ["/docs/", "/docs/concepts/tasks", "/docs/faq/", "/docs/api/projen"];

/** The error lines `text` gives, or [] when it is fine; `declared` defaults to what it reads. */
function problemsOf(text: string, declared?: string[], routes = ROUTES, site: SiteFolders = {}): string[] {
  try {
    const rules = parseRedirects(FILE, text);
    checkRedirects(FILE, rules, routes, declared ?? rules.map((r) => r.from), site);
    return [];
  } catch (error) {
    assert.ok(error instanceof RedirectsError, String(error));
    return error.message.split("\n");
  }
}

describe("redirects.yaml", () => {
  it("reads one rule a line, with its line", () => {
    const text = "# Old URLs\n/docs/tasks: /docs/concepts/tasks\n\n'/docs/questions': \"/docs/faq/\"\n";
    assert.deepEqual(parseRedirects(FILE, text), [
      { from: "/docs/tasks", to: "/docs/concepts/tasks", line: 2 },
      { from: "/docs/questions", to: "/docs/faq/", line: 4 },
    ] satisfies RedirectRule[]);
  });

  it("takes an empty file or one of comments only as no rules", () => {
    assert.deepEqual(parseRedirects(FILE, ""), []);
    assert.deepEqual(parseRedirects(FILE, "# none yet\n"), []);
  });

  it("accepts targets that are doc routes, with or without their trailing slash, and / and /search", () => {
    assert.deepEqual(problemsOf("/a: /docs/faq\n/b: /docs/faq/\n/c: /\n/d: /search\n/e: /docs/concepts/tasks/\n"), []);
  });
});

/** Each bad file, with the one error it must give (file and line included). */
const BAD: [what: string, text: string, error: string][] = [
  ["YAML that does not parse", "/a: /docs/faq/\n/b: [\n", `${FILE}:3: error: not valid YAML`],
  ["a list instead of a mapping", "- /a\n- /b\n", `${FILE}:1: error: expected a mapping`],
  [
    "a target that is not a string",
    "/a: /docs/faq/\n/b:\n  to: /docs/\n",
    `${FILE}:2: error: each rule is a path and a route`,
  ],
  [
    "a rule written over two lines",
    "/a: /docs/faq/\n/b:\n  /docs/faq/\n",
    `${FILE}:2: error: write each rule on one line`,
  ],
  [
    "a target that is not a route",
    "/a: /docs/gone\n",
    `${FILE}:1: error: target /docs/gone is not a route of the site`,
  ],
  [
    "a target outside the site",
    "/a: https://example.com/x\n",
    `${FILE}:1: error: target https://example.com/x is outside the site`,
  ],
  ["a target with a query", "/a: /docs/faq/?x=1\n", `${FILE}:1: error: target /docs/faq/?x=1 is a route only`],
  ["a target with an anchor", "/a: /docs/faq/#top\n", `${FILE}:1: error: target /docs/faq/#top is a route only`],
  ["a source that is a doc route", "/docs/faq: /docs/\n", `${FILE}:1: error: source /docs/faq is a page of the site`],
  [
    "a source that is the home page",
    "/index.html: /docs/\n",
    `${FILE}:1: error: source /index.html is a page of the site`,
  ],
  ["a source that is /search", "/search/: /docs/\n", `${FILE}:1: error: source /search/ is a page of the site`],
  [
    "a source among the site's files",
    "/assets/old.js: /docs/\n",
    `${FILE}:1: error: source /assets/old.js is among the site's own files`,
  ],
  [
    "a source under an underscore folder",
    "/_page/x: /docs/\n",
    `${FILE}:1: error: source /_page/x is among the site's own files`,
  ],
  [
    "a source that is not a path",
    "docs/old: /docs/\n",
    `${FILE}:1: error: source docs/old is not a path from the site's root`,
  ],
  ["a source with a query", "/old?x=1: /docs/\n", `${FILE}:1: error: source /old?x=1 is a path only`],
  [
    "a duplicate source",
    "/a: /docs/\n/b: /docs/faq/\n/a: /docs/faq/\n",
    `${FILE}:3: error: /a is redirected twice (first on line 1)`,
  ],
  [
    "a duplicate by trailing slash",
    "/a: /docs/\n/a/: /docs/faq/\n",
    `${FILE}:2: error: /a/ is redirected twice (first on line 1)`,
  ],
  ["a rule to itself", "/a: /a/\n", `${FILE}:1: error: /a redirects to itself`],
  [
    "a chain",
    "/a: /b\n/b: /docs/faq/\n",
    `${FILE}:1: error: /a → /b → /docs/faq/ is a chain (/b is redirected on line 2)`,
  ],
  ["a source the build did not declare", "/a: /docs/faq/\n", `${FILE}:1: error: the build did not read /a as a source`],
];
describe("redirects.yaml problems", () => {
  for (const [what, text, error] of BAD) {
    it(`fails on ${what}, naming the file and line`, () => {
      const problems = problemsOf(text, what.includes("did not declare") ? [] : undefined);
      assert.equal(problems.length, 1, problems.join("\n"));
      assert.ok(problems[0].startsWith(error), `${problems[0]}\n  does not start with\n${error}`);
    });
  }

  it("fails on a loop with one error per rule of it", () => {
    assert.deepEqual(
      problemsOf("/a: /b\n/b: /a\n").map((p) => p.replace(/ \(.*/, "")),
      [`${FILE}:1: error: /a → /b → /a is a loop`, `${FILE}:2: error: /b → /a → /b is a loop`],
    );
  });

  it("reports every problem of the file at once, in line order", () => {
    const problems = problemsOf("/docs/faq: /docs/\n/ok: /docs/\n/x: /nowhere\n");
    assert.deepEqual(
      problems.map((p) => p.split(": error")[0]),
      [`${FILE}:1`, `${FILE}:3`],
    );
  });
});

/** A docs version's route table with one doc, its `intro`. */
function tableOf(name: string, path: string, searchBase?: string): SiteManifest {
  return {
    version: { name, label: name, path, mainDocRoute: `${path}/intro`, ...(searchBase ? { searchBase } : {}) },
    docs: [{ route: `${path}/intro`, title: "Intro", source: "docs/intro.md", sidebar: null }],
    sidebars: {},
  };
}

describe("redirects.yaml on a site with docs versions", () => {
  const current = tableOf("current", "/docs");
  const tables = [current, tableOf("1.2", "/docs/1.2", "/docs/1.2/")];
  const problems = (text: string): string[] =>
    problemsOf(
      text,
      undefined,
      tables.flatMap((t) => t.docs.map((d) => d.route)),
      siteFoldersOf(tables),
    );

  it("refuses a source that is a page of any version, naming the version", () => {
    assert.deepEqual(problems("# moved\n\n/docs/1.2/intro: /docs/intro\n/docs/intro/: /docs/1.2/intro\n"), [
      `${FILE}:3: error: source /docs/1.2/intro is a page of docs version 1.2: a redirect cannot hide it`,
      `${FILE}:4: error: source /docs/intro/ is a page of docs version current: a redirect cannot hide it`,
    ]);
  });

  it("takes a page of any version as a target", () => {
    assert.deepEqual(problems("/docs/1.2/old: /docs/1.2/intro\n/docs/old: /docs/intro\n"), []);
  });

  it("refuses a source among a version's own files: its search files and generated index pages", () => {
    assert.deepEqual(problems("/docs/1.2/search-chunks/x: /docs/intro\n/docs/1.2/category/gone: /docs/intro\n"), [
      `${FILE}:1: error: source /docs/1.2/search-chunks/x is among the site's own files (/docs/1.2/search-chunks)`,
      `${FILE}:2: error: source /docs/1.2/category/gone is among the site's own files (/docs/1.2/category)`,
    ]);
  });

  it("names no version on an unversioned site", () => {
    assert.equal(siteFoldersOf([current]).versionOf, undefined);
    assert.deepEqual(siteFoldersOf([current]).ownPaths?.slice(0, 2), ["/docs/category", "/search-index.json"]);
  });
});
