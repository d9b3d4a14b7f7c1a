/**
 * The one browser-like environment of the site's unit tests: a jsdom window whose
 * window, document, storage, events and timers are installed on globalThis when this
 * module loads. Test files import it (directly, or through the other modules of this
 * folder) before React, so react-dom sees a DOM when it loads. Between tests,
 * `resetDom` gives the next one a clean document, URL and storage.
 *
 * A jsdom that cannot load fails the run: a DOM suite that skipped itself would pass
 * without testing anything.
 */
import type * as Jsdom from "jsdom";

function loadJsdom(): typeof Jsdom {
  try {
    return require("jsdom") as typeof Jsdom;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    throw new Error(`The site's unit tests need jsdom, and it cannot load on Node.js ${process.version}: ${reason}`, {
      cause: error,
    });
  }
}

/** react-dom/client decides once, when it loads, whether it runs with a DOM. */
function assertReactDomNotLoaded(): void {
  const early = Object.keys(require.cache).find((path) => /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\./.test(path));
  if (early)
    throw new Error(`react-dom/client was loaded before the test DOM (${early}): import site/testing/dom first`);
}

const { JSDOM, VirtualConsole } = loadJsdom();
assertReactDomNotLoaded();

// Everything jsdom logs reaches the console, except what it does not implement (a
// Ctrl-click's navigation to a new document): jsdom reports those as errors.
const virtualConsole = new VirtualConsole().forwardTo(console, {
  jsdomErrors: ["unhandled-exception", "resource-loading", "css-parsing"],
});

export const jsdom = new JSDOM("<!doctype html><html><head></head><body></body></html>", {
  url: "https://projen.io/",
  pretendToBeVisual: true,
  virtualConsole,
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
  "NodeFilter",
  "Element",
  "HTMLElement",
  "HTMLAnchorElement",
  "HTMLButtonElement",
  "HTMLInputElement",
  "HTMLSelectElement",
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
  "InputEvent",
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
    value:
      typeof value === "function" && /^[a-z]/.test(name) ? (value as (...args: unknown[]) => unknown).bind(win) : value,
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

/**
 * Runs `body` while `methods` of the page's storage throw `error`, as a browser's do when
 * storage is blocked or full (local and session storage share them: they are Storage's).
 */
export function withFailingStorage<T>(
  methods: readonly ("getItem" | "setItem" | "removeItem")[],
  error: string,
  body: () => T,
): T {
  const storage = Object.getPrototypeOf(window.localStorage) as Storage;
  const original = methods.map((method) => [method, storage[method]] as const);
  for (const method of methods) {
    storage[method] = () => {
      throw new Error(error);
    };
  }
  try {
    return body();
  } finally {
    for (const [method, value] of original) (storage as unknown as Record<string, unknown>)[method] = value;
  }
}
