import "../../testing/dom";
import assert from "node:assert/strict";
import { withSite } from "../../testing/fixtures";
import { cleanup, cleanUpAfterEach, render } from "../../testing/render";
import { click } from "../../testing/events";
import { DocsVersionDropdown } from "./DocsVersionDropdown";

const button = () => document.querySelector<HTMLButtonElement>(".docs-version-dropdown button")!;
const links = () => [...document.querySelectorAll<HTMLAnchorElement>(".docs-version-dropdown a")];

describe("DocsVersionDropdown", () => {
  cleanUpAfterEach();

  it("is labelled Next and offers Next, linking to the same doc on a doc page", () => {
    render(withSite(<DocsVersionDropdown />, "/docs/concepts/tasks"));
    assert.equal(button().textContent, "Next");
    assert.deepEqual(
      links().map((a) => [a.textContent, a.getAttribute("href")]),
      [["Next", "/docs/concepts/tasks"]],
    );
    assert.equal(links()[0].getAttribute("aria-current"), "true");
  });

  it("links to the version's main doc off the docs", () => {
    render(withSite(<DocsVersionDropdown />, "/"));
    assert.equal(links()[0].getAttribute("href"), "/docs/introduction/");
  });

  it("stores the picked version under docs-preferred-version-default", () => {
    render(withSite(<DocsVersionDropdown />, "/docs/concepts/tasks"));
    assert.equal(localStorage.getItem("docs-preferred-version-default"), null, "nothing is written before a pick");
    click(button());
    click(links()[0]);
    assert.equal(localStorage.getItem("docs-preferred-version-default"), "current");
  });

  it("removes a stored name that is not a version, and survives a throwing localStorage", () => {
    localStorage.setItem("docs-preferred-version-default", "2.x");
    render(withSite(<DocsVersionDropdown />, "/docs/concepts/tasks"));
    assert.equal(localStorage.getItem("docs-preferred-version-default"), null);
    cleanup();
    const original = Object.getOwnPropertyDescriptor(window, "localStorage")!;
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get: () => {
        throw new Error("denied");
      },
    });
    try {
      render(withSite(<DocsVersionDropdown />, "/docs/concepts/tasks"));
      click(button());
      click(links()[0]);
      assert.equal(button().textContent, "Next");
    } finally {
      Object.defineProperty(window, "localStorage", original);
    }
  });
});
