import assert from "node:assert/strict";
import type { SidebarItem } from "./data";
import {
  DOCS_PER_ROUTE_FILE,
  hasHeadFile,
  listFileItems,
  listFileUrl,
  routeFileCount,
  routeFileOf,
} from "./routeFiles";
import { SIDEBAR_LIST_LIMIT, SIDEBAR_WINDOW } from "./sidebar";

describe("route files", () => {
  it("are a power of two, about DOCS_PER_ROUTE_FILE docs each, one for a small site", () => {
    assert.equal(routeFileCount(0), 1);
    assert.equal(routeFileCount(DOCS_PER_ROUTE_FILE), 1);
    assert.equal(routeFileCount(DOCS_PER_ROUTE_FILE + 1), 2);
    assert.equal(routeFileCount(100_000), 1024);
  });

  it("spread a site's routes evenly and put each in the same file every time", () => {
    const count = routeFileCount(100_000);
    const sizes = new Array<number>(count).fill(0);
    for (let i = 0; i < 100_000; i++) sizes[routeFileOf(`/docs/guide/section-${i % 2000}/page-${i}`, count)]++;
    assert.ok(Math.max(...sizes) < 2 * DOCS_PER_ROUTE_FILE, `largest file ${Math.max(...sizes)} docs`);
    assert.ok(Math.min(...sizes) > 0);
    assert.equal(routeFileOf("/docs/faq", 8), routeFileOf("/docs/faq", 8));
    assert.equal(routeFileOf("/docs/faq", 1), 0);
  });

  it("name a sidebar's lists by their places, and any sidebar name safely", () => {
    assert.equal(listFileUrl("/t/", "docs", []), "/t/lists/docs.json");
    assert.equal(listFileUrl("/t/", "docs", [3, 0]), "/t/lists/docs.3.0.json");
    assert.equal(listFileUrl("/t/", "my side.bar/é", [1]), "/t/lists/my~20side~2ebar~2f~c3~a9.1.json");
    assert.equal(listFileUrl("/t/", "docs", [3], "head"), "/t/lists/docs.3.head.json");
  });

  it("hold a list's own items, each category's items a gap of their number", () => {
    const items: SidebarItem[] = [
      { type: "link", label: "A", href: "/docs/a" },
      { type: "link", label: "B", href: "/docs/b", className: "b" },
      {
        type: "category",
        label: "C",
        collapsed: true,
        items: [
          { type: "link", label: "D", href: "/docs/d" },
          { type: "link", label: "E", href: "/docs/e" },
        ],
      },
      { type: "category", label: "Empty", collapsed: true, items: [] },
    ];
    assert.deepEqual(listFileItems(items), [
      ["A", "/docs/a"],
      { type: "link", label: "B", href: "/docs/b", className: "b" },
      { type: "category", label: "C", collapsed: true, items: [{ type: "gap", count: 2 }] },
      { type: "category", label: "Empty", collapsed: true, items: [] },
    ]);
  });

  it("give a long list a head: the window it opens with, then a gap", () => {
    const items: SidebarItem[] = Array.from({ length: 12_500 }, (_, k) => ({
      type: "link",
      label: `P${k}`,
      href: `/docs/p${k}`,
    }));
    assert.equal(hasHeadFile(SIDEBAR_LIST_LIMIT), false);
    assert.equal(hasHeadFile(SIDEBAR_LIST_LIMIT + 1), true);
    const head = listFileItems(items, "head");
    assert.equal(head.length, SIDEBAR_WINDOW + 1);
    assert.deepEqual(head[SIDEBAR_WINDOW], { type: "gap", count: 12_500 - SIDEBAR_WINDOW });
    assert.deepEqual(head.slice(0, SIDEBAR_WINDOW), listFileItems(items).slice(0, SIDEBAR_WINDOW));
  });
});
