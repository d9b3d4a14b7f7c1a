/**
 * A navbar dropdown's behaviour as an ARIA menu button: open on click, Enter, Space or the
 * arrow keys (the keyboard also moves focus into the menu, on the first item, or the
 * last for ArrowUp); arrows, Home and End move between items; Tab closes; Escape closes
 * and returns focus to the button; a mousedown, touchstart or focus outside closes it.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { menuFocusTarget, menuItemsOf } from "./menuFocus";
import { useCloseOnOutside } from "./useCloseOnOutside";

type FocusTarget = "first" | "last" | null;

export function useDropdownMenu() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  /** Where focus goes once the menu has opened (opened from the keyboard). */
  const focusOnOpen = useRef<FocusTarget>(null);

  useEffect(() => {
    if (!open) return;
    const target = focusOnOpen.current;
    focusOnOpen.current = null;
    if (target) {
      const all = menuItemsOf(root.current);
      (target === "first" ? all[0] : all[all.length - 1])?.focus();
    }
  }, [open]);
  // After the focus move above: focus going into the menu is not "outside".
  useCloseOnOutside(root, open, setOpen);

  const openWithFocus = (target: FocusTarget) => {
    focusOnOpen.current = target;
    setOpen(true);
  };

  return {
    open,
    close: () => setOpen(false),
    root,
    button,
    onRootKeyDown: (event: KeyboardEvent) => {
      if (event.key === "Escape" && open) {
        event.preventDefault();
        setOpen(false);
        button.current?.focus();
      }
    },
    onButtonKeyDown: (event: KeyboardEvent) => {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        openWithFocus(event.key === "ArrowDown" ? "first" : "last");
      }
    },
    onButtonClick: (event: MouseEvent) => {
      // A click from the keyboard (Enter, Space) has no pointer detail: take focus into the menu.
      if (!open && event.detail === 0) openWithFocus("first");
      else setOpen(!open);
    },
    onMenuKeyDown: (event: KeyboardEvent) => {
      const all = menuItemsOf(root.current);
      const target =
        all.length > 0
          ? menuFocusTarget(event.key, all.indexOf(document.activeElement as HTMLElement), all.length)
          : null;
      if (target !== null) {
        event.preventDefault();
        all[target].focus();
      } else if (event.key === "Tab") {
        setOpen(false);
      }
    },
  };
}
