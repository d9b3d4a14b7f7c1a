import { resetDom } from "../../test/jsdom-setup";
import assert from "node:assert/strict";
import { act } from "react";
import { withSite } from "../../test/fixtures";
import { cleanup, click, render } from "../../test/render";
import { NavbarDropdown } from "./NavbarDropdown";

const items = [
  { label: "Stack Overflow", href: "https://stackoverflow.com/questions/tagged/projen" },
  { label: "FAQ", href: "/docs/faq/" },
];

const root = () => document.querySelector(".dropdown")!;
const button = () => root().querySelector("button")!;
const open = () => root().classList.contains("dropdown--show");

describe("NavbarDropdown", () => {
  afterEach(() => {
    cleanup();
    resetDom();
  });

  it("opens from its button (Enter and Space click a button) and closes on Escape, returning focus", () => {
    render(withSite(<NavbarDropdown label="Community" items={items} />));
    assert.equal(button().getAttribute("aria-expanded"), "false");
    click(button());
    assert.ok(open());
    assert.equal(button().getAttribute("aria-expanded"), "true");
    act(() => {
      root().querySelector("a")!.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    });
    assert.equal(open(), false);
    assert.equal(document.activeElement, button());
  });

  it("closes on a mousedown or focus outside it", () => {
    render(withSite(<NavbarDropdown label="Community" items={items} />));
    click(button());
    act(() => {
      document.body.dispatchEvent(new MouseEvent("mousedown", { bubbles: true }));
    });
    assert.equal(open(), false);
    click(button());
    const outside = document.createElement("button");
    document.body.appendChild(outside);
    act(() => outside.focus());
    assert.equal(open(), false);
  });

  it("links its items, external ones in a new tab", () => {
    render(withSite(<NavbarDropdown label="Community" items={items} />));
    const links = [...root().querySelectorAll("a")];
    assert.equal(links[0].getAttribute("target"), "_blank");
    assert.equal(links[1].getAttribute("href"), "/docs/faq/");
  });
});
