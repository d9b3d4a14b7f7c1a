/**
 * A page's search shard, made by its doc_page action: the page's search documents in
 * page order (title, description, keywords, then each section's heading and content),
 * each with its index terms already counted. Tokenizing here, once per doc and cached
 * with it, leaves the merge nothing to do but number documents and merge postings.
 */
import type { FlatTermCounts, SearchShard, ShardDocument, ShardLine, ShardLineDocument } from "../../contracts/data";
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

/** A term that is an array index ("0", "2024"): an object lists such keys first, in numeric order. */
const ARRAY_INDEX = /^(?:0|[1-9]\d{0,9})$/;
const isArrayIndex = (term: string) => ARRAY_INDEX.test(term) && Number(term) < 2 ** 32 - 1;

/**
 * How often each index term occurs in `text` (stop words dropped, stems counted), plus
 * the aliases once each, as a flat list (term, count) in order of first occurrence.
 * Numbers come first, in numeric order, as they did when counts were objects: the
 * shards files keep that order. `names`: with the words of CamelCase names; titles and
 * headings go without, or every API member whose name holds a word would outrank the
 * guides' text about it (headings are searched before content).
 */
export function countTerms(text: string, aliases: string[] = [], names = true): FlatTermCounts {
  const places = new Map<string, number>();
  const counts: FlatTermCounts = [];
  let numbers = false;
  const add = (term: string) => {
    places.set(term, counts.length);
    counts.push(term, 1);
    numbers ||= isArrayIndex(term);
  };
  for (const term of indexTerms(text, names)) {
    const at = places.get(term);
    if (at === undefined) add(term);
    else (counts[at + 1] as number)++;
  }
  for (const alias of aliases) {
    const term = stem(alias);
    if (!places.has(term)) add(term);
  }
  return numbers ? numbersFirst(counts) : counts;
}

function numbersFirst(counts: FlatTermCounts): FlatTermCounts {
  const pairs: [string, number][] = [];
  for (let k = 0; k < counts.length; k += 2) pairs.push([counts[k] as string, counts[k + 1] as number]);
  const numeric = pairs.filter(([term]) => isArrayIndex(term)).sort(([a], [b]) => Number(a) - Number(b));
  return [...numeric, ...pairs.filter(([term]) => !isArrayIndex(term))].flat();
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

/** A document as its shard's line holds it: its words or its terms in its section's heading. */
export function lineDocument(doc: ShardDocument): ShardLineDocument {
  const line: ShardLineDocument = { ...doc };
  if (isTitleOrHeading(doc.type)) line.w = splitTokens(doc.t ?? "").length;
  if (doc.type === SearchDocumentType.Content) {
    const section = new Set(indexTerms(doc.s ?? ""));
    const marks: number[] = [];
    for (let k = 0; k < doc.terms.length; k += 2) if (section.has(doc.terms[k] as string)) marks.push(k / 2);
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
