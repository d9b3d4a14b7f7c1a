/**
 * A postings list cut to its postings of highest value: a wide prefix's top keeps a few of
 * each completion (prefixTops.ts), a common term's chunk keeps BEST_POSTINGS (postingsChunks.ts).
 */

/** Lists are never changed in place (postings.ts): a list's best postings are worked out once per count. */
const bestOfList = new WeakMap<number[], Map<number, number[]>>();

/**
 * A postings list (`[position, value, …]`, positions delta-encoded) cut to its `count`
 * postings of highest value (of equal ones, the first), in order. Linear in the list: the
 * lists of common words hold a posting for most documents, and an edit renews theirs.
 */
export function bestPostings(list: number[], count: number): number[] {
  if (list.length <= 2 * count) return list;
  let byCount = bestOfList.get(list);
  if (!byCount) bestOfList.set(list, (byCount = new Map()));
  let best = byCount.get(count);
  if (best) return best;
  // Values are few (steps of a log scale with a few facts): count each, then find the value
  // above which fewer than `count` postings lie.
  const tally = new Map<number, number>();
  for (let k = 1; k < list.length; k += 2) tally.set(list[k], (tally.get(list[k]) ?? 0) + 1);
  const values = [...tally.keys()].sort((a, b) => b - a);
  let above = 0;
  let threshold = values[0];
  for (const value of values) {
    threshold = value;
    if (above + tally.get(value)! >= count) break;
    above += tally.get(value)!;
  }
  let equal = count - above;
  best = [];
  let position = 0;
  let last = 0;
  for (let k = 0; k < list.length; k += 2) {
    position = k === 0 ? list[0] : position + list[k];
    const value = list[k + 1];
    if (value > threshold || (value === threshold && equal-- > 0)) {
      best.push(best.length === 0 ? position : position - last, value);
      last = position;
    }
  }
  byCount.set(count, best);
  return best;
}
