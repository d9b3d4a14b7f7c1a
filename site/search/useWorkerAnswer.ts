/**
 * Asks the search worker a question (a query in a context) and keeps its answer, for
 * the navbar box and the /search page alike. A new question drops the answer still on
 * its way to the old one; the last answer stays until the next one lands, so a caller
 * can keep showing it while the reader types. Retry asks again, even when the index
 * itself had loaded.
 */
import { useEffect, useState } from "react";
import { flushSync } from "react-dom";
import type { SearchWorkerApi } from "./protocol";

/** What to ask: plain strings, which also tell one question from another. */
export type Question = Record<string, string>;

export interface WorkerAnswer<Q extends Question, T> {
  question: Q;
  /** Null when the worker could not answer. */
  value: T | null;
  /** Why the worker could not answer (it stopped, or the index failed to load). */
  error: string | null;
}

export interface AskOptions<Q extends Question, T> {
  question: Q;
  /** False while there is nothing to ask yet (no query, or the index not requested). */
  ready: boolean;
  client: () => SearchWorkerApi;
  /** Null from the worker: a newer question is on its way, and its answer replaces this one. */
  ask: (worker: SearchWorkerApi, question: Q) => Promise<T | null>;
  /** Runs as an answer lands, in the same update. */
  onAnswer?: (value: T) => void;
}

export interface AskedWorker<Q extends Question, T> {
  /** The last answer, possibly to an earlier question. */
  last: WorkerAnswer<Q, T> | null;
  /** The answer to the question asked now, or null while it is on its way. */
  current: WorkerAnswer<Q, T> | null;
  /** Asks the question again (Retry). */
  askAgain: () => void;
  /** Drops the last answer. */
  forget: () => void;
}

function errorMessage(reason: unknown): string {
  return reason instanceof Error ? reason.message : String(reason);
}

export function useWorkerAnswer<Q extends Question, T>(options: AskOptions<Q, T>): AskedWorker<Q, T> {
  const { question, ready, client } = options;
  const [last, setLast] = useState<{ key: string; answer: WorkerAnswer<Q, T> } | null>(null);
  /** Bumped by Retry: asks the worker again even when the index itself had loaded. */
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(question);

  // `key` stands for the question: `ask` and `onAnswer` are those of the render that asked.
  useEffect(() => {
    if (!ready) return;
    let current = true;
    options.ask(client(), question).then(
      (value) => {
        if (!current || value === null) return;
        // Drawn in this task rather than one React schedules after it: keystroke to rows is what a reader feels.
        flushSync(() => {
          setLast({ key, answer: { question, value, error: null } });
          options.onAnswer?.(value);
        });
      },
      (reason: unknown) => current && setLast({ key, answer: { question, value: null, error: errorMessage(reason) } }),
    );
    return () => {
      current = false;
    };
  }, [ready, key, client, attempt]);

  return {
    last: last?.answer ?? null,
    current: last?.key === key ? last.answer : null,
    askAgain: () => setAttempt((n) => n + 1),
    forget: () => setLast(null),
  };
}
