/**
 * The /search page. Its state lives in the URL (`q`, `ctx`, `version`), rewritten with
 * history.replace as the reader types or picks a context; up to 100 results.
 * The prerendered page has no query: parameters are read only after hydration, so the
 * server markup and the first client render match.
 *
 * Result HTML comes from the engine's snippet code (all text escaped, <mark> only).
 */
import { useEffect, useState, type ChangeEvent, type JSX, type MouseEvent } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useHasHydrated } from "../theme/hydration";
import type { PageResultView } from "./protocol";
import { isModifiedClick } from "./SearchBar";
import { useSearchIndex } from "./useSearchIndex";
import { knownContext, SEARCH_CONTEXTS, versionUrlOf } from "./urls";

export const SEARCH_PAGE_DEFAULT_TITLE = "Search the documentation";

export function searchPageTitle(query: string): string {
  return query ? `Search results for "${query}"` : SEARCH_PAGE_DEFAULT_TITLE;
}

export function resultCountText(count: number): string {
  if (count === 0) return "No documents were found";
  return count === 1 ? "1 document found" : `${count} documents found`;
}

interface Results {
  key: string;
  items: PageResultView[] | null;
  /** Why the worker could not answer although the index had loaded (it stopped). */
  error: string | null;
}

export function SearchPage(): JSX.Element {
  const hydrated = useHasHydrated();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const query = hydrated ? (params.get("q") ?? "") : "";
  const context = hydrated ? knownContext(params.get("ctx")) : "";
  const version = hydrated ? params.get("version") : null;
  const versionUrl = versionUrlOf(version);
  const { status, load, client } = useSearchIndex(versionUrl, context);
  const [results, setResults] = useState<Results | null>(null);
  /** Bumped by Retry: asks the worker again even when the index itself had loaded. */
  const [attempt, setAttempt] = useState(0);
  const title = searchPageTitle(query);
  const trimmed = query.trim();
  const key = `${versionUrl}\u0000${context}\u0000${trimmed}`;

  useEffect(() => {
    document.title = title;
  }, [title]);

  // The page is about searching: load the context's index as soon as it is on screen.
  useEffect(() => {
    if (hydrated) void load();
  }, [hydrated, load]);

  useEffect(() => {
    if (status.state !== "done" || !trimmed) return;
    let current = true;
    client()
      .searchPage(versionUrl, context, trimmed)
      .then(
        (items) => current && setResults({ key, items, error: null }),
        (reason: unknown) => current && setResults({ key, items: null, error: reason instanceof Error ? reason.message : String(reason) }),
      );
    return () => {
      current = false;
    };
  }, [status.state, trimmed, versionUrl, context, key, client, attempt]);

  const update = (name: "q" | "ctx", value: string) => {
    const next = new URLSearchParams(params);
    if (name === "q" && value === "") next.delete("q");
    else next.set(name, value);
    setParams(next, { replace: true });
  };

  const items = results && results.key === key ? results.items : null;
  const error = status.state === "error" ? status.error : results && results.key === key ? results.error : null;
  const retry = () => {
    setAttempt((n) => n + 1);
    void load();
  };
  const loading = trimmed !== "" && (status.state === "loading" || status.state === "not loaded");

  const onResultClick = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    navigate(href);
  };

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
          onChange={(event: ChangeEvent<HTMLInputElement>) => update("q", event.target.value)}
        />
        <select id="context-selector" className="search-page__context" aria-label="Search in" value={context} onChange={(event) => update("ctx", event.target.value)}>
          <option value="">Everywhere</option>
          {SEARCH_CONTEXTS.map((c) => (
            <option key={c.path} value={c.path}>
              {c.label}
            </option>
          ))}
        </select>
        {loading ? <span className="search-page__loading" role="status" aria-label="Loading the search index" /> : null}
      </div>
      {error !== null ? (
        <div className="search-page__error" role="alert">
          <p>The search index could not be loaded: {error}</p>
          <button type="button" className="button button--primary" onClick={retry}>
            Retry
          </button>
        </div>
      ) : null}
      {trimmed && items !== null ? (
        <section className="search-page__results">
          <p className="search-page__count">{resultCountText(items.length)}</p>
          {items.map((item) => (
            <div key={`${item.id}:${item.type}`} className="search-page__item">
              <h2 className="search-page__item-title">
                <a href={item.href} onClick={onResultClick(item.href)} dangerouslySetInnerHTML={{ __html: item.linkHtml }} />
              </h2>
              {item.pathHtml ? <p className="search-page__item-path" dangerouslySetInnerHTML={{ __html: item.pathHtml }} /> : null}
              {item.summaryHtml ? <p className="search-page__item-summary" dangerouslySetInnerHTML={{ __html: item.summaryHtml }} /> : null}
            </div>
          ))}
        </section>
      ) : null}
    </div>
  );
}
