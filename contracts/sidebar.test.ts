import assert from "node:assert/strict";
import { manifest } from "./testing/manifest";
import { routeKey } from "./paths";
import type { SidebarItem } from "./data";
import {
  categoryContains,
  firstHref,
  hrefMatches,
  paginatorLinks,
  previousAndNext,
  SIDEBAR_LIST_LIMIT,
  SIDEBAR_WINDOW,
  sidebarPages,
  sidebarTrail,
  sidebarTrails,
  sidebarWindow,
} from "./sidebar";

type Category = Extract<SidebarItem, { type: "category" }>;

const docs = manifest.sidebars.docs;

describe("sidebar walks", () => {
  it("finds the trail of categories down to a page, ignoring a trailing slash", () => {
    assert.deepEqual(
      sidebarTrail(docs, "/docs/concepts/tasks").map((item) => item.label),
      ["Concepts", "Tasks"],
    );
    assert.deepEqual(
      sidebarTrail(docs, "/docs/introduction").map((item) => item.label),
      ["Introduction"],
    );
    assert.deepEqual(sidebarTrail(docs, "/docs/nope"), []);
  });

  it("builds every page's trail in one walk, the same as one page at a time", () => {
    const trails = sidebarTrails(docs);
    assert.ok(trails.size > 3);
    for (const page of sidebarPages(docs)) {
      const key = routeKey(page.href);
      assert.deepEqual(trails.get(key), sidebarTrail(docs, key), key);
    }
  });

  it("lists pages in reading order, a category's own page before its items", () => {
    assert.deepEqual(
      sidebarPages(docs).map((page) => page.href),
      [
        "/docs/introduction/",
        "/docs/introduction/getting-started",
        "/docs/concepts/projects/",
        "/docs/concepts/tasks",
        "/docs/concepts/escape-hatches",
        "/docs/faq/",
      ],
    );
  });

  it("gives previous and next across categories", () => {
    const { previous, next } = previousAndNext(docs, "/docs/concepts/projects");
    assert.equal(previous?.label, "Getting started");
    assert.equal(next?.label, "Tasks");
    assert.equal(previousAndNext(docs, "/docs/introduction").previous, undefined);
    assert.equal(previousAndNext(docs, "/docs/faq").next, undefined);
    assert.deepEqual(previousAndNext(docs, "/elsewhere"), {});
  });

  it("leaves a ref item's page out of previous and next, not out of the sidebar's pages", () => {
    const withRef: SidebarItem[] = [
      { type: "link", label: "A", href: "/docs/a" },
      { type: "link", label: "Elsewhere", href: "/docs/other/b", ref: true },
      { type: "link", label: "C", href: "/docs/c" },
    ];
    assert.equal(previousAndNext(withRef, "/docs/a").next?.label, "C");
    assert.equal(previousAndNext(withRef, "/docs/c").previous?.label, "A");
    assert.deepEqual(previousAndNext(withRef, "/docs/other/b"), {});
    assert.equal(sidebarPages(withRef).length, 3);
  });

  it("finds a category's first page", () => {
    const concepts = docs[1];
    assert.equal(concepts.type === "category" && firstHref(concepts.items), "/docs/concepts/projects/");
  });
});

describe("sidebar window", () => {
  const links = (n: number, tail = ""): SidebarItem[] =>
    Array.from({ length: n }, (_, k) => ({ type: "link", label: `Page ${k}`, href: `/docs/flat/p${k}${tail}` }));

  it("shows a list up to the limit whole", () => {
    assert.deepEqual(sidebarWindow(links(SIDEBAR_LIST_LIMIT), "/docs/flat/p3"), { start: 0, end: SIDEBAR_LIST_LIMIT });
  });

  it("shows a window of a longer list around the current page, inside the list", () => {
    const items = links(1250);
    assert.deepEqual(sidebarWindow(items, "/docs/flat/p600"), {
      start: 600 - SIDEBAR_WINDOW / 2,
      end: 600 + SIDEBAR_WINDOW / 2,
    });
    assert.deepEqual(sidebarWindow(items, "/docs/flat/p2"), { start: 0, end: SIDEBAR_WINDOW });
    assert.deepEqual(sidebarWindow(items, "/docs/flat/p1249"), { start: 1250 - SIDEBAR_WINDOW, end: 1250 });
    assert.deepEqual(sidebarWindow(items, "/docs/elsewhere"), { start: 0, end: SIDEBAR_WINDOW });
  });

  it("centres on the category that holds the current page", () => {
    const items: SidebarItem[] = [
      ...links(100),
      {
        type: "category",
        label: "Deep",
        collapsed: true,
        items: links(3, "/deep"),
      },
    ];
    const { start, end } = sidebarWindow(items, "/docs/flat/p1/deep");
    assert.ok(start <= 100 && 100 < end, `${start}-${end}`);
  });
});

describe("paginatorLinks", () => {
  const byKey = new Map(manifest.docs.map((doc) => [routeKey(doc.route), doc]));
  const tasks = byKey.get("/docs/concepts/tasks")!;
  const links = (doc = tasks, docOf = (key: string) => byKey.get(key)) => paginatorLinks(docs, doc, docOf);

  it("gives the sidebar neighbours by default, by their sidebar labels", () => {
    assert.deepEqual(links(), previousAndNext(docs, "/docs/concepts/tasks"));
  });

  it("takes a neighbour's pagination label over its sidebar label", () => {
    const docOf = (key: string) =>
      key === "/docs/concepts/escape-hatches" ? { ...byKey.get(key)!, paginationLabel: "Hatches" } : byKey.get(key);
    assert.deepEqual(links(tasks, docOf).next, { href: "/docs/concepts/escape-hatches", label: "Hatches" });
  });

  it("follows the doc's own choice of pages, null hiding a side, outside the sidebar by title", () => {
    const chosen = links({ ...tasks, next: "/docs/api/projen", previous: null });
    assert.deepEqual(chosen, { previous: undefined, next: { href: "/docs/api/projen", label: "projen" } });
  });

  it("gives a doc outside the sidebar (unlisted) only the pages it names", () => {
    const unlisted = { route: "/docs/hidden", title: "Hidden", source: "docs/hidden.md", sidebar: "docs" };
    assert.deepEqual(links(unlisted), { previous: undefined, next: undefined });
    assert.equal(links({ ...unlisted, next: "/docs/faq/" }).next?.label, "FAQ");
  });
});

/**
 * A large sidebar in which pages repeat, categories nest and have pages of their own, and ref,
 * external and html items sit among the links: what every page of a large site is rendered with.
 * `reads` counts how often an item's href is read, i.e. how much of the sidebar a lookup walks.
 */
function largeSidebar(size: number) {
  let reads = 0;
  const link = (href: string, extra: object = {}): SidebarItem => {
    const item = { type: "link" as const, label: `L ${href}`, ...extra };
    const read = () => {
      reads++;
      return href;
    };
    return Object.defineProperty(item, "href", { enumerable: true, get: read }) as SidebarItem;
  };
  const folder = (name: string, count: number): SidebarItem[] =>
    Array.from({ length: count }, (_, k) =>
      k % 97 === 5 ? link(`/docs/${name}/p${k - 1}/`) : link(`/docs/${name}/p${k}`),
    );
  const items: SidebarItem[] = [
    link("/docs/intro"),
    { type: "html", value: "<hr>" },
    link("https://example.com/elsewhere"),
    { type: "category", label: "A", href: "/docs/a/", collapsed: true, items: folder("a", size) },
    {
      type: "category",
      label: "B",
      collapsed: false,
      items: [
        { type: "category", label: "B1", collapsed: true, items: folder("b1", size) },
        link("/docs/a/p3", { ref: true }),
        ...folder("b", size),
      ],
    },
    link("/docs/intro/"),
  ];
  return { items, reads: () => reads };
}

/** The same answers as one walk of the sidebar per lookup: what the indexes stand for. */
function walkedTrail(items: SidebarItem[], key: string): SidebarItem[] {
  for (const item of items) {
    if (hrefMatches(item.href, key)) return [item];
    const below = item.type === "category" ? walkedTrail(item.items, key) : [];
    if (below.length > 0) return [item, ...below];
  }
  return [];
}

function walkedWindowAt(items: SidebarItem[], key: string): number {
  return items.findIndex((item) => walkedTrail([item], key).length > 0);
}

describe("sidebar walks on a large sidebar", () => {
  const keys = ["/docs/intro", "/docs/a", "/docs/a/p3", "/docs/a/p4", "/docs/b1/p700", "/docs/b/p9", "/docs/b/p96"];
  keys.push("/docs/b/p1999", "/docs/nope", "https://example.com/elsewhere");

  it("gives the answers a walk per page gives", () => {
    const { items } = largeSidebar(2000);
    const b = items[4] as Category;
    const pages = sidebarPages(items, false);
    for (const key of keys) {
      assert.deepEqual(sidebarTrail(items, key), walkedTrail(items, key), key);
      assert.equal(categoryContains(b, key), walkedTrail(b.items, key).length > 0, key);
      const at = pages.findIndex((page) => routeKey(page.href) === key);
      const expected = at < 0 ? {} : { previous: pages[at - 1], next: pages[at + 1] };
      assert.deepEqual(previousAndNext(items, key), expected, key);
      const start = sidebarWindow(b.items, key).start;
      const holder = walkedWindowAt(b.items, key);
      assert.ok(holder < 0 ? start === 0 : start <= holder && holder < start + SIDEBAR_WINDOW, key);
    }
    assert.equal(firstHref(b.items), sidebarPages(b.items)[0].href);
  });

  it("looks a page up without walking the sidebar again", () => {
    const { items, reads } = largeSidebar(5000);
    const b = items[4] as Category;
    const lookUp = (key: string) => {
      sidebarTrail(items, key);
      previousAndNext(items, key);
      categoryContains(b, key);
      sidebarWindow(b.items, key);
      firstHref(b.items);
    };
    lookUp("/docs/intro");
    const before = reads();
    assert.ok(before > 10_000, `the first lookup indexes the sidebar (${before} reads)`);
    for (const key of keys) lookUp(key);
    assert.equal(reads(), before, "later lookups read no item of the sidebar");
  });
});
