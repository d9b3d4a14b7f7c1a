import assert from "node:assert/strict";
import { isMacPlatform, isSearchShortcut } from "./shortcut";
import {
  contextLabel,
  contextOfPath,
  highlightTerms,
  knownContext,
  searchPageHref,
  versionUrlOf,
  withoutHighlight,
} from "./urls";

describe("search urls", () => {
  it("puts API pages in the docs/api context and everything else in the root one", () => {
    assert.equal(contextOfPath("/docs/api"), "docs/api");
    assert.equal(contextOfPath("/docs/api/projen"), "docs/api");
    assert.equal(contextOfPath("/docs/apis"), "");
    assert.equal(contextOfPath("/docs/concepts/tasks"), "");
    assert.equal(contextOfPath("/"), "");
    assert.equal(contextLabel("docs/api"), "API Reference");
    assert.equal(contextLabel(""), null);
    assert.equal(knownContext("docs/api"), "docs/api");
    assert.equal(knownContext("blog"), "");
    assert.equal(knownContext(null), "");
  });

  it("links to the /search page with the query and context", () => {
    assert.equal(searchPageHref("add task", ""), "/search/?q=add+task");
    assert.equal(searchPageHref("a&b=c", "docs/api"), "/search/?q=a%26b%3Dc&ctx=docs%2Fapi");
    assert.equal(versionUrlOf(null), "/");
    assert.equal(versionUrlOf("next"), "/next/");
  });

  it("reads and removes the _highlight terms", () => {
    assert.deepEqual(highlightTerms("?_highlight=add&_highlight=task&x=1"), ["add", "task"]);
    assert.deepEqual(highlightTerms("?_highlight=%3Cb%3E"), ["<b>"]);
    assert.deepEqual(highlightTerms(""), []);
    assert.equal(withoutHighlight("?_highlight=add&x=1&_highlight=task"), "?x=1");
    assert.equal(withoutHighlight("?_highlight=add"), "");
  });
});

describe("search shortcut", () => {
  const event = (
    init: Partial<{ key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }>,
  ) => ({
    key: "k",
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...init,
  });

  it("is Ctrl+K elsewhere and Cmd+K on a Mac, with exactly that modifier", () => {
    assert.equal(isSearchShortcut(event({ ctrlKey: true }), false), true);
    assert.equal(isSearchShortcut(event({ key: "K", ctrlKey: true }), false), true);
    assert.equal(isSearchShortcut(event({ metaKey: true }), false), false);
    assert.equal(isSearchShortcut(event({ ctrlKey: true, shiftKey: true }), false), false);
    assert.equal(isSearchShortcut(event({ ctrlKey: true, altKey: true }), false), false);
    assert.equal(isSearchShortcut(event({ metaKey: true }), true), true);
    assert.equal(isSearchShortcut(event({ ctrlKey: true }), true), false);
    assert.equal(isSearchShortcut(event({ key: "j", ctrlKey: true }), false), false);
  });

  it("detects a Mac from client hints, the user agent, then the platform", () => {
    assert.equal(isMacPlatform({ userAgentData: { platform: "macOS" }, userAgent: "Windows" }), true);
    assert.equal(isMacPlatform({ userAgentData: { platform: "Windows" }, userAgent: "Macintosh" }), false);
    assert.equal(isMacPlatform({ userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)" }), true);
    assert.equal(isMacPlatform({ userAgent: "Mozilla/5.0 (X11; Linux x86_64)", platform: "MacIntel" }), true);
    assert.equal(isMacPlatform({ userAgent: "Mozilla/5.0 (X11; Linux x86_64)", platform: "Linux x86_64" }), false);
    assert.equal(isMacPlatform(undefined), false);
  });
});
