import "../../testing/dom";
import assert from "node:assert/strict";
import { withSite } from "../../testing/fixtures";
import { cleanup, cleanUpAfterEach, render, settle } from "../../testing/render";
import { currentTable, versionedSite } from "../../testing/versionedSite";
import { click } from "../../testing/events";
import { DocsVersionDropdown } from "./DocsVersionDropdown";

const button = () => document.querySelector<HTMLButtonElement>(".docs-version-dropdown button")!;
const idle = () => settle(() => new Promise((resolve) => setTimeout(resolve, 30)));
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

describe("DocsVersionDropdown on a site with cut versions", () => {
  cleanUpAfterEach();

  it("lists every version once fetched, each at the same doc once the reader shows intent", async () => {
    const { site, fetched } = versionedSite(currentTable);
    render(withSite(<DocsVersionDropdown />, "/docs/tasks?x=1", site));
    assert.deepEqual(
      links().map((a) => a.textContent),
      ["Next"],
      "the latest alone before the list",
    );
    await idle();
    assert.deepEqual(fetched, ["/_site/versions.json"], "the list at idle, no table");
    assert.deepEqual(
      links().map((a) => [a.textContent, a.getAttribute("href")]),
      [
        ["Next", "/docs/tasks?x=1"],
        ["1.0", "/docs/1.0/intro"],
      ],
    );
    await settle(() => {
      document.querySelector(".docs-version-dropdown")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    });
    await idle();
    assert.equal(links()[1].getAttribute("href"), "/docs/1.0/tasks?x=1");
    click(button());
    click(links()[1]);
    assert.equal(localStorage.getItem("docs-preferred-version-default"), "1.0");
  });

  it("keeps a stored name until the versions are known, then removes a stale one", async () => {
    localStorage.setItem("docs-preferred-version-default", "0.9");
    render(withSite(<DocsVersionDropdown />, "/", versionedSite(currentTable).site));
    assert.equal(localStorage.getItem("docs-preferred-version-default"), "0.9");
    await idle();
    assert.equal(localStorage.getItem("docs-preferred-version-default"), null);
  });

  it("is labelled with the preferred version off the docs", async () => {
    localStorage.setItem("docs-preferred-version-default", "1.0");
    render(withSite(<DocsVersionDropdown />, "/", versionedSite(currentTable).site));
    await idle();
    assert.equal(button().textContent, "1.0");
  });
});
