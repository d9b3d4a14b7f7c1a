/**
 * The navbar box and the `_highlight` terms a result link carries to its page: arriving
 * from a result shows its terms in the box, and clearing the box takes them out of the
 * URL and their marks off the page.
 */
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { clearHighlight } from "./useHighlight";
import { highlightTerms, withoutHighlight } from "./urls";

/** Fills the box through `setValue`; returns what drops the terms and their marks. */
export function useHighlightTermsInBox(setValue: (value: string) => void): () => void {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const terms = highlightTerms(location.search);
    if (terms.length > 0) setValue(terms.join(" "));
  }, [location.search, setValue]);

  return () => {
    if (withoutHighlight(location.search) !== (location.search === "?" ? "" : location.search)) {
      navigate({ pathname: location.pathname, search: withoutHighlight(location.search), hash: location.hash });
    }
    clearHighlight(document);
  };
}
