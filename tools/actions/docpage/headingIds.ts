/**
 * Heading ids: the id the writer gives (`## Title {#custom-id}`, taken out of the text, as
 * in Docusaurus), the anchor jsii-docgen declares on a heading, else a GitHub-style slug of
 * its text, unique within the page. Records each heading and every id taken.
 */
import GithubSlugger from "github-slugger";
import type { Tokens } from "marked";
import { takeDeclaredAnchor } from "./apiAnchors";
import { plainText } from "./plainText";

export interface Heading {
  depth: number;
  id: string;
  text: string;
}

export class HeadingIds {
  private readonly slugger = new GithubSlugger();
  readonly headings: Heading[] = [];

  /** `anchors` holds every id of the page; headings add theirs to it. */
  constructor(private readonly anchors: Set<string>) {}

  /** Gives the heading its id and returns it. */
  assign(heading: Tokens.Heading): string {
    const declared = takeCustomId(heading) ?? takeDeclaredAnchor(heading);
    const text = plainText(heading.tokens);
    let id = declared ?? this.slugger.slug(text || "section");
    // A declared id seen before gets a slug's numbering instead of a duplicate id.
    if (declared && this.anchors.has(id)) id = this.slugger.slug(id);
    this.anchors.add(id);
    this.headings.push({ depth: heading.depth, id, text });
    return id;
  }
}

const CUSTOM_ID = /\s*\{#([^}\s]+)\}\s*$/;

/** A heading's text without the `{#custom-id}` that may end it. */
export function withoutCustomId(text: string): string {
  return text.replace(CUSTOM_ID, "");
}

/** The `{#id}` that ends a heading, taken out of its last text token. */
export function takeCustomId(heading: Tokens.Heading): string | null {
  const last = heading.tokens.at(-1) as Tokens.Text | undefined;
  const match = last?.type === "text" ? CUSTOM_ID.exec(last.text) : null;
  if (!last || !match) return null;
  last.text = last.text.slice(0, match.index);
  last.raw = last.raw.replace(CUSTOM_ID, "");
  heading.text = heading.text.replace(CUSTOM_ID, "");
  return match[1];
}
