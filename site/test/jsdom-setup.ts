/**
 * One browser-like global environment for the site's tests: a jsdom window whose
 * window, document, storage, events and timers are copied onto globalThis. Every test
 * file imports this module first, before React, so react-dom sees a DOM when it loads.
 */
import { JSDOM } from "jsdom";

export const jsdom = new JSDOM("<!doctype html><html><head></head><body></body></html>", {
  url: "https://projen.io/",
  pretendToBeVisual: true,
});

const win = jsdom.window as unknown as Window & typeof globalThis & Record<string, unknown>;

// jsdom has no matchMedia: nothing matches (no reduced motion, no dark preference).
win.matchMedia = ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener() {},
  removeEventListener() {},
  addListener() {},
  removeListener() {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

// jsdom does not lay out or scroll: scrolling calls do nothing.
win.scrollTo = (() => {}) as typeof window.scrollTo;
win.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};

const GLOBALS = [
  "window",
  "document",
  "navigator",
  "location",
  "history",
  "localStorage",
  "sessionStorage",
  "Node",
  "Element",
  "HTMLElement",
  "HTMLAnchorElement",
  "HTMLButtonElement",
  "HTMLInputElement",
  "HTMLDivElement",
  "HTMLScriptElement",
  "DOMParser",
  "Storage",
  "SVGElement",
  "Text",
  "DocumentFragment",
  "Event",
  "CustomEvent",
  "UIEvent",
  "MouseEvent",
  "KeyboardEvent",
  "FocusEvent",
  "PopStateEvent",
  "StorageEvent",
  "MutationObserver",
  "getComputedStyle",
  "requestAnimationFrame",
  "cancelAnimationFrame",
  "matchMedia",
] as const;

for (const name of GLOBALS) {
  const value = win[name];
  Object.defineProperty(globalThis, name, {
    configurable: true,
    writable: true,
    value: typeof value === "function" && /^[a-z]/.test(name) ? (value as (...args: unknown[]) => unknown).bind(win) : value,
  });
}

// Tells React that tests wrap updates in act().
(globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;

/** Moves the test browser to another URL of the site (history and location follow). */
export function setUrl(url: string): void {
  jsdom.reconfigure({ url: new URL(url, "https://projen.io/").href });
}

/** Clears storage, <html> attributes and the body between tests. */
export function resetDom(): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  document.body.removeAttribute("style");
  setUrl("/");
}
