/**
 * The mobile drawer: a header (brand, color-mode switch, close button) over two panels,
 * the primary menu (navbar items) and the secondary menu (the docs sidebar). On docs
 * pages it opens on the sidebar; "← Back to main menu" switches to the navbar items.
 * The hidden panel is inert so keyboard focus never lands in it.
 */
import { useEffect, useRef, useState } from "react";
import type { CurrentSidebar } from "../../app/currentSidebar";
import type { NavbarItemConfig } from "../../config";
import { cx } from "../../lib/classNames";
import { DocSidebarMenu } from "../DocSidebar/DocSidebar";
import { CloseIcon } from "../Icons/Icons";
import { ReplaceHistoryProvider } from "../Link/Link";
import { ColorModeToggle } from "./ColorModeToggle";
import { NavbarBrand } from "./NavbarBrand";
import { NavbarItem } from "./NavbarItem";

export interface MobileSidebarProps {
  shown: boolean;
  close(): void;
  items: NavbarItemConfig[];
  sidebar: CurrentSidebar | null;
  activeKey: string;
}

export function MobileSidebar({ shown, close, items, sidebar, activeKey }: MobileSidebarProps) {
  const [preferSecondary, setPreferSecondary] = useState(true);
  const closeButton = useRef<HTMLButtonElement>(null);

  // Each opening starts on the sidebar again.
  useEffect(() => {
    if (!shown) setPreferSecondary(true);
    else closeButton.current?.focus();
  }, [shown]);

  const secondaryShown = sidebar !== null && preferSecondary;
  return (
    <ReplaceHistoryProvider value={shown}>
      <div className="navbar-sidebar" inert={!shown} aria-label="Navigation menu" role="dialog" aria-modal={shown}>
        <div className="navbar-sidebar__brand">
          <NavbarBrand onClick={close} />
          <ColorModeToggle className="navbar-sidebar__color-toggle" />
          <button
            ref={closeButton}
            type="button"
            className="navbar-sidebar__close"
            aria-label="Close navigation bar"
            onClick={close}
          >
            <CloseIcon size={22} />
          </button>
        </div>
        <div className={cx("navbar-sidebar__items", secondaryShown && "navbar-sidebar__items--show-secondary")}>
          <div className="navbar-sidebar__item menu" inert={secondaryShown}>
            <ul className="menu__list">
              {items.map((item, i) => (
                <NavbarItem key={i} item={item} mobile onNavigate={close} />
              ))}
            </ul>
          </div>
          <div className="navbar-sidebar__item menu" inert={!secondaryShown}>
            {items.length > 0 && (
              <button type="button" className="navbar-sidebar__back" onClick={() => setPreferSecondary(false)}>
                ← Back to main menu
              </button>
            )}
            {sidebar && (
              <DocSidebarMenu
                key={sidebar.name}
                items={sidebar.items}
                sidebar={sidebar.id}
                activeKey={activeKey}
                onNavigate={close}
              />
            )}
          </div>
        </div>
      </div>
    </ReplaceHistoryProvider>
  );
}
