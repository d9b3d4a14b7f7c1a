/**
 * The navbar search dropdown: the result rows (a listbox), "No results", the load
 * error with a retry, and the "See all results" footer.
 *
 * Row HTML (`titleHtml`, `pathHtml`) comes from the engine's snippet code, which
 * escapes all text and adds only <mark> elements: it is never built from raw input.
 */
import type { JSX, MouseEvent } from "react";
import { EnterIcon, NoResultsIcon, ResultTypeIcon } from "./icons";
import type { SuggestionView } from "./protocol";

export interface SearchDropdownProps {
  id: string;
  /** The query the shown rows (or error) answer: while typing, the last answer stays shown. */
  answeredQuery: string | null;
  rows: SuggestionView[] | null;
  activeIndex: number;
  error: string | null;
  footer: { href: string; label: string } | null;
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  onSelect: (index: number, event: MouseEvent<HTMLAnchorElement>) => void;
  onFooter: (event: MouseEvent<HTMLAnchorElement>) => void;
  onRetry: () => void;
}

export function SearchDropdown(props: SearchDropdownProps): JSX.Element {
  const { rows, error, footer } = props;
  return (
    // mousedown would blur the input (and close the dropdown) before a click lands.
    <div
      className="search-dropdown"
      data-query={props.answeredQuery ?? undefined}
      onMouseDown={(event) => event.preventDefault()}
    >
      {error !== null ? (
        <div className="search-dropdown__error" role="alert">
          <p>The search index could not be loaded: {error}</p>
          <button type="button" className="search-dropdown__retry" onClick={props.onRetry}>
            Retry
          </button>
        </div>
      ) : rows !== null && rows.length === 0 ? (
        <div className="search-dropdown__empty" role="status">
          <NoResultsIcon />
          <span>No results</span>
        </div>
      ) : rows !== null ? (
        <ul className="search-dropdown__list" role="listbox" id={props.id} aria-label="Search results">
          {rows.map((row, index) => (
            <SuggestionRow
              key={`${row.id}:${row.type}`}
              row={row}
              index={index}
              active={index === props.activeIndex}
              {...props}
            />
          ))}
        </ul>
      ) : null}
      {footer && error === null && rows !== null ? (
        <div className="search-dropdown__footer">
          <a href={footer.href} onClick={props.onFooter}>
            {footer.label}
          </a>
        </div>
      ) : null}
    </div>
  );
}

function SuggestionRow(
  props: SearchDropdownProps & { row: SuggestionView; index: number; active: boolean },
): JSX.Element {
  const { row, index, active } = props;
  const classes = [
    "search-suggestion",
    active ? "search-suggestion--active" : "",
    row.tree ? `search-suggestion--child search-suggestion--${row.tree}` : "",
  ];
  return (
    <li
      role="option"
      id={props.optionId(index)}
      aria-selected={active}
      className={classes.filter(Boolean).join(" ")}
      onMouseMove={() => !active && props.onHover(index)}
    >
      <a
        href={row.href}
        tabIndex={-1}
        className="search-suggestion__link"
        onClick={(event) => props.onSelect(index, event)}
      >
        {row.tree ? <span className="search-suggestion__tree" aria-hidden="true" /> : null}
        <span className="search-suggestion__icon">
          <ResultTypeIcon type={row.type} />
        </span>
        <span className="search-suggestion__text">
          <span className="search-suggestion__title" dangerouslySetInnerHTML={{ __html: row.titleHtml }} />
          {row.pathHtml ? (
            <span className="search-suggestion__path" dangerouslySetInnerHTML={{ __html: row.pathHtml }} />
          ) : null}
        </span>
        <span className="search-suggestion__action">
          <EnterIcon />
        </span>
      </a>
    </li>
  );
}
