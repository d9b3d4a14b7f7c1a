/**
 * A navbar dropdown, built as an ARIA menu button once hydrated. Before that (and without
 * JS) it is a plain list of links that CSS opens on hover and keyboard focus.
 * Opens on click, Enter, Space or the arrow keys (the keyboard also moves focus into the
 * menu); arrows, Home and End move between items; Escape closes and returns focus to the
 * button; mousedown, touchstart or focus outside it closes it.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { cx } from "../../lib/classNames";
import { useHasHydrated } from "../../theme/hydration";
import { Link } from "../Link/Link";

export interface DropdownItem {
  label: string;
  href: string;
  /** The item stands for what is on screen (e.g. the docs version being read). */
  active?: boolean;
  /** Runs when the reader picks the item, before the link navigates. */
  onSelect?: () => void;
}

export interface DropdownProps {
  label: string;
  items: DropdownItem[];
  className?: string;
}

type FocusTarget = "first" | "last" | null;

export function NavbarDropdown({ label, items, className }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const hydrated = useHasHydrated();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const focusOnOpen = useRef<FocusTarget>(null);

  const menuItems = () => [...(root.current?.querySelectorAll<HTMLElement>("[role='menuitem']") ?? [])];

  useEffect(() => {
    if (!open) return;
    const target = focusOnOpen.current;
    focusOnOpen.current = null;
    if (target) {
      const all = menuItems();
      (target === "first" ? all[0] : all[all.length - 1])?.focus();
    }
    const closeIfOutside = (event: Event) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const events = ["mousedown", "touchstart", "focusin"] as const;
    for (const type of events) document.addEventListener(type, closeIfOutside);
    return () => {
      for (const type of events) document.removeEventListener(type, closeIfOutside);
    };
  }, [open]);

  const openWithFocus = (target: FocusTarget) => {
    focusOnOpen.current = target;
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openWithFocus(event.key === "ArrowDown" ? "first" : "last");
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = menuItems();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % all.length,
      ArrowUp: (index - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    if (event.key in moves && all.length > 0) {
      event.preventDefault();
      all[moves[event.key]].focus();
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  };

  return (
    <div
      ref={root}
      className={cx("navbar__item dropdown", open && "dropdown--show", className)}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.preventDefault();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="navbar__link dropdown__toggle"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onKeyDown={onButtonKeyDown}
        onClick={(event) => {
          // A click from the keyboard (Enter, Space) has no pointer detail: take focus into the menu.
          if (!open && event.detail === 0) openWithFocus("first");
          else setOpen(!open);
        }}
      >
        {label}
      </button>
      <ul
        id={menuId}
        className="dropdown__menu"
        role={hydrated ? "menu" : undefined}
        aria-label={label}
        onKeyDown={hydrated ? onMenuKeyDown : undefined}
      >
        {items.map((item) => (
          <li key={item.href + item.label} role={hydrated ? "none" : undefined}>
            <Link
              className={cx("dropdown__link", item.active && "dropdown__link--active")}
              href={item.href}
              role={hydrated ? "menuitem" : undefined}
              tabIndex={hydrated ? -1 : undefined}
              aria-current={item.active ? "true" : undefined}
              onClick={() => {
                item.onSelect?.();
                setOpen(false);
              }}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
