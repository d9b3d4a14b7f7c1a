/**
 * The search queries both engines answer: deterministic, drawn from the corpus's own
 * titles, headings and words, in the mix a reader types (words, phrases, titles,
 * unfinished words, headings).
 */

/** xorshift32: a tiny seeded generator, so the same corpus always gives the same queries. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
}

export interface DocText {
  title: string;
  headings: string[];
  /** Prose words in order (no front matter, code or tables), lower-cased. */
  words: string[];
}

export function docText(markdown: string): DocText {
  const lines = markdown.split("\n");
  let title = "";
  const headings: string[] = [];
  const words: string[] = [];
  let inFrontMatter = lines[0] === "---";
  let inCode = false;
  for (let k = inFrontMatter ? 1 : 0; k < lines.length; k++) {
    const line = lines[k];
    if (inFrontMatter) {
      if (line === "---") inFrontMatter = false;
      else if (line.startsWith("title:")) title = line.slice(6).trim();
      continue;
    }
    if (line.startsWith("```")) inCode = !inCode;
    if (inCode || line.startsWith("```") || line.startsWith("|")) continue;
    const heading = /^#{2,3}\s+(.*)$/.exec(line);
    if (heading) headings.push(heading[1].trim());
    else words.push(...(line.toLowerCase().match(/[a-z]{3,}/g) ?? []));
  }
  return { title, headings, words };
}

/** The same from a built page's data (`_page/<route>.json`, contracts' PageData): for a site whose sources are elsewhere. */
export function pageDocText(page: { title: string; html: string; toc: { text: string }[] }): DocText {
  const prose = page.html.replace(/<pre[\s\S]*?<\/pre>|<table[\s\S]*?<\/table>/g, " ").replace(/<[^>]*>/g, " ");
  return {
    title: page.title,
    headings: page.toc.map((entry) => entry.text),
    words: prose.toLowerCase().match(/[a-z]{3,}/g) ?? [],
  };
}

const pick = <T>(next: () => number, list: T[]): T => list[Math.floor(next() * list.length)];

/** `count` queries from the texts of some corpus docs. */
export function makeQueries(docs: DocText[], count = 200, seed = 20260601): string[] {
  const usable = docs.filter((d) => d.words.length > 1 && d.title && d.headings.length > 0);
  if (usable.length === 0) throw new Error("no usable docs to draw queries from");
  const next = seeded(seed);
  const queries: string[] = [];
  for (let k = 0; k < count; k++) {
    const doc = pick(next, usable);
    const at = Math.floor(next() * (doc.words.length - 1));
    switch (k % 5) {
      case 0:
        queries.push(doc.words[at]);
        break;
      case 1:
        queries.push(`${doc.words[at]} ${doc.words[at + 1]}`);
        break;
      case 2:
        queries.push(doc.title);
        break;
      case 3: {
        // An unfinished word, as the dropdown sees it while the reader types.
        const word = doc.words[at];
        queries.push(word.slice(0, Math.min(word.length, 3 + Math.floor(next() * 3))));
        break;
      }
      default:
        queries.push(pick(next, doc.headings));
    }
  }
  return queries;
}

/** Which docs to read for queries: at most `limit`, spread evenly over the sorted list. */
export function spreadSample<T>(items: T[], limit: number): T[] {
  if (items.length <= limit) return items;
  const step = items.length / limit;
  return Array.from({ length: limit }, (_, k) => items[Math.floor(k * step)]);
}
