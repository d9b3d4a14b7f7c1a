/** The goals of issues 6, 17, 39 and 41, checked against ratios and figures from the same run. */
import { formatRatio, formatValue, type Unit } from "./format";
import { type Outcome, summarize } from "./outcome";
import { rowByKey, type SizeResult, type VersionedResult, versionedRowByKey } from "./results";

export interface TargetCheck {
  target: string;
  status: "met" | "missed" | "not measured";
  detail: string;
}

const GB = 1e9;

/** The median of a figure's runs, or why there is none. */
function medianOfRuns(outcomes: Outcome[] | undefined): number | string {
  const summary = outcomes ? summarize(outcomes) : null;
  if (!summary) return "not measured";
  return summary.ok ? summary.spread.median : summary.failure;
}

function medianOf(result: SizeResult | undefined, key: string, side: "ours" | "theirs"): number | string {
  return medianOfRuns(result && rowByKey(key).get(result[side], result.docs));
}

/** A measured figure and what it is compared with, each named in the detail. */
interface Compared {
  name: string;
  median: number | string;
}

/**
 * `a`/`b` must be at most `limit`. When `b` has no number but `a` has, `b` timed out or ran out of
 * memory: against Docusaurus that means ours is faster by more than any ratio (met); against our
 * own baseline it means nothing was measured.
 */
function ratioCheck(
  target: string,
  a: Compared,
  b: Compared,
  unit: Unit,
  limit: number,
  bFailed: "met" | "not measured",
): TargetCheck {
  if (typeof a.median === "string")
    return {
      target,
      status: a.median === "not measured" ? "not measured" : "missed",
      detail: `${a.name}: ${a.median}`,
    };
  if (typeof b.median === "string")
    return {
      target,
      status: b.median === "not measured" ? "not measured" : bFailed,
      detail: `${a.name} ${formatValue(a.median, unit)}; ${b.name} ${b.median}`,
    };
  return {
    target,
    status: a.median <= limit * b.median ? "met" : "missed",
    detail: `${a.name} ${formatValue(a.median, unit)} vs ${b.name} ${formatValue(b.median, unit)}: ${formatRatio(a.median, b.median)} (needs ≤ ${limit}×)`,
  };
}

/** ours/theirs must be at most `limit` (e.g. 0.1 for "10x faster"). */
function ratioTarget(target: string, result: SizeResult | undefined, key: string, limit: number): TargetCheck {
  const ours = { name: "ours", median: medianOf(result, key, "ours") };
  const theirs = { name: "theirs", median: medianOf(result, key, "theirs") };
  return ratioCheck(target, ours, theirs, rowByKey(key).unit, limit, "met");
}

function absoluteTarget(target: string, result: SizeResult | undefined, keys: string[], limit: number): TargetCheck {
  const values = keys.map((key) => medianOf(result, key, "ours"));
  const failure = values.find((v) => typeof v === "string") as string | undefined;
  if (failure)
    return { target, status: failure === "not measured" ? "not measured" : "missed", detail: `ours: ${failure}` };
  const worst = Math.max(...(values as number[]));
  const unit = rowByKey(keys[0]).unit;
  return {
    target,
    status: worst <= limit ? "met" : "missed",
    detail: `ours ${formatValue(worst, unit)} (needs ≤ ${formatValue(limit, unit)})`,
  };
}

export function checkTargets(results: SizeResult[]): TargetCheck[] {
  const at = (docs: number) => results.find((r) => r.docs === docs);
  return [
    ratioTarget("100 docs: cold build no slower", at(100), "cold", 1),
    ratioTarget("1,000 docs: cold build ≥ 2× faster", at(1000), "cold", 0.5),
    ratioTarget("1,000 docs: one-doc rebuild ≥ 10× faster", at(1000), "rebuild", 0.1),
    absoluteTarget("1,000 docs: one-doc rebuild ≤ 1 s", at(1000), ["rebuild"], 1),
    ratioTarget("1,000 docs: first-load JS (gzip) no larger", at(1000), "jsGz", 1),
    ratioTarget("1,000 docs: search bytes per doc (gzip) no larger", at(1000), "searchPerDocGz", 1),
    absoluteTarget("10,000 docs: cold build ≤ 150 s", at(10000), ["cold"], 150),
    absoluteTarget("10,000 docs: one-doc rebuild ≤ 3 s", at(10000), ["rebuild"], 3),
    absoluteTarget("10,000 docs: peak memory ≤ 2.5 GB", at(10000), ["coldPeak", "rebuildPeak"], 2.5 * GB),
    absoluteTarget("100,000 docs: cold build ≤ 15 min", at(100_000), ["cold"], 15 * 60),
    absoluteTarget("100,000 docs: one-doc rebuild ≤ 3 s", at(100_000), ["rebuild"], 3),
    absoluteTarget("100,000 docs: no-op rebuild ≤ 1 s", at(100_000), ["noop"], 1),
    absoluteTarget("100,000 docs: peak memory ≤ 4 GB", at(100_000), ["coldPeak", "rebuildPeak"], 4 * GB),
    absoluteTarget("100,000 docs: route data before hydration ≤ 20 kB gzip", at(100_000), ["dataGz"], 20_000),
  ];
}

/** Issue 39: versions cost a cold build what they cost Docusaurus at most, and a one-doc edit almost nothing. */
export function checkVersionedTargets(result: VersionedResult): TargetCheck[] {
  const size = `${result.versions} versions × ${result.docs.toLocaleString("en-US")} docs`;
  const cold = versionedRowByKey("cold");
  const edit = (key: "editNewest" | "editOldest", where: string): TargetCheck => {
    const row = versionedRowByKey(key);
    return ratioCheck(
      `${size}: one-doc edit in the ${where} version ≤ 1.2× the edit at ${result.docs.toLocaleString("en-US")} docs, one version`,
      { name: `${result.versions} versions`, median: medianOfRuns(row.get(result.ours)) },
      { name: "1 version", median: medianOfRuns(row.baseline(result.baseline)) },
      row.unit,
      1.2,
      "not measured",
    );
  };
  return [
    ratioCheck(
      `${size}: cold build ≥ 2× faster than Docusaurus`,
      { name: "ours", median: medianOfRuns(cold.get(result.ours)) },
      { name: "theirs", median: medianOfRuns(cold.get(result.theirs)) },
      cold.unit,
      0.5,
      "met",
    ),
    edit("editNewest", "newest"),
    edit("editOldest", "oldest"),
  ];
}
