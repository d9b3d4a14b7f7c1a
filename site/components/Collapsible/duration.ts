/**
 * How long a collapsible takes to open or close: longer for taller content, but growing
 * slowly, so short lists snap and long ones still feel quick.
 * c = H / 36, duration = round((4 + 15·c^0.25 + c/5) × 10) ms.
 */
export function collapsibleDuration(height: number): number {
  const c = Math.max(0, height) / 36;
  return Math.round((4 + 15 * c ** 0.25 + c / 5) * 10);
}

/** Reduced motion still gets 1 ms, not 0, so `transitionend` fires and the final styles apply. */
export const REDUCED_MOTION_DURATION = 1;

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia("(prefers-reduced-motion: reduce)").matches
    : false;
}
