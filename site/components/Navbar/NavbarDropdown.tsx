/**
 * A navbar dropdown, built as an ARIA menu button once hydrated (see useDropdownMenu for
 * how it opens, moves and closes). Before that (and without JS) it is a plain list of
 * links that CSS opens on hover and keyboard focus.
 */
import { useId } from "react";
import { cx } from "../../lib/classNames";
import { useHasHydrated } from "../../theme/hydration";
import { Link } from "../Link/Link";
import { useDropdownMenu } from "./useDropdownMenu";

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
  /** The reader may be about to open it (pointer on it, focus inside): fetch what its items need. */
  onIntent?: () => void;
}

export function NavbarDropdown({ label, items, className, onIntent }: DropdownProps) {
  const hydrated = useHasHydrated();
  const menuId = useId();
  const menu = useDropdownMenu();

  return (
    <div
      ref={menu.root}
      className={cx("navbar__item dropdown", menu.open && "dropdown--show", className)}
      onKeyDown={menu.onRootKeyDown}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <button
        ref={menu.button}
        type="button"
        className="navbar__link dropdown__toggle"
        aria-haspopup="menu"
        aria-expanded={menu.open}
        aria-controls={menuId}
        onKeyDown={menu.onButtonKeyDown}
        onClick={menu.onButtonClick}
      >
        {label}
      </button>
      <ul
        id={menuId}
        className="dropdown__menu"
        role={hydrated ? "menu" : undefined}
        aria-label={label}
        onKeyDown={hydrated ? menu.onMenuKeyDown : undefined}
      >
        {items.map((item) => (
          <MenuItem key={item.href + item.label} item={item} hydrated={hydrated} onPicked={menu.close} />
        ))}
      </ul>
    </div>
  );
}

/** One link of the menu: a menuitem once hydrated, a plain list item before. */
function MenuItem({ item, hydrated, onPicked }: { item: DropdownItem; hydrated: boolean; onPicked: () => void }) {
  return (
    <li role={hydrated ? "none" : undefined}>
      <Link
        className={cx("dropdown__link", item.active && "dropdown__link--active")}
        href={item.href}
        role={hydrated ? "menuitem" : undefined}
        tabIndex={hydrated ? -1 : undefined}
        aria-current={item.active ? "true" : undefined}
        onClick={() => {
          item.onSelect?.();
          onPicked();
        }}
      >
        {item.label}
      </Link>
    </li>
  );
}
