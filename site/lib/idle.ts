/**
 * Runs `work` when the browser is idle (or after `timeoutMs` at the latest), so work
 * nobody waits for stays out of the tasks that load and hydrate the page. `work` gets the
 * time left in the idle period (0 without requestIdleCallback). Returns a cancel function.
 */
export function whenIdle(work: (timeRemaining: () => number) => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback((deadline) => work(() => deadline.timeRemaining()), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(() => work(() => 0), 1);
  return () => clearTimeout(timer);
}
