/**
 * One measured figure of one run: a number, or why there is none. A build that hit the
 * time limit or ran out of memory must show as such in the table, never as a number.
 */
import { spread, type Spread } from "../stats/stats";

export type Failure = "timeout" | "out of memory" | "failed" | "skipped";

export type Outcome = { ok: true; value: number } | { ok: false; failure: Failure; detail?: string };

export const value = (v: number): Outcome => ({ ok: true, value: v });
export const failed = (failure: Failure, detail?: string): Outcome => ({ ok: false, failure, detail });

/** The runs of one figure, summarised: the spread of the numbers, or the first failure when no run gave one. */
export type Summary = { ok: true; spread: Spread; failures: number } | { ok: false; failure: Failure };

export function summarize(outcomes: Outcome[]): Summary | null {
  if (outcomes.length === 0) return null;
  const numbers = outcomes.flatMap((o) => (o.ok ? [o.value] : []));
  if (numbers.length === 0)
    return { ok: false, failure: (outcomes.find((o) => !o.ok) as { failure: Failure }).failure };
  return { ok: true, spread: spread(numbers), failures: outcomes.length - numbers.length };
}
