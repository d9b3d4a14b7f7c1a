/**
 * Binary search over a sorted range: the one loop that the index build, the search engine
 * and the site's table of contents all search with. `partitionPoint` is the general form
 * (any test that holds for a prefix of the range); the bounds are its two common uses.
 */

/**
 * The first index in [from, to) where `isBefore` is false, or `to`: `isBefore` must hold for
 * every index before some point and for none from there on.
 */
export function partitionPoint(from: number, to: number, isBefore: (index: number) => boolean): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (isBefore(middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** What `<` orders: numbers, or strings by code unit. */
type Ordered = string | number;

/** The first index of ascending `items` in [from, to) whose item is not below `value`. */
export function lowerBound<T extends Ordered>(items: ArrayLike<T>, value: T, from = 0, to = items.length): number {
  return partitionPoint(from, to, (k) => items[k] < value);
}

/** The first index of ascending `items` in [from, to) whose item is above `value`. */
export function upperBound<T extends Ordered>(items: ArrayLike<T>, value: T, from = 0, to = items.length): number {
  return partitionPoint(from, to, (k) => items[k] <= value);
}
