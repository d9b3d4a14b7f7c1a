/**
 * A title or heading that is exactly the query ranks above one that merely has its words
 * (RANKING.exactTextBoost), and above that when its text is the query as typed
 * (RANKING.literalBoost). API headings also hold the qualified names of their type, so the
 * text itself is compared: read when a document's word count says it may be the query,
 * and only when such documents are in few document chunks.
 */
import { isTitleOrHeading } from "../../contracts/searchIndex";
import type { DocumentFacts } from "./entryScorer";
import type { LoadedEntry } from "./loadedEntry";
import type { QueryClause } from "./queries";
import { RANKING } from "./ranking";
import { typoDistance } from "./terms";
import { splitTokens } from "./tokenizer";

/** Titles or headings that may be the query as typed are read only when they are in at most this many document chunks. */
export const MAX_LITERAL_CHUNKS = 8;

/** The bit mask of every clause, as DocumentFacts' `matched` and `exact` set them. */
const allClauses = (clauses: QueryClause[]) => (1 << clauses.length) - 1;

/**
 * The boost of each of `documents` of `entry` for being the query. The documents that may
 * be the query as typed are read, when they are few: a chunk not read yet is added to
 * `missing` (the search reads it and runs again).
 */
export function exactBoosts(
  entry: LoadedEntry,
  documents: DocumentFacts[],
  clauses: QueryClause[],
  missing: Set<string>,
): number[] {
  if (!isTitleOrHeading(entry.type)) return documents.map(() => 1);
  const reading = readsLiterals(documents, clauses, entry.docs.chunkSize) ? missing : null;
  return documents.map((facts) => exactBoost(entry, facts, clauses, reading));
}

/** Whether a title's or heading's text may be the query as typed (or within its typos): all the clauses and as many words. */
function mayBeLiteral(facts: DocumentFacts, clauses: QueryClause[]): boolean {
  const typo = clauses.some((clause) => clause.distance > 0);
  return (
    facts.matched === allClauses(clauses) &&
    facts.words === clauses.length &&
    (facts.exact === allClauses(clauses) || typo)
  );
}

/**
 * Whether the titles or headings that may be the query as typed are few enough to read:
 * their documents span at most MAX_LITERAL_CHUNKS chunks. (A heading such as "Details 1"
 * can head a thousand sections of a large API reference: reading them all would cost
 * megabytes, and which to prefer among a thousand equal headings is moot.) Decided by
 * positions alone, so a result never depends on what earlier searches read.
 */
function readsLiterals(documents: DocumentFacts[], clauses: QueryClause[], chunkSize: number): boolean {
  const chunks = new Set<number>();
  for (const facts of documents) {
    if (mayBeLiteral(facts, clauses)) chunks.add(Math.floor(facts.position / chunkSize));
    if (chunks.size > MAX_LITERAL_CHUNKS) return false;
  }
  return true;
}

/** A title's or heading's boost; its text is compared when `missing` is given (which its chunk goes to while unread). */
function exactBoost(
  entry: LoadedEntry,
  facts: DocumentFacts,
  clauses: QueryClause[],
  missing: Set<string> | null,
): number {
  if (facts.matched !== allClauses(clauses)) return 1;
  // Typed within the typo a clause forgives counts too: `JobPermision` is JobPermission, not JobPermissions.
  const read = missing !== null && mayBeLiteral(facts, clauses);
  const document = read ? entry.docs.get(facts.position) : undefined;
  if (read && !document) missing.add(entry.docs.missing(facts.position)!);
  if (document && isLiteral(document.t, clauses)) return RANKING.exactTextBoost * RANKING.literalBoost;
  // As many index terms as clauses, or as many words (an API name holds its name's
  // words too): the query, give or take a stem, a typo or an unfinished word.
  return facts.length === clauses.length || facts.words === clauses.length ? RANKING.exactTextBoost : 1;
}

/** Whether `text` is the clauses' tokens as typed (lowercase), or within their forgiven typos, and nothing else. */
function isLiteral(text: string, clauses: QueryClause[]): boolean {
  if (clauses.length === 0 || (clauses[0].distance === 0 && !text.toLowerCase().includes(clauses[0].token)))
    return false;
  const words = splitTokens(text);
  return (
    words.length === clauses.length &&
    words.every((word, k) => word === clauses[k].token || typoDistance(word, clauses[k].token) <= clauses[k].distance)
  );
}
