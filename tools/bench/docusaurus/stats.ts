/** Summaries of repeated measurements: the median is what the table shows, min and max its spread. */

export interface Spread {
  median: number;
  min: number;
  max: number;
  count: number;
}

export function median(values: number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Nearest-rank percentile (p in 0..100) of unsorted values. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) throw new Error("percentile of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

export function spread(values: number[]): Spread {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values), count: values.length };
}
