/**
 * The clauses a query becomes once the index is asked about its words (queries.ts splits
 * them): each word as typed; a word no index has, its pieces; a word still found nowhere,
 * with a typo forgiven. What cannot be told before more term chunks are read is added to
 * `missing`: the search reads them and runs again.
 */
import { isTitleOrHeading } from "../../contracts/searchIndex";
import { clauseFiles, type ClauseTerms } from "./clauseTerms";
import type { LoadedEntry } from "./loadedEntry";
import { queryWords, withTypo, wordClause, MAX_QUERY_TOKENS, type QueryClause } from "./queries";
import type { QueryRules } from "./synonyms";

export interface IndexedClauses {
  clauses: QueryClause[];
  /** Clause k's word, numbered from 0 (a split word gives several clauses). */
  words: number[];
  /** The query names an API type ("typescript project options" found TypeScriptProjectOptions). */
  apiName: boolean;
}

export function indexedClauses(
  input: string,
  entries: LoadedEntry[],
  terms: ClauseTerms,
  missing: Set<string>,
  rules?: QueryRules,
): IndexedClauses {
  /** Whether some entry has the clause's terms; undefined until their chunks are read. */
  const found = (clause: QueryClause, heading = false): boolean | undefined => {
    const needed = new Set<string>();
    const any = entries.some(
      (entry) => (!heading || isTitleOrHeading(entry.type)) && terms.of(entry, clause, needed).length > 0,
    );
    for (const file of needed) missing.add(file);
    return any || needed.size === 0 ? any : undefined;
  };
  const clauses: QueryClause[] = [];
  const words: number[] = [];
  const seen = new Set<string>();
  let apiName = false;
  const all = queryWords(input, rules);
  // The API type that "X options" names, found as it is: the words are its parts, and count
  // as it only ("aws cdk construct library options" is AwsCdkConstructLibraryOptions, not a
  // page with each of its words).
  const nameParts = new Set<string>();
  for (const word of all)
    if (word.optional && word.joins && found(wordClause(word.token, false), word.heading) === true)
      for (const token of word.joins) nameParts.add(token);
  for (const word of all) {
    if (seen.has(word.token) || clauses.length + word.pieces.length > MAX_QUERY_TOKENS) continue;
    if (nameParts.has(word.token) && !word.optional) continue;
    // A word being typed completes only while it is not a word of the index yet (a
    // finished word reads no chunk of the terms it begins).
    const known = found(wordClause(word.token, false, word), word.heading);
    // An API name made of the query's words counts only where it is a name.
    if (word.optional && known !== true) continue;
    if (word.optional) apiName = true;
    seen.add(word.token);
    if (known === undefined) {
      // Read in the same round what the next may look up: a typed word's completions, a split word's pieces.
      if (word.typing) readAhead(entries, wordClause(word.token, true), missing);
      if (word.pieces.length > 1) for (const piece of word.pieces) found(wordClause(piece, false));
    }
    const typing = word.typing && known === false;
    const whole = wordClause(word.token, typing, word);
    const parts =
      found(whole) !== false || word.pieces.length === 1
        ? [whole]
        : word.pieces.map((piece, k) => wordClause(piece, typing && k === word.pieces.length - 1));
    const index = seen.size - 1;
    for (const part of new Map(parts.map((p) => [p.token, p])).values()) {
      // A piece of code (`onerror=alert(1)`) is not a word with a typo.
      clauses.push(found(part) !== false || parts.length > 1 ? part : withTypo(part));
      words.push(index);
    }
  }
  return { clauses, words, apiName };
}

/** Adds to `missing` the term chunks `clause` reads in each entry, but not a terms file: that only once the clause is known to be needed. */
function readAhead(entries: LoadedEntry[], clause: QueryClause, missing: Set<string>): void {
  for (const entry of entries) {
    const needed = new Set<string>();
    clauseFiles(entry.index, clause, needed);
    if (!needed.has(entry.index.termsFile)) for (const file of needed) missing.add(file);
  }
}
