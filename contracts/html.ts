/**
 * Text into HTML, the one way every layer writes it: the build's headings, links and
 * unhighlighted code, the server's head tags, the search worker's snippets, and the
 * client's lookup of an id in body HTML it has not parsed yet. One spelling per entity, so
 * what one layer escaped another can find, and the CLI can decode.
 */
const ENTITY_OF: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const CHARACTER_OF: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(ENTITY_OF).map(([char, entity]) => [entity, char]),
);

/** `text` safe in element content and in attribute values of either quote. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITY_OF[char]);
}

/** The text escapeHtml was given: decodes exactly its five entities, in one pass (`&amp;lt;` stays `&lt;`). */
export function unescapeHtml(html: string): string {
  return html.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => CHARACTER_OF[entity]);
}

/**
 * Raw HTML a writer put in a doc or a sidebar that could run script: shown escaped, never
 * passed through (docs/writing.md says so; the CSP would block it anyway).
 */
export const UNSAFE_HTML =
  /<\s*\/?\s*(script|style|iframe|object|embed|form|input|textarea|button|link|meta|base)\b|\son[a-z]+\s*=|javascript:/i;
