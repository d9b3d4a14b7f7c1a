/**
 * Cutting a doc body's HTML (our own build's markup) into runs of whole top-level
 * elements, so a huge page can be parsed and shown a slice at a time. A cut is only ever
 * made right before a top-level block element. Markup we cannot follow simply yields no
 * further cut.
 */

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
const RAW_TEXT = new Set(["script", "style", "textarea", "title"]);
const CUT_BEFORE = new Set([
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "ul",
  "ol",
  "dl",
  "div",
  "table",
  "pre",
  "hr",
  "blockquote",
  "details",
  "figure",
  "section",
]);

/** A comment, or a start or end tag with quoted attribute values (which may hold ">"). */
const TOKEN = /<!--[\s\S]*?-->|<(\/?)([A-Za-z][A-Za-z0-9-]*)(?:"[^"]*"|'[^']*'|[^'">])*>/g;

/**
 * The index of the first cut at or after `from + minLength`, scanning from `from` (which
 * must itself be a top-level position); `html.length` when there is none.
 */
export function nextCut(html: string, from: number, minLength: number): number {
  const earliest = from + minLength;
  if (earliest >= html.length) return html.length;
  TOKEN.lastIndex = from;
  // The open elements. Like a browser, an end tag closes whatever is open inside its
  // element (raw HTML such as "<rootDir>" in API docs is never closed) and is ignored
  // when no such element is open.
  const open: string[] = [];
  for (let match = TOKEN.exec(html); match; match = TOKEN.exec(html)) {
    const [token, closing, rawName] = match;
    if (!rawName) continue; // a comment
    const name = rawName.toLowerCase();
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at >= 0) open.length = at;
      continue;
    }
    if (open.length === 0 && match.index >= earliest && CUT_BEFORE.has(name)) return match.index;
    if (VOID.has(name) || token.endsWith("/>")) continue;
    if (RAW_TEXT.has(name)) {
      const end = new RegExp(`</${name}`, "gi");
      end.lastIndex = TOKEN.lastIndex;
      if (!end.exec(html)) return html.length;
      TOKEN.lastIndex = end.lastIndex - name.length - 2;
    }
    open.push(name);
  }
  return html.length;
}

/** Bodies up to this many characters are shown whole; larger ones are split. */
export const SPLIT_ABOVE = 200_000;
/** The part of a split body that is in the page from the start (several screens of it). */
export const FIRST_PART = 60_000;

/** Where the first part of `html` ends: `html.length` when it is shown whole. */
export function firstPartEnd(html: string): number {
  if (html.length <= SPLIT_ABOVE) return html.length;
  return nextCut(html, 0, FIRST_PART);
}
