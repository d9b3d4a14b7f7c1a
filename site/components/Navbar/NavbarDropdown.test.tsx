import "../../testing/dom";
import assert from "node:assert/strict";
import { act } from "react";
import { withSite } from "../../testing/fixtures";
import { cleanUpAfterEach, render } from "../../testing/render";
import { click } from "../../testing/events";
import { NavbarDropdown } from "./NavbarDropdown";

const items = [
  { label: "Stack Overflow", href: "https://stackoverflow.com/questions/tagged/projen" },
  { label: "FAQ", href: "/docs/faq/" },
  { label: "Tasks", href: "/docs/concepts/tasks" },
];

const root = () => document.querySelector(".dropdown")!;
const button = () => root().querySelector("button")!;
const open = () => root().classList.contains("dropdown--show");
const menuItems = () => [...root().querySelectorAll<HTMLElement>("[role='menuitem']")];

function key(target: Element, name: string): void {
  act(() => {
    target.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true }));
  });
}

/** A pointer click (detail 1), unlike the keyboard's (detail 0). */
function pointerClick(element: Element): void {
  act(() => {
    element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, detail: 1 }));
  });
}

/** Unmounts what the test rendered and resets the document after each test. */
function cleanUpAfterEachTest(): void {
  cleanUpAfterEach();
}

describe("NavbarDropdown: a menu button, opened by pointer or keyboard", () => {
  cleanUpAfterEachTest();

  it("is an ARIA menu button once hydrated", () => {
    render(withSite(<NavbarDropdown label="Community" items={items} />));
    assert.equal(button().getAttribute("aria-haspopup"), "menu");
    assert.equal(button().getAttribute("aria-expanded"), "false");
    const menu = root().querySelector("ul")!;
    assert.equal(menu.getAttribute("role"), "menu");
    assert.equal(button().getAttribute("aria-controls"), menu.id);
    assert.equal(menuItems().length, 3);
    assert.ok(menuItems().every((item) => item.tabIndex === -1));
  });

  it("opens on a pointer click without moving focus, and closes on a second click", () => {
    render(withSite(<NavbarDropdown label="Community" items={items} />));
    button().focus();
    pointerClick(button());
    assert.ok(open());
    assert.equal(button().getAttribute("aria-expanded"), "true");
    assert.equal(document.activeElement, button());
    pointerClick(button());
    assert.equal(open(), false);
  });

  it("opens from the keyboard with focus on the first item, moves with arrows, Home and End, and closes on Escape", () => {
    render(withSite(<NavbarDropdown label="Community" items={items} />));
    button().focus();
    click(button()); // Enter or Space on a button: a click with detail 0
    assert.ok(open());
    assert.equal(document.activeElement, menuItems()[0]);
    key(document.activeElement!, "ArrowDown");
    assert.equal(document.activeElement, menuItems()[1]);
    key(document.activeElement!, "End");
    assert.equal(document.activeElement, menuItems()[2]);
    key(document.activeElement!, "ArrowDown");
    assert.equal(document.activeElement, menuItems()[0], "wraps around");
    key(document.activeElement!, "ArrowUp");
    assert.equal(document.activeElement, menuItems()[2]);
    key(document.activeElement!, "Home");
    assert.equal(document.activeElement, menuItems()[0]);
    key(document.activeElement!, "Escape");
    assert.equal(open(), false);
    assert.equal(document.activeElement, button());
  });

  it("opens on ArrowUp with focus on the last item", () => {
    render(withSite(<NavbarDropdown label="Community" items={items} />));
    button().focus();
    key(button(), "ArrowUp");
    assert.ok(open());
    assert.equal(document.activeElement, menuItems()[2]);
  });
});

describe("NavbarDropdown: closing and picking items", () => {
  cleanUpAfterEachTest();

  it("closes on a mousedown or focus outside it", () => {
    render(withSite(<NavbarDropdown label="Community" items={items} />));
    pointerClick(button());
    act(() => {
      document.body.dispatchEvent(new MouseEvent("mousedown", { bubbles: true }));
    });
    assert.equal(open(), false);
    pointerClick(button());
    const outside = document.createElement("button");
    document.body.appendChild(outside);
    act(() => outside.focus());
    assert.equal(open(), false);
  });

  it("runs an item's onSelect and closes when it is picked", () => {
    let picked = 0;
    render(
      withSite(
        <NavbarDropdown label="Version" items={[{ label: "Next", href: "/docs/faq/", onSelect: () => picked++ }]} />,
      ),
    );
    pointerClick(button());
    click(menuItems()[0]);
    assert.equal(picked, 1);
    assert.equal(open(), false);
  });

  it("links its items, external ones in a new tab", () => {
    render(withSite(<NavbarDropdown label="Community" items={items} />));
    const links = [...root().querySelectorAll("a")];
    assert.equal(links[0].getAttribute("target"), "_blank");
    assert.equal(links[1].getAttribute("href"), "/docs/faq/");
  });
});
