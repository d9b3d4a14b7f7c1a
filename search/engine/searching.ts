/**
 * A search together with the chunk files it needs. The engine says which postings chunks
 * a query needs (it throws MissingIndexFiles) and which text chunks its results need for
 * their snippets; these read them (from disk in the CLI, over the network in the worker),
 * add them, and search again. Each round adds at least one file, so few rounds are needed.
 */
import { MissingIndexFiles, type SearchEngine, type SearchResult } from "./engine";

/** A guard: far more rounds than any query needs. */
const MAX_ROUNDS = 64;

/** Searches, reading each missing chunk file with `read` (parsed JSON). */
export function searchReading(engine: SearchEngine, input: string, limit: number, read: (file: string) => unknown): SearchResult[] {
  for (let round = 0; ; round++) {
    let results: SearchResult[];
    try {
      results = engine.search(input, limit);
    } catch (error) {
      if (!(error instanceof MissingIndexFiles) || round >= MAX_ROUNDS) throw error;
      for (const file of error.files) engine.addFile(file, read(file));
      continue;
    }
    for (const file of engine.textFilesFor(results)) engine.addFile(file, read(file));
    return results;
  }
}

/** Searches, fetching the missing chunk files at once with `load`, which adds each to the engine. */
export async function searchFetching(engine: SearchEngine, input: string, limit: number, load: (file: string) => Promise<void>): Promise<SearchResult[]> {
  for (let round = 0; ; round++) {
    let results: SearchResult[];
    try {
      results = engine.search(input, limit);
    } catch (error) {
      if (!(error instanceof MissingIndexFiles) || round >= MAX_ROUNDS) throw error;
      await Promise.all(error.files.map(load));
      continue;
    }
    await Promise.all(engine.textFilesFor(results).map(load));
    return results;
  }
}
