/**
 * Grouping results under their page: heading, description and content results whose
 * page's Title result is also listed move right after it (title first, then the rest
 * in their original order). A keywords result stays where it is, and when its page's
 * title is not listed the page's results listed after it move right after it instead
 * (the reference leaves them in place, which can hang them under another page's rows).
 * A result listed after its page (or after a keywords result of that page) is drawn as
 * a tree child: "inter" when the next result belongs to the same page, else "last".
 */
import { SearchDocumentType } from "../../contracts/searchIndex";

export type TreeStatus = "inter" | "last" | null;

export interface Groupable {
  type: SearchDocumentType;
  tree: TreeStatus;
}

/**
 * Sorts `results` into their groups and sets each one's `tree`. `pageIdOf`: the page a
 * result belongs to (a title is its own page); only equality matters, so the engine groups
 * ranked rows by page position before it has read any document.
 */
export function groupByPage<T extends Groupable>(results: T[], pageIdOf: (result: T) => number): T[] {
  // Each page's anchor: its Title result, else its first Keywords result.
  const anchors = new Map<number, number>();
  results.forEach((result, position) => {
    if (result.type === SearchDocumentType.Title) anchors.set(pageIdOf(result), position);
  });
  results.forEach((result, position) => {
    if (result.type === SearchDocumentType.Keywords && !anchors.has(pageIdOf(result)))
      anchors.set(pageIdOf(result), position);
  });
  const anchorOf = (result: T, position: number): number => {
    if (result.type === SearchDocumentType.Title || result.type === SearchDocumentType.Keywords) return position;
    const anchor = anchors.get(pageIdOf(result));
    if (anchor === undefined) return position;
    // Under a keywords row only from below: a better result never drops to join it.
    return results[anchor].type === SearchDocumentType.Keywords && anchor > position ? position : anchor;
  };
  const sorted = results
    .map((result, position) => ({ result, position, anchor: anchorOf(result, position) }))
    .sort((a, b) => {
      if (a.anchor !== b.anchor) return a.anchor - b.anchor;
      // The anchor itself leads its group.
      if (a.position === a.anchor) return -1;
      if (b.position === b.anchor) return 1;
      return a.position - b.position;
    })
    .map((entry) => entry.result);

  const pagesShown = new Set<number>();
  sorted.forEach((result, position) => {
    const page = pageIdOf(result);
    const isChild = result.type !== SearchDocumentType.Title && pagesShown.has(page);
    const next = sorted[position + 1];
    result.tree = isChild
      ? next && next.type !== SearchDocumentType.Title && pageIdOf(next) === page
        ? "inter"
        : "last"
      : null;
    if (result.type === SearchDocumentType.Title || result.type === SearchDocumentType.Keywords) pagesShown.add(page);
  });
  return sorted;
}
