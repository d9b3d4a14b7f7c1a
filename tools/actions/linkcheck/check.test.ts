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
