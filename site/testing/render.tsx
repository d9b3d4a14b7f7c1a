/**
 * Renders React into the test document inside act(), waits for what it started, and
 * cleans up. `render` is for trees that settle synchronously; `mount` awaits its act(),
 * so replies that resolve at once (the fake search worker's) land before it returns.
 */
import { resetDom } from "./dom";
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";

export interface Rendered {
  container: HTMLElement;
  rerender(element: ReactNode): void;
  unmount(): void;
}

/** A tree mounted with `mount`: every change is awaited. */
export interface Mounted {
  container: HTMLElement;
  rerender(element: ReactNode): Promise<void>;
  unmount(): Promise<void>;
}

const mounted = new Set<Root>();

function newRoot(): { container: HTMLElement; root: Root; remove(): void } {
  const container = document.createElement("div");
  document.body.appendChild(container);
  const root = createRoot(container);
  mounted.add(root);
  const remove = () => {
    mounted.delete(root);
    container.remove();
  };
  return { container, root, remove };
}

export function render(element: ReactNode): Rendered {
  const { container, root, remove } = newRoot();
  act(() => root.render(element));
  return {
    container,
    rerender: (next) => act(() => root.render(next)),
    unmount: () => {
      act(() => root.unmount());
      remove();
    },
  };
}

export async function mount(element: ReactNode): Promise<Mounted> {
  const { container, root, remove } = newRoot();
  await act(async () => root.render(element));
  return {
    container,
    rerender: (next) => act(async () => root.render(next)),
    unmount: async () => {
      await act(async () => root.unmount());
      remove();
    },
  };
}

/** Unmounts whatever the test left mounted. */
export function cleanup(): void {
  for (const root of mounted) act(() => root.unmount());
  mounted.clear();
}

/** The hook most component suites share: after each test, unmount it and reset the document. */
export function cleanUpAfterEach(): void {
  afterEach(() => {
    cleanup();
    resetDom();
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

/** Runs a change inside act() and lets pending promises (worker replies) settle. */
export async function settle(change?: () => void | Promise<void>): Promise<void> {
  // Effects of the change are flushed when its act() ends; timers and replies they start settle in the next one.
  if (change) await act(async () => change());
  await act(async () => {
    for (let k = 0; k < 10; k++) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
