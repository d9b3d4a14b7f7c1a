/**
 * The /search page: a query box and a context picker over up to 100 results; its state
 * lives in the URL (see useSearchPageParams).
 *
 * Result HTML comes from the engine's snippet code (all text escaped, <mark> only).
 */
import { useEffect, type JSX, type MouseEvent } from "react";
import { useNavigate } from "react-router-dom";
import { isModifiedClick } from "./modifiedClick";
import type { PageAnswer, SearchWorkerApi } from "./protocol";
import { FIRST_ITEMS, type SearchPageQuery } from "./searchPageQuery";
import {
  isUnknownVersion,
  SearchedVersionLine,
  UnknownVersionAlert,
  useSearchedVersion,
  type SearchedVersion,
} from "./searchedVersion";
import { useSearchIndex } from "./useSearchIndex";
import { useSearchPageParams } from "./useSearchPageParams";
import { useWorkerAnswer } from "./useWorkerAnswer";
import { SEARCH_CONTEXTS } from "./urls";

export const SEARCH_PAGE_DEFAULT_TITLE = "Search the documentation";

export function searchPageTitle(query: string): string {
  return query ? `Search results for "${query}"` : SEARCH_PAGE_DEFAULT_TITLE;
}

export function resultCountText(count: number): string {
  if (count === 0) return "No documents were found";
  return count === 1 ? "1 document found" : `${count} documents found`;
}

export function SearchPage(): JSX.Element {
  const { hydrated, query, context, versionUrl, version, update } = useSearchPageParams();
  const searched = useSearchedVersion(versionUrl);
  const { status, load, client } = useSearchIndex(versionUrl, context);
  const title = searchPageTitle(query);
  const trimmed = query.trim();

  useEffect(() => {
    document.title = title;
  }, [title]);

  // The page is about searching: load the context's index as soon as it is on screen.
  useEffect(() => {
    if (hydrated) void load();
  }, [hydrated, load]);

  const ready = status.state === "done" && trimmed !== "";
  const { answer, complete, answerError, askAgain } = usePageAnswers(
    { versionUrl, context, query: trimmed },
    ready,
    client,
  );
  const error = status.state === "error" ? status.error : answerError;
  const loading = trimmed !== "" && (status.state === "loading" || status.state === "not loaded");

  return (
    <div className="container search-page">
      <h1>{title}</h1>
      <div className="search-page__bar">
        <input
          type="search"
          name="q"
          className="search-page__input"
          aria-label="Search"
          autoFocus
          autoComplete="off"
          value={query}
          onChange={(event) => update("q", event.target.value)}
        />
        <select
          id="context-selector"
          className="search-page__context"
          aria-label="Search in"
          value={context}
          onChange={(event) => update("ctx", event.target.value)}
        >
          <option value="">Everywhere</option>
          {SEARCH_CONTEXTS.map((c) => (
            <option key={c.path} value={c.path}>
              {c.label}
            </option>
          ))}
        </select>
        {/* The ring's place is kept while it is away: nothing in the bar moves when it comes and goes. */}
        <span className="search-page__status">
          {loading ? (
            <span className="search-page__loading" role="status" aria-label="Loading the search index" />
          ) : null}
        </span>
      </div>
      <SearchedVersionLine searched={searched} />
      {error !== null ? (
        <SearchPageError
          error={error}
          searched={searched}
          asked={{ version, versionUrl, query: trimmed, context }}
          retry={() => {
            askAgain();
            void load();
          }}
        />
      ) : null}
      {trimmed && answer !== null ? <SearchResults answer={answer} complete={complete} /> : null}
    </div>
  );
}

/** Why there are no results: a `version` that is no version of the site, or an index that did not load (with Retry). */
function SearchPageError({
  error,
  searched,
  asked,
  retry,
}: {
  error: string;
  searched: SearchedVersion;
  asked: { version: string | null; versionUrl: string; query: string; context: string };
  retry: () => void;
}): JSX.Element {
  if (searched.versions && isUnknownVersion(searched, asked.versionUrl, error)) {
    const { version, query, context } = asked;
    return (
      <UnknownVersionAlert param={version} error={error} query={query} context={context} versions={searched.versions} />
    );
  }
  return (
    <div className="search-page__error" role="alert">
      <p>The search index could not be loaded: {error}</p>
      <button type="button" className="button button--primary" onClick={retry}>
        Retry
      </button>
    </div>
  );
}

/**
 * The page's two answers: the first screen's items and the count (a few chunk files to
 * fetch), then all of them. The first items keep their places; the rest come below them.
 * `complete` once every item the count counts is listed.
 */
function usePageAnswers(question: SearchPageQuery, ready: boolean, client: () => SearchWorkerApi) {
  const first = useWorkerAnswer({
    question,
    ready,
    client,
    ask: (worker, asked) => worker.searchPage(asked.versionUrl, asked.context, asked.query, FIRST_ITEMS),
  });
  const all = useWorkerAnswer({
    question,
    ready: ready && (first.current?.value ?? null) !== null,
    client,
    ask: (worker, asked) => worker.searchPage(asked.versionUrl, asked.context, asked.query),
  });
  const answer = all.current?.value ?? first.current?.value ?? null;
  return {
    answer,
    complete: (all.current?.value ?? null) !== null || (answer !== null && answer.items.length >= answer.count),
    answerError: first.current?.error ?? all.current?.error ?? null,
    askAgain: () => {
      first.askAgain();
      all.askAgain();
    },
  };
}

/**
 * The results, each a link that navigates client-side (a modified click is left to the
 * browser). The count stays invisible (its place kept) until every item it counts is listed.
 */
function SearchResults({ answer, complete }: { answer: PageAnswer; complete: boolean }): JSX.Element {
  const navigate = useNavigate();
  const onResultClick = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <section className="search-page__results">
      <p className={complete ? "search-page__count" : "search-page__count search-page__count--pending"}>
        {resultCountText(answer.count)}
      </p>
      {answer.items.map((item) => (
        <div key={`${item.id}:${item.type}`} className="search-page__item">
          <h2 className="search-page__item-title">
            <a
              href={item.href}
              onClick={onResultClick(item.href)}
              dangerouslySetInnerHTML={{ __html: item.linkHtml }}
            />
          </h2>
          {item.pathHtml ? (
            <p className="search-page__item-path" dangerouslySetInnerHTML={{ __html: item.pathHtml }} />
          ) : null}
          {item.summaryHtml ? (
            <p className="search-page__item-summary" dangerouslySetInnerHTML={{ __html: item.summaryHtml }} />
          ) : null}
        </div>
      ))}
    </section>
  );
}
