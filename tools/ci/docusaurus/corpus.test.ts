/**
 * A docs folder written for Docusaurus 3 (content/), built by the real pipeline: each
 * construct as a reader gets it (the built HTML pages, read with jsdom), as search holds
 * it (the pages' section texts) and as the writer is told about it (the build's warnings).
 */
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import type { ShardLine, SiteManifest } from "../../../contracts/data";

const pkg = join(process.env.BAZEL_RUNFILES!, "projen_docs", "tools/ci/docusaurus");
const site = join(pkg, "site");

/** The built page of a route, as a document. */
function page(route: string): Document {
  return new JSDOM(readFileSync(join(site, route, "index.html"), "utf8")).window.document;
}

/** The doc body of a route's page. */
function body(route: string): HTMLElement {
  return page(route).querySelector<HTMLElement>("article .markdown")!;
}

/** The search shard of a route, from its doc group's shards file. */
function shardOf(route: string): ShardLine {
  const pages = join(pkg, "site_pages");
  const files = readdirSync(pages, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".shards.json"));
  for (const file of files)
    for (const line of readFileSync(join(pages, file), "utf8").split("\n"))
      if (line !== "" && (JSON.parse(line) as ShardLine).route === `/${route}`) return JSON.parse(line) as ShardLine;
  throw new Error(`no search shard for /${route}`);
}

/** Every section text search holds for a route: the texts its shard places in its group's text files. */
function searchText(route: string): string {
  return shardOf(route)
    .documents.filter(({ f }) => f !== undefined)
    .map(({ f, o }) => (JSON.parse(readFileSync(join(site, f!), "utf8")) as string[])[o!])
    .join(" ");
}

/** A built file that a URL of the site names. */
function served(url: string): string {
  return join(site, decodeURIComponent(url));
}

describe("a Docusaurus docs folder: titles and admonitions (intro.md)", () => {
  const doc = page("docs/intro");
  const markdown = body("docs/intro");

  it("takes the title from the heading after a blank line, and shows it once", () => {
    assert.deepEqual(
      [...doc.querySelectorAll("article h1")].map((h) => h.textContent),
      ["Why projen"],
    );
    assert.equal(doc.title.split(" | ")[0], "Why projen");
  });

  it("renders every admonition type, titles with markup, nesting and GitHub alerts, with no ::: left", () => {
    const types = [...markdown.querySelectorAll("aside.admonition")].map((a) => a.getAttribute("data-type"));
    assert.deepEqual(types, [
      "note",
      "tip",
      "info",
      "warning",
      "danger",
      "caution",
      "important",
      "success",
      "secondary",
      "tip",
    ]);
    const title = (type: string) => markdown.querySelector(`aside[data-type="${type}"] .admonition__title`)!;
    assert.equal(title("note").textContent, "Note");
    assert.equal(title("tip").querySelector("code")?.textContent, "npx projen");
    assert.equal(title("info").textContent, "Custom info title");
    assert.equal(title("important").querySelector("a")?.getAttribute("href"), "/docs/guides/first");
    assert.ok(markdown.querySelector('aside[data-type="important"] aside[data-type="success"]'));
    assert.doesNotMatch(markdown.textContent!, /:::|\[!TIP\]/);
  });

  it("renders math as MathML without inline styles, and footnotes at the end", () => {
    assert.equal(markdown.querySelectorAll("math").length, 2);
    assert.equal(markdown.querySelector("math[display='block']") !== null, true);
    assert.equal(markdown.querySelectorAll("[style]").length, 0);
    assert.match(markdown.querySelector("section.footnotes")!.textContent!, /Running the projenrc is called synthesis/);
  });

  it("indexes admonition bodies and titles", () => {
    const text = searchText("docs/intro");
    for (const words of ["The tip body", "Custom info title", "Inner success body", "An alert body"])
      assert.ok(text.includes(words), words);
  });
});

describe("a Docusaurus docs folder: code blocks (code.md)", () => {
  const markdown = body("docs/code");
  const blocks = [...markdown.querySelectorAll(".code-block")];

  it("shows a title, numbered lines and the highlighted ranges", () => {
    const [titled, braced, python, sql, js] = blocks;
    assert.equal(titled.querySelector(".code-block__title")?.textContent, "src/main.ts");
    /** The 1-based numbers of a block's highlighted lines. */
    const highlighted = (block: Element) =>
      [...block.querySelectorAll(".code-line")].flatMap((line, i) =>
        line.classList.contains("code-line--highlighted") ? [i + 1] : [],
      );
    assert.deepEqual(
      [...titled.querySelectorAll(".code-line")].map((line) => line.getAttribute("data-line")),
      ["1", "2", "3", "4"],
    );
    assert.deepEqual(highlighted(titled), [1, 3, 4]);
    assert.deepEqual(highlighted(braced), [2]);
    assert.ok(braced.querySelector(".hljs-keyword"), "ts{2} keeps its language");
    assert.deepEqual(highlighted(python), [2, 3]);
    assert.doesNotMatch(python.textContent!, /highlight-/);
    assert.deepEqual(highlighted(sql), [2]);
    assert.doesNotMatch(sql.textContent!, /highlight-/);
    assert.deepEqual(highlighted(js), []);
    assert.match(js.querySelector(".code-line")!.textContent!, /^# highlight-next-line$/);
  });

  it("highlights every language highlight.js ships and shows an unknown one plain, with a warning", () => {
    for (const language of ["go", "rust", "dockerfile", "sh"]) {
      const block = markdown.querySelector(`.code-block[data-language="${language}"]`);
      assert.ok(block?.querySelector("[class^='hljs-']"), `${language} is highlighted`);
    }
    assert.equal(markdown.querySelector('.code-block[data-language="klingon"] [class^="hljs-"]'), null);
    const warnings = readFileSync(join(pkg, "site_links.txt"), "utf8");
    assert.match(warnings, /content\/docs\/code\.md:61: warning: code block language "klingon" is unknown/);
  });

  it("gives a heading its {#custom-id} and indexes code titles, not magic comments", () => {
    assert.equal(markdown.querySelector("h2#titled")?.firstChild?.textContent, "Titled and highlighted");
    const text = searchText("docs/code");
    assert.ok(text.includes("src/main.ts"));
    assert.ok(text.includes('print("done")'));
    assert.ok(text.includes("SELECT name FROM projects;"));
    // The one left is JavaScript's `#` line, code as the page shows it.
    assert.deepEqual(text.match(/\S*highlight-\S*/g), ["highlight-next-line"]);
    assert.ok(text.includes('# highlight-next-line console.log("kept as code")'));
  });
});

describe("a Docusaurus docs folder: theme components and a partial (components.mdx)", () => {
  const markdown = body("docs/components");

  it("renders tabs with their default tab shown and the others hidden", () => {
    const [language, values] = [...markdown.querySelectorAll(".tabs")];
    const tabs = (tabsElement: Element) =>
      [...tabsElement.querySelectorAll('[role="tab"]')].map((tab) => [
        tab.textContent,
        tab.getAttribute("aria-selected"),
      ]);
    assert.deepEqual(tabs(language), [
      ["TypeScript", "true"],
      ["Python", "false"],
    ]);
    assert.equal(language.getAttribute("data-group-id"), "language");
    assert.equal(language.getAttribute("data-query-key"), "language");
    const panels = [...language.querySelectorAll('[role="tabpanel"]')];
    assert.deepEqual(
      panels.map((panel) => panel.getAttribute("hidden")),
      [null, "until-found"],
    );
    assert.equal(panels[1].querySelector(".code-block__title")?.textContent, ".projenrc.py");
    assert.deepEqual(tabs(values), [
      ["Alpha", "false"],
      ["Beta", "true"],
    ]);
  });

  it("renders Admonition, Details and CodeBlock, and inlines the partial with its image", () => {
    const tip = markdown.querySelector('aside[data-type="tip"]')!;
    assert.equal(tip.querySelector(".admonition__title")?.textContent, "Component tip");
    assert.equal(markdown.querySelector("details.details > summary")?.textContent, "Show the details");
    assert.equal(
      markdown.querySelector('.code-block[data-language="json"] .code-block__title')?.textContent,
      "package.json",
    );
    assert.match(markdown.textContent!, /Shared partial text[\s\S]*After the partial/);
    const image = markdown.querySelector<HTMLImageElement>('img[alt="Build steps"]')!;
    assert.ok(existsSync(served(image.getAttribute("src")!)), image.getAttribute("src")!);
    assert.doesNotMatch(markdown.innerHTML, /import |@theme|<Tabs|<TabItem/);
  });

  it("indexes every tab, the components' text and the partial's", () => {
    const text = searchText("docs/components");
    for (const words of [
      'project.addTask("greet"',
      'project.add_task("greet"',
      "Alpha tab text",
      "Beta tab text",
      "Component admonition body",
      "Details body text",
      "package.json",
      "Shared partial text",
    ])
      assert.ok(text.includes(words), words);
  });

  it("makes no page of a partial", () => {
    assert.ok(!existsSync(join(site, "docs/_shared")));
  });
});

describe("a Docusaurus docs folder: files beside the docs and static/ (guides/first.md)", () => {
  const markdown = body("docs/guides/first");

  it("ships images under hashed names, with their sizes, lazy and async", () => {
    const images = [...markdown.querySelectorAll("img")].map((img) => [
      img.getAttribute("alt"),
      img.getAttribute("width"),
      img.getAttribute("height"),
      img.getAttribute("loading"),
      img.getAttribute("decoding"),
    ]);
    assert.deepEqual(images, [
      ["Build steps", "64", "32", "lazy", "async"],
      ["Logo", "48", "24", "lazy", "async"],
    ]);
    for (const img of markdown.querySelectorAll("img")) {
      assert.match(img.getAttribute("src")!, /^\/content-files\/.+-[0-9a-f]{8}\.(png|svg)$/);
      assert.ok(existsSync(served(img.getAttribute("src")!)));
    }
  });

  it("ships a download a doc links to", () => {
    const href = markdown.querySelector('a[href$=".zip"]')!.getAttribute("href")!;
    assert.match(href, /^\/content-files\/docs~files\/sample-[0-9a-f]{8}\.zip$/);
    assert.ok(existsSync(served(href)));
  });
});

describe("a Docusaurus docs folder: the sidebar", () => {
  const manifest = JSON.parse(readFileSync(join(pkg, "site_manifest.json"), "utf8")) as SiteManifest;

  it("follows sidebar_position, sidebar_label and _category_.json", () => {
    const labels = (items: SiteManifest["sidebars"][string]): unknown[] =>
      items.map((item) => (item.type === "category" ? { [item.label]: labels(item.items) } : item.label));
    const [first, second, third, guides] = manifest.sidebars.docs;
    assert.deepEqual(labels([first, second, third]), ["Why projen", "Code blocks", "Theme components"]);
    assert.deepEqual(guides, {
      type: "category",
      label: "Guides for teams",
      href: "/docs/guides/first",
      collapsed: false,
      items: [{ type: "link", label: "The second guide", href: "/docs/guides/second" }],
    });
  });

  const sidebarOf = (route: string) => manifest.docs.find((doc) => doc.route === route)?.sidebar;
  /** The labels of a page's docs sidebar, and where its paginator leads. */
  const shown = (route: string) => {
    const doc = page(route);
    const sidebar = doc.querySelector(".docs-sidebar-column nav.doc-sidebar");
    const link = (side: string) => doc.querySelector(`.pagination-nav__link--${side}`)?.getAttribute("href");
    return {
      sidebar: sidebar && [...sidebar.querySelectorAll("a")].map((a) => a.textContent),
      previous: link("prev"),
      next: link("next"),
    };
  };

  it("shows the doc of a ref item in that sidebar, outside its previous/next and not as the doc's sidebar", () => {
    assert.deepEqual(manifest.sidebars.tour[1], { type: "link", label: "Why projen", href: "/docs/intro", ref: true });
    assert.equal(sidebarOf("/docs/intro"), "docs");
    assert.equal(shown("docs/intro").next, "/docs/code");
  });

  it("shows the sidebar front matter displayed_sidebar names, and none for null", () => {
    assert.equal(sidebarOf("/docs/guides/second"), "tour");
    assert.deepEqual(shown("docs/guides/second"), {
      sidebar: ["First guide", "Why projen", "The second guide"],
      previous: "/docs/guides/first",
      next: undefined,
    });
    assert.equal(sidebarOf("/docs/standalone"), null);
    assert.deepEqual(shown("docs/standalone"), { sidebar: null, previous: undefined, next: undefined });
    assert.equal(page("docs/standalone").querySelector(".doc-sidebar"), null);
  });
});

describe("a Docusaurus docs folder: routes from slug and number prefixes (05-reference/)", () => {
  const manifest = JSON.parse(readFileSync(join(pkg, "site_manifest.json"), "utf8")) as SiteManifest;

  it("serves a doc at its slug, and a numbered doc without its numbers", () => {
    assert.equal(page("docs/start-here").querySelector("h1")?.textContent, "Start here");
    assert.equal(page("docs/reference/numbered").querySelector("h1")?.textContent, "A numbered doc");
    assert.ok(!existsSync(join(site, "docs/05-reference")), "no page under the file's own path");
    const reference = manifest.sidebars.docs.find((item) => item.type === "category" && item.label === "Reference");
    assert.deepEqual(reference?.type === "category" && reference.items.map((item) => "href" in item && item.href), [
      "/docs/start-here",
      "/docs/reference/numbered",
    ]);
  });

  it("links to the moved doc by its file or by its URL, with no warning", () => {
    const hrefs = [...body("docs/reference/numbered").querySelectorAll("a")].map((a) => a.getAttribute("href"));
    assert.deepEqual(hrefs, ["/docs/start-here", "/docs/start-here"]);
    assert.doesNotMatch(readFileSync(join(pkg, "site_links.txt"), "utf8"), /start-here|reference/);
  });

  it("makes the category's generated index page: its description and a card per item, in the route table", () => {
    const doc = page("docs/category/reference");
    assert.equal(doc.querySelector("h1")?.textContent, "Reference");
    assert.equal(
      body("docs/category/reference").querySelector("p")?.textContent,
      "Pages that show how a doc's route is chosen.",
    );
    const cards = [...doc.querySelectorAll(".doc-card")].map((a) => [a.textContent, a.getAttribute("href")]);
    assert.deepEqual(cards, [
      ["Start here", "/docs/start-here"],
      ["A numbered doc", "/docs/reference/numbered"],
    ]);
    const data = JSON.parse(readFileSync(join(site, "_page/docs/category/reference.json"), "utf8")) as {
      title: string;
    };
    assert.equal(data.title, "Reference");
    const entry = manifest.docs.find((d) => d.route === "/docs/category/reference");
    assert.deepEqual(entry, {
      route: "/docs/category/reference",
      title: "Reference",
      source: "",
      sidebar: "docs",
      generated: true,
    });
    assert.equal(doc.querySelector(".doc-footer a[href*='edit']"), null, "no edit link: there is no file");
  });
});
