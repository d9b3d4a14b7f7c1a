/**
 * The search tokenizer: the one copy used by the build (index merge), the browser
 * worker and the search CLI. Lowercase, split on whitespace and hyphens, trim
 * non-word characters at both ends, drop English stop words, and split Chinese text
 * into one token per ideograph.
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

const SEPARATOR = /[\s\-]+/;
const IDEOGRAPH = /\p{Unified_Ideograph}/u;
const IDEOGRAPHS_OR_OTHER = /\p{Unified_Ideograph}|[^\p{Unified_Ideograph}]+/gu;
const TRIM = /^[^\p{L}\p{N}_]+|[^\p{L}\p{N}_]+$/gu;

/** Splits text into raw tokens (before stop-word filtering). */
export function splitTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const piece of text.toLowerCase().split(SEPARATOR)) {
    const parts = IDEOGRAPH.test(piece) ? (piece.match(IDEOGRAPHS_OR_OTHER) ?? []) : [piece];
    for (const part of parts) {
      const token = part.replace(TRIM, "");
      if (token) tokens.push(token);
    }
  }
  return tokens;
}

export function isStopWord(token: string): boolean {
  return STOP_WORDS.has(token);
}

/** The tokens that are indexed and searched: split, trimmed, stop words removed. */
export function tokenize(text: string): string[] {
  return splitTokens(text).filter((token) => !STOP_WORDS.has(token));
}
