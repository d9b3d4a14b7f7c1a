/**
 * The marked token tree as the doc compiler walks it: what the annotation pass notes on a
 * token, and a token's children in reading order (list items and table cells included).
 */
import type { Token, Tokens } from "marked";

/** A token with what the annotation pass adds: its heading id, source line and resolved link. */
export type Annotated = Token & {
  id?: string;
  line?: number;
  resolved?: string;
  external?: boolean;
  width?: number;
  height?: number;
};

export function childTokens(token: Annotated): Annotated[] {
  const t = token as Tokens.Generic;
  const children: Annotated[] = [];
  // An admonition's title and a <Details> summary come before their bodies; footnotes hold their definitions' content.
  if (t.type === "admonition") children.push(...(t.titleTokens as Annotated[]));
  if (t.type === "details") children.push(...(t.summaryTokens as Annotated[]));
  if (t.type === "footnotes")
    for (const item of t.rawItems as Tokens.Generic[]) children.push(...(item.content as Annotated[]));
  if (Array.isArray(t.tokens)) children.push(...(t.tokens as Annotated[]));
  if (t.type === "list") for (const item of t.items as Tokens.ListItem[]) children.push(item as Annotated);
  if (t.type === "table") {
    // A space token between cells keeps their words apart in plain text ("Name Type", not "NameType").
    const gap = { type: "space", raw: "" } as Annotated;
    for (const cell of t.header as Tokens.TableCell[]) children.push(...(cell.tokens as Annotated[]), gap);
    for (const row of t.rows as Tokens.TableCell[][])
      for (const cell of row) children.push(...(cell.tokens as Annotated[]), gap);
  }
  return children;
}
