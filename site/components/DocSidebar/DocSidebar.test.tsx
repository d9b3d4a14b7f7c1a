import "../../testing/dom";
import assert from "node:assert/strict";
import { MemoryRouter } from "react-router-dom";
import { SiteProviders } from "../../app/SiteProviders";
import { manifest, siteValue } from "../../testing/fixtures";
import { cleanup, cleanUpAfterEach, flush, render } from "../../testing/render";
import type { SidebarLists } from "../../app/SiteContext";
import { LEFT_OUT, pageTable, pageTableManifest } from "../../lib/pageTable";
import { indexManifest } from "../../lib/routeMatch";
import { click } from "../../testing/events";
import type { SidebarItem } from "../../../contracts/data";
import { SIDEBAR_WINDOW } from "../../../contracts/sidebar";
import { DocSidebar } from "./DocSidebar";

function inSite(items: SidebarItem[], activeKey: string) {
  return (
    <MemoryRouter>
      <SiteProviders site={siteValue()}>
        <DocSidebar items={items} activeKey={activeKey} />
      </SiteProviders>
    </MemoryRouter>
  );
}

const sidebarAt = (activeKey: string) => inSite(manifest.sidebars.docs, activeKey);

const link = (href: string) => document.querySelector<HTMLAnchorElement>(`.doc-sidebar a[href="${href}"]`);
const category = (label: string) =>
  [...document.querySelectorAll<HTMLElement>(".menu__link--sublist")].find((el) => el.textContent === label)!;

describe("DocSidebar", () => {
  cleanUpAfterEach();

  it("marks the current page's link", () => {
    render(sidebarAt("/docs/faq"));
    assert.ok(link("/docs/faq/")!.classList.contains("menu__link--active"));
    assert.equal(link("/docs/faq/")!.getAttribute("aria-current"), "page");
    assert.equal(document.querySelectorAll(".menu__link--active").length, 1);
  });

  it("opens categories configured open and those holding the current page; others stay closed", () => {
    render(sidebarAt("/docs/faq"));
    assert.ok(link("/docs/introduction/getting-started"), "Introduction is configured open");
    assert.equal(link("/docs/concepts/tasks"), null, "Concepts is closed and its items not rendered");
    cleanup();
    render(sidebarAt("/docs/concepts/tasks"));
    assert.ok(link("/docs/concepts/tasks"));
  });

  it("opens and closes a category independently of the others", () => {
    render(sidebarAt("/docs/faq"));
    click(category("Concepts"));
    assert.ok(link("/docs/concepts/projects/"));
    assert.equal(category("Concepts").getAttribute("aria-expanded"), "true");
    assert.ok(link("/docs/introduction/getting-started"), "Introduction did not close");
    click(category("Concepts"));
    assert.equal(category("Concepts").getAttribute("aria-expanded"), "false");
  });

  it("toggles a category with a page through its caret button", () => {
    render(sidebarAt("/docs/faq"));
    const caret = document.querySelector<HTMLButtonElement>(
      "button[aria-label=\"Collapse sidebar category 'Introduction'\"]",
    )!;
    assert.equal(caret.getAttribute("aria-expanded"), "true");
    click(caret);
    assert.equal(caret.getAttribute("aria-expanded"), "false");
    assert.equal(caret.getAttribute("aria-label"), "Expand sidebar category 'Introduction'");
  });

  it("opens a closed category when navigation lands inside it, leaving the others as they were", () => {
    const view = render(sidebarAt("/docs/faq"));
    const caret = document.querySelector<HTMLButtonElement>(
      "button[aria-label=\"Collapse sidebar category 'Introduction'\"]",
    )!;
    click(caret);
    view.rerender(sidebarAt("/docs/concepts/tasks"));
    assert.ok(link("/docs/concepts/tasks"));
    assert.equal(category("Concepts").getAttribute("aria-expanded"), "true");
    assert.equal(caret.getAttribute("aria-expanded"), "false", "Introduction stays as the reader left it");
  });
});

/** One closed category of 1,250 links: a long list. */
const flat: SidebarItem[] = [
  {
    type: "category",
    label: "Flat",
    collapsed: true,
    items: Array.from(
      { length: 1250 },
      (_, k): SidebarItem => ({ type: "link", label: `Type ${k}`, href: `/docs/api/flat/t${k}` }),
    ),
  },
];

describe("DocSidebar: a long list", () => {
  cleanUpAfterEach();

  const flatAt = (activeKey: string) => inSite(flat, activeKey);
  const moreButtons = () => [...document.querySelectorAll<HTMLButtonElement>("button.menu__more")];

  it("shows a window around the current page, and buttons that say how many are left out", () => {
    render(flatAt("/docs/api/flat/t600"));
    assert.equal(
      document.querySelectorAll(".doc-sidebar a.menu__link:not(.menu__link--sublist)").length,
      SIDEBAR_WINDOW,
    );
    assert.ok(link("/docs/api/flat/t600")!.classList.contains("menu__link--active"));
    assert.deepEqual(
      moreButtons().map((b) => b.textContent),
      [`Show ${600 - SIDEBAR_WINDOW / 2} earlier items`, `Show ${1250 - 600 - SIDEBAR_WINDOW / 2} more items`],
    );
  });

  it("shows every item when asked, and moves focus to the nearest one it revealed", () => {
    render(flatAt("/docs/api/flat/t600"));
    click(moreButtons()[1]);
    assert.equal(document.querySelectorAll(".doc-sidebar a.menu__link:not(.menu__link--sublist)").length, 1250);
    assert.equal(moreButtons().length, 0);
    assert.equal(document.activeElement, link(`/docs/api/flat/t${600 + SIDEBAR_WINDOW / 2}`));
  });

  it("moves the window with the reader until they ask for all", () => {
    const view = render(flatAt("/docs/api/flat/t10"));
    assert.equal(moreButtons().length, 1, "no earlier items at the start");
    view.rerender(flatAt("/docs/api/flat/t1000"));
    assert.ok(link("/docs/api/flat/t1000"));
    assert.equal(link("/docs/api/flat/t10"), null);
  });
});

describe("DocSidebar: items a page's part of the table left out", () => {
  cleanUpAfterEach();

  const moreButtons = () => [...document.querySelectorAll<HTMLButtonElement>("button.menu__more")];

  it("shows the items a page's part of the table left out from the list's file, then focuses as with the whole list", async () => {
    const whole = { ...manifest, sidebars: { api: flat } };
    const key = "/docs/api/flat/t600";
    const part = pageTableManifest(pageTable(indexManifest(whole), new Set(), { key, sidebar: "api" }));
    const asked: string[] = [];
    const lists: SidebarLists = {
      get: (sidebar, places) =>
        asked.includes(`${sidebar}:${places}`) ? (flat[0] as { items: SidebarItem[] }).items : undefined,
      load: async (sidebar, places) => {
        asked.push(`${sidebar}:${places}`);
        return (flat[0] as { items: SidebarItem[] }).items;
      },
    };
    render(
      <MemoryRouter>
        <SiteProviders site={{ ...siteValue(), sidebarLists: lists }}>
          <DocSidebar items={part.sidebars.api} sidebar="api" activeKey={key} />
        </SiteProviders>
      </MemoryRouter>,
    );
    assert.equal(
      document.querySelectorAll(".doc-sidebar a.menu__link:not(.menu__link--sublist)").length,
      SIDEBAR_WINDOW,
    );
    assert.deepEqual(asked, [], "the window is in the page's part");
    click(moreButtons()[1]);
    await flush();
    assert.deepEqual(asked, ["api:0"], "the category's list");
    assert.equal(document.querySelectorAll(".doc-sidebar a.menu__link:not(.menu__link--sublist)").length, 1250);
    assert.equal(document.activeElement, link(`/docs/api/flat/t${600 + SIDEBAR_WINDOW / 2}`));
  });

  it("opens a closed long list with its head's file, and reads the whole list's when asked for all", async () => {
    const whole = { ...manifest, sidebars: { api: flat } };
    const part = pageTableManifest(pageTable(indexManifest(whole), new Set(), { key: "/docs/faq", sidebar: "docs" }));
    const all = (flat[0] as { items: SidebarItem[] }).items;
    const files = new Map<string, SidebarItem[]>();
    const asked: string[] = [];
    const lists: SidebarLists = {
      get: (sidebar, places) => files.get(`${sidebar}:${places}:all`) ?? files.get(`${sidebar}:${places}:head`),
      load: async (sidebar, places, kind = "all") => {
        asked.push(kind);
        const items =
          kind === "head" ? [...all.slice(0, SIDEBAR_WINDOW), ...all.slice(SIDEBAR_WINDOW).map(() => LEFT_OUT)] : all;
        files.set(`${sidebar}:${places}:${kind}`, items);
        return items;
      },
    };
    render(
      <MemoryRouter>
        <SiteProviders site={{ ...siteValue(), sidebarLists: lists }}>
          <DocSidebar items={part.sidebars.api} sidebar="api" activeKey="/docs/faq" />
        </SiteProviders>
      </MemoryRouter>,
    );
    const links = () => document.querySelectorAll(".doc-sidebar a.menu__link:not(.menu__link--sublist)").length;
    click(category("Flat"));
    await flush();
    assert.deepEqual(asked, ["head"]);
    assert.equal(links(), SIDEBAR_WINDOW);
    click(moreButtons()[0]);
    await flush();
    assert.deepEqual(asked, ["head", "all"]);
    assert.equal(links(), 1250);
  });
});

describe("DocSidebar: what a Docusaurus sidebars file adds", () => {
  cleanUpAfterEach();

  const items: SidebarItem[] = [
    { type: "link", label: "Tasks", href: "/docs/concepts/tasks", className: "new" },
    {
      type: "category",
      label: "Always open",
      href: "/docs/concepts/",
      collapsed: false,
      collapsible: false,
      className: "big",
      items: [{ type: "link", label: "Bundling", href: "/docs/concepts/bundling" }],
    },
    { type: "category", label: "Fixed, no page", collapsed: false, collapsible: false, items: [] },
    { type: "html", value: "<hr><em>Sponsored</em>", defaultStyle: true, className: "ad" },
  ];
  const at = (activeKey: string) => inSite(items, activeKey);

  it("puts each entry's class on its list item", () => {
    render(at("/docs/faq"));
    assert.ok(link("/docs/concepts/tasks")!.closest("li")!.classList.contains("new"));
    assert.ok(link("/docs/concepts/")!.closest("li")!.classList.contains("big"));
  });

  it("shows a category that cannot collapse open, with no toggle", () => {
    render(at("/docs/faq"));
    assert.ok(link("/docs/concepts/bundling"), "its items are shown");
    assert.equal(document.querySelectorAll(".menu__caret, [aria-expanded]").length, 0);
    assert.equal(link("/docs/concepts/")!.classList.contains("menu__link--sublist"), false);
    const plain = [...document.querySelectorAll(".doc-sidebar span.menu__link")].map((el) => el.textContent);
    assert.deepEqual(plain, ["Fixed, no page"]);
  });

  it("renders html items as written", () => {
    render(at("/docs/faq"));
    const li = document.querySelector(".doc-sidebar li.ad")!;
    assert.equal(li.innerHTML, "<hr><em>Sponsored</em>");
    assert.ok(li.classList.contains("menu__list-item--html"));
  });
});
