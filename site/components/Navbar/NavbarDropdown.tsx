/**
 * A navbar dropdown. Opens on hover and focus in CSS (so it works without JS), and on
 * click, Enter or Space; closes on Escape and on mousedown, touchstart or focus outside it.
 */
import { useEffect, useRef, useState } from "react";
import { cx } from "../../lib/classNames";
import { Link } from "../Link/Link";

export interface DropdownProps {
  label: string;
  items: { label: string; href: string }[];
}

export function NavbarDropdown({ label, items }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeIfOutside = (event: Event) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const events = ["mousedown", "touchstart", "focusin"] as const;
    for (const type of events) document.addEventListener(type, closeIfOutside);
    return () => {
      for (const type of events) document.removeEventListener(type, closeIfOutside);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className={cx("navbar__item dropdown", open && "dropdown--show")}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="navbar__link dropdown__toggle"
        aria-haspopup="true"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      <ul className="dropdown__menu">
        {items.map((item) => (
          <li key={item.href}>
            <Link className="dropdown__link" href={item.href} onClick={() => setOpen(false)}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
