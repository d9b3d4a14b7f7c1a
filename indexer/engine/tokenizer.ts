/**
 * The search tokenizer: the one copy used by the build (index merge), the browser
 * worker and the search CLI. Lowercase, split on whitespace and hyphens, trim
 * non-word characters at both ends, drop English stop words, and split Chinese text
 * into one token per ideograph.
 *
 * The index side also adds the parts of tokens that join words with punctuation
 * (`project.addTask("build",` → `project.addtask`, `project`, `addtask`, `build`), so
 * that names inside code and dotted API paths can be found by themselves, and the words
 * of CamelCase and snake_case names (`DependencyType` → `dependency`, `type`), so that a
 * reader who types an API name as words finds it.
 */

/** lunr's English stop-word list (119 words), which the reference site used. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a able about across after all almost also am among an and any are as at be because been but by can " +
    "cannot could dear did do does either else ever every for from get got had has have he her hers him his " +
    "how however i if in into is it its just least let like likely may me might most must my neither no nor " +
    "not of off often on only or other our own rather said say says she should since so some than that the " +
    "their them then there these they this tis to too twas us wants was we were what when where which while " +
    "who whom why will with would yet you your"
  ).split(" "),
);

/** A token and where it sits in the text it came from (`end` is exclusive). */
export interface TokenSpan {
  token: string;
  start: number;
  end: number;
}

const PIECE = /[^\s-]+/g;
const IDEOGRAPH = /\p{Unified_Ideograph}/u;
const IDEOGRAPHS_OR_OTHER = /\p{Unified_Ideograph}|[^\p{Unified_Ideograph}]+/gu;
const WORD_CHAR = /[\p{L}\p{N}_]/u;
const ONLY_WORD_CHARS = /^[\p{L}\p{N}_]+$/u;
/** Inside a part, the characters that keep a name together: `a.b`, `a/b`. */
const JOINERS = /[./]/;
/** Runs of characters that end a part: anything but word characters and joiners. */
const PART_BREAKS = /[^\p{L}\p{N}_./]+/gu;

/** Trims non-word characters from both ends of text[start, end). */
function trimmed(text: string, start: number, end: number): [number, number] {
  while (start < end && !WORD_CHAR.test(text[start])) start++;
  while (end > start && !WORD_CHAR.test(text[end - 1])) end--;
  return [start, end];
}

/** The spec's tokens with their offsets, lazily: split, Chinese per ideograph, trimmed, lowercased. */
export function* tokenSpansOf(text: string): Generator<TokenSpan> {
  for (const match of text.matchAll(PIECE)) {
    const piece = match[0];
    const at = match.index ?? 0;
    const parts = IDEOGRAPH.test(piece) ? [...piece.matchAll(IDEOGRAPHS_OR_OTHER)] : null;
    const ranges: [number, number][] = parts
      ? parts.map((p) => [at + (p.index ?? 0), at + (p.index ?? 0) + p[0].length])
      : [[at, at + piece.length]];
    for (const [from, to] of ranges) {
      const [start, end] = trimmed(text, from, to);
      if (start < end) yield { token: text.slice(start, end).toLowerCase(), start, end };
    }
  }
}

/** The spec's tokens with their offsets. */
export function splitTokenSpans(text: string): TokenSpan[] {
  return [...tokenSpansOf(text)];
}

/** Splits text into raw tokens (before stop-word filtering). */
export function splitTokens(text: string): string[] {
  return splitTokenSpans(text).map((span) => span.token);
}

export function isStopWord(token: string): boolean {
  return STOP_WORDS.has(token);
}

/** The tokens that are indexed and searched: split, trimmed, stop words removed. */
export function tokenize(text: string): string[] {
  return splitTokens(text).filter((token) => !STOP_WORDS.has(token));
}

/**
 * The parts of one token that are indexed besides (or instead of) the token itself:
 * - a token made of word characters and `.`/`/` only is kept whole, and so are its
 *   suffixes after each joiner (`projen.github.workflows` → `github.workflows`);
 * - a token with other punctuation (`addtask("build",`) is not kept whole (nobody
 *   types that), but its pieces between that punctuation are, as above;
 * - every run of word characters is a part too.
 * Offsets are relative to the token.
 */
export function tokenParts(token: string): { token: string; start: number; end: number }[] {
  if (ONLY_WORD_CHARS.test(token)) return [{ token, start: 0, end: token.length }];
  const out: { token: string; start: number; end: number }[] = [];
  const seen = new Set<string>();
  const add = (start: number, end: number) => {
    const key = `${start}:${end}`;
    if (start < end && !seen.has(key)) {
      seen.add(key);
      out.push({ token: token.slice(start, end), start, end });
    }
  };
  let from = 0;
  const breaks = [...token.matchAll(PART_BREAKS)].map((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length] as const);
  for (const [breakStart, breakEnd] of [...breaks, [token.length, token.length] as const]) {
    const [start, end] = trimmed(token, from, breakStart);
    from = breakEnd;
    if (start >= end) continue;
    add(start, end);
    if (!JOINERS.test(token.slice(start, end))) continue;
    // Suffixes after each joiner, and the runs of word characters.
    let runStart = -1;
    for (let i = start; i <= end; i++) {
      const isWord = i < end && WORD_CHAR.test(token[i]);
      if (isWord && runStart < 0) {
        runStart = i;
        if (i > start) add(i, end);
      } else if (!isWord && runStart >= 0) {
        add(runStart, i);
        runStart = -1;
      }
    }
  }
  return out;
}

/** A word of a name: a run of capitals before a capitalised word (`NPM`Config), a (capitalised) word, capitals, with digits kept on. */
const NAME_WORD = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?[\p{Ll}\p{N}]+|\p{Lu}+\p{N}*|\p{N}+/gu;

/**
 * The words of a CamelCase or snake_case name, lowercased, with offsets in it
 * (`NPMConfig` → `npm`, `config`; `PROJEN_GITHUB_TOKEN` → `projen`, `github`, `token`);
 * none when the name is one word.
 */
export function nameWords(name: string): TokenSpan[] {
  const words = [...name.matchAll(NAME_WORD)].map((m) => ({
    token: m[0].toLowerCase(),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
  return words.length > 1 ? words : [];
}

/** A word joined by hyphens (`sub-projects`, `pre-release`): letters and digits on both sides of each hyphen. */
const HYPHENATED = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu;

/**
 * The words of `text` joined by hyphens, as one word without them (`sub-projects` →
 * `subprojects`): readers write such words both ways, and a page that says `pre-release`
 * answers `prerelease` too. (The parts are tokens anyway: tokens split on hyphens.)
 */
export function* hyphenatedSpansOf(text: string): Generator<TokenSpan> {
  if (!text.includes("-")) return;
  for (const match of text.matchAll(HYPHENATED)) {
    const start = match.index ?? 0;
    const token = match[0].replace(/-/g, "").toLowerCase();
    // Lowercasing can change the length of a few characters (İ): such a word is left alone.
    if (token.length === match[0].length - (match[0].match(/-/g)?.length ?? 0))
      yield { token, start, end: start + match[0].length };
  }
}

/** Every indexed term of `text` with its offsets, lazily: tokens, their parts, hyphenated words joined and (unless `names` is false) the words of names, stop words kept. */
export function* indexTokenSpansOf(text: string, names = true): Generator<TokenSpan> {
  // In order of where they start, the joined word before its first part.
  const joined = hyphenatedSpansOf(text);
  let next = joined.next();
  for (const span of tokenSpansOf(text)) {
    for (; !next.done && next.value.start <= span.start; next = joined.next()) yield next.value;
    // Lowercasing can change the length of a few characters (İ): then parts share the token's span.
    const exact = span.token.length === span.end - span.start;
    for (const part of tokenParts(span.token)) {
      if (!exact) {
        yield { token: part.token, start: span.start, end: span.end };
        continue;
      }
      const start = span.start + part.start;
      yield { token: part.token, start, end: span.start + part.end };
      // The case of a name is in the text, not in the (lowercased) token.
      if (!names || !ONLY_WORD_CHARS.test(part.token)) continue;
      for (const word of nameWords(text.slice(start, span.start + part.end)))
        yield { token: word.token, start: start + word.start, end: start + word.end };
    }
  }
}

export function indexTokenSpans(text: string, names = true): TokenSpan[] {
  return [...indexTokenSpansOf(text, names)];
}

/** The terms the index gets for `text` (before stop-word filtering and stemming). */
export function indexTokens(text: string, names = true): string[] {
  return indexTokenSpans(text, names).map((span) => span.token);
}
