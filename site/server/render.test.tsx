import "../testing/dom";
import assert from "node:assert/strict";
import { JSDOM } from "jsdom";
import type { BootData, ManifestDoc } from "../../contracts/data";
import { assets, manifest, pageOf } from "../testing/fixtures";
import { THEME_SCRIPT } from "../theme/inlineScripts";
import { renderPage } from "./render";

const common = { manifest, routes: { base: "/_site/table-123/", count: 1 }, assets };
const tasks = pageOf(
  "/docs/concepts/tasks",
  "Tasks",
  '<h2 class="anchor" id="first">First<a href="#first" class="hash-link" aria-label="Direct link to First">\u200b</a></h2><p>Body &amp; more <a href="/docs/faq/">FAQ</a></p>',
);

function parse(html: string): Document {
  return new JSDOM(html).window.document;
}

function bootOf(doc: Document): BootData {
  return JSON.parse(doc.getElementById("__site")!.textContent!) as BootData;
}

describe("renderPage: the document", () => {
  it("renders a doc: title, description, body inside <article> after the h1", () => {
    const html = renderPage({ ...common, kind: "doc", url: tasks.route, page: tasks }).html;
    assert.ok(html.startsWith("<!doctype html>"));
    const doc = parse(html);
    const root = doc.documentElement;
    assert.equal(root.getAttribute("lang"), "en");
    assert.equal(root.getAttribute("dir"), "ltr");
    assert.equal(root.getAttribute("data-theme"), "light");
    assert.equal(root.getAttribute("data-theme-choice"), "light");
    assert.equal(doc.title, "Tasks | projen");
    assert.equal(doc.querySelector('meta[name="description"]')?.getAttribute("content"), "All about Tasks.");
    const body = doc.getElementById("doc-body")!;
    assert.equal(body.innerHTML, tasks.html);
    const h1 = body.closest("article")!.querySelector("h1")!;
    assert.equal(h1.textContent, "Tasks");
    assert.ok(h1.compareDocumentPosition(body) & doc.defaultView!.Node.DOCUMENT_POSITION_FOLLOWING);
    assert.equal(doc.querySelector('meta[name="robots"]'), null);
    assert.equal(doc.querySelector('meta[property="robots"]'), null);
  });

  it("puts the anti-flash theme script first in <body>, before any content", () => {
    const html = renderPage({ ...common, kind: "doc", url: tasks.route, page: tasks }).html;
    const doc = parse(html);
    const first = doc.body.firstElementChild!;
    assert.equal(first.tagName, "SCRIPT");
    assert.equal(first.textContent, THEME_SCRIPT);
    assert.ok(html.indexOf(THEME_SCRIPT) < html.indexOf('id="site-root"'));
  });

  it("links the assets; a doc carries its part of the route table and preloads no table", () => {
    const doc = parse(renderPage({ ...common, kind: "home", url: "/" }).html);
    assert.deepEqual(
      [...doc.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute("href")),
      assets.css,
    );
    assert.deepEqual(
      [...doc.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute("href")),
      assets.preload,
    );
    const entry = doc.querySelector('script[type="module"]')!;
    assert.equal(entry.getAttribute("src"), assets.entry);
    assert.equal(
      doc.querySelector('link[rel="preload"][as="fetch"]'),
      null,
      "a page hydrates from its part of the table",
    );
    assert.equal(doc.querySelector('link[rel="icon"]')?.getAttribute("href"), "/img/favicon.svg");
  });

  it("preloads the early search's chunks on the /search page only", () => {
    const preloads = (doc: Document) =>
      [...doc.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute("href"));
    assert.deepEqual(preloads(parse(renderPage({ ...common, kind: "search", url: "/search" }).html)), [
      ...assets.preload,
      ...assets.searchPreload,
    ]);
    assert.deepEqual(
      preloads(parse(renderPage({ ...common, kind: "doc", url: tasks.route, page: tasks }).html)),
      assets.preload,
    );
  });

  it("embeds boot data without the body html, with < escaped", () => {
    const page = { ...tasks, title: "</script><b>x" };
    const html = renderPage({ ...common, kind: "doc", url: page.route, page }).html;
    const json = html.slice(html.indexOf('<script id="__site"'));
    assert.ok(!json.slice(json.indexOf(">") + 1, json.indexOf("</script>")).includes("<"));
    const boot = bootOf(parse(html));
    assert.equal(boot.kind, "doc");
    assert.equal(boot.route, "/docs/concepts/tasks");
    assert.deepEqual(boot.routes, common.routes);
    assert.equal(boot.worker, assets.worker);
    assert.equal(boot.page?.title, "</script><b>x");
    assert.equal((boot.page as Record<string, unknown>).html, undefined);
    assert.deepEqual(boot.page?.toc, tasks.toc);
  });
});

describe("renderPage: the route table", () => {
  it("gives 404.html, served for any path, its part of the table and no whole table to fetch", () => {
    const rendered = renderPage({ ...common, kind: "notfound", url: "/404.html" });
    const notFound = parse(rendered.html);
    assert.equal(notFound.querySelector('link[rel="preload"][as="fetch"]'), null);
    assert.deepEqual(bootOf(notFound).table, rendered.table);
    assert.deepEqual(bootOf(notFound).routes, common.routes);
  });
});

describe("renderPage: a doc's navigation", () => {
  it("renders the sidebar, breadcrumbs, TOC and pagination as real links", () => {
    const doc = parse(renderPage({ ...common, kind: "doc", url: tasks.route, page: tasks }).html);
    const active = doc.querySelector(".doc-sidebar .menu__link--active")!;
    assert.equal(active.getAttribute("href"), "/docs/concepts/tasks");
    assert.equal(active.getAttribute("aria-current"), "page");
    // The Concepts category holds the page, so it is open and its items are in the markup.
    assert.ok(doc.querySelector('.doc-sidebar a[href="/docs/concepts/projects/"]'));
    assert.deepEqual(
      [...doc.querySelectorAll(".breadcrumbs li")].map((li) => li.textContent),
      ["", "Concepts", "Tasks"],
    );
    assert.deepEqual(
      [...doc.querySelectorAll("a.table-of-contents__link.toc-highlight")].map((a) => a.getAttribute("href")),
      ["#first", "#detail", "#second"],
    );
    assert.equal(doc.querySelector(".pagination-nav__link--prev")?.getAttribute("href"), "/docs/concepts/projects/");
    assert.equal(
      doc.querySelector(".pagination-nav__link--next")?.getAttribute("href"),
      "/docs/concepts/escape-hatches",
    );
    assert.equal(
      doc
        .querySelector('nav[aria-label="Main"] a[href="/docs/introduction/"]')
        ?.classList.contains("navbar__link--active"),
      true,
    );
  });

  it("omits the items of closed categories that do not hold the page", () => {
    const faq = pageOf("/docs/faq/", "FAQ");
    const doc = parse(renderPage({ ...common, kind: "doc", url: faq.route, page: faq }).html);
    assert.equal(doc.querySelector('.doc-sidebar a[href="/docs/concepts/tasks"]'), null);
    // Without JS, the closed category still leads somewhere: its first page.
    const concepts = [...doc.querySelectorAll(".doc-sidebar .menu__link--sublist")].find(
      (a) => a.textContent === "Concepts",
    )!;
    assert.equal(concepts.getAttribute("href"), "/docs/concepts/projects/");
    assert.equal(concepts.getAttribute("aria-expanded"), "false");
  });
});

describe("renderPage: many pages with one route table", () => {
  it("indexes the table once, not once per page", () => {
    let reads = 0;
    const counted = Object.defineProperty({ ...manifest }, "docs", {
      get: () => {
        reads++;
        return manifest.docs;
      },
    });
    const render = () => renderPage({ ...common, manifest: counted, kind: "doc", url: tasks.route, page: tasks }).html;
    const first = render();
    const afterFirst = reads;
    assert.ok(afterFirst > 0);
    assert.equal(render(), first);
    assert.equal(reads, afterFirst, "the second page reads no doc of the table");
  });
});

describe("renderPage: the other pages and the page frame", () => {
  it("titles the home page with the site title and adds the base-URL banner script", () => {
    const html = renderPage({ ...common, kind: "home", url: "/" }).html;
    const doc = parse(html);
    assert.equal(doc.title, "projen");
    assert.match(html, /Your site did not load properly\./);
    assert.ok(doc.querySelector('a[href="/docs/introduction/getting-started"]'));
    assert.equal(bootOf(doc).kind, "home");
  });

  it("keeps the base-URL banner off other pages", () => {
    assert.doesNotMatch(renderPage({ ...common, kind: "notfound", url: "/404.html" }).html, /did not load properly/);
  });

  it("renders the search page with its raw title and noindex", () => {
    const doc = parse(renderPage({ ...common, kind: "search", url: "/search" }).html);
    assert.equal(doc.title, "Search the documentation");
    assert.equal(doc.querySelector('meta[name="robots"]')?.getAttribute("content"), "noindex, follow");
    assert.equal(doc.querySelector('meta[property="robots"]')?.getAttribute("content"), "noindex, follow");
    assert.ok(doc.querySelector('input[aria-label="Search"]'));
  });

  it("renders the not-found page", () => {
    const doc = parse(renderPage({ ...common, kind: "notfound", url: "/404.html" }).html);
    assert.equal(doc.title, "Page Not Found | projen");
    assert.equal(doc.querySelector("main h1")?.textContent, "Page Not Found");
    assert.match(doc.querySelector("main")!.textContent!, /We could not find what you were looking for\./);
    assert.equal(doc.querySelector('link[rel="canonical"]'), null);
  });

  it("has the page frame: skip link, announcement, navbar, footer", () => {
    const doc = parse(renderPage({ ...common, kind: "home", url: "/" }).html);
    assert.equal(doc.querySelector(".skip-to-content__link")?.getAttribute("href"), "#main-content");
    assert.ok(doc.getElementById("main-content"));
    assert.equal(doc.querySelector('[role="banner"] button')?.getAttribute("aria-label"), "Close");
    assert.ok(doc.querySelector('nav[aria-label="Main"] button[aria-label="Toggle navigation bar"]'));
    const toggle = doc.querySelector(".navbar .color-mode-toggle")!;
    assert.equal(toggle.getAttribute("aria-label"), "Switch between dark and light mode (currently light mode)");
    assert.equal(toggle.getAttribute("title"), "light mode");
    assert.ok(toggle.hasAttribute("disabled"));
    assert.match(doc.querySelector("footer")!.textContent!, /Copyright © 2025 projen contributors/);
    const github = doc.querySelector('a[href="https://github.com/projen/projen"]')!;
    assert.equal(github.getAttribute("target"), "_blank");
    assert.equal(github.getAttribute("rel"), "noopener noreferrer");
  });

  it("refuses a doc that is not in the manifest", () => {
    const stray = pageOf("/docs/stray", "Stray");
    assert.throws(
      () => renderPage({ ...common, kind: "doc", url: stray.route, page: stray }).html,
      /not the route of doc/,
    );
  });
});

describe("renderPage: what a doc's front matter asks of the page", () => {
  /** The shared route table, with some docs' front matter applied. */
  const withFields = (fields: Record<string, Partial<ManifestDoc>>) => ({
    ...common,
    manifest: { ...manifest, docs: manifest.docs.map((d) => ({ ...d, ...fields[d.route] })) },
  });

  it("marks an unlisted doc noindex, nofollow and shows its notice", () => {
    const doc = parse(
      renderPage({ ...common, kind: "doc", url: tasks.route, page: { ...tasks, unlisted: true } }).html,
    );
    assert.equal(doc.querySelector('meta[name="robots"]')?.getAttribute("content"), "noindex, nofollow");
    const banner = doc.querySelector("article .unlisted-banner")!;
    assert.match(banner.textContent!, /^Unlisted page/);
    assert.ok(banner.compareDocumentPosition(doc.getElementById("doc-body")!) & 4, "above the body");
    const listed = parse(renderPage({ ...common, kind: "doc", url: tasks.route, page: tasks }).html);
    assert.equal(listed.querySelector(".unlisted-banner"), null);
  });

  it("gives og:image and twitter:image as absolute URLs", () => {
    const meta = (image: string, name: string) =>
      parse(renderPage({ ...common, kind: "doc", url: tasks.route, page: { ...tasks, image } }).html)
        .querySelector(`meta[${name}]`)
        ?.getAttribute("content");
    assert.equal(
      meta("/content-files/docs/card-12345678.png", 'property="og:image"'),
      "https://projen.io/content-files/docs/card-12345678.png",
    );
    assert.equal(meta("https://cdn.example.com/c.png", 'name="twitter:image"'), "https://cdn.example.com/c.png");
    // Without an image of its own, a page shows the site's social card, large.
    const plain = parse(renderPage({ ...common, kind: "doc", url: tasks.route, page: tasks }).html);
    assert.equal(
      plain.querySelector('meta[property="og:image"]')?.getAttribute("content"),
      "https://projen.io/img/social-card.png",
    );
    assert.equal(plain.querySelector('meta[name="twitter:card"]')?.getAttribute("content"), "summary_large_image");
    assert.equal(plain.querySelector('meta[property="og:image:width"]')?.getAttribute("content"), "1200");
    assert.equal(plain.querySelector('meta[property="og:image:height"]')?.getAttribute("content"), "630");
  });

  it("describes a doc's breadcrumbs as JSON-LD, matching the visible ones", () => {
    const doc = parse(renderPage({ ...common, kind: "doc", url: tasks.route, page: tasks }).html);
    const data = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!);
    assert.equal(data["@type"], "BreadcrumbList");
    const visible = [...doc.querySelectorAll(".breadcrumbs__item:not(:first-child) .breadcrumbs__link")].map(
      (crumb) => crumb.textContent,
    );
    assert.deepEqual(
      data.itemListElement.map((item: { name: string }) => item.name),
      visible,
    );
    assert.deepEqual(
      data.itemListElement.map((item: { position: number }) => item.position),
      visible.map((_, i) => i + 1),
    );
    assert.equal(data.itemListElement.at(-1).item, "https://projen.io/docs/concepts/tasks");
    const home = parse(renderPage({ ...common, kind: "home", url: "/" }).html);
    assert.equal(home.querySelector('script[type="application/ld+json"]'), null);
  });

  it("leads the paginator where the front matter says, by pagination labels", () => {
    const render = (fields: Record<string, Partial<ManifestDoc>>) =>
      parse(renderPage({ ...withFields(fields), kind: "doc", url: tasks.route, page: tasks }).html);
    const link = (doc: Document, side: string) => {
      const a = doc.querySelector(`.pagination-nav__link--${side}`);
      return a && [a.getAttribute("href"), a.querySelector(".pagination-nav__label")?.textContent];
    };
    const labelled = render({ "/docs/concepts/escape-hatches": { paginationLabel: "Hatches" } });
    assert.deepEqual(link(labelled, "next"), ["/docs/concepts/escape-hatches", "Hatches"]);
    const moved = render({ "/docs/concepts/tasks": { next: "/docs/faq/", previous: null } });
    assert.deepEqual(link(moved, "next"), ["/docs/faq/", "FAQ"]);
    assert.equal(link(moved, "prev"), null);
  });
});
