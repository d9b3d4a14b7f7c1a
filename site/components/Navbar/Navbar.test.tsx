import "../../testing/dom";
import assert from "node:assert/strict";
import { act } from "react";
import { withSite } from "../../testing/fixtures";
import { cleanUpAfterEach, render } from "../../testing/render";
import { click } from "../../testing/events";
import { Navbar } from "./Navbar";

function setWidth(width: number): void {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
  act(() => {
    window.dispatchEvent(new Event("resize"));
  });
}

/** Waits (in act) until `condition` holds: history traversal in jsdom is asynchronous. */
async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !condition(); i++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  assert.ok(condition(), "timed out");
}

const toggle = () => document.querySelector<HTMLButtonElement>('button[aria-label="Toggle navigation bar"]')!;
const nav = () => document.querySelector('nav[aria-label="Main"]')!;
const shown = () => nav().classList.contains("navbar-sidebar--show");

/** Renders the navbar on `path` at a phone's width, and opens its drawer. */
function openDrawerOnAPhone(path: string): void {
  setWidth(500);
  render(withSite(<Navbar />, path));
  click(toggle());
}

/** Each test starts on a clean history entry at a desktop width, and cleans up after. */
function startEachTestOnADesktop(): void {
  beforeEach(async () => {
    // jsdom's one history is shared by all tests: let earlier steps land, then start clean.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    window.history.replaceState(null, "");
    setWidth(1200);
  });
  cleanUpAfterEach();
}

describe("Navbar: the bar and the mobile drawer", () => {
  startEachTestOnADesktop();

  it("has the Docs and API Reference links, GitHub, search and the color-mode switch", () => {
    render(withSite(<Navbar />, "/docs/api/github"));
    const links = [...nav().querySelectorAll(".navbar__inner a.navbar__link")].map((a) => [
      a.textContent,
      a.getAttribute("href"),
    ]);
    assert.deepEqual(links, [
      ["Docs", "/docs/introduction/"],
      ["API Reference", "/docs/api/projen"],
      ["GitHub (opens in a new tab)", "https://github.com/projen/projen"],
    ]);
    assert.ok(
      nav().querySelector('.navbar__inner a[href="/docs/api/projen"]')!.classList.contains("navbar__link--active"),
    );
    assert.ok(nav().querySelector('input[aria-label="Search"]'));
    assert.ok(nav().querySelector(".color-mode-toggle"));
  });

  it("opens the drawer on mobile with the docs sidebar, and goes back to the main menu", () => {
    openDrawerOnAPhone("/docs/concepts/tasks");
    assert.ok(shown());
    assert.equal(toggle().getAttribute("aria-expanded"), "true");
    assert.equal(document.body.style.overflow, "hidden");
    const panels = document.querySelectorAll(".navbar-sidebar__item");
    assert.ok(document.querySelector(".navbar-sidebar__items--show-secondary"), "opens on the sidebar");
    assert.ok(panels[0].hasAttribute("inert"));
    assert.ok(panels[1].querySelector('a[href="/docs/concepts/tasks"]'));
    click(document.querySelector(".navbar-sidebar__back"));
    assert.equal(document.querySelector(".navbar-sidebar__items--show-secondary"), null);
    assert.ok(panels[1].hasAttribute("inert"));
    assert.ok(panels[0].querySelector('a[href="/docs/api/projen"]'));
  });
});

describe("Navbar: closing the drawer", () => {
  startEachTestOnADesktop();

  it("closes with the close button, Escape, the backdrop and on resize to desktop", () => {
    openDrawerOnAPhone("/");
    click(document.querySelector('button[aria-label="Close navigation bar"]'));
    assert.equal(shown(), false);
    assert.equal(document.body.style.overflow, "");

    click(toggle());
    act(() => {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    });
    assert.equal(shown(), false);

    click(toggle());
    click(document.querySelector(".navbar-sidebar__backdrop"));
    assert.equal(shown(), false);

    click(toggle());
    setWidth(1200);
    assert.equal(shown(), false);
    assert.equal(document.querySelector(".navbar-sidebar"), null, "no drawer on desktop");
  });

  it("closes when the reader follows a link in it", () => {
    openDrawerOnAPhone("/");
    click(document.querySelector('.navbar-sidebar a[href="/docs/api/projen"]'));
    assert.equal(shown(), false);
  });
});

describe("Navbar: the drawer's history entry", () => {
  startEachTestOnADesktop();

  it("closes on Back and stays on the page, even as the tab's first page", async () => {
    openDrawerOnAPhone("/");
    assert.equal(
      (window.history.state as Record<string, unknown>).siteDrawerOpen,
      true,
      "opening adds the drawer's own entry",
    );
    window.history.back();
    await until(() => !shown());
    assert.equal(window.location.pathname, "/");
  });

  it("steps back over its history entry when closed another way", async () => {
    openDrawerOnAPhone("/");
    assert.equal((window.history.state as Record<string, unknown>).siteDrawerOpen, true);
    click(document.querySelector('button[aria-label="Close navigation bar"]'));
    await until(() => (window.history.state as Record<string, unknown> | null)?.siteDrawerOpen === undefined);
  });
});
