/**
 * A search together with the chunk files it needs. The engine says which postings chunks
 * a query needs (it throws MissingIndexFiles) and which text chunks its results need for
 * their snippets; the drivers below read them (from disk in the CLI, over the network in
 * the worker), add them, and search again. Each round adds at least one file.
 */
import { MissingIndexFiles, type SearchEngine, type SearchResult } from "./engine";

/** A guard: far more rounds than any query needs. */
const MAX_ROUNDS = 64;

/**
 * Yields the files to add before the search can go on; returns the results. Only the
 * first `withTexts` results get their section texts (the rest come without a snippet).
 */
function* searchSteps(engine: SearchEngine, input: string, limit: number, withTexts = limit): Generator<string[], SearchResult[], void> {
  for (let round = 0; ; round++) {
    let results: SearchResult[];
    try {
      results = engine.search(input, limit);
    } catch (error) {
      if (!(error instanceof MissingIndexFiles) || round >= MAX_ROUNDS) throw error;
      yield error.files;
      continue;
    }
    const texts = engine.textFilesFor(results.slice(0, withTexts));
    if (texts.length > 0) yield texts;
    return results;
  }
}

/** Searches, reading each missing chunk file with `read` (parsed JSON). */
export function searchReading(engine: SearchEngine, input: string, limit: number, read: (file: string) => unknown): SearchResult[] {
  const steps = searchSteps(engine, input, limit);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    for (const file of step.value) engine.addFile(file, read(file));
  }
}

/**
 * Searches, fetching the missing chunk files at once with `load`, which adds each to the
 * engine; the texts of the first `withTexts` results only (default: all).
 */
export async function searchFetching(engine: SearchEngine, input: string, limit: number, load: (file: string) => Promise<void>, withTexts = limit): Promise<SearchResult[]> {
  const steps = searchSteps(engine, input, limit, withTexts);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    await Promise.all(step.value.map(load));
  }
}
