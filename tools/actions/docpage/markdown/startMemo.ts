/**
 * marked asks each block extension where its construct may next start, with the rest of
 * the doc, every time it is about to read a paragraph: a search over the rest of the doc per
 * paragraph, so a doc of 20,000 paragraphs cost hundreds of gigabytes of scanning. Every
 * string it asks about is a suffix of one text (the doc, or an admonition's body), so the
 * starts are found once over the whole text and each question is a binary search.
 */
import { lowerBound } from "../../../../contracts/bounds";

// biome-ignore lint/suspicious/noConfusingVoidType: marked's own type for a start function
type Start = (src: string) => number | void;

/** How much of a question must match the text at its offset to count as a suffix of it. */
const SAMPLE = 256;

export function memoizedStart(start: Start): Start {
  let text = "";
  let starts: number[] = [];
  const isSuffix = (src: string) => {
    const offset = text.length - src.length;
    return offset >= 0 && text.startsWith(src.slice(0, SAMPLE), offset) && text.endsWith(src.slice(-SAMPLE));
  };
  return (src) => {
    if (!isSuffix(src)) {
      text = src;
      starts = [];
      for (let at = 0; at < text.length; ) {
        const found = start(text.slice(at));
        if (found === undefined || found < 0) break;
        starts.push(at + found);
        at += found + 1;
      }
    }
    const offset = text.length - src.length;
    const next = lowerBound(starts, offset);
    return next < starts.length ? starts[next] - offset : undefined;
  };
}
