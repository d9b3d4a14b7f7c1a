/**
 * A search together with the chunk files it needs. The engine says which postings chunks
 * a query needs (it throws MissingIndexFiles) and which text chunks its results need for
 * their snippets; the drivers below read them (from disk in the CLI, over the network in
 * the worker), add them, and search again. Each round adds at least one file.
 */
import { MissingIndexFiles } from "./chunkFiles";
import type { SearchEngine } from "./engine";
import type { SearchAnswer, SearchResult } from "./results";

/** A guard: far more rounds than any query needs. */
const MAX_ROUNDS = 64;

/**
 * Yields the files to add before the search can go on; returns the first `shown` results,
 * with their section texts, and the count of all.
 */
function* searchSteps(
  engine: SearchEngine,
  input: string,
  limit: number,
  shown: number,
): Generator<string[], SearchAnswer, void> {
  for (let round = 0; ; round++) {
    let answer: SearchAnswer;
    try {
      answer = engine.searchShown(input, limit, shown);
    } catch (error) {
      if (!(error instanceof MissingIndexFiles) || round >= MAX_ROUNDS) throw error;
      yield error.files;
      continue;
    }
    const texts = engine.textFilesFor(answer.results);
    if (texts.length > 0) yield texts;
    return answer;
  }
}

/** Searches, reading each missing chunk file with `read` (parsed JSON). */
export function searchReading(
  engine: SearchEngine,
  input: string,
  limit: number,
  read: (file: string) => unknown,
): SearchResult[] {
  const steps = searchSteps(engine, input, limit, limit);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value.results;
    for (const file of step.value) engine.addFile(file, read(file));
  }
}

/** A search given up (its `signal` aborted): a later keystroke made it useless. */
export class SearchAborted extends Error {
  constructor() {
    super("the search was superseded");
  }
}

/**
 * Searches, fetching the missing chunk files of each round at once with `load`, which adds
 * each to the engine; the first `shown` results (default: all) and the count of all. Once
 * `signal` aborts, it starts no other round and throws SearchAborted: `load` is given the
 * signal too, to give up the fetches only this search wants.
 */
export async function searchFetching(
  engine: SearchEngine,
  input: string,
  limit: number,
  load: (file: string, signal?: AbortSignal) => Promise<void>,
  shown = limit,
  signal?: AbortSignal,
): Promise<SearchAnswer> {
  const steps = searchSteps(engine, input, limit, shown);
  // Given up, the search stops waiting at once: the files it asked for may be another search's too.
  const aborted = new Promise<never>((_, reject) =>
    signal?.addEventListener("abort", () => reject(new SearchAborted()), { once: true }),
  );
  aborted.catch(() => {});
  for (let step = steps.next(); ; step = steps.next()) {
    if (signal?.aborted) throw new SearchAborted();
    if (step.done) return step.value;
    try {
      await Promise.race([Promise.all(step.value.map((file) => load(file, signal))), aborted]);
    } catch (error) {
      if (signal?.aborted) throw new SearchAborted();
      throw error;
    }
  }
}
