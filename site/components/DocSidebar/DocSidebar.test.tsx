import "../../testing/dom";
import assert from "node:assert/strict";
import { MemoryRouter } from "react-router-dom";
import { SiteProviders } from "../../app/SiteProviders";
import { manifest, siteValue } from "../../testing/fixtures";
import { cleanup, cleanUpAfterEach, render } from "../../testing/render";
import { click } from "../../testing/events";
import { DocSidebar } from "./DocSidebar";

function sidebarAt(activeKey: string) {
  return (
    <MemoryRouter>
      <SiteProviders site={siteValue()}>
        <DocSidebar items={manifest.sidebars.docs} activeKey={activeKey} />
      </SiteProviders>
    </MemoryRouter>
  );
}

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
    const caret = document.querySelector<HTMLButtonElement>('button[aria-label="Collapse sidebar category \'Introduction\'"]')!;
    assert.equal(caret.getAttribute("aria-expanded"), "true");
    click(caret);
    assert.equal(caret.getAttribute("aria-expanded"), "false");
    assert.equal(caret.getAttribute("aria-label"), "Expand sidebar category 'Introduction'");
  });

  it("opens a closed category when navigation lands inside it, leaving the others as they were", () => {
    const view = render(sidebarAt("/docs/faq"));
    const caret = document.querySelector<HTMLButtonElement>('button[aria-label="Collapse sidebar category \'Introduction\'"]')!;
    click(caret);
    view.rerender(sidebarAt("/docs/concepts/tasks"));
    assert.ok(link("/docs/concepts/tasks"));
    assert.equal(category("Concepts").getAttribute("aria-expanded"), "true");
    assert.equal(caret.getAttribute("aria-expanded"), "false", "Introduction stays as the reader left it");
  });
});
