import assert from "node:assert/strict";
import { JSDOM } from "jsdom";
import type { SiteManifest } from "../../../contracts/data";
import { llmsTxt } from "./llms";
import { parseSiteFilesArgs } from "./main";
import { robotsTxt } from "./robots";
import { indexableRoutes, sitemapXml } from "./sitemap";

const link = (label: string, href: string) => ({ type: "link" as const, label, href });
const doc = (route: string, title: string, sidebar: string | null) => ({
  route,
  title,
  source: `${route}.md`,
  sidebar,
});

const manifest: SiteManifest = {
  version: { name: "current", label: "Next", path: "/docs", mainDocRoute: "/docs/intro" },
  docs: [
    doc("/docs/intro", "Intro", "docs"),
    doc("/docs/guides/", "Guides", "docs"),
    doc("/docs/guides/a&b", "A & B", "docs"),
    { ...doc("/docs/secret", "Secret", null), unlisted: true },
    doc("/docs/api/projen", "projen", "api"),
  ],
  sidebars: {
    docs: [
      link("Intro", "/docs/intro"),
      {
        type: "category",
        label: "Guides [all]",
        href: "/docs/guides/",
        collapsed: true,
        items: [link("A & B", "/docs/guides/a&b"), link("Elsewhere", "https://example.com/x")],
      },
      { type: "html", value: "<hr>" },
      { type: "category", label: "No page", collapsed: true, items: [] },
    ],
    api: [link("projen", "/docs/api/projen")],
  },
};

describe("sitemap.xml", () => {
  it("lists the home page and every listed doc, as absolute URLs, escaped", () => {
    const routes = indexableRoutes([manifest]);
    assert.deepEqual(routes, ["/", "/docs/intro", "/docs/guides/", "/docs/guides/a&b", "/docs/api/projen"]);
    const xml = sitemapXml("https://projen.io", routes, new Map([["/docs/intro", "2026-11-27"]]));
    const doc = new JSDOM(xml, { contentType: "application/xml" }).window.document;
    assert.equal(doc.documentElement.namespaceURI, "http://www.sitemaps.org/schemas/sitemap/0.9");
    const locs = [...doc.getElementsByTagName("loc")].map((loc) => loc.textContent);
    assert.deepEqual(
      locs,
      routes.map((route) => `https://projen.io${route}`),
    );
    assert.equal(doc.getElementsByTagName("lastmod")[0].textContent, "2026-11-27");
    assert.match(xml, /a&amp;b/);
  });
});

describe("sitemap.xml of a site with docs versions", () => {
  const old: SiteManifest = {
    version: { name: "1.0", label: "1.0", path: "/docs/1.0", mainDocRoute: "/docs/1.0/intro" },
    docs: [doc("/docs/1.0/intro", "Intro", "docs"), { ...doc("/docs/1.0/hidden", "Hidden", null), unlisted: true }],
    sidebars: { docs: [link("Intro", "/docs/1.0/intro")] },
  };

  it("lists every version's listed docs, each with the date of its own file", () => {
    const routes = indexableRoutes([manifest, old]);
    assert.deepEqual(routes.slice(-2), ["/docs/api/projen", "/docs/1.0/intro"]);
    const dates = new Map([
      ["/docs/intro", "2026-11-27"],
      ["/docs/1.0/intro", "2025-01-02"],
    ]);
    const xml = sitemapXml("https://projen.io", routes, dates);
    assert.match(xml, /<url><loc>https:\/\/projen\.io\/docs\/1\.0\/intro<\/loc><lastmod>2025-01-02<\/lastmod><\/url>/);
    assert.match(xml, /<url><loc>https:\/\/projen\.io\/docs\/intro<\/loc><lastmod>2026-11-27<\/lastmod><\/url>/);
    assert.doesNotMatch(xml, /hidden/);
  });
});

describe("sitefiles command line", () => {
  it("takes every docs version's route table, and none on an unversioned site", () => {
    const base = ["--out", "o", "--manifest", "m.json", "--renderer", "r.js"];
    assert.deepEqual(parseSiteFilesArgs([...base, "--table", "a.json", "--table", "b.json"]).tables, [
      "a.json",
      "b.json",
    ]);
    assert.deepEqual(parseSiteFilesArgs(base).tables, []);
  });
});

describe("robots.txt", () => {
  it("allows every crawler and names the sitemap, or disallows all for a noIndex site", () => {
    assert.equal(
      robotsTxt("https://projen.io", false),
      "User-agent: *\nAllow: /\n\nSitemap: https://projen.io/sitemap.xml\n",
    );
    assert.match(robotsTxt("https://projen.io", true), /^User-agent: \*\nDisallow: \/\n/);
  });
});

describe("llms.txt", () => {
  const text = llmsTxt("https://projen.io", "projen", "Configuration as code.", manifest);

  it("opens with the title and tagline, then a section per sidebar", () => {
    assert.match(text, /^# projen\n\n> Configuration as code\.\n\n## Docs\n\n/);
    assert.match(text, /\n## API\n\n- \[projen\]\(https:\/\/projen\.io\/docs\/api\/projen\.md\)\n$/);
  });

  it("links each doc's Markdown, nests categories, keeps outside links and leaves out markup", () => {
    const docs = text.slice(text.indexOf("## Docs"), text.indexOf("## API"));
    assert.equal(
      docs,
      [
        "## Docs",
        "",
        "- [Intro](https://projen.io/docs/intro.md)",
        "- [Guides \\[all\\]](https://projen.io/docs/guides.md)",
        "  - [A & B](https://projen.io/docs/guides/a&b.md)",
        "  - [Elsewhere](https://example.com/x)",
        "- No page",
        "",
        "",
      ].join("\n"),
    );
    assert.doesNotMatch(text, /secret|<hr>/i);
  });
});
