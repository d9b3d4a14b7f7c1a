/**
 * Marks search terms in a page's text, as mark.js does with its defaults: each value
 * split into words, case-insensitive, inside words too ("partially"), accents ignored,
 * each hit wrapped in `<mark data-markjs="true">`. Terms are only ever compared as
 * text: nothing from the URL becomes HTML.
 */

const MARK_ATTRIBUTE = "data-markjs";
/** Where marks never go: scripts, form controls and buttons (the mobile TOC toggle, copy buttons). */
const SKIPPED_TAGS = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEXTAREA", "INPUT", "SELECT", "OPTION", "BUTTON", "SVG"]);

// biome-ignore lint/suspicious/noControlCharactersInRegex: the range is all of ASCII, control characters included
const ASCII = /^[\x00-\x7f]*$/;

/** Lowercase without diacritics, one UTF-16 unit for one, so offsets still match the text. */
export function foldForMatch(text: string): string {
  // Most text is ASCII: nothing to take off, and lowercasing keeps every offset.
  if (ASCII.test(text)) return text.toLowerCase();
  let folded = "";
  for (const char of text) {
    const plain = char
      .normalize("NFD")
      .replace(/\p{M}+/gu, "")
      .toLowerCase();
    folded +=
      plain.length === char.length ? plain : char.toLowerCase().length === char.length ? char.toLowerCase() : char;
  }
  return folded;
}

/** The words to mark: each value split on whitespace, folded, longest first, no repeats. */
export function wordsToMark(values: string[]): string[] {
  const words = new Set<string>();
  for (const value of values) for (const word of value.split(/\s+/)) if (word) words.add(foldForMatch(word));
  return [...words].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
}

/** The non-overlapping [start, end) ranges of `words` in `text`, in order. */
export function matchRanges(text: string, words: string[]): [number, number][] {
  const folded = foldForMatch(text);
  const ranges: [number, number][] = [];
  for (const word of words) {
    let at = folded.indexOf(word);
    while (at >= 0) {
      const end = at + word.length;
      if (!ranges.some(([s, e]) => at < e && end > s)) ranges.push([at, end]);
      at = folded.indexOf(word, end);
    }
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

function isSkipped(element: Element, root: Element): boolean {
  for (let node: Element | null = element; node && node !== root.parentElement; node = node.parentElement) {
    if (SKIPPED_TAGS.has(node.tagName.toUpperCase())) return true;
    if (node.hasAttribute(MARK_ATTRIBUTE)) return true;
  }
  return false;
}

/**
 * The text nodes under `element` that marks may go in. With `root` (an article that
 * `element` was added to later), none when `element` itself sits where marks never go.
 */
export function markableTextNodes(element: Element, root: Element = element): Text[] {
  if (root !== element && (!root.contains(element) || isSkipped(element, root))) return [];
  const walker = element.ownerDocument.createTreeWalker(element, 4 /* NodeFilter.SHOW_TEXT */);
  const textNodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && !isSkipped(parent, element) && node.nodeValue) textNodes.push(node as Text);
  }
  return textNodes;
}

/** Wraps each occurrence of `words` (from wordsToMark) in one text node. Returns how many marks it made. */
export function markTextNode(node: Text, words: string[]): number {
  const text = node.nodeValue ?? "";
  const ranges = matchRanges(text, words);
  if (ranges.length === 0 || !node.parentNode) return 0;
  const doc = node.ownerDocument;
  const fragment = doc.createDocumentFragment();
  let cursor = 0;
  for (const [start, end] of ranges) {
    if (start > cursor) fragment.appendChild(doc.createTextNode(text.slice(cursor, start)));
    const mark = doc.createElement("mark");
    mark.setAttribute(MARK_ATTRIBUTE, "true");
    mark.textContent = text.slice(start, end);
    fragment.appendChild(mark);
    cursor = end;
  }
  if (cursor < text.length) fragment.appendChild(doc.createTextNode(text.slice(cursor)));
  node.parentNode.replaceChild(fragment, node);
  return ranges.length;
}

/** Wraps every occurrence of the words in text under `root`. Returns how many marks it made. */
export function markTerms(root: Element, values: string[]): number {
  const words = wordsToMark(values);
  if (words.length === 0) return 0;
  let count = 0;
  for (const node of markableTextNodes(root)) count += markTextNode(node, words);
  return count;
}

/** Removes the marks `markTerms` made under `root`, leaving the text as it was. */
export function unmarkTerms(root: Element): void {
  const marks = root.querySelectorAll(`mark[${MARK_ATTRIBUTE}]`);
  const parents = new Set<Node>();
  marks.forEach((mark) => {
    const parent = mark.parentNode;
    if (!parent) return;
    while (mark.firstChild) parent.insertBefore(mark.firstChild, mark);
    parent.removeChild(mark);
    parents.add(parent);
  });
  parents.forEach((parent) => parent.normalize());
}
