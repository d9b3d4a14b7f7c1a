/**
 * The segments of an index (SegmentedIndexFile) as one index: each type's documents of a
 * segment come after the previous segment's, so ranking sees one list of positions and pages
 * (a page is its Title position) and finds a position's segment when it needs its entry.
 * An index of one segment is its own positions.
 */
import { SEARCH_DOCUMENT_TYPES, SearchDocumentType } from "../../contracts/searchIndex";
import { pageOf, type LoadedEntry } from "./loadedEntry";

/** A document's segment and entry, and its position there. */
export interface Place {
  segment: number;
  entry: LoadedEntry;
  position: number;
}

export class Segments {
  /** Every segment's entries, one segment after the other. */
  readonly entries: LoadedEntry[];
  /** By type: the position of each segment's first document, and after the last, the count of all. */
  private readonly starts: number[][];

  constructor(readonly segments: LoadedEntry[][]) {
    this.entries = segments.flat();
    this.starts = SEARCH_DOCUMENT_TYPES.map((type) => {
      const starts = [0];
      for (const entries of segments) starts.push(starts[starts.length - 1] + entries[type].count);
      return starts;
    });
  }

  /** The number of documents of `type` in all segments. */
  count(type: SearchDocumentType): number {
    const starts = this.starts[type];
    return starts[starts.length - 1];
  }

  /** The position among all of the document of `type` at `position` in `segment`. */
  positionOf(type: SearchDocumentType, segment: number, position: number): number {
    return this.starts[type][segment] + position;
  }

  /** The page (a Title position among all) of the document at `position` in segment `segment`'s `entry`; negative for none. */
  pageOf(entry: LoadedEntry, segment: number, position: number): number {
    const page = pageOf(entry, position);
    return page >= 0 ? this.starts[SearchDocumentType.Title][segment] + page : page;
  }

  /** Where the document of `type` at `position` among all is. */
  place(type: SearchDocumentType, position: number): Place {
    const starts = this.starts[type];
    // The last segment whose first position is at most `position` (an empty one holds none).
    let low = 0;
    let high = starts.length - 2;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle] <= position) low = middle;
      else high = middle - 1;
    }
    return { segment: low, entry: this.segments[low][type], position: position - starts[low] };
  }
}
