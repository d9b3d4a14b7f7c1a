import assert from "node:assert/strict";
import type { LinkFacts } from "../../../contracts/data";
import { checkLinks, formatProblems } from "./check";

const page = (source: string, route: string, anchors: string[], links: LinkFacts["links"]): LinkFacts => ({
  source,
  route,
  anchors,
  links,
});

describe("checkLinks and drafts left out", () => {
  it("takes no route from a draft, checks none of its links, and says why a link to it is broken", () => {
    const draft: LinkFacts = { ...page("content/docs/soon.md", "/docs/soon", [], []), draft: true };
    draft.links.push({ href: "/docs/gone", line: 3, markdown: false });
    const problems = checkLinks([
      page("content/docs/a.md", "/docs/a", [], [{ href: "/docs/soon", line: 2, markdown: false }]),
      draft,
    ]);
    assert.deepEqual(
      problems.map((p) => [p.file, p.line, p.message]),
      [["content/docs/a.md", 2, "broken link /docs/soon (content/docs/soon.md is a draft, left out of this build)"]],
    );
  });
});

describe("checkLinks", () => {
  const pages = [
    page(
      "content/docs/a.md",
      "/docs/a",
      ["one"],
      [
        { href: "/docs/b#two", line: 3, markdown: false },
        { href: "/docs/b#nope", line: 4, markdown: false },
        { href: "/docs/bb", line: 5, markdown: false },
        { href: "/docs/c", line: 6, markdown: true },
        { href: "#one", line: 7, markdown: false },
        { href: "#missing", line: 8, markdown: false },
        { href: "/search", line: 9, markdown: false },
      ],
    ),
    page("content/docs/b.md", "/docs/b", ["two"], []),
    page("content/docs/b/index.md", "/docs/b/", [], []),
  ];

  it("finds broken links, markdown links, anchors and duplicate routes", () => {
    const problems = checkLinks(pages);
    assert.deepEqual(
      problems.map((p) => [p.file, p.line, p.kind]),
      [
        ["content/docs/a.md", 4, "broken anchor"],
        ["content/docs/a.md", 5, "broken link"],
        ["content/docs/a.md", 6, "broken markdown link"],
        ["content/docs/a.md", 8, "broken anchor"],
        ["content/docs/b/index.md", 1, "duplicate route"],
      ],
    );
  });

  it("suggests the closest route for a broken link", () => {
    const text = formatProblems(checkLinks(pages));
    assert.match(text, /content\/docs\/a.md:5: warning: broken link \/docs\/bb \(did you mean \/docs\/b\?\)/);
    assert.match(text, /^WARNING: 3 broken anchor|WARNING: .*broken link/);
  });

  it("reports what the doc compiler noticed in a doc, with its line", () => {
    const noted = {
      ...page("content/docs/n.md", "/docs/n", [], []),
      notes: [{ line: 3, message: 'unknown front matter key "x" is ignored' }],
    };
    const text = formatProblems(checkLinks([noted]));
    assert.match(text, /WARNING: 1 doc warning \(the build still succeeds\)/);
    assert.match(text, /content\/docs\/n.md:3: warning: unknown front matter key "x" is ignored/);
  });

  it("says nothing for a clean site", () => {
    assert.equal(formatProblems(checkLinks([pages[1]])), "");
  });
});

describe("checkLinks on a site with docs versions", () => {
  const v11 = "content/versioned_docs/version-1.1/intro.md";
  const versions = [
    { name: "current", label: "Next", path: "/docs", isLast: true },
    { name: "1.1", label: "1.1", path: "/docs/1.1" },
  ];
  const pages = [
    page("content/docs/intro.md", "/docs/intro", [], []),
    page("content/docs/new-api.md", "/docs/new-api", [], []),
    page(
      v11,
      "/docs/1.1/intro",
      [],
      [
        { href: "/docs/1.1/new-api", line: 14, markdown: true, doc: "docs/new-api.md" },
        { href: "/docs/1.1/new-api#setup", line: 15, markdown: false },
        { href: "/docs/new-api", line: 16, markdown: false },
        { href: "/docs/1.1/gone", line: 17, markdown: true, doc: "docs/gone.md" },
      ],
    ),
  ];

  it("names the linking doc, the doc its version lacks and where the last version has it", () => {
    const text = formatProblems(checkLinks(pages, versions));
    const lines = text.split("\n").filter((l) => l.includes(": warning: "));
    assert.deepEqual(
      lines.map((l) => l.trim()),
      [
        `${v11}:14: warning: broken markdown link /docs/1.1/new-api: docs version 1.1 has no docs/new-api.md (Next has it at /docs/new-api)`,
        `${v11}:15: warning: broken link /docs/1.1/new-api#setup: docs version 1.1 has no such page (Next has /docs/new-api)`,
        `${v11}:17: warning: broken markdown link /docs/1.1/gone: docs version 1.1 has no docs/gone.md (did you mean /docs/1.1/intro?)`,
      ],
    );
  });

  it("fails the build with the same words when broken links throw", () => {
    assert.match(
      formatProblems(checkLinks(pages, versions), "throw"),
      /intro\.md:14: error: broken markdown link \/docs\/1\.1\/new-api: docs version 1\.1 has no docs\/new-api\.md/,
    );
  });

  it("says what it always said on a site of one version", () => {
    const one = [{ name: "current", label: "Next", path: "/docs", isLast: true }];
    assert.deepEqual(checkLinks(pages, one), checkLinks(pages));
    assert.match(
      checkLinks(pages)[0].message,
      /^broken markdown link \/docs\/1\.1\/new-api \(did you mean \/docs\/new-api\?\)$/,
    );
  });
});

describe("checkLinks on a site with docs versions: where another version has the page", () => {
  it("looks for the page in the last version first, then in the others in Docusaurus's order", () => {
    const three = [
      { name: "current", label: "Next", path: "/docs/next" },
      { name: "2.0", label: "2.0.x", path: "/docs", isLast: true },
      { name: "1.0", label: "1.0", path: "/docs/1.0" },
    ];
    const problems = checkLinks(
      [
        page("content/docs/both.md", "/docs/next/both", [], []),
        page("content/docs/fresh.md", "/docs/next/fresh", [], []),
        page("content/versioned_docs/version-2.0/both.md", "/docs/both", [], []),
        page(
          "content/versioned_docs/version-1.0/a.md",
          "/docs/1.0/a",
          [],
          [
            { href: "/docs/1.0/both", line: 2, markdown: true, doc: "docs/both.md" },
            { href: "/docs/1.0/fresh/", line: 3, markdown: false },
          ],
        ),
      ],
      three,
    );
    assert.deepEqual(
      problems.map((p) => p.message),
      [
        "broken markdown link /docs/1.0/both: docs version 1.0 has no docs/both.md (2.0.x has it at /docs/both)",
        "broken link /docs/1.0/fresh/: docs version 1.0 has no such page (Next has /docs/next/fresh)",
      ],
    );
  });
});
