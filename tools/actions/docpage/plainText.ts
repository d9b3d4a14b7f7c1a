/** Plain text of a token tree: what a reader reads (no tags, entities decoded), for the TOC and search. */
import type { Token, Tokens } from "marked";
import { searchableCode } from "./markdown/fenceInfo";
import { childTokens, type Annotated } from "./tokens";

export function plainText(tokens: Token[]): string {
  const parts: string[] = [];
  const visit = (token: Annotated): void => {
    switch (token.type) {
      case "html":
      case "space":
      case "hr":
      case "br":
        parts.push(" ");
        return;
      case "code":
        parts.push(codeSearchText(token as Tokens.Code), " ");
        return;
      case "codespan":
      case "text":
      case "escape":
        if (!(token as Tokens.Generic).tokens) {
          parts.push(decodeEntities((token as Tokens.Text).text));
          return;
        }
    }
    const children = childTokens(token);
    if (children.length === 0 && "text" in token) parts.push(decodeEntities(String(token.text)));
    else children.forEach(visit);
    if (
      ["paragraph", "heading", "list_item", "table", "blockquote", "admonition", "tabItem", "details"].includes(
        token.type,
      )
    )
      parts.push(" ");
    if (token.type === "table") parts.push(" ");
  };
  tokens.forEach((t) => visit(t as Annotated));
  return parts.join("").replace(/\s+/g, " ").trim();
}

/** What a reader sees of a code block: its title and its code, without magic comments. */
function codeSearchText(token: Tokens.Code): string {
  return searchableCode(token.text, token.lang);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };
function decodeEntities(text: string): string {
  return text.replace(/&(#?[a-z0-9]+);/gi, (whole, name: string) => {
    if (ENTITIES[name] !== undefined) return ENTITIES[name];
    if (/^#x[0-9a-f]+$/i.test(name)) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (/^#\d+$/.test(name)) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return whole;
  });
}
