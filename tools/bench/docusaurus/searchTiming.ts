/** Query latency of a loaded search engine: one warm-up pass, then each query timed once. */
import { percentile } from "../stats/stats";

export interface LoadedSearch {
  loadMs: number;
  /** Answers a query; resolves to the number of results. */
  search(query: string): Promise<number>;
}

export interface LatencyReport {
  loadMs: number;
  p50Ms: number;
  p95Ms: number;
  queries: number;
  /** Queries that found something: both engines should find most. */
  answered: number;
}

export async function timeQueries(engine: LoadedSearch, queries: string[]): Promise<LatencyReport> {
  for (const query of queries) await engine.search(query);
  const times: number[] = [];
  let answered = 0;
  for (const query of queries) {
    const started = process.hrtime.bigint();
    const results = await engine.search(query);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (results > 0) answered++;
  }
  return {
    loadMs: engine.loadMs,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    queries: queries.length,
    answered,
  };
}
