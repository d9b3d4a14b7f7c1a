/**
 * The anchors of jsii-docgen's API reference: the id it declares on a heading with an
 * empty `<a name id>`, and which page owns an anchor of a type's member.
 */
import type { Token, Tokens } from "marked";

const ANCHOR_OPEN = /^<a\s[^>]*\bid="([^"]+)"[^>]*>(?:\s*<\/a>)?$/i;

/** Takes the declared `<a … id>` (and its `</a>`) out of a heading's tokens; its id, or null. */
export function takeDeclaredAnchor(heading: Tokens.Heading): string | null {
  const at = heading.tokens.findIndex((t) => t.type === "html" && ANCHOR_OPEN.test(t.raw));
  if (at < 0) return null;
  const declared = ANCHOR_OPEN.exec(heading.tokens[at].raw)![1];
  const closes = heading.tokens[at + 1]?.type === "html" && /^<\/a>$/i.test(heading.tokens[at + 1].raw.trim());
  heading.tokens = heading.tokens.filter((_, i) => i !== at && !(closes && i === at + 1));
  trimTrailingSpace(heading.tokens);
  return declared;
}

function trimTrailingSpace(tokens: Token[]): void {
  const last = tokens[tokens.length - 1] as Tokens.Text | undefined;
  if (last && last.type === "text") last.text = last.text.replace(/\s+$/, "");
}

/** The page's id for an anchor: the longest type id that prefixes it (members live with their type). */
export function anchorOwner(anchor: string, routes: Record<string, string> | undefined): string {
  if (!routes) return anchor;
  let candidate = anchor;
  while (candidate && routes[candidate] === undefined) {
    const dot = candidate.lastIndexOf(".");
    if (dot < 0) return anchor;
    candidate = candidate.slice(0, dot);
  }
  return candidate;
}
