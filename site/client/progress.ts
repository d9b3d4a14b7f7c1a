/**
 * The route-change progress bar: it appears only if loading the next page takes over
 * 200 ms. nprogress itself loads on the first slow navigation, not with the page.
 */
type NProgressApi = typeof import("nprogress");

export const PROGRESS_DELAY_MS = 200;

let nprogress: Promise<NProgressApi> | undefined;

function loadNProgress(): Promise<NProgressApi> {
  nprogress ??= import("nprogress").then((module) => {
    const api = ((module as { default?: NProgressApi }).default ?? module) as NProgressApi;
    api.configure({ showSpinner: false });
    return api;
  });
  return nprogress;
}

export interface PendingProgress {
  /** The page is ready (or abandoned): a bar that has not appeared yet never will. */
  settle(): void;
}

export function delayedProgress(
  start: () => void = () => void loadNProgress().then((api) => api.start(), () => {}),
  delayMs: number = PROGRESS_DELAY_MS,
): PendingProgress {
  const timer = setTimeout(start, delayMs);
  return { settle: () => clearTimeout(timer) };
}

/** Completes a bar that is showing; does nothing (and loads nothing) if none ever started. */
export function finishProgress(): void {
  nprogress?.then((api) => api.done(), () => {});
}
