/**
 * Search benchmark (on demand, not in CI):
 *   node bench.js [--dist DIR] [--queries FILE] [--count N]
 * Prints the raw and gzip bytes of each index file of a built site, then the time to
 * load each index and the latency (p50/p95/max) of N dropdown queries (default 200),
 * run as the worker runs them: engine search plus the rows' snippets. Queries come from
 * FILE (one per line, or the golden TSV's first column; under `bazel run`, the golden
 * file by default), each also typed letter by letter.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { defaultIndexDir, indexFileOf } from "./cli";
import { SearchEngine } from "./engine";
import { MANIFEST_FILE_NAME, SEARCH_CONTEXTS } from "./format";
import { DROPDOWN_LIMIT, toSuggestion } from "./present";

const FALLBACK_QUERIES = [
  "tasks", "project", "escape hatches", "NodeProject", "addTask", "github workflows", "release", "dependencies",
  "typescript", "jest", "eslint", "bundler", "python", "java", "construct library", "synth", "deps upgrade",
  "pull request", "prettier", "mergify", "docker", "gitignore", "json file", "yaml", "npm publish", "versioning",
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function queriesFrom(file: string | null, count: number): string[] {
  const base = file
    ? readFileSync(file, "utf8").split("\n").map((line) => line.split("\t")[0].trim()).filter((q) => q && !q.startsWith("#"))
    : FALLBACK_QUERIES;
  // What a reader sends while typing: every prefix, then the whole query.
  const typed = base.flatMap((query) => Array.from({ length: query.length }, (_, k) => query.slice(0, k + 1)));
  const queries: string[] = [];
  for (let k = 0; queries.length < count && typed.length > 0; k++) queries.push(typed[k % typed.length]);
  return queries;
}

function main(args: string[]): void {
  const option = (flag: string) => {
    const at = args.indexOf(flag);
    return at >= 0 ? args[at + 1] : null;
  };
  const dist = option("--dist") ?? defaultIndexDir();
  const count = Number(option("--count") ?? 200);
  const runfilesGolden = process.env.BAZEL_RUNFILES ? join(process.env.BAZEL_RUNFILES, "projen_docs", "indexer", "relevance", "golden.tsv") : null;
  const queries = queriesFrom(option("--queries") ?? (runfilesGolden && existsSync(runfilesGolden) ? runfilesGolden : null), count);
  console.log(`index files in ${dist}`);
  const manifestText = readFileSync(join(dist, MANIFEST_FILE_NAME));
  console.log(`  ${MANIFEST_FILE_NAME.padEnd(30)} ${String(manifestText.length).padStart(10)} B  ${String(gzipSync(manifestText).length).padStart(9)} B gz`);
  for (const context of ["", ...SEARCH_CONTEXTS.map((c) => c.path)]) {
    const file = indexFileOf(dist, context);
    const bytes = readFileSync(file);
    const gz = gzipSync(bytes, { level: 9 }).length;
    let start = process.hrtime.bigint();
    const engine = SearchEngine.load(JSON.parse(bytes.toString("utf8")));
    const loadMs = Number(process.hrtime.bigint() - start) / 1e6;
    const pages = engine.sizes[0];
    console.log(
      `  ${file.slice(dist.length + 1).padEnd(30)} ${String(bytes.length).padStart(10)} B  ${String(gz).padStart(9)} B gz  ` +
        `${pages} pages, ${Math.round(gz / Math.max(1, pages))} B gz per page, parse+load ${loadMs.toFixed(0)} ms`,
    );
    engine.search("warm up", DROPDOWN_LIMIT);
    const times: number[] = [];
    for (const query of queries) {
      start = process.hrtime.bigint();
      engine.search(query, DROPDOWN_LIMIT).map((result) => toSuggestion(result));
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    times.sort((a, b) => a - b);
    console.log(
      `    ${queries.length} dropdown queries [${context || "all pages"}]: p50 ${percentile(times, 50).toFixed(2)} ms, ` +
        `p95 ${percentile(times, 95).toFixed(2)} ms, max ${times[times.length - 1].toFixed(2)} ms`,
    );
  }
}

main(process.argv.slice(2));
