/**
 * What the navbar dropdown shows for the typed query: the worker's rows (or why it could
 * not answer). They are asked as soon as the index is on its way: the worker answers
 * once it has loaded, without a round trip through the page in between. While the next
 * answer is on its way the last one stays, as long as it is for the same context (no
 * flicker while typing).
 */
import type { SearchWorkerApi } from "./protocol";
import type { IndexStatus } from "./useSearchIndex";
import { useWorkerAnswer } from "./useWorkerAnswer";
import { BASE_URL } from "./urls";

export interface SuggestionsOptions {
  context: string;
  /** The trimmed text of the box. */
  query: string;
  status: IndexStatus;
  client: () => SearchWorkerApi;
  /** Runs as rows land, in the same update. */
  onAnswer: () => void;
}

export function useSuggestions({ context, query, status, client, onAnswer }: SuggestionsOptions) {
  const asked = useWorkerAnswer({
    question: { query, context },
    ready: (status.state === "loading" || status.state === "done") && query !== "",
    client,
    ask: (worker, question) => worker.suggest(BASE_URL, question.context, question.query),
    onAnswer,
  });
  const last = asked.last;
  const shown = last && last.question.context === context && query !== "" ? last : null;
  return {
    rows: shown ? shown.value : null,
    error: status.state === "error" ? status.error : (shown?.error ?? null),
    /** The query the rows (or the error) answer. */
    answeredQuery: status.state === "error" ? query : (shown?.question.query ?? null),
    askAgain: asked.askAgain,
    forget: asked.forget,
  };
}
