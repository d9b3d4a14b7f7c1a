/** The goals of issues 6 and 17, checked against ratios and figures from the same run. */
import { formatRatio, formatValue } from "./format";
import { summarize } from "./outcome";
import { rowByKey, type SizeResult } from "./results";

export interface TargetCheck {
  target: string;
  status: "met" | "missed" | "not measured";
  detail: string;
}

const GB = 1e9;

function medianOf(result: SizeResult | undefined, key: string, side: "ours" | "theirs"): number | string {
  if (!result) return "not measured";
  const summary = summarize(rowByKey(key).get(result[side], result.docs));
  if (!summary) return "not measured";
  return summary.ok ? summary.spread.median : summary.failure;
}

/** ours/theirs must be at most `limit` (e.g. 0.1 for "10x faster"). */
function ratioTarget(target: string, result: SizeResult | undefined, key: string, limit: number): TargetCheck {
  const ours = medianOf(result, key, "ours");
  const theirs = medianOf(result, key, "theirs");
  if (typeof ours === "string")
    return { target, status: ours === "not measured" ? "not measured" : "missed", detail: `ours: ${ours}` };
  if (typeof theirs === "string") {
    // Theirs did not finish within the limit: ours did, so ours is faster by more than any ratio shown.
    return {
      target,
      status: theirs === "not measured" ? "not measured" : "met",
      detail: `ours ${formatValue(ours, rowByKey(key).unit)}; theirs ${theirs}`,
    };
  }
  const unit = rowByKey(key).unit;
  return {
    target,
    status: ours <= limit * theirs ? "met" : "missed",
    detail: `ours ${formatValue(ours, unit)} vs theirs ${formatValue(theirs, unit)}: ${formatRatio(ours, theirs)} (needs ≤ ${limit}×)`,
  };
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
  ];
}
