/** Closing a popup when the reader presses, touches or moves focus anywhere outside it. */
import { useEffect, type RefObject } from "react";

const OUTSIDE_EVENTS = ["mousedown", "touchstart", "focusin"] as const;

/** While `open`, a mousedown, touchstart or focus outside `root` sets it closed (`setOpen`: a state setter). */
export function useCloseOnOutside(
  root: RefObject<HTMLElement | null>,
  open: boolean,
  setOpen: (open: boolean) => void,
): void {
  useEffect(() => {
    if (!open) return;
    const closeIfOutside = (event: Event) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    for (const type of OUTSIDE_EVENTS) document.addEventListener(type, closeIfOutside);
    return () => {
      for (const type of OUTSIDE_EVENTS) document.removeEventListener(type, closeIfOutside);
    };
  }, [open, root, setOpen]);
}
