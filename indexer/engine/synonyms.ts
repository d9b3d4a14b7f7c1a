/**
 * The docs team's synonyms (content/search-synonyms.yaml, checked by the index merge and
 * sent in search-manifest.json), applied to a query's tokens, and API names read from
 * words ("typescript project options" → TypeScriptProjectOptions).
 *
 * A synonym maps what readers type to the words the pages use, one way ("uninstall" finds
 * the page on ejecting; "eject" does not find pages that say "uninstall"). A reader's
 * phrase may hold stop words ("what is projen"): it is matched on the tokens as typed,
 * stems compared, the longest phrase first. It becomes one word of the query whose
 * clause matches the pages' words at RANKING.synonymWeight and its own words at
 * RANKING.phrasePartWeight (a page that uses the reader's words still ranks, below).
 */
import type { QueryRules } from "../../contracts/searchIndex";
import { stem } from "./lunr";
import type { AlsoTerm, QueryWord } from "./queries";
import { RANKING } from "./ranking";
import { hyphenatedSpansOf, isStopWord, splitTokens } from "./tokenizer";

export type { QueryRules };

export const NO_RULES: QueryRules = { synonyms: {} };

interface Phrase {
  stems: string[];
  word: QueryWord;
}

/** The phrases of a rule set by their first token's stem, longest first; built once per rule set. */
const phraseTables = new WeakMap<QueryRules, Map<string, Phrase[]>>();

/** The words a phrase's text counts by (stop words dropped). */
const wordsOf = (text: string) => splitTokens(text).filter((token) => !isStopWord(token));

/**
 * The words of the pages a target counts by: its words, a hyphenated one as the one word the
 * index makes of it (`sub-projects` → `subprojects`, tokenizer.ts), not as two words that
 * any page with `projects` has.
 */
const targetWordsOf = (text: string) =>
  text.split(" ").flatMap((word) => {
    const joined = [...hyphenatedSpansOf(word)];
    return joined.length === 1 && joined[0].end - joined[0].start === word.length ? [joined[0].token] : wordsOf(word);
  });

function phraseWord(key: string, targets: string[]): QueryWord {
  const own = wordsOf(key);
  const also: AlsoTerm[] = targets.flatMap((target) =>
    targetWordsOf(target).map((token) => ({ token, weight: RANKING.synonymWeight })),
  );
  // One word typed whole keeps its own term; a phrase counts its words less than one word does.
  if (own.length === 1 && splitTokens(key).length === 1)
    return { token: own[0], typing: false, pieces: [own[0]], also };
  const parts = own.map((token) => ({ token, weight: RANKING.phrasePartWeight }));
  return { token: key, typing: false, pieces: [key], also: [...also, ...parts], phrase: true };
}

/**
 * A phrase's targets, and the targets of those that the table maps in turn ("mono repo:
 * monorepo" and "monorepo: sub-projects": a reader who types "mono repo" finds the
 * sub-projects page too), each once.
 */
function chainedTargets(key: string, byStems: Map<string, string[]>): string[] {
  const stems = (text: string) => splitTokens(text).map(stem).join(" ");
  const found: string[] = [];
  const seen = new Set([stems(key)]);
  const visit = (targets: string[]) => {
    for (const target of targets) {
      const at = stems(target);
      if (seen.has(at)) continue;
      seen.add(at);
      found.push(target);
      visit(byStems.get(at) ?? []);
    }
  };
  visit(byStems.get(stems(key)) ?? []);
  return found;
}

function phraseTable(rules: QueryRules): Map<string, Phrase[]> {
  let table = phraseTables.get(rules);
  if (table) return table;
  table = new Map();
  const byStems = new Map(
    Object.entries(rules.synonyms).map(([key, targets]) => [splitTokens(key).map(stem).join(" "), targets]),
  );
  for (const key of Object.keys(rules.synonyms)) {
    const stems = splitTokens(key).map(stem);
    if (stems.length === 0) continue;
    const list = table.get(stems[0]) ?? [];
    list.push({ stems, word: phraseWord(splitTokens(key).join(" "), chainedTargets(key, byStems)) });
    table.set(stems[0], list);
  }
  for (const list of table.values()) list.sort((a, b) => b.stems.length - a.stems.length);
  phraseTables.set(rules, table);
  return table;
}

/**
 * The synonym phrases found in `tokens`: by the position where each starts, its word; and
 * every position a phrase covers. The last token is not matched while it may be unfinished
 * unless it is a phrase's last token typed whole.
 */
export function synonymSpans(
  tokens: string[],
  rules: QueryRules,
): { starts: Map<number, QueryWord>; covered: Set<number> } {
  const starts = new Map<number, QueryWord>();
  const covered = new Set<number>();
  const table = phraseTable(rules);
  if (table.size === 0) return { starts, covered };
  const stems = tokens.map(stem);
  for (let k = 0; k < tokens.length; k++) {
    const phrase = table.get(stems[k])?.find((p) => p.stems.every((s, j) => stems[k + j] === s));
    if (!phrase) continue;
    starts.set(k, phrase.word);
    for (let j = 0; j < phrase.stems.length; j++) covered.add(k + j);
    k += phrase.stems.length - 1;
  }
  return { starts, covered };
}

/**
 * The words that name an API type's options or props, and the suffixes they look up: the
 * reader's own first, the other as well (jsii names a project's `…Options` and a
 * construct's `…Props`, and readers mix them up).
 */
const OPTIONS_WORDS = new Map([
  ["options", ["options", "props"]],
  ["option", ["options", "props"]],
  ["props", ["props", "options"]],
  ["prop", ["props", "options"]],
]);

/**
 * A name typed as words ("lambda runtime", "npm access"): all the query's words joined, as
 * one more word that counts only where a heading or title has it (`optional`, `heading`),
 * which the API reference's headings of types and members are. A reader who types a type's
 * name wants the type, as with "X options".
 */
function typedName(words: QueryWord[]): QueryWord[] {
  if (words.length < 2 || words.length > MAX_NAME_WORDS) return [];
  if (words.some((word) => word.phrase || !/^[a-z0-9]+$/.test(word.token))) return [];
  const name = words.map((word) => word.token).join("");
  return [{ token: name, typing: false, pieces: [name], optional: true, heading: true }];
}

/** How many words before "options" can make a type's name (`aws cdk construct library options`). */
const MAX_NAME_WORDS = 5;

/**
 * "X options" / "X props": the API type named X…Options (…Props), as one more word of the
 * query that counts only if the index has it (`optional`). A reader who names the options
 * wants the type that lists them; the guides have X's words too but not the joined name, so
 * they lose that word's share of the coverage (pageRanking.ts). The longest name the words
 * make is looked up, shorter ones (`projectoptions` for "typescript project options") at
 * half weight.
 */
export function apiNames(words: QueryWord[], question = false): QueryWord[] {
  const last = words[words.length - 1];
  const suffixes = last && !last.phrase ? OPTIONS_WORDS.get(last.token) : undefined;
  // A question or a task ("upgrade dependencies") is not a name typed as words.
  if (!suffixes) return question ? [] : typedName(words);
  if (words.length < 2) return [];
  const before = words.slice(Math.max(0, words.length - 1 - MAX_NAME_WORDS), -1);
  if (before.some((word) => word.phrase || !/^[a-z0-9]+$/.test(word.token))) return [];
  return suffixes.map((suffix): QueryWord => {
    const names = before.map(
      (_, k) =>
        before
          .slice(k)
          .map((word) => word.token)
          .join("") + suffix,
    );
    const [longest, ...shorter] = names;
    return {
      token: longest,
      typing: false,
      pieces: [longest],
      also: shorter.map((token) => ({ token, weight: 0.5 })),
      optional: true,
      joins: [...before.map((word) => word.token), last.token],
    };
  });
}
