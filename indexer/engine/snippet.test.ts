import assert from "node:assert/strict";
import { stem } from "./lunr";
import { escapeHtml } from "../../contracts/html";
import { highlight, highlightStemmed, matchPositions, snippet, stemPrefix, type Position } from "./snippet";
import { indexTokenSpans } from "./tokenizer";

/** mulberry32: the same cases on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VOCABULARY = [
  "task",
  "tasks",
  "Tasking",
  "dependency",
  "dependencies",
  "relational",
  "happy",
  "ability",
  "sensibility",
  "organization",
  'project.addTask("x")',
  "projen.github.workflows",
  "src/index.ts",
  "re-run",
  "café",
  "Straße",
  "İstanbul",
  "ΟΔΟΣ",
  "项目配置",
  "a",
  "the",
  "of",
  "(",
  ")",
  "—",
  "...",
  "x1",
  "_private",
  "NodeProject",
  "node_modules",
  "12",
  "é",
  "𠀀x",
];

/** Word stems for the stemPrefix test: each is followed by every ending below (and a little more). */
const STEMS = [
  "relat",
  "condit",
  "valen",
  "sensib",
  "digit",
  "organ",
  "happ",
  "generat",
  "hop",
  "electr",
  "depend",
  "configur",
  "agre",
  "fil",
  "possib",
  "abil",
  "cri",
  "sky",
];

/** Endings the stemmer takes off or rewrites (and none). */
const ENDINGS = [
  "",
  "s",
  "es",
  "ies",
  "ed",
  "ing",
  "ational",
  "tional",
  "enci",
  "anci",
  "izer",
  "bli",
  "alli",
  "entli",
  "eli",
  "ousli",
  "ization",
  "ation",
  "ator",
  "alism",
  "iveness",
  "fulness",
  "ousness",
  "aliti",
  "iviti",
  "biliti",
  "logi",
  "icate",
  "ative",
  "alize",
  "iciti",
  "ical",
  "ful",
  "ness",
  "ance",
  "ence",
  "able",
  "ible",
  "ement",
  "ize",
  "y",
  "ly",
  "ility",
  "ability",
  "izations",
  "ically",
];

/** What matchPositions must find: every token of the whole text looked at. */
function fullScan(text: string, terms: string[], window = Infinity): Position[] {
  const wanted = new Set(terms);
  const found: Position[] = [];
  let stopAt = Infinity;
  for (const span of indexTokenSpans(text)) {
    if (span.start > stopAt) break;
    if (wanted.has(stem(span.token)) || wanted.has(span.token)) {
      found.push([span.start, span.end - span.start]);
      if (stopAt === Infinity) stopAt = span.start + window;
    }
  }
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  let end = 0;
  return found.filter((p) => p[0] >= end && !!(end = p[0] + p[1]));
}

/** What highlightStemmed must give: the whole text cut into chunks, grown from the first match. */
function wholeTextSnippet(text: string, positions: Position[], tokens: string[], maxLength: number): string {
  const chunksOf = (t: string) =>
    [...t.matchAll(/\p{Unified_Ideograph}|[\p{L}\p{N}_]+|[^\p{Unified_Ideograph}\p{L}\p{N}_]+/gu)].map((m) => ({
      html: escapeHtml(m[0]),
      length: m[0].length,
    }));
  const chunks: { html: string; length: number }[] = [];
  let center = -1;
  let cursor = 0;
  for (const [start, length] of positions) {
    if (start < cursor || start + length > text.length) continue;
    chunks.push(...chunksOf(text.slice(cursor, start)));
    if (center < 0) center = chunks.length;
    // The marked chunk's html is compared through snippet() itself: take it from a one-match text.
    chunks.push({ html: highlightStemmed(text.slice(start, start + length), [[0, length]], tokens, Infinity), length });
    cursor = start + length;
  }
  chunks.push(...chunksOf(text.slice(cursor)));
  if (chunks.length === 0) return "";
  if (center < 0) center = 0;
  const left = chunks.slice(0, center);
  const right = chunks.slice(center + 1);
  const parts = [chunks[center].html];
  let total = chunks[center].length;
  let [leftLength, rightLength, leftCut, rightCut] = [0, 0, false, false];
  while (total < maxLength) {
    if (left.length > 0 && !leftCut && (leftLength <= rightLength || right.length === 0 || rightCut)) {
      const chunk = left[left.length - 1];
      if (total + chunk.length > maxLength) leftCut = true;
      else [parts.unshift(left.pop()!.html), (leftLength += chunk.length), (total += chunk.length)];
    } else if (right.length > 0 && !rightCut) {
      const chunk = right[0];
      if (total + chunk.length > maxLength) rightCut = true;
      else [parts.push(right.shift()!.html), (rightLength += chunk.length), (total += chunk.length)];
    } else break;
  }
  if (left.length > 0) parts.unshift("…");
  if (right.length > 0) parts.push("…");
  return parts.join("");
}

describe("snippets", () => {
  it("finds matches through stemming and inside names", () => {
    const text = "Running tasks: project.addTask(x) runs a task.";
    const positions = matchPositions(text, [stem("task"), "addtask"]);
    assert.deepEqual(
      positions.map(([s, l]) => text.slice(s, s + l)),
      ["tasks", "addTask", "task"],
    );
  });

  it("marks the typed part of a longer word, else the whole word", () => {
    assert.equal(snippet("Workflows run jobs", ["workflow"], ["work"], 50), "<mark>Work</mark>flows run jobs");
    assert.equal(snippet("Workflows run jobs", ["workflow"], ["workflows"], 50), "<mark>Workflows</mark> run jobs");
    assert.equal(snippet("Running tasks", ["run"], ["run"], 50), "<mark>Run</mark>ning tasks");
  });

  it("cuts long text around the first match within the length, with ellipses", () => {
    const text = "Alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma tau";
    const html = snippet(text, ["lambda"], ["lambda"], 30);
    const plain = html.replace(/<\/?mark>/g, "").replace(/…/g, "");
    assert.ok(plain.length <= 30, plain);
    assert.ok(html.startsWith("…") && html.endsWith("…"), html);
    assert.ok(html.includes("<mark>lambda</mark>"));
  });

  it("shows the start of the text when there is no match", () => {
    assert.equal(highlightStemmed("short text", [], [], 50), "short text");
    assert.equal(highlightStemmed("", [], [], 50), "");
    assert.ok(highlightStemmed("a ".repeat(100), [], [], 20).endsWith("…"));
  });

  it("never lets text through as HTML", () => {
    const html = snippet(`<img src=x onerror="alert(1)"> task`, [stem("task")], ["task"], 100);
    assert.ok(!html.includes("<img"), html);
    assert.ok(html.includes("&lt;img") && html.includes("<mark>task</mark>"));
  });

  it("highlights titles by literal occurrence", () => {
    assert.equal(highlight("Tasks and more tasks", ["task"]), "<mark>Task</mark>s and more <mark>task</mark>s");
    assert.equal(highlight("A <b> tag", ["b"]), "A &lt;<mark>b</mark>&gt; tag");
    assert.equal(highlight("Nothing", ["zzz"]), "Nothing");
  });

  it("marks one chunk per ideograph", () => {
    assert.equal(snippet("项目配置 projen", ["目"], ["目"], 50), "项<mark>目</mark>配置 projen");
  });
});

/** `min` to `min + spread` words of VOCABULARY, drawn by `next`. */
function randomWords(next: () => number, min: number, spread: number): string[] {
  return Array.from(
    { length: min + Math.floor(next() * spread) },
    () => VOCABULARY[Math.floor(next() * VOCABULARY.length)],
  );
}

/** A stemmed word of VOCABULARY, drawn by `next`. */
function randomTerm(next: () => number): string {
  return stem(VOCABULARY[Math.floor(next() * VOCABULARY.length)].toLowerCase());
}

describe("snippets against references over the whole text", () => {
  it("finds the same matches as a scan of the whole text, far into long text too", () => {
    const next = random(7);
    for (let run = 0; run < 400; run++) {
      const words = randomWords(next, 20, 600);
      const text = words.join(next() < 0.5 ? " " : next() < 0.5 ? "-" : " \n ");
      const terms = Array.from({ length: 1 + Math.floor(next() * 3) }, () => randomTerm(next));
      const window = next() < 0.5 ? Infinity : 50;
      assert.deepEqual(
        matchPositions(text, terms, window),
        fullScan(text, terms, window),
        `run ${run}: ${terms.join(",")}`,
      );
    }
  });

  it("cuts the same snippet as growing it over the whole text", () => {
    const next = random(11);
    for (let run = 0; run < 400; run++) {
      const words = randomWords(next, 5, 300);
      const text = words.join(next() < 0.7 ? " " : ", ");
      const terms = [randomTerm(next)];
      const positions = next() < 0.1 ? [] : fullScan(text, terms);
      const maxLength = [10, 50, 100][Math.floor(next() * 3)];
      assert.equal(
        highlightStemmed(text, positions, terms, maxLength),
        wholeTextSnippet(text, positions, terms, maxLength),
        `run ${run}`,
      );
    }
  });

  it("relies on a stem only rewriting the last three letters of its word", () => {
    for (const base of STEMS) {
      for (const ending of ENDINGS) {
        for (const more of ["", "s", "ly", "ness", "ed", "ing", "e", "y"]) {
          const word = base + ending + more;
          assert.ok(word.startsWith(stemPrefix(stem(word))), `${word} → ${stem(word)}`);
        }
      }
    }
  });
});
