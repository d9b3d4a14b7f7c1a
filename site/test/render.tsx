/** Renders React into the jsdom document inside act(), and cleans up. */
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";

export interface Rendered {
  container: HTMLElement;
  rerender(element: ReactNode): void;
  unmount(): void;
}

const mounted = new Set<Root>();

export function render(element: ReactNode): Rendered {
  const container = document.createElement("div");
  document.body.appendChild(container);
  const root = createRoot(container);
  mounted.add(root);
  act(() => root.render(element));
  return {
    container,
    rerender: (next) => act(() => root.render(next)),
    unmount: () => {
      act(() => root.unmount());
      mounted.delete(root);
      container.remove();
    },
  };
}

export function cleanup(): void {
  for (const root of mounted) act(() => root.unmount());
  mounted.clear();
}

export function click(element: Element | null): void {
  if (!element) throw new Error("click: no element");
  act(() => {
    element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
  });
}

/** Waits for pending promises (and the effects they trigger) to settle. */
export async function flush(times = 3): Promise<void> {
  for (let i = 0; i < times; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}
