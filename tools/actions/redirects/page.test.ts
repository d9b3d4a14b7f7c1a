import assert from "node:assert/strict";
import { runInNewContext } from "node:vm";
import { parseRedirectsArgs } from "./main";
import { REDIRECT_SCRIPT, REDIRECT_SCRIPT_URL, redirectPage } from "./page";

describe("redirect page", () => {
  const html = redirectPage({ to: "/docs/faq/", title: "FAQ & more", siteUrl: "https://projen.io/" });

  it("names the target as canonical, in a visible link and in the script's data-to", () => {
    assert.match(html, /<link rel="canonical" href="https:\/\/projen\.io\/docs\/faq\/">/);
    assert.match(html, /<a href="\/docs\/faq\/">FAQ &amp; more<\/a>/);
    assert.match(html, new RegExp(`<script src="${REDIRECT_SCRIPT_URL}" data-to="/docs/faq/"></script>`));
  });

  it("refreshes without JavaScript only: the meta refresh is inside <noscript>", () => {
    assert.match(html, /<noscript><meta http-equiv="refresh" content="0; url=\/docs\/faq\/"><\/noscript>/);
    assert.equal(html.match(/http-equiv/g)?.length, 1);
  });

  it("has no inline script and no style (the CSP allows neither)", () => {
    assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)[^>]*>/);
    assert.doesNotMatch(html, /<style|style=/);
  });

  /** Runs the script as a browser would, with `data-to` and the reader's location. */
  function follow(dataTo: string | null, search: string, hash: string): string | null {
    let replaced: string | null = null;
    runInNewContext(REDIRECT_SCRIPT, {
      document: { currentScript: { getAttribute: (name: string) => (name === "data-to" ? dataTo : null) } },
      location: { search, hash, replace: (url: string) => (replaced = url) },
    });
    return replaced;
  }

  it("sends the reader on with their query and anchor", () => {
    assert.equal(follow("/docs/faq/", "?q=tasks", "#setup"), "/docs/faq/?q=tasks#setup");
    assert.equal(follow("/docs/faq/", "", ""), "/docs/faq/");
  });

  it("follows only paths of this site", () => {
    assert.equal(follow("//evil.example/", "", ""), null);
    assert.equal(follow("https://evil.example/", "", ""), null);
    assert.equal(follow(null, "", ""), null);
  });
});

describe("redirects command line", () => {
  it("takes the files and then the declared sources", () => {
    assert.deepEqual(
      parseRedirectsArgs([
        "--redirects",
        "r.yaml",
        "--manifest",
        "m",
        "--renderer",
        "x.js",
        "--site",
        "dist",
        "--list",
        "l.json",
        "/a",
        "/b",
      ]),
      {
        redirects: "r.yaml",
        manifest: "m",
        renderer: "x.js",
        site: "dist",
        list: "l.json",
        declared: ["/a", "/b"],
        tables: [],
      },
    );
    const withTables = ["--redirects", "r", "--manifest", "m", "--renderer", "x", "--site", "d", "--list", "l"];
    assert.deepEqual(parseRedirectsArgs([...withTables, "--table", "t1", "--table", "t2", "/a"]).tables, ["t1", "t2"]);
    assert.throws(() => parseRedirectsArgs(["--redirects", "r.yaml"]), /redirects: missing --manifest/);
  });
});
