/**
 * Which page each document of an entry is on, without reading the document: ranking
 * adds up what a page's sections found (engine.ts), and a first search must not download
 * every document to learn that. Documents are in route order in every entry, so an entry
 * only needs how many of its documents each page has, page by page in the Title entry's
 * order: `[2, 0, 5, …]`, a few kilobytes at 10,000 pages once compressed.
 */

/** The build's side: per page (Title document ids, in order), the count of documents whose page is it. */
export function pageCounts(pageIds: readonly number[], titleIds: readonly number[]): number[] {
  const counts = new Array<number>(titleIds.length).fill(0);
  const positionOf = new Map(titleIds.map((id, position) => [id, position]));
  let previous = 0;
  pageIds.forEach((id, k) => {
    const position = positionOf.get(id);
    if (position === undefined) throw new Error(`document ${k} is on page ${id}, which has no title document`);
    if (position < previous) throw new Error(`document ${k} is out of route order (page ${id} after a later page)`);
    previous = position;
    counts[position]++;
  });
  return counts;
}

/** The search's side: the page (its Title position) of each of `count` documents. Throws when the counts do not add up. */
export function pagePositions(counts: unknown, count: number): Int32Array {
  if (!Array.isArray(counts) || !counts.every((n) => Number.isInteger(n) && n >= 0))
    throw new Error("its page table is not a list of counts");
  const pages = new Int32Array(count);
  let position = 0;
  counts.forEach((n: number, page) => {
    if (position + n > count) return;
    pages.fill(page, position, position + n);
    position += n;
  });
  if (position !== count || (counts as number[]).reduce((a, b) => a + b, 0) !== count)
    throw new Error(`its page table counts other than its ${count} documents`);
  return pages;
}
