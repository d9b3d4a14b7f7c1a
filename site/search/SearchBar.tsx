/**
 * The navbar search box. The index of the page's search context ('docs/api' on API
 * pages, else every page) loads on the first hover or focus, or Ctrl/Cmd+K; results
 * come from the worker as ready rows, at most 8, grouped under their page. Up/Down move,
 * Enter or Tab opens the highlighted row, Esc closes. Links are explicit paths with the
 * `_highlight` terms and navigate client-side.
 *
 * Its parts: useSearchBox (the text, the open state, loading on interest), useDropdownRows
 * (the worker's rows, through useSuggestions, and the highlighted one), rowKeys (the keyboard),
 * useSearchShortcut (Ctrl/Cmd+K) and dropdownFooter (the "See all results" link).
 *
 * Renders on the server too: window and document are only touched in effects and events.
 */
import { lazy, Suspense, useCallback, useId, useRef, useState, type JSX, type MouseEvent, type RefObject } from "react";
import { useLocation } from "react-router-dom";
import { dropdownFooter } from "./dropdownFooter";
import { isModifiedClick } from "./modifiedClick";
import { handleRowKey } from "./rowKeys";
import { useSearchBox } from "./useSearchBox";
import type { SearchDropdownProps } from "./SearchDropdown";
import { useSearchIndex } from "./useSearchIndex";
import { useSearchShortcut } from "./useSearchShortcut";
import { useSuggestions, type SuggestionsOptions } from "./useSuggestions";
import { DOCS_ROUTE_BASE } from "../../contracts/versions";
import { BASE_URL, contextOfPath, versionParamOf } from "./urls";

/**
 * The dropdown's code comes with the reader's interest in search (the same moments the
 * index starts loading), not with every page: it is needed only once results exist.
 */
let loadedDropdown: ((props: SearchDropdownProps) => JSX.Element) | null = null;
const loadDropdown = () =>
  import("./SearchDropdown.js").then((module) => {
    loadedDropdown = module.SearchDropdown;
    return { default: module.SearchDropdown };
  });
const SearchDropdown = lazy(loadDropdown);

function LazyDropdown(props: SearchDropdownProps): JSX.Element {
  // Once its code is here, no suspending: React holds back what a suspended boundary
  // reveals for up to 300 ms, which the first results would wait out.
  const Loaded = loadedDropdown;
  return <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <SearchDropdown {...props} />}</Suspense>;
}

/** The context's index; its `load` (on the reader's interest) brings the dropdown's code too. */
function useIndexAndDropdown(searchBase: string, context: string) {
  const index = useSearchIndex(searchBase, context);
  const load = useCallback(() => {
    void loadDropdown();
    return index.load();
  }, [index.load]);
  return { ...index, load };
}

/** The magnifier at the start of the box (decorative; the dropdown's icons are in icons.tsx, with its code). */
function SearchBoxIcon(): JSX.Element {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 20 20"
      aria-hidden={true}
      focusable={false}
      className="navbar__search-icon"
    >
      <path
        d="M8.5 14.5a6 6 0 1 1 0-12 6 6 0 0 1 0 12zM13 13l5 5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

interface SearchBarProps {
  searchBase?: string;
  routeBase?: string;
}

/**
 * The navbar's search box. A docs version's pages search that version's index: `searchBase`
 * is where it is, `routeBase` the version's route base (its contexts are under it).
 */
export function SearchBar({ searchBase = BASE_URL, routeBase = DOCS_ROUTE_BASE }: SearchBarProps = {}): JSX.Element {
  const location = useLocation();
  const context = contextOfPath(location.pathname, routeBase);
  const { status, load, client } = useIndexAndDropdown(searchBase, context);
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const optionId = useCallback((index: number) => `${listboxId}-option-${index}`, [listboxId]);
  const mac = useSearchShortcut(inputRef, load);
  const { value, query, open, setOpen, ...box } = useSearchBox(inputRef, status, load);
  const { suggestions, rowList } = useDropdownRows({
    versionUrl: searchBase,
    context,
    query,
    status,
    client,
    inputRef,
    open,
    setOpen,
    leaveFor: box.leaveFor,
  });
  const { rows, error } = suggestions;
  const { shown: showDropdown, activeIndex } = rowList;
  const footer = dropdownFooter(rows, query, context, versionParamOf(searchBase));
  const onClear = () => {
    suggestions.forget();
    box.clear();
  };

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
        aria-activedescendant={
          showDropdown && rows && rows.length > 0 ? optionId(Math.min(activeIndex, rows.length - 1)) : undefined
        }
        autoComplete="off"
        spellCheck={false}
        value={value}
        {...box.handlers}
        onKeyDown={(event) => handleRowKey(event, rowList)}
      />
      {status.state === "loading" && query !== "" ? (
        <span className="navbar__search-loading" role="status" aria-label="Loading the search index" />
      ) : null}
      <BoxEnd empty={value === ""} mac={mac} onClear={onClear} />
      {showDropdown ? (
        <LazyDropdown
          id={listboxId}
          answeredQuery={suggestions.answeredQuery}
          rows={rows}
          activeIndex={Math.min(activeIndex, Math.max(0, (rows?.length ?? 1) - 1))}
          error={error}
          footer={footer}
          optionId={optionId}
          onHover={rowList.setActiveIndex}
          onSelect={(index, event) => followPlainClick(event, () => rowList.select(index))}
          onFooter={(event) => footer && followPlainClick(event, () => box.leaveFor(footer.href))}
          onRetry={() => {
            suggestions.askAgain();
            void load().then(() => inputRef.current?.focus());
          }}
        />
      ) : null}
    </div>
  );
}

interface DropdownRowsOptions extends Omit<SuggestionsOptions, "onAnswer"> {
  inputRef: RefObject<HTMLInputElement | null>;
  /** The reader has the dropdown open (useSearchBox). */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Leaves the box for a row's page. */
  leaveFor: (href: string) => void;
}

/**
 * The dropdown's rows: the worker's answer for the box's query, and the rows as the keys see
 * them (rowKeys): whether they are on screen, the highlighted one, and choosing one.
 */
function useDropdownRows({ inputRef, open, setOpen, leaveFor, ...asked }: DropdownRowsOptions) {
  const [activeIndex, setActiveIndex] = useState(0);
  const suggestions = useSuggestions({
    ...asked,
    // A new answer selects its first row; a focused box opens its dropdown.
    onAnswer: () => {
      setActiveIndex(0);
      if (document.activeElement === inputRef.current) setOpen(true);
    },
  });
  const { rows, error } = suggestions;
  const select = (index: number) => {
    const row = rows?.[index];
    if (row) leaveFor(row.href);
  };
  const rowList = {
    open,
    shown: open && asked.query !== "" && (rows !== null || error !== null),
    count: rows?.length ?? 0,
    activeIndex,
    setOpen,
    setActiveIndex,
    select,
  };
  return { suggestions, rowList };
}

/** A plain click on a link of the dropdown navigates client-side; a modified one is left to the browser. */
function followPlainClick(event: MouseEvent<HTMLAnchorElement>, follow: () => void): void {
  if (isModifiedClick(event)) return;
  event.preventDefault();
  follow();
}

/** The end of the box: the Ctrl/Cmd+K hint while it is empty, then a button that clears it. */
function BoxEnd({ empty, mac, onClear }: { empty: boolean; mac: boolean; onClear: () => void }): JSX.Element {
  return empty ? (
    <span className="navbar__search-hints" aria-hidden="true">
      <kbd className="navbar__search-kbd">{mac ? "⌘" : "ctrl"}</kbd>
      <kbd className="navbar__search-kbd">K</kbd>
    </span>
  ) : (
    <button type="button" className="navbar__search-clear" aria-label="Clear search" onClick={onClear}>
      ✕
    </button>
  );
}
