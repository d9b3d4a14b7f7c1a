import "../testing/dom";
import assert from "node:assert/strict";
import { gzipSync } from "node:zlib";
import type { BootData, ManifestDoc, PageTable, SidebarItem, SiteManifest } from "../../contracts/data";
import { SIDEBAR_WINDOW } from "../../contracts/sidebar";
import { manifest as smallSite } from "../../contracts/testing/manifest";
import { BOOT_DATA_ID } from "../app/domIds";
import { pageTableManifest } from "../lib/pageTable";
import { assets, pageOf } from "../testing/fixtures";
import { renderPage } from "./render";

const link = (href: string, label = href.split("/").pop()!): SidebarItem => ({ type: "link", label, href });
const range = (count: number, at: (k: number) => string) => Array.from({ length: count }, (_, k) => at(k));

/** Front matter that sets a doc's paginator. */
const OVERRIDES: Record<string, Partial<ManifestDoc>> = {
  "/docs/open/b": { next: "/docs/long/p120", previous: null, paginationLabel: "B!" },
};

/** A sidebar with what the cut must keep right: long lists (windows), nested and closed categories, html, refs, duplicates, a fixed category, and pagination set by front matter. */
const LONG_LIST = 150;
const API_LIST = 130;

function largeSite(): SiteManifest {
  const long = range(LONG_LIST, (k) => `/docs/long/p${k}`);
  const api = range(API_LIST, (k) => `/docs/api/t${k}`);
  const docs: SidebarItem[] = [
    {
      type: "category",
      label: "Open",
      href: "/docs/open/",
      collapsed: false,
      items: [link("/docs/open/a"), link("/docs/open/b")],
    },
    {
      type: "category",
      label: "Closed",
      collapsed: true,
      items: [
        { type: "html", value: "<b>Note</b>" },
        {
          type: "category",
          label: "Inner",
          collapsed: true,
          items: [link("/docs/closed/inner/x"), link("/docs/closed/inner/y")],
        },
        link("/docs/closed/z"),
      ],
    },
    { type: "category", label: "Long", collapsed: true, items: long.map((href) => link(href)) },
    { type: "html", value: "<hr>", defaultStyle: true },
    { ...link("/docs/closed/z", "Z again"), ref: true } as SidebarItem,
    { type: "category", label: "Fixed", collapsible: false, collapsed: false, items: [link("/docs/fixed/f")] },
    link("https://example.com/out", "Out"),
    link("/docs/long/p7", "Seven again"),
    link("/docs/last"),
  ];
  const routes = [
    "/docs/open/",
    "/docs/open/a",
    "/docs/open/b",
    "/docs/closed/inner/x",
    "/docs/closed/inner/y",
    "/docs/closed/z",
    ...long,
    "/docs/fixed/f",
    "/docs/last",
  ];
  const doc = (route: string, sidebar: string | null): ManifestDoc => ({
    route,
    title: `Title of ${route}`,
    source: `${route.slice(1)}.md`,
    sidebar,
  });
  return {
    version: { name: "current", label: "Next", path: "/docs", mainDocRoute: "/docs/open/" },
    docs: [
      ...routes.map((route) => ({ ...doc(route, "docs"), ...OVERRIDES[route] })),
      ...api.map((route) => doc(route, "api")),
      doc("/docs/alone", null),
    ],
    sidebars: { docs, api: api.map((href) => link(href)) },
  };
}

const BOOT = new RegExp(`<script id="${BOOT_DATA_ID}" type="application/json">([\\s\\S]*?)</script>`);
/** The document without its boot data, which holds the table it was rendered with. */
const withoutBoot = (html: string) => html.replace(BOOT, "");
const bootOf = (html: string) => JSON.parse(BOOT.exec(html)![1]) as BootData;
/** The page's part of the table, inline in its boot data (rendered without a folder for parts). */
function inlineTable(html: string): PageTable {
  const { table } = bootOf(html);
  assert.ok(!("part" in table), "the part is inline");
  return table;
}

/** Renders the pages of `manifest` (all, or those `pick` keeps) with the whole table and with its part; the markup must be the same. */
function checkPages(manifest: SiteManifest, pick: (route: string) => boolean = () => true): void {
  const common = { manifest, routes: { base: "/_site/table-123/", count: 1 }, assets };
  const pages: { kind: "doc" | "home" | "search"; url: string }[] = [
    { kind: "home", url: "/" },
    { kind: "search", url: "/search" },
    ...manifest.docs.filter((doc) => pick(doc.route)).map((doc) => ({ kind: "doc" as const, url: doc.route })),
  ];
  for (const { kind, url } of pages) {
    const page = kind === "doc" ? pageOf(url, manifest.docs.find((doc) => doc.route === url)!.title) : undefined;
    const whole = renderPage({ ...common, kind, url, page }).html;
    const table = inlineTable(whole);
    const part = renderPage({ ...common, manifest: pageTableManifest(table), kind, url, page }).html;
    assert.equal(withoutBoot(part), withoutBoot(whole), url);
  }
}

describe("a page's part of the route table", () => {
  it("renders every page of a small site as the whole table does", () => {
    checkPages(smallSite);
  });

  it("renders the pages of a site with long lists, closed categories and pagination overrides as the whole table does", () => {
    // In a long list, the pages where its window starts, slides and stops, and the middle:
    // rendering all 290 twice took 5-10 s, and over 20 s on a busy machine.
    const half = Math.floor(SIDEBAR_WINDOW / 2);
    const edges = (length: number) =>
      new Set([
        0,
        1,
        half - 1,
        half,
        half + 1,
        length >> 1,
        length - half - 1,
        length - half,
        length - half + 1,
        length - 2,
        length - 1,
      ]);
    const lists = [
      { at: /^\/docs\/long\/p(\d+)$/, edges: edges(LONG_LIST) },
      { at: /^\/docs\/api\/t(\d+)$/, edges: edges(API_LIST) },
    ];
    checkPages(largeSite(), (route) =>
      lists.every(({ at, edges }) => {
        const place = at.exec(route);
        return !place || edges.has(Number(place[1]));
      }),
    );
  });

  it("does not grow with the site: a page of a folder of 12,500 docs carries its window, not the folder", () => {
    const folder = range(12_500, (k) => `/docs/big/p${String(k).padStart(5, "0")}`);
    const manifest: SiteManifest = {
      version: { name: "current", label: "Next", path: "/docs", mainDocRoute: folder[0] },
      docs: folder.map((route) => ({ route, title: `Page ${route}`, source: `${route.slice(1)}.md`, sidebar: "docs" })),
      sidebars: {
        docs: [
          { type: "category", label: "Big", collapsed: true, items: folder.map((href) => link(href)) },
          { type: "category", label: "Other", collapsed: true, items: folder.slice(0, 100).map((href) => link(href)) },
        ],
      },
    };
    const url = folder[6_000];
    const html = renderPage({
      manifest,
      routes: { base: "/_site/table-123/", count: 1 },
      assets,
      kind: "doc",
      url,
      page: pageOf(url, "Page"),
    }).html;
    const table = inlineTable(html);
    const bytes = gzipSync(JSON.stringify(table)).length;
    assert.ok(bytes < 4_000, `${bytes} B gzip`);
    assert.ok(gzipSync(JSON.stringify(manifest)).length > 50 * bytes);
    const big = pageTableManifest(table).sidebars.docs[0] as Extract<SidebarItem, { type: "category" }>;
    assert.equal(big.items.length, 12_500, "the list keeps its length, for its window and buttons");
  });
});

describe("a page's part of the route table: its lists and links", () => {
  it("keeps every list's length, shown or not, and holds the docs the body links to without their places", () => {
    const manifest = largeSite();
    const url = "/docs/open/a";
    const common = { manifest, routes: { base: "/_site/table-123/", count: 1 }, assets };
    const plain = inlineTable(renderPage({ ...common, kind: "doc", url, page: pageOf(url, "a") }).html);
    const linking = inlineTable(
      renderPage({
        ...common,
        kind: "doc",
        url,
        page: pageOf(url, "a"),
        links: ["/docs/long/p140#x", "https://x.org/"],
      }).html,
    );
    const whole = manifest.sidebars.docs;
    const part = pageTableManifest(linking).sidebars.docs;
    assert.deepEqual(
      part.map((item) => (item.type === "category" ? item.items.length : -1)),
      whole.map((item) => (item.type === "category" ? item.items.length : -1)),
      "each category keeps its number of items, a closed one too (its list file is named by places)",
    );
    assert.ok(
      linking.docs.some((doc) => doc.route === "/docs/long/p140"),
      "the linked doc",
    );
    assert.ok(!plain.docs.some((doc) => doc.route === "/docs/long/p140"));
    assert.deepEqual(linking.sidebars, plain.sidebars, "a body link keeps no place in the sidebars");
  });
});

describe("a page's part of the route table as a file of its own", () => {
  const manifest = largeSite();
  const common = { manifest, routes: { base: "/_site/table-123/", count: 1 }, assets, tableParts: "/_table/docs/g.0/" };
  const render = (url: string, links: string[] = []) =>
    renderPage({ ...common, kind: "doc", url, page: pageOf(url, "Page"), links });

  it("is named in the boot data and preloaded by the head; the docs only its body links to stay inline", () => {
    const rendered = render("/docs/long/p40", ["/docs/api/t3", "/docs/long/p41"]);
    const boot = bootOf(rendered.html);
    assert.ok(rendered.part && "part" in boot.table);
    assert.equal(boot.table.part, rendered.part.url);
    assert.match(rendered.part.url, /^\/_table\/docs\/g\.0\/[0-9a-f]{16}\.json$/);
    assert.deepEqual(JSON.parse(rendered.part.text), rendered.part.table);
    assert.ok(
      rendered.html.includes(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${rendered.part.url}">`),
    );
    assert.deepEqual(
      boot.table.docs.map((doc) => doc.route),
      ["/docs/api/t3"],
      "a linked doc the part lacks; the part has its neighbour",
    );
    const table = { ...rendered.part.table, docs: [...rendered.part.table.docs, ...boot.table.docs] };
    const whole = render("/docs/long/p40").html;
    const again = renderPage({
      ...common,
      manifest: pageTableManifest(table),
      kind: "doc",
      url: "/docs/long/p40",
      page: pageOf("/docs/long/p40", "Page"),
    });
    assert.equal(
      withoutBoot(again.html).replace(/<link rel="preload" as="fetch"[^>]*>/, ""),
      withoutBoot(whole).replace(/<link rel="preload" as="fetch"[^>]*>/, ""),
    );
  });

  it("is one file for the pages beside each other in a short list, whatever their body links", () => {
    const a = render("/docs/closed/inner/x", ["/docs/api/t1"]).part!;
    const b = render("/docs/closed/inner/y").part!;
    assert.equal(a.url, b.url);
    assert.equal(a.text, b.text);
    assert.notEqual(render("/docs/long/p40").part!.url, a.url);
  });
});
