/**
 * A page's search shard, made by its doc_page action: the page's search documents in
 * page order (title, description, keywords, then each section's heading and content),
 * each with its index terms already counted. Tokenizing here, once per doc and cached
 * with it, leaves the merge nothing to do but number documents and merge postings.
 */
import type {
  FlatTermCounts,
  SearchShard,
  ShardDocument,
  ShardLine,
  ShardLineDocument,
  TermCounts,
} from "../../contracts/data";
import { API_CONTEXT, inContext, isTitleOrHeading, SearchDocumentType } from "../../contracts/searchIndex";
import { indexTerms, stem } from "../engine/lunr";
import { splitTokens } from "../engine/tokenizer";

/** The text of a page that search sees, as the doc compiler extracts it. */
export interface PageText {
  route: string;
  title: string;
  description: string;
  keywords: string[];
  /** `heading` null: the text before the first heading (or a heading equal to the title). */
  sections: { heading: string | null; hash: string; text: string }[];
}

function condense(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const DOTTED_NAME = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/;

/**
 * The names code uses for an API heading: `BuildWorkflow` on the page of `projen.build`
 * is also `projen.build.BuildWorkflow` and `build.BuildWorkflow`. Indexed as extra
 * whole terms of the heading (not shown, not split), so a qualified name finds its type.
 */
export function headingAliases(heading: { t: string; u: string }, pageTitle: string | undefined): string[] {
  if (!pageTitle || !inContext(heading.u, API_CONTEXT) || !IDENTIFIER.test(heading.t) || !DOTTED_NAME.test(pageTitle))
    return [];
  const segments = `${pageTitle}.${heading.t}`.toLowerCase().split(".");
  const aliases: string[] = [];
  for (let k = 0; k <= segments.length - 2; k++) aliases.push(segments.slice(k).join("."));
  return aliases;
}

/**
 * How often each index term occurs in `text` (stop words dropped, stems counted), plus
 * the aliases once each. `names`: with the words of CamelCase names; titles and headings
 * go without, or every API member whose name holds a word would outrank the guides'
 * text about it (headings are searched before content).
 */
export function countTerms(text: string, aliases: string[] = [], names = true): TermCounts {
  const counts = new Map<string, number>();
  for (const term of indexTerms(text, names)) counts.set(term, (counts.get(term) ?? 0) + 1);
  for (const alias of aliases) {
    const term = stem(alias);
    if (!counts.has(term)) counts.set(term, 1);
  }
  // fromEntries defines own properties, so a term like "__proto__" stays a term.
  return Object.fromEntries(counts);
}

/** The page's search documents, in page order, with their counted terms. */
export function makeShard(page: PageText): SearchShard {
  const { route } = page;
  const title = condense(page.title);
  const documents: ShardDocument[] = [
    { type: SearchDocumentType.Title, t: title, terms: countTerms(title, [], false) },
  ];
  const description = condense(page.description);
  if (description)
    documents.push({ type: SearchDocumentType.Description, t: description, s: title, terms: countTerms(description) });
  const keywords = page.keywords.map(condense).filter(Boolean).join(", ");
  if (keywords)
    documents.push({ type: SearchDocumentType.Keywords, t: keywords, s: title, terms: countTerms(keywords) });
  for (const section of page.sections) {
    const heading = section.heading === null ? null : condense(section.heading);
    if (heading && heading !== title) {
      const aliases = headingAliases({ t: heading, u: route }, title);
      documents.push({
        type: SearchDocumentType.Heading,
        t: heading,
        h: section.hash,
        terms: countTerms(heading, aliases, false),
      });
    }
    const text = condense(section.text);
    if (text)
      documents.push({
        type: SearchDocumentType.Content,
        t: text,
        s: heading || title,
        h: section.hash,
        terms: countTerms(text),
      });
  }
  return { route, documents };
}

/** Counts as one flat list, term then count, in the object's order. */
const flatTermCounts = (terms: TermCounts): FlatTermCounts => Object.entries(terms).flat();

/** A document as its shard's line holds it: its terms flat, its words or its terms in its section's heading. */
export function lineDocument(doc: ShardDocument): ShardLineDocument {
  const terms = flatTermCounts(doc.terms);
  const line: ShardLineDocument = { ...doc, terms };
  if (isTitleOrHeading(doc.type)) line.w = splitTokens(doc.t ?? "").length;
  if (doc.type === SearchDocumentType.Content) {
    const section = new Set(indexTerms(doc.s ?? ""));
    const marks: number[] = [];
    for (let k = 0; k < terms.length; k += 2) if (section.has(terms[k] as string)) marks.push(k / 2);
    if (marks.length > 0) line.m = marks;
  }
  return line;
}

/** The shard as its group's shards file holds it (ShardLine). */
export const shardAsLine = (shard: SearchShard): ShardLine => ({
  route: shard.route,
  documents: shard.documents.map(lineDocument),
});

/** The shard as a line of its group's shards file. */
export const shardLine = (shard: SearchShard): string => JSON.stringify(shardAsLine(shard));
