/**
 * Runs `work` when the browser is idle (or after `timeoutMs` at the latest), so work
 * nobody waits for stays out of the tasks that load and hydrate the page. `work` gets the
 * time left in the idle period (0 without requestIdleCallback). Returns a cancel function.
 */
export function whenIdle(work: (timeRemaining: () => number) => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback((deadline) => work(() => deadline.timeRemaining()), {
      timeout: timeoutMs,
    });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(() => work(() => 0), 1);
  return () => clearTimeout(timer);
}

export interface SliceOptions {
  /** Called once `step` has returned false. */
  done?: () => void;
  /** How long one idle period may keep calling `step`, in ms. */
  budgetMs?: number;
  /** The latest a slice waits for idle time, in ms. */
  timeoutMs?: number;
}

/**
 * Runs `step` while the browser is idle, as many times as fit in `budgetMs` of each idle
 * period (at least once), until it returns false; then calls `done`. For work that would
 * be one long task if done in one go. Returns a cancel function.
 */
export function whenIdleInSlices(
  step: () => boolean,
  { done = () => {}, budgetMs = 12, timeoutMs = 2000 }: SliceOptions = {},
): () => void {
  let cancel: () => void;
  const run = (timeRemaining: () => number) => {
    const start = performance.now();
    let more: boolean;
    do {
      more = step();
    } while (more && performance.now() - start < budgetMs && timeRemaining() > budgetMs);
    if (more) cancel = whenIdle(run, timeoutMs);
    else done();
  };
  cancel = whenIdle(run, timeoutMs);
  return () => cancel();
}
