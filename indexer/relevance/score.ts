/**
 * Scoring a query set on a built site: the page rank of each query's expected page among
 * the dropdown's results, and success@1 / success@8 per kind of query. Shared by the
 * relevance test and `bazel run //indexer/relevance:report`.
 */
import type { SearchResult } from "../engine/engine";

/** A search in a context of the built site. */
export type Search = (context: string, query: string, limit: number) => SearchResult[];

/** How a reader phrased a query: a page's own term, a question, another word for it, a typo, an API name. */
export const QUERY_KINDS = ["term", "question", "synonym", "typo", "api"] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

export interface GoldenQuery {
  query: string;
  /** Any of these routes counts as the right page. */
  expected: string[];
  kind: QueryKind;
  context: string;
  file: string;
  line: number;
}

/** Parses `query<TAB>route[|route]<TAB>kind[<TAB>context]` lines; `#` starts a comment line. */
export function parseGolden(text: string, file: string): GoldenQuery[] {
  const queries: GoldenQuery[] = [];
  text.split("\n").forEach((raw, k) => {
    const line = raw.replace(/\r$/, "");
    if (!line.trim() || line.startsWith("#")) return;
    const [query, expected, kind, context = ""] = line.split("\t");
    if (!query || !expected || !kind)
      throw new Error(`${file}:${k + 1}: expected "query<TAB>route[|route]<TAB>kind[<TAB>context]"`);
    if (!(QUERY_KINDS as readonly string[]).includes(kind))
      throw new Error(`${file}:${k + 1}: unknown kind "${kind}" (known: ${QUERY_KINDS.join(", ")})`);
    queries.push({
      query,
      expected: expected.split("|").map((r) => r.trim()),
      kind: kind as QueryKind,
      context: context.trim(),
      file,
      line: k + 1,
    });
  });
  return queries;
}

export const normalizeRoute = (route: string) => (route.length > 1 ? route.replace(/\/$/, "") : route);

/** The 1-based rank of the expected page among the distinct pages of the results, or 0. */
export function pageRank(search: Search, golden: GoldenQuery, limit = 8): { rank: number; pages: string[] } {
  const pages: string[] = [];
  for (const result of search(golden.context, golden.query, limit)) {
    const route = normalizeRoute(result.document.u);
    if (!pages.includes(route)) pages.push(route);
  }
  const expected = golden.expected.map(normalizeRoute);
  const at = pages.findIndex((page) => expected.includes(page));
  return { rank: at + 1, pages };
}

export interface Score {
  queries: number;
  /** Found among the first `top` pages. */
  top: number;
  /** success@1 and success@8: found first, found at all among the dropdown's 8 results. */
  first: number;
  found: number;
  mrr: number;
  misses: string[];
}

export function score(queries: GoldenQuery[], search: Search, top = 3): Score {
  const result: Score = { queries: queries.length, top: 0, first: 0, found: 0, mrr: 0, misses: [] };
  for (const g of queries) {
    const { rank, pages } = pageRank(search, g);
    if (rank === 1) result.first++;
    if (rank > 0) {
      result.found++;
      result.mrr += 1 / rank;
    }
    if (rank > 0 && rank <= top) result.top++;
    if (rank !== 1)
      result.misses.push(
        `    ${g.file}:${g.line} [${g.kind}] "${g.query}"${g.context ? ` [${g.context}]` : ""} → rank ${rank || "-"}; got ${pages.slice(0, top).join(", ") || "nothing"}`,
      );
  }
  result.mrr /= Math.max(1, queries.length);
  return result;
}

export const share = (part: number, whole: number) => part / Math.max(1, whole);

/** success@1 and success@8 per kind and over all, as a table. */
export function kindTable(queries: GoldenQuery[], search: Search): { lines: string[]; byKind: Map<string, Score> } {
  const byKind = new Map<string, Score>();
  for (const kind of QUERY_KINDS)
    byKind.set(
      kind,
      score(
        queries.filter((q) => q.kind === kind),
        search,
      ),
    );
  byKind.set("all", score(queries, search));
  const lines = ["| kind | queries | success@1 | success@8 |", "| --- | ---: | ---: | ---: |"];
  for (const [kind, s] of byKind)
    lines.push(
      `| ${kind} | ${s.queries} | ${share(s.first, s.queries).toFixed(3)} | ${share(s.found, s.queries).toFixed(3)} |`,
    );
  return { lines, byKind };
}
