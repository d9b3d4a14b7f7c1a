/**
 * A postings list cut to its postings of highest value: a wide prefix's top keeps a few of
 * each completion (prefixTops.ts), a common term's chunk keeps BEST_POSTINGS (postingsChunks.ts).
 */

/** Lists are never changed in place (postings.ts): a list's best postings are worked out once per count. */
const bestOfList = new WeakMap<ArrayLike<number>, Map<number, number[]>>();

/**
 * A postings list (`[position, value, …]`, positions delta-encoded) cut to its `count`
 * postings of highest value (of equal ones, the first), in order. Linear in the list: the
 * lists of common words hold a posting for most documents, and an edit renews theirs.
 */
export function bestPostings(list: ArrayLike<number>, count: number): number[] {
  if (list.length <= 2 * count) return Array.from(list);
  let byCount = bestOfList.get(list);
  if (!byCount) bestOfList.set(list, (byCount = new Map()));
  let best = byCount.get(count);
  if (best) return best;
  const { threshold, above } = countthValue(list, count);
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

/**
 * The `count`-th highest value of a list's postings (count < the list's length), and how many
 * postings are above it. Values are small integers (steps of a log scale with a few facts,
 * indexer/engine/postingValue.ts): counted in an array, so a list of a million postings takes
 * milliseconds.
 */
function countthValue(list: ArrayLike<number>, count: number): { threshold: number; above: number } {
  let low = Infinity;
  let high = -Infinity;
  for (let k = 1; k < list.length; k += 2) {
    if (list[k] < low) low = list[k];
    if (list[k] > high) high = list[k];
  }
  const tally = new Uint32Array(high - low + 1);
  for (let k = 1; k < list.length; k += 2) tally[list[k] - low]++;
  let above = 0;
  for (let value = high; value > low; value--) {
    const here = tally[value - low];
    if (above + here >= count) return { threshold: value, above };
    above += here;
  }
  return { threshold: low, above };
}
