/**
 * The docs team's synonyms file (content/search-synonyms.yaml), read and checked by the
 * index merge: a mistake is a build error at its file and line, not a search that quietly
 * finds nothing. The checked table goes into search-manifest.json (`query`), where the
 * worker and the CLI read it (indexer/engine/synonyms.ts applies it).
 *
 * The file maps a phrase readers type to the words the pages use (a string or a list):
 *   deps: dependencies
 *   uninstall: [eject, ejecting]
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from "yaml";
import type { QueryRules } from "../../contracts/searchIndex";
import { stem } from "../engine/lunr";
import { isStopWord, splitTokens } from "../engine/tokenizer";

export class SynonymsError extends Error {}

/** A phrase as the engine matches it: its tokens joined by one space. */
const normalized = (text: string) => splitTokens(text).join(" ");

/**
 * The pages' words as the engine looks them up: lowercase, joined by one space, hyphens
 * kept (the engine finds `sub-projects` as the one word the index makes of it).
 */
const targetWords = (text: string) =>
  text
    .split(/\s+/)
    .map((word) => splitTokens(word).join("-"))
    .filter(Boolean)
    .join(" ");

const hasWord = (text: string) => splitTokens(text).some((token) => !isStopWord(token));

/** The checked table of a synonyms file's text; throws SynonymsError with `file:line: error: …`. */
export function parseSynonyms(file: string, text: string): QueryRules {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true });
  const fail = (node: Node | null | undefined, message: string): never => {
    const line = node?.range ? lines.linePos(node.range[0]).line : 1;
    throw new SynonymsError(`${file}:${line}: error: ${message}`);
  };
  if (doc.errors.length > 0) {
    const line = doc.errors[0].linePos?.[0]?.line ?? 1;
    throw new SynonymsError(`${file}:${line}: error: not valid YAML: ${doc.errors[0].message.split("\n")[0]}`);
  }
  const synonyms: Record<string, string[]> = {};
  if (doc.contents === null) return { synonyms };
  if (!isMap(doc.contents)) return fail(doc.contents, "expected a mapping of what readers type to the pages' words");
  const seen = new Map<string, number>();
  for (const pair of doc.contents.items) {
    const keyNode = pair.key as Node | null;
    const key = isScalar(keyNode) ? String(keyNode.value ?? "") : "";
    const phrase = normalized(key);
    if (!phrase) fail(keyNode, "a synonym needs the words readers type before the colon");
    if (!hasWord(phrase)) fail(keyNode, `"${key}" has only stop words, which a query never keeps`);
    const stems = phrase.split(" ").map(stem).join(" ");
    if (seen.has(stems))
      fail(keyNode, `"${key}" is the same phrase as the one on line ${seen.get(stems)} (after stemming)`);
    seen.set(stems, keyNode?.range ? lines.linePos(keyNode.range[0]).line : 1);
    const value = pair.value as Node | null;
    const targets = isSeq(value) ? value.items : [value];
    synonyms[phrase] = targets.map((item) => {
      const target = isScalar(item) && typeof item.value === "string" ? targetWords(item.value) : "";
      if (!target || !hasWord(target))
        fail((item as Node | null) ?? keyNode, `"${key}" needs the pages' words: a word, a phrase or a list of them`);
      if (normalized(target) === phrase) fail(item as Node, `"${key}" maps to itself`);
      return target;
    });
  }
  return { synonyms };
}
