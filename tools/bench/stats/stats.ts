/**
 * Summary statistics of repeated measurements, the one copy the benchmarks and the
 * watch-mode e2e share: median, nearest-rank percentile and spread. Each takes the values
 * in any order and leaves them as they are. Of no values each throws a RangeError: a
 * figure of nothing is a bug in the caller, never a number to print (NaN, undefined).
 */

export interface Spread {
  median: number;
  min: number;
  max: number;
  count: number;
}

function sortedCopy(values: readonly number[], of: string): number[] {
  if (values.length === 0) throw new RangeError(`${of} of no values`);
  return [...values].sort((a, b) => a - b);
}

/** The middle value; of an even count, the mean of the two middle values. */
export function median(values: readonly number[]): number {
  const sorted = sortedCopy(values, "median");
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Nearest-rank percentile, p in 0..100: the smallest value with at least p% of the values at or below it (p 0: the minimum). */
export function percentile(values: readonly number[], p: number): number {
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile ${p} is not in 0..100`);
  const sorted = sortedCopy(values, "percentile");
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.max(0, rank - 1)];
}

export function spread(values: readonly number[]): Spread {
  const sorted = sortedCopy(values, "spread");
  return { median: median(sorted), min: sorted[0], max: sorted[sorted.length - 1], count: sorted.length };
}
