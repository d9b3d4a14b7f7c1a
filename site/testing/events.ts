/** What a reader does, as the tests play it: clicks, typing and keys on the test document. */
import "./dom";
import { act } from "react";

/** A plain left click, inside act(). */
export function click(element: Element | null): void {
  if (!element) throw new Error("click: no element");
  act(() => {
    element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
  });
}

/** Types into a React-controlled input (React listens to the native value setter + input event). */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), "value")!.set!;
  setter.call(input, value);
  input.dispatchEvent(new window.Event("input", { bubbles: true }));
}

/** A keydown on `target`; false when a listener prevented its default. */
export function key(target: EventTarget, keyName: string, init: KeyboardEventInit = {}): boolean {
  return target.dispatchEvent(
    new window.KeyboardEvent("keydown", { key: keyName, bubbles: true, cancelable: true, ...init }),
  );
}
