/**
 * Relevance on the real site: every golden query (relevance/golden.tsv) must find its
 * expected page among the first 3 pages of the dropdown's 8 results for at least 90% of
 * the queries. Prints the score and the misses.
 *
 * The built site comes from Bazel runfiles (//:dist); outside Bazel set SEARCH_DIST or
 * build it (bazel-bin/dist), else the test is skipped.
 */
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { loadEngine } from "../cli/cli";
import type { SearchEngine } from "../engine/engine";
import { indexFileName, SearchDocumentType } from "../../contracts/searchIndex";

export const TOP = 3;
export const REQUIRED_SHARE = 0.9;

export interface GoldenQuery {
  query: string;
  /** Any of these routes counts as the right page. */
  expected: string[];
  context: string;
  line: number;
}

export function parseGolden(text: string): GoldenQuery[] {
  const queries: GoldenQuery[] = [];
  text.split("\n").forEach((raw, k) => {
    const line = raw.replace(/\r$/, "");
    if (!line.trim() || line.startsWith("#")) return;
    const [query, expected, context = ""] = line.split("\t");
    if (!query || !expected) throw new Error(`golden.tsv:${k + 1}: expected "query<TAB>route[|route][<TAB>context]"`);
    queries.push({ query, expected: expected.split("|").map((r) => r.trim()), context: context.trim(), line: k + 1 });
  });
  return queries;
}

const normalize = (route: string) => (route.length > 1 ? route.replace(/\/$/, "") : route);

/** The 1-based rank of the expected page among the distinct pages of the results, or 0. */
export function pageRank(engine: SearchEngine, golden: GoldenQuery, limit = 8): { rank: number; pages: string[] } {
  const pages: string[] = [];
  for (const result of engine.search(golden.query, limit)) {
    const route = normalize(result.document.u);
    if (!pages.includes(route)) pages.push(route);
  }
  const expected = golden.expected.map(normalize);
  const at = pages.findIndex((page) => expected.includes(page));
  return { rank: at + 1, pages };
}

function findDist(): string | null {
  const candidates = [
    process.env.SEARCH_DIST,
    process.env.BAZEL_RUNFILES && join(process.env.BAZEL_RUNFILES, "projen_docs", "dist"),
    process.env.BUILD_WORKSPACE_DIRECTORY && join(process.env.BUILD_WORKSPACE_DIRECTORY, "bazel-bin", "dist"),
    resolve("bazel-bin", "dist"),
  ].filter((dir): dir is string => !!dir);
  return candidates.find((dir) => existsSync(join(dir, indexFileName("")))) ?? null;
}

function findGolden(): string {
  const candidates = [
    join(__dirname, "golden.tsv"),
    process.env.BAZEL_RUNFILES && join(process.env.BAZEL_RUNFILES, "projen_docs", "search", "relevance", "golden.tsv"),
    resolve("search", "relevance", "golden.tsv"),
    process.env.SEARCH_GOLDEN,
  ].filter((file): file is string => !!file);
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`golden.tsv not found (looked in ${candidates.join(", ")})`);
  return found;
}

describe("search relevance on the built site", function () {
  this.timeout(120_000);
  const dist = findDist();

  before(function () {
    if (!dist) {
      if (process.env.BAZEL_RUNFILES) throw new Error("//:dist has no search index in the runfiles");
      console.log("    (no built site: set SEARCH_DIST or run bazel build //:dist; relevance not measured)");
      this.skip();
    }
  });

  it(`finds the expected page in the top ${TOP} for at least ${REQUIRED_SHARE * 100}% of the golden queries`, () => {
    const golden = parseGolden(readFileSync(findGolden(), "utf8"));
    assert.ok(golden.length >= 60, `the golden file has ${golden.length} queries; it needs at least 60`);
    const engines = new Map<string, SearchEngine>();
    const engineOf = (context: string) => {
      let engine = engines.get(context);
      if (!engine) engines.set(context, (engine = loadEngine(dist!, context)));
      return engine;
    };

    // A golden route that is not a page of the site is a stale golden file, not a miss.
    const known = new Set(
      (JSON.parse(readFileSync(join(dist!, indexFileName("")), "utf8")) as { documents: { u: string }[] }[])[SearchDocumentType.Title].documents.map((d) =>
        normalize(d.u),
      ),
    );
    const stale = golden.filter((g) => !g.expected.some((route) => known.has(normalize(route))));
    assert.deepEqual(stale.map((g) => `line ${g.line}: ${g.expected.join("|")}`), [], "golden routes that are not pages of the site");

    let hits = 0;
    let firsts = 0;
    let reciprocal = 0;
    const misses: string[] = [];
    for (const g of golden) {
      const { rank, pages } = pageRank(engineOf(g.context), g);
      if (rank === 1) firsts++;
      if (rank > 0) reciprocal += 1 / rank;
      if (rank > 0 && rank <= TOP) hits++;
      else misses.push(`    line ${g.line}: "${g.query}"${g.context ? ` [${g.context}]` : ""} → rank ${rank || "-"}; got ${pages.slice(0, TOP).join(", ") || "nothing"}`);
    }
    const share = hits / golden.length;
    console.log(
      `    relevance: ${hits}/${golden.length} in top ${TOP} (${(share * 100).toFixed(1)}%), ` +
        `${firsts} first (${((firsts / golden.length) * 100).toFixed(1)}%), MRR ${(reciprocal / golden.length).toFixed(3)}`,
    );
    if (misses.length > 0) console.log(misses.join("\n"));
    assert.ok(share >= REQUIRED_SHARE, `only ${(share * 100).toFixed(1)}% of the golden queries find their page in the top ${TOP}`);
  });
});
