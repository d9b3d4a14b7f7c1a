/**
 * Heading ids: the anchor jsii-docgen declares on a heading, else a GitHub-style slug of its
 * text, unique within the page. Records each heading and every id taken.
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
    const declared = takeDeclaredAnchor(heading);
    const text = plainText(heading.tokens);
    let id = declared ?? this.slugger.slug(text || "section");
    // A declared id seen before gets a slug's numbering instead of a duplicate id.
    if (declared && this.anchors.has(id)) id = this.slugger.slug(id);
    this.anchors.add(id);
    this.headings.push({ depth: heading.depth, id, text });
    return id;
  }
}
