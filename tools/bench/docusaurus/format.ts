/** Number formatting for the results table: units a reader takes in at a glance, ratios as ours/theirs. */
import type { Summary } from "./outcome";

export type Unit = "s" | "ms" | "bytes" | "count";

function significant(value: number, digits = 3): string {
  if (value === 0) return "0";
  const magnitude = Math.floor(Math.log10(Math.abs(value)));
  const decimals = Math.max(0, digits - 1 - magnitude);
  return value.toFixed(Math.min(decimals, 3));
}

/** Decimal units (kB = 1,000 B), as browsers' dev tools and most size reports use. */
export function formatBytes(bytes: number): string {
  const units = ["B", "kB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (Math.abs(value) >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return unit === 0 ? `${Math.round(value)} B` : `${significant(value)} ${units[unit]}`;
}

export function formatValue(value: number, unit: Unit): string {
  switch (unit) {
    case "s":
      return `${significant(value)} s`;
    case "ms":
      return `${significant(value)} ms`;
    case "bytes":
      return formatBytes(value);
    case "count":
      return Math.round(value).toLocaleString("en-US");
  }
}

/** ours/theirs with two significant digits: "0.12×" means ours is about 8 times smaller or faster. */
export function formatRatio(ours: number, theirs: number): string {
  if (!Number.isFinite(ours) || !Number.isFinite(theirs) || theirs === 0)
    return ours === 0 && theirs === 0 ? "1.0×" : "n/a";
  const ratio = ours / theirs;
  if (ratio === 0) return "0×";
  const magnitude = Math.floor(Math.log10(ratio));
  const decimals = Math.max(0, 1 - magnitude);
  return `${ratio.toFixed(Math.min(decimals, 4))}×`;
}

/** A table cell: the median, then (min–max) when runs differ, then how many runs failed. */
export function formatSummary(summary: Summary | null, unit: Unit): string {
  if (summary === null) return "–";
  if (!summary.ok) return summary.failure;
  const { median, min, max, count } = summary.spread;
  let text = formatValue(median, unit);
  if (count > 1 && min !== max) text += ` (${formatValue(min, unit)}–${formatValue(max, unit)})`;
  if (summary.failures > 0) text += `, ${summary.failures} run(s) failed`;
  return text;
}

/** The ratio of two summaries' medians, or the reason there is none. */
export function formatSummaryRatio(ours: Summary | null, theirs: Summary | null): string {
  if (ours === null || theirs === null) return "–";
  if (!ours.ok) return `ours ${ours.failure}`;
  if (!theirs.ok) return `theirs ${theirs.failure}`;
  return formatRatio(ours.spread.median, theirs.spread.median);
}
