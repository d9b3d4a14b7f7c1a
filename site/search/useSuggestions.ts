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

export interface SuggestionsOptions {
  /** Where the docs version's search files are (`/`, `/docs/1.2/`). */
  versionUrl: string;
  context: string;
  /** The trimmed text of the box. */
  query: string;
  status: IndexStatus;
  client: () => SearchWorkerApi;
  /** Runs as rows land, in the same update. */
  onAnswer: () => void;
}

export function useSuggestions({ versionUrl, context, query, status, client, onAnswer }: SuggestionsOptions) {
  const asked = useWorkerAnswer({
    question: { query, context, versionUrl },
    ready: (status.state === "loading" || status.state === "done") && query !== "",
    client,
    ask: (worker, question) => worker.suggest(question.versionUrl, question.context, question.query),
    onAnswer,
  });
  const last = asked.last;
  const same = last && last.question.context === context && last.question.versionUrl === versionUrl;
  const shown = same && query !== "" ? last : null;
  return {
    rows: shown ? shown.value : null,
    error: status.state === "error" ? status.error : (shown?.error ?? null),
    /** The query the rows (or the error) answer. */
    answeredQuery: status.state === "error" ? query : (shown?.question.query ?? null),
    askAgain: asked.askAgain,
    forget: asked.forget,
  };
}
