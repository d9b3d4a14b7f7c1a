/**
 * The navbar search box. The index of the page's search context ('docs/api' on API
 * pages, else every page) loads on the first hover or focus, or Ctrl/Cmd+K; results
 * come from the worker as ready rows, at most 8, grouped under their page. Up/Down move,
 * Enter or Tab opens the highlighted row, Esc closes. Links are explicit paths with the
 * `_highlight` terms and navigate client-side.
 *
 * Renders on the server too: window and document are only touched in effects and events.
 */
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type JSX, type KeyboardEvent, type MouseEvent } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import type { SuggestionView } from "./protocol";
import { SearchDropdown } from "./SearchDropdown";
import { SearchBoxIcon } from "./icons";
import { isMacPlatform, isSearchShortcut } from "./shortcut";
import { clearHighlight } from "./useHighlight";
import { useSearchIndex } from "./useSearchIndex";
import { BASE_URL, contextLabel, contextOfPath, highlightTerms, searchPageHref, withoutHighlight } from "./urls";

/** A click the browser should handle itself (new tab, new window, download). */
export function isModifiedClick(event: MouseEvent): boolean {
  return event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
}

interface Results {
  query: string;
  context: string;
  rows: SuggestionView[] | null;
  /** Why the worker could not answer (it stopped, or the index failed to load). */
  error: string | null;
}

export function SearchBar(): JSX.Element {
  const location = useLocation();
  const navigate = useNavigate();
  const context = contextOfPath(location.pathname);
  const { status, load, client } = useSearchIndex(BASE_URL, context);
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState("");
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<Results | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  /** Bumped by Retry: asks the worker again even when the index itself had loaded. */
  const [attempt, setAttempt] = useState(0);
  const [mac, setMac] = useState(false);
  const listboxId = useId();
  const optionId = useCallback((index: number) => `${listboxId}-option-${index}`, [listboxId]);
  const query = value.trim();

  useEffect(() => setMac(isMacPlatform(typeof navigator === "undefined" ? undefined : navigator)), []);

  // Ctrl/Cmd+K focuses the box (and starts loading the index).
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(event, mac)) return;
      event.preventDefault();
      inputRef.current?.focus();
      void load();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [mac, load]);

  // A box that already has focus at mount loads right away.
  useEffect(() => {
    if (typeof document !== "undefined" && document.activeElement === inputRef.current) void load();
  }, [load]);

  // Arriving from a result: show its terms in the box.
  useEffect(() => {
    const terms = highlightTerms(location.search);
    if (terms.length > 0) setValue(terms.join(" "));
  }, [location.search]);

  // Search what is typed as soon as the index is on its way: the worker answers once it
  // has loaded, without a round trip through this page in between. A focused box opens
  // its dropdown.
  const indexRequested = status.state === "loading" || status.state === "done";
  useEffect(() => {
    if (!indexRequested || !query) return;
    let current = true;
    client()
      .suggest(BASE_URL, context, query)
      .then(
        (rows) => {
          // Null: a newer query is on its way, and its answer replaces this one.
          if (!current || rows === null) return;
          setResults({ query, context, rows, error: null });
          setActiveIndex(0);
          if (document.activeElement === inputRef.current) setOpen(true);
        },
        (reason: unknown) => current && setResults({ query, context, rows: null, error: reason instanceof Error ? reason.message : String(reason) }),
      );
    return () => {
      current = false;
    };
  }, [indexRequested, query, context, client, attempt]);

  // While the next answer is on its way, the last one stays (no flicker while typing).
  const shown = results && results.context === context && query !== "" ? results : null;
  const rows = shown ? shown.rows : null;
  const error = status.state === "error" ? status.error : (shown?.error ?? null);
  const showDropdown = open && query !== "" && (rows !== null || error !== null);

  const label = contextLabel(context);
  let footer: { href: string; label: string } | null = null;
  if (rows && rows.length > 0) {
    footer = label ? { href: searchPageHref(query, context), label: `See all results within "${label}"` } : { href: searchPageHref(query, ""), label: "See all results" };
  } else if (rows && label) {
    footer = { href: searchPageHref(query, ""), label: `See all results outside "${label}"` };
  }

  const go = (href: string) => {
    setOpen(false);
    inputRef.current?.blur();
    navigate(href);
  };

  const selectRow = (index: number) => {
    const row = rows?.[index];
    if (row) go(row.href);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setValue(event.target.value);
    setOpen(true);
    if (status.state === "not loaded") void load();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = rows?.length ?? 0;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      if (count > 0) setActiveIndex((index) => (index + (event.key === "ArrowDown" ? 1 : count - 1)) % count);
    } else if (event.key === "Enter" || event.key === "Tab") {
      if (showDropdown && count > 0 && !event.shiftKey) {
        event.preventDefault();
        selectRow(Math.min(activeIndex, count - 1));
      }
    } else if (event.key === "Escape") {
      if (open) event.preventDefault();
      setOpen(false);
    }
  };

  const onClear = () => {
    setValue("");
    setResults(null);
    setOpen(false);
    if (withoutHighlight(location.search) !== (location.search === "?" ? "" : location.search)) {
      navigate({ pathname: location.pathname, search: withoutHighlight(location.search), hash: location.hash });
    }
    clearHighlight(document);
    inputRef.current?.focus();
  };

  const onRowClick = (index: number, event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    selectRow(index);
  };

  const onFooterClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event) || !footer) return;
    event.preventDefault();
    go(footer.href);
  };

  const onRetry = () => {
    setAttempt((n) => n + 1);
    void load().then(() => inputRef.current?.focus());
  };

  const loading = status.state === "loading" && query !== "";
  return (
    <div className={`navbar__search${showDropdown ? " navbar__search--open" : ""}`} dir="ltr">
      <SearchBoxIcon />
      <input
        ref={inputRef}
        type="search"
        className="navbar__search-input"
        placeholder="Search"
        aria-label="Search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showDropdown && rows !== null && rows.length > 0}
        aria-controls={listboxId}
        aria-activedescendant={showDropdown && rows && rows.length > 0 ? optionId(Math.min(activeIndex, rows.length - 1)) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={onChange}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setOpen(true);
          void load();
        }}
        onMouseEnter={() => void load()}
        onBlur={() => setOpen(false)}
      />
      {loading ? <span className="navbar__search-loading" role="status" aria-label="Loading the search index" /> : null}
      {value === "" ? (
        <span className="navbar__search-hints" aria-hidden="true">
          <kbd className="navbar__search-kbd">{mac ? "⌘" : "ctrl"}</kbd>
          <kbd className="navbar__search-kbd">K</kbd>
        </span>
      ) : (
        <button type="button" className="navbar__search-clear" aria-label="Clear search" onClick={onClear}>
          ✕
        </button>
      )}
      {showDropdown ? (
        <SearchDropdown
          id={listboxId}
          answeredQuery={status.state === "error" ? query : (shown?.query ?? null)}
          rows={rows}
          activeIndex={Math.min(activeIndex, Math.max(0, (rows?.length ?? 1) - 1))}
          error={error}
          footer={footer}
          optionId={optionId}
          onHover={setActiveIndex}
          onSelect={onRowClick}
          onFooter={onFooterClick}
          onRetry={onRetry}
        />
      ) : null}
    </div>
  );
}
