/**
 * A jsdom window for the search UI tests, installed as globals for one suite and removed
 * after it (other suites in the same mocha run may render on the server side).
 * jsdom is loaded lazily: when it cannot run on this Node.js, `domSuite` skips its
 * tests and says why, instead of failing the whole run.
 */
import type { ReactElement } from "react";

type JsdomModule = typeof import("jsdom");

let loaded: { jsdom: JsdomModule | null; reason: string } | null = null;

function loadJsdom(): { jsdom: JsdomModule | null; reason: string } {
  if (!loaded) {
    try {
      loaded = { jsdom: require("jsdom") as JsdomModule, reason: "" };
    } catch (error) {
      loaded = { jsdom: null, reason: error instanceof Error ? error.message.split("\n")[0] : String(error) };
    }
  }
  return loaded;
}

const GLOBALS = [
  "window", "document", "navigator", "Node", "Text", "Element", "HTMLElement", "HTMLInputElement", "HTMLAnchorElement",
  "HTMLSelectElement", "Event", "KeyboardEvent", "MouseEvent", "FocusEvent", "InputEvent", "getComputedStyle",
  "requestAnimationFrame", "cancelAnimationFrame", "MutationObserver", "DocumentFragment", "NodeFilter", "location", "history",
] as const;

export interface Dom {
  window: Window & typeof globalThis;
  document: Document;
}

/** Installs a window at `url` as globals; returns the function that removes them. */
export function installDom(url = "http://localhost/"): { dom: Dom; uninstall: () => void } {
  const { jsdom } = loadJsdom();
  if (!jsdom) throw new Error("jsdom is not available");
  // jsdom reports what it does not implement (a Ctrl-click's navigation to a new document) as errors: drop those.
  const virtualConsole = new jsdom.VirtualConsole();
  virtualConsole.on("error", (...args: unknown[]) => console.error(...args));
  virtualConsole.on("warn", (...args: unknown[]) => console.warn(...args));
  const instance = new jsdom.JSDOM("<!doctype html><html><body></body></html>", { url, pretendToBeVisual: true, virtualConsole });
  const win = instance.window as unknown as Window & typeof globalThis;
  const saved = new Map<string, PropertyDescriptor | undefined>();
  const target = globalThis as unknown as Record<string, unknown>;
  for (const name of GLOBALS) {
    saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
    const value = name === "window" ? win : (win as unknown as Record<string, unknown>)[name];
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  }
  target.IS_REACT_ACT_ENVIRONMENT = true;
  const uninstall = () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete target[name];
    }
    delete target.IS_REACT_ACT_ENVIRONMENT;
    instance.window.close();
  };
  return { dom: { window: win, document: win.document }, uninstall };
}

/** A describe() whose tests run with a DOM, or are skipped (with the reason) without one. */
export function domSuite(title: string, body: () => void): void {
  describe(title, function () {
    const { jsdom, reason } = loadJsdom();
    if (!jsdom) {
      before(function () {
        console.log(`    (skipped: jsdom cannot run on Node.js ${process.version}: ${reason})`);
        this.skip();
      });
    }
    body();
  });
}

/** A mounted React tree in the current DOM, with act() around every change. */
export interface Mounted {
  container: HTMLElement;
  rerender(element: ReactElement): Promise<void>;
  unmount(): Promise<void>;
}

/** react-dom/client is required only once a DOM exists (it checks for one when loaded). */
export async function mount(element: ReactElement): Promise<Mounted> {
  const { act } = require("react") as typeof import("react");
  const { createRoot } = require("react-dom/client") as typeof import("react-dom/client");
  const container = document.createElement("div");
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => root.render(element));
  return {
    container,
    rerender: (next) => act(async () => root.render(next)),
    unmount: async () => {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}

/** Runs a change inside act() and lets pending promises (worker replies) settle. */
export async function settle(change?: () => void | Promise<void>): Promise<void> {
  const { act } = require("react") as typeof import("react");
  // Effects of the change are flushed when its act() ends; timers and replies they start settle in the next one.
  if (change) await act(async () => change());
  await act(async () => {
    for (let k = 0; k < 10; k++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Types into a React-controlled input (React listens to the native value setter + input event). */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), "value")!.set!;
  setter.call(input, value);
  input.dispatchEvent(new window.Event("input", { bubbles: true }));
}

export function key(target: EventTarget, keyName: string, init: KeyboardEventInit = {}): boolean {
  return target.dispatchEvent(new window.KeyboardEvent("keydown", { key: keyName, bubbles: true, cancelable: true, ...init }));
}
