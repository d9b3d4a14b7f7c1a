/**
 * Small inline icons of the search dropdown (decorative: hidden from assistive technology). They
 * load with the dropdown's chunk; the search box's own magnifier is in SearchBar, which every page loads.
 */
import type { JSX } from "react";
import { SearchDocumentType } from "../../contracts/searchIndex";

const common = { width: 20, height: 20, viewBox: "0 0 20 20", "aria-hidden": true, focusable: false } as const;

/** A page for titles and keywords, a heading mark for headings, lines of text for content. */
export function ResultTypeIcon({ type }: { type: SearchDocumentType }): JSX.Element {
  if (type === SearchDocumentType.Title || type === SearchDocumentType.Keywords) {
    return (
      <svg {...common} className="search-icon search-icon--page">
        <path
          d="M5 2h7l4 4v12H5z M12 2v4h4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.4"
          strokeLinejoin="round"
        />
      </svg>
    );
  }
  if (type === SearchDocumentType.Heading) {
    return (
      <svg {...common} className="search-icon search-icon--heading">
        <path d="M6 3v14M14 3v14M6 10h8" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
    );
  }
  return (
    <svg {...common} className="search-icon search-icon--content">
      <path d="M4 5h12M4 9h12M4 13h8" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

export function NoResultsIcon(): JSX.Element {
  return (
    <svg {...common} width={40} height={40} className="search-icon search-icon--empty">
      <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <path
        d="M12.5 12.5l5 5M6.5 6.5l4 4M10.5 6.5l-4 4"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function EnterIcon(): JSX.Element {
  return (
    <svg {...common} width={16} height={16} className="search-icon search-icon--enter">
      <path
        d="M16 4v6H5m0 0l4-4m-4 4l4 4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
