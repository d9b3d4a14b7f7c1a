/**
 * The navbar box itself: its text, and whether the reader wants its dropdown open. Any
 * interest in the box (typing, focus, hover, or the focus it already has when it mounts)
 * starts loading the index. Arriving from a result fills the box with the result's
 * `_highlight` terms; clearing the box takes them out of the URL and off the page.
 */
import { useEffect, useState, type ChangeEvent, type RefObject } from "react";
import { useNavigate } from "react-router-dom";
import { useHighlightTermsInBox } from "./useHighlightTermsInBox";
import type { IndexStatus } from "./useSearchIndex";

export function useSearchBox(
  inputRef: RefObject<HTMLInputElement | null>,
  status: IndexStatus,
  load: () => Promise<unknown>,
) {
  const navigate = useNavigate();
  const [value, setValue] = useState("");
  const [open, setOpen] = useState(false);

  // A box that has focus when it mounts (or when its context changes) loads right away.
  useEffect(() => {
    if (typeof document !== "undefined" && document.activeElement === inputRef.current) void load();
  }, [load, inputRef]);

  const dropHighlight = useHighlightTermsInBox(setValue);

  /** Leaves the box for a result or the search page: the dropdown closes, the router navigates. */
  const leaveFor = (href: string) => {
    setOpen(false);
    inputRef.current?.blur();
    navigate(href);
  };
  const clear = () => {
    setValue("");
    setOpen(false);
    dropHighlight();
    inputRef.current?.focus();
  };

  /** The input's own events. */
  const handlers = {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValue(event.target.value);
      setOpen(true);
      if (status.state === "not loaded") void load();
    },
    onFocus: () => {
      setOpen(true);
      void load();
    },
    onMouseEnter: () => void load(),
    onBlur: () => setOpen(false),
  };

  return { value, query: value.trim(), open, setOpen, leaveFor, clear, handlers };
}
