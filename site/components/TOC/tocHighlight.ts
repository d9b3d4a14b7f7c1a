/**
 * Which heading the reader is at. Take the first heading whose top is at or below the
 * offset (the navbar's height). If it is on screen in the top half of the viewport, it is
 * the one; otherwise the reader is still in the section before it (none before the first).
 * When every heading is above the offset, the last one is active.
 */

import { partitionPoint } from "../../../contracts/bounds";
import { CHUNK_CLASS } from "../DocBody/bodyFiller";

export interface HeadingBox {
  top: number;
  bottom: number;
}

/**
 * Index of the active heading, or -1. Headings come in document order, so their tops
 * ascend and a binary search finds the first one below the offset: a page with
 * thousands of headings costs a dozen rect reads per scroll, not thousands.
 */
export function activeHeadingIndex(
  count: number,
  boxOf: (index: number) => HeadingBox,
  offset: number,
  viewportHeight: number,
): number {
  if (count === 0) return -1;
  const low = partitionPoint(0, count, (index) => boxOf(index).top < offset);
  if (low === count) return count - 1;
  const box = boxOf(low);
  if (box.top > 0 && box.bottom < viewportHeight / 2) return low;
  return low - 1;
}

/**
 * A heading's box. In a slice of a huge body (see DocBody) far from the viewport, the
 * slice's own box stands for it: the browser skips laying out such a slice, and reading a
 * heading inside would lay the whole slice out just for that (a binary search over an API
 * page's headings reads a dozen of them, each laying out a whole slice). Such a slice is
 * wholly above or below the viewport, so the search takes the same turn with the slice's
 * top as with the heading's. A zero-height anchor element is measured by its parent.
 */
export function headingBox(element: Element, viewportHeight: number): HeadingBox {
  const slice = element.parentElement?.classList.contains(CHUNK_CLASS) ? element.parentElement : null;
  if (slice) {
    const box = slice.getBoundingClientRect();
    if (box.bottom < -viewportHeight || box.top > 2 * viewportHeight) return box;
  }
  const rect = element.getBoundingClientRect();
  if (rect.top === rect.bottom && element.parentElement) return element.parentElement.getBoundingClientRect();
  return rect;
}

export const TOC_ACTIVE_CLASS = "table-of-contents__link--active";
export const TOC_HIGHLIGHT_SELECTOR = "a.table-of-contents__link.toc-highlight";
