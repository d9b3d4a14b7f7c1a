import { resetDom, setUrl } from "../testing/dom";
import assert from "node:assert/strict";
import { indexManifest } from "../lib/routeMatch";
import { manifest } from "../testing/fixtures";
import { clientNavigationTarget } from "./internalLinks";

const index = indexManifest(manifest);

function target(href: string, init: MouseEventInit = {}, attributes: Record<string, string> = {}): string | null {
  const anchor = document.createElement("a");
  anchor.setAttribute("href", href);
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  document.body.appendChild(anchor);
  return clientNavigationTarget(anchor, new MouseEvent("click", { button: 0, ...init }), index);
}

describe("clientNavigationTarget", () => {
  beforeEach(() => setUrl("/docs/concepts/tasks"));
  afterEach(resetDom);

  it("navigates in-app to our pages", () => {
    assert.equal(target("/docs/faq/"), "/docs/faq/");
    assert.equal(target("/docs/faq/#why"), "/docs/faq/#why");
    assert.equal(target("https://projen.io/docs/faq/"), "/docs/faq/");
    assert.equal(target("/docs/unknown"), "/docs/unknown", "the docs not-found page is a page too");
  });

  it("leaves everything else to the browser", () => {
    assert.equal(target("#section"), null);
    assert.equal(target("https://github.com/projen/projen"), null);
    assert.equal(target("/img/favicon.svg"), null);
    assert.equal(target("/docs/faq/", { ctrlKey: true }), null);
    assert.equal(target("/docs/faq/", { button: 1 }), null);
    assert.equal(target("/docs/faq/", {}, { target: "_blank" }), null);
    assert.equal(target("/docs/faq/", {}, { download: "" }), null);
  });
});
