/** A doc's search sections: its token list cut at each h1–h3; h4–h6 text stays in its section. */
import type { Token, Tokens } from "marked";
import { plainText } from "./plainText";
import type { Annotated } from "./tokens";

export interface SearchSection {
  heading: string | null;
  hash: string;
  text: string;
}

/** `tokens` after annotate(), so headings carry their ids. */
export function searchSections(tokens: Annotated[]): SearchSection[] {
  const sections: SearchSection[] = [{ heading: null, hash: "", text: "" }];
  let buffer: Token[] = [];
  const flush = () => {
    sections[sections.length - 1].text = plainText(buffer);
    buffer = [];
  };
  for (const token of tokens) {
    if (token.type === "heading" && (token as Tokens.Heading).depth <= 3) {
      flush();
      sections.push({ heading: plainText((token as Tokens.Heading).tokens), hash: "#" + token.id, text: "" });
    } else {
      buffer.push(token);
    }
  }
  flush();
  // The part before the first heading counts only when it has text.
  return sections.filter((s, i) => i > 0 || s.text !== "");
}
